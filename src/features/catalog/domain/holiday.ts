/**
 * December's holiday delivery message (storefront §9, 'Holiday 2023 messages in December'): digital items on
 * days up to the 25th arrive 'within 5 hours'; physical ones reach 12/25 with standard shipping ordered on
 * days 1-5, rush on 6-8 and super rush on 9-10. Any other day has no message. The day is the shopper's own
 * (the browser's local date), read when the listing's island is live, so a page built in November shows it
 * in December.
 */
export const HOLIDAY_TEXTS = {
  digital: 'Holiday gift? Digital items are delivered within 5 hours.',
  standard: 'Order by December 5 with standard shipping for arrival by 12/25.',
  rush: 'Order by December 8 with rush shipping for arrival by 12/25.',
  superRush: 'Order by December 10 with super rush shipping for arrival by 12/25.',
} as const;

const DECEMBER = 11;

export function holidayMessage(now: Date, digital: boolean): string | null {
  if (now.getMonth() !== DECEMBER) return null;
  const day = now.getDate();
  if (digital) return day <= 25 ? HOLIDAY_TEXTS.digital : null;
  if (day <= 5) return HOLIDAY_TEXTS.standard;
  if (day <= 8) return HOLIDAY_TEXTS.rush;
  if (day <= 10) return HOLIDAY_TEXTS.superRush;
  return null;
}
