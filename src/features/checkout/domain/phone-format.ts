/**
 * The phone rule (checkout.md §5): libphonenumber-js, default country US, international format. Its own
 * module because the library's metadata is most of the checkout island's weight: the page loads it on
 * first use or when idle (phone.ts), never on the path to the first render.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY } from './texts.ts';

/** The number in international format ('+1 415 555 0100'), or null when it is not a valid number. */
export function formatPhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() === true ? parsed.formatInternational() : null;
}
