/**
 * Dates shown as text on static pages. An ISO calendar date ('2020-02-20') names a day, not an instant,
 * so it is formatted in UTC: the same words whatever time zone the build machine is in.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'February 20, 2020' from '2020-02-20' (locale en-US by default); a string that is not an ISO date throws. */
export function formatIsoDate(iso: string, locale = 'en-US'): string {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new RangeError(`Not an ISO date: ${iso}`);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw new RangeError(`No such day: ${iso}`);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
