/**
 * The recover-order-number form (checkout.md §2, §5, §9): one email field; on success the buyer is told
 * their orders of the last 60 days were emailed; on failure the server's text shows in a banner.
 */
import { isPlausibleEmail } from '../../../shared/email.ts';
import { fill, type Localized } from '../../../shared/messages/catalogue.ts';
import { recover } from '../../../shared/messages/en/recover.ts';

/** checkout.md §9: the recovery host emails the orders of this many days. */
export const RECOVER_WINDOW_DAYS = 60;

/** The English catalogue's recover part, with the window written in. */
export const RECOVER_TEXTS = {
  ...recover,
  success: fill(recover.success, { days: RECOVER_WINDOW_DAYS }),
} as const;

/** The field's message, or null when the email may be sent. */
export function recoverEmailError(value: string, texts: Localized<typeof recover> = recover): string | null {
  return isPlausibleEmail(value) ? null : texts.invalidEmail;
}
