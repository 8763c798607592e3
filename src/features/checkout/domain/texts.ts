/**
 * The checkout's spec constants in one place (checkout.md §2, §5, §8, §9): timings and limits named after
 * what they mean, and its user-visible texts, which are the English catalogue's
 * (src/shared/messages/en/checkout.ts), copied exactly from the spec.
 */
import { fill } from '../../../shared/messages/catalogue.ts';
import { checkout } from '../../../shared/messages/en/checkout.ts';
import { checkoutFields } from '../../../shared/messages/en/checkout-fields.ts';
import { checkoutForm } from '../../../shared/messages/en/checkout-form.ts';

export const CHECKOUT_TEXTS = {
  ...checkout,
  checkoutFailedWith: (message: string): string => fill(checkout.checkoutFailedWith, { message }),
} as const;

/** The delivery form's messages (checkout.md §5); email and name on card are "not shown" there, so ours. */
export const FORM_MESSAGES = { ...checkoutForm, country: checkout.international } as const;

/** Field labels exactly as checkout.md §2 lists them (first and last name have none there). */
export const FIELD_LABELS = checkoutFields;

/** Card-provider messages shown as they are (§8); anything else shows the first one. */
export const CARD_ERROR_WHITELIST = [
  'Your card was declined.',
  'Your card has insufficient funds.',
  'Your card has expired.',
  'An error occurred while processing your card. Try again in a little bit.',
  "Your card's security code is incorrect.",
  'Your card number is invalid.',
] as const;

export const CHECKOUT_POLL_TRIES = 4;
export const CHECKOUT_POLL_INTERVAL_MS = 1000;
/** The first read of the checkout usually answers within this; only a slower one shows 'Loading your checkout…'. */
export const CHECKOUT_LOADING_MESSAGE_DELAY_MS = 600;
export const SUGGESTION_THROTTLE_MS = 300;
export const AFTERPAY_REDIRECT_MS = 4000;
/** Duration of the payment-failed and cannot-deliver toasts (§8: 6 s). */
export const CHECKOUT_ERROR_TOAST_MS = 6000;
export const DEFAULT_PHONE_COUNTRY = 'US' as const;
export const US_COUNTRY = 'US';
