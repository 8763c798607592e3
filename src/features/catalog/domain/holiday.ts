/**
 * December's holiday delivery message (storefront §9, 'Holiday 2023 messages in December'): digital items on
 * days up to the 25th arrive 'within 5 hours'; physical ones reach 12/25 with standard shipping ordered on
 * days 1-5, rush on 6-8 and super rush on 9-10. Any other day has no message. The day is the shopper's own
 * (the browser's local date), read when the listing's island is live, so a page built in November shows it
 * in December.
 */
import type { Localized } from '../../../shared/messages/catalogue.ts';
import { holiday } from '../../../shared/messages/en/holiday.ts';

export const HOLIDAY_TEXTS = holiday;

const DECEMBER = 11;

export function holidayMessage(now: Date, digital: boolean, texts: Localized<typeof holiday> = holiday): string | null {
  if (now.getMonth() !== DECEMBER) return null;
  const day = now.getDate();
  if (digital) return day <= 25 ? texts.digital : null;
  if (day <= 5) return texts.standard;
  if (day <= 8) return texts.rush;
  if (day <= 10) return texts.superRush;
  return null;
}
