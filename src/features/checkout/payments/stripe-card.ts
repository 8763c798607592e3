/**
 * The Stripe adapter: a CardProvider over Stripe.js and the card element(s) mounted on screen. Stripe.js is
 * fetched from js.stripe.com only when the card fields mount (loadStripeLazily, through the `pure` entry so
 * importing this module loads nothing). Stripe's errors come back as values with Stripe's code and message.
 */
import type {
  ConfirmCardPaymentData,
  CreatePaymentMethodCardData,
  Stripe,
  StripeCardElement,
  StripeCardNumberElement,
} from '@stripe/stripe-js';
import type { BillingDetails, CardFieldsState, CardProvider, ProviderFailure } from './provider.ts';
import { CARD_CONNECTION_FAILURE } from './card-rules.ts';

interface StripeErrorLike {
  code?: string | undefined;
  message?: string | undefined;
}

/** The two calls the adapter makes, narrowed so a test can stand in for Stripe.js. */
export interface StripeCardApi {
  createPaymentMethod(
    data: CreatePaymentMethodCardData,
  ): Promise<
    { paymentMethod: { id: string }; error?: undefined } | { paymentMethod?: undefined; error: StripeErrorLike }
  >;
  confirmCardPayment(
    clientSecret: string,
    data?: ConfirmCardPaymentData,
  ): Promise<
    { paymentIntent: { status: string }; error?: undefined } | { paymentIntent?: undefined; error: StripeErrorLike }
  >;
}

/** Payment intent states after which the order can be placed (manual capture leaves requires_capture). */
const CONFIRMED = new Set(['succeeded', 'requires_capture', 'processing']);

function failure(error: StripeErrorLike): ProviderFailure {
  return {
    ok: false,
    code: error.code ?? 'card_error',
    message: error.message ?? CARD_CONNECTION_FAILURE.message,
  };
}

/** Our billing details in Stripe's billing_details shape. */
export function stripeBillingDetails(
  billing: BillingDetails,
): NonNullable<CreatePaymentMethodCardData['billing_details']> {
  const { address } = billing;
  return {
    name: billing.name,
    email: billing.email,
    phone: billing.phone,
    address: {
      line1: address.line1,
      ...(address.line2 ? { line2: address.line2 } : {}),
      city: address.city,
      state: address.state,
      postal_code: address.postalCode,
      country: address.country,
    },
  };
}

export function createStripeCardProvider(
  stripe: StripeCardApi,
  element: StripeCardElement | StripeCardNumberElement,
): CardProvider {
  return {
    kind: 'stripe',
    async createPaymentMethod(billing) {
      try {
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card: element,
          billing_details: stripeBillingDetails(billing),
        });
        if (result.error) return failure(result.error);
        return { ok: true, paymentMethodId: result.paymentMethod.id };
      } catch {
        return CARD_CONNECTION_FAILURE;
      }
    },
    async confirmCardPayment(clientSecret, paymentMethodId) {
      try {
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId });
        if (result.error) return failure(result.error);
        if (!CONFIRMED.has(result.paymentIntent.status)) {
          return { ok: false, code: 'payment_intent_unexpected_state', message: CARD_CONNECTION_FAILURE.message };
        }
        return { ok: true };
      } catch {
        return CARD_CONNECTION_FAILURE;
      }
    },
  };
}

let stripePromise: Promise<Stripe | null> | undefined;

/** Loads Stripe.js once per page; resolves null (never rejects) when the script cannot load. */
export function loadStripeLazily(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .catch(() => null)
    .then((stripe) => {
      if (!stripe) stripePromise = undefined; // a later mount may try again
      return stripe;
    });
  return stripePromise;
}

/** What one Stripe element last reported in its change event. */
export interface ElementChange {
  complete: boolean;
  empty: boolean;
  error?: { message: string } | undefined;
}
export const UNTOUCHED_ELEMENT: ElementChange = { complete: false, empty: true };

/** The split elements' reports as one CardFieldsState: the first error in reading order. */
export function combineElementChanges(changes: readonly ElementChange[]): CardFieldsState {
  return {
    complete: changes.length > 0 && changes.every((c) => c.complete),
    empty: changes.every((c) => c.empty),
    error: changes.find((c) => c.error)?.error?.message ?? null,
  };
}
