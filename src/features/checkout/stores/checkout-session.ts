/**
 * What a checkout keeps in the shopper's browser between page loads, and the one action that clears it
 * after a successful order (checkout.md §4: "The cart cookie is cleared after a successful order, together
 * with the payment cookie and delivery options"). The checkout island writes these; /thankyou clears them.
 * The payment cookie is written and removed by ../listeners/payment-cookie.ts, on the events published here.
 */
import { z } from 'zod';
import { clearCart, rememberedCheckoutId } from '../../cart/index.ts';
import { readCookie } from '../../../shared/cookies.ts';
import { forgetDraft } from './checkout-draft.ts';
import { publishCheckoutEvent } from './events.ts';
import { parseJson } from '../../../shared/parse-json.ts';

export const PAYMENT_COOKIE_PREFIX = 'sf_payment_';
export const DELIVERY_OPTIONS_KEY_PREFIX = 'sf_delivery_';

export const paymentCookieName = (storeSlug: string): string => `${PAYMENT_COOKIE_PREFIX}${storeSlug}`;
export const deliveryOptionsKey = (storeSlug: string): string => `${DELIVERY_OPTIONS_KEY_PREFIX}${storeSlug}`;

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const rememberedPaymentSchema = z.object({ checkoutId: z.string().regex(ID), paymentId: z.string().regex(ID) });
export type RememberedPayment = z.infer<typeof rememberedPaymentSchema>;

/** The payment started for a checkout, so a reload resumes it instead of starting a second one. */
export function rememberPayment(storeSlug: string, payment: RememberedPayment): void {
  publishCheckoutEvent({ type: 'payment-started', storeSlug, payment });
}

/** The remembered payment, or null when absent, corrupt or tampered. */
export function rememberedPayment(storeSlug: string): RememberedPayment | null {
  return parseJson(rememberedPaymentSchema, readCookie(paymentCookieName(storeSlug), 'encoded'));
}

/**
 * Clears the cart (and its remembered checkout id), the payment cookie, the stored delivery options and
 * what was typed into that checkout (checkout-draft.ts).
 */
export function clearCheckoutSession(storeSlug: string): void {
  const checkoutId = rememberedCheckoutId();
  if (checkoutId !== null) forgetDraft(checkoutId);
  clearCart();
  publishCheckoutEvent({ type: 'session-cleared', storeSlug });
  try {
    sessionStorage.removeItem(deliveryOptionsKey(storeSlug));
  } catch {
    // Storage can be disabled; there is then nothing stored to clear.
  }
}
