/**
 * The one place payments read configuration and load provider code. Each provider's code is a separate
 * chunk fetched only when its method is on screen; a chunk or SDK that cannot load resolves to a message
 * (select.ts) so the other methods keep working.
 */
import { paypalClientId, stripePublishableKey } from '../../../config.ts';
import {
  cardProviderKind,
  CARD_UNAVAILABLE_MESSAGE,
  loadOrMessage,
  paypalProviderKind,
  type Loaded,
} from './select.ts';
import type { Stripe } from '@stripe/stripe-js';

export const cardKind = cardProviderKind(stripePublishableKey);
export const paypalKind = paypalProviderKind(paypalClientId);
/** Set only when Stripe is selected. */
export const stripeKey = cardKind === 'stripe' ? (stripePublishableKey ?? '') : '';
export const paypalId = paypalKind === 'paypal' ? (paypalClientId ?? '') : '';

/** Stripe.js, loaded on first use; null-free: a failure is the card message. */
export function loadStripeClient(message = CARD_UNAVAILABLE_MESSAGE): Promise<Loaded<Stripe>> {
  return loadOrMessage(async () => {
    const { loadStripeLazily } = await import('./stripe-card.ts');
    return loadStripeLazily(stripeKey);
  }, message);
}
