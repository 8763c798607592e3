/**
 * The recover-order-number form (checkout.md §2, §5, §9): one email field; on success the buyer is told
 * their orders of the last 60 days were emailed; on failure the server's text shows in a banner.
 */
import { isPlausibleEmail } from '../../../shared/email.ts';

/** checkout.md §9: the recovery host emails the orders of this many days. */
export const RECOVER_WINDOW_DAYS = 60;

export const RECOVER_TEXTS = {
  title: 'Recover my order number',
  intro: 'Enter the email address you used at checkout and we will email you your order numbers.',
  emailLabel: 'Email address',
  submit: 'Send my orders',
  sending: 'Sending…',
  invalidEmail: 'Please enter a valid email',
  success: `Check your inbox: we have emailed you your orders of the last ${RECOVER_WINDOW_DAYS} days.`,
} as const;

/** The field's message, or null when the email may be sent. */
export function recoverEmailError(value: string): string | null {
  return isPlausibleEmail(value) ? null : RECOVER_TEXTS.invalidEmail;
}
