/**
 * The sandbox CardProvider: what Stripe.js does, done against the sandbox payment host. The fields' values
 * are checked with Elements' rules first (createPaymentMethod refuses incomplete fields locally, as Stripe
 * does), then tokenised by POST /v1/paymentMethods; confirmation goes to /v1/paymentIntent/confirm, where
 * Stripe's test numbers decline. Every failure is a value with Stripe's code and exact message.
 */
import { cardErrorFrom, type PaymentApi } from '../api/payment.ts';
import { ApiErrorsError } from '../../../shared/api/request.ts';
import { CHECKOUT_TEXTS } from '../domain/texts.ts';
import { CARD_CODES, CARD_CONNECTION_FAILURE, CARD_MESSAGES, parseCard, type CardValues } from './card-rules.ts';
import type { CardProvider, ProviderFailure } from './provider.ts';

/**
 * The sandbox's payment token names its payment like a Stripe client secret names its intent
 * ("pay_…_secret_…"), so confirmCardPayment(token) needs nothing else, as with Stripe.
 */
export function paymentIdOfToken(paymentToken: string): string | null {
  return /^(pay_[0-9a-f]+)_secret_[0-9a-f]+$/.exec(paymentToken)?.[1] ?? null;
}

/** A thrown data-layer error as Stripe would report it. */
export function failureOf(error: unknown): ProviderFailure {
  if (error instanceof ApiErrorsError) {
    const card = cardErrorFrom(error.errors);
    if (card) return { ok: false, ...card };
    const first = error.errors[0];
    return {
      ok: false,
      code: first?.code ?? 'card_error',
      message: first?.detail ?? first?.title ?? CARD_CONNECTION_FAILURE.message,
    };
  }
  return CARD_CONNECTION_FAILURE;
}

/** checkout.md §8: the payment intent cannot be reached. */
export const PAYMENT_INTENT_FAILURE = CHECKOUT_TEXTS.paymentIntentFailed;

export interface SandboxCardOptions {
  api: Pick<PaymentApi, 'tokenizeCard' | 'confirmPaymentIntent'>;
  /** The values in the mounted fields at the moment of the call. */
  readFields: () => CardValues;
  now?: () => Date;
}

export function createSandboxCardProvider(options: SandboxCardOptions): CardProvider {
  const now = options.now ?? (() => new Date());
  return {
    kind: 'sandbox',
    async createPaymentMethod(billing) {
      const parsed = parseCard(options.readFields(), now());
      if (!parsed.ok) return { ok: false, code: CARD_CODES[parsed.issue], message: CARD_MESSAGES[parsed.issue] };
      try {
        const token = await options.api.tokenizeCard({ ...parsed.card, name: billing.name });
        return { ok: true, paymentMethodId: token.paymentMethodId };
      } catch (error) {
        return failureOf(error);
      }
    },
    async confirmCardPayment(paymentToken) {
      const paymentId = paymentIdOfToken(paymentToken);
      if (!paymentId) return { ok: false, code: 'payment_intent_invalid_secret', message: PAYMENT_INTENT_FAILURE };
      try {
        await options.api.confirmPaymentIntent(paymentId, paymentToken);
        return { ok: true };
      } catch (error) {
        return failureOf(error);
      }
    },
  };
}
