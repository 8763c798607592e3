/**
 * Dates shown as text. An ISO calendar date ('2020-02-20') names a day, not an instant, so it is read and
 * written in UTC (format.ts): the same words whatever time zone the build machine or the browser is in.
 */
import { formatDate } from './format.ts';
import { DEFAULTS, type Locale } from './money.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'February 20, 2020' from '2020-02-20' (in the buyer's locale); a string that is not an ISO date throws. */
export function formatIsoDate(iso: string, locale: Locale = DEFAULTS.locale): string {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new RangeError(`Not an ISO date: ${iso}`);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw new RangeError(`No such day: ${iso}`);
  return formatDate(date, locale);
}
