/**
 * What the checkout's actions report as having happened, for the listener modules (../listeners/): the
 * failure toasts and the Afterpay-unavailable modal, begin_checkout, and the payment cookie. An action
 * publishes an event and changes state, nothing more; the listeners hear it synchronously (nanostores'
 * onSet), so each effect happens before the action goes on (before a navigation, for instance).
 */
import { atom } from 'nanostores';
import type { CartLineView } from '../../cart/index.ts';

export type CheckoutEvent =
  /** A failure the shopper is told of in a toast (checkout.md §8; the cart's 'Checkout failed'). */
  | { type: 'failed'; message: string; durationMs?: number; position?: 'top' }
  /** Afterpay cannot serve this order: the afterpay-unavailable modal. */
  | { type: 'afterpay-unavailable' }
  /** The cart's lines are going to a checkout (begin_checkout). */
  | { type: 'checkout-started'; lines: readonly CartLineView[] }
  /** A payment was started for a checkout: remembered so a reload resumes it (sf_payment_<slug>). */
  | { type: 'payment-started'; storeSlug: string; payment: { checkoutId: string; paymentId: string } }
  /** The order went through: the remembered payment is forgotten with the cart. */
  | { type: 'session-cleared'; storeSlug: string };

/** The latest checkout event (null before the first); listeners attach with onSet. */
export const $checkoutEvent = atom<CheckoutEvent | null>(null);

export function publishCheckoutEvent(event: CheckoutEvent): void {
  $checkoutEvent.set(event);
}
