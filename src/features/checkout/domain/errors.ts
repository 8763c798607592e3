/**
 * What the shopper sees for each failure (checkout.md §8). Errors are classified into values the store
 * turns into a toast, the payment error box, a modal or the Afterpay screen; nothing here touches the UI.
 */
import { ApiErrorsError, type ApiErrorItem } from '../../../shared/api/request.ts';
import { cardErrorFrom } from '../api/payment.ts';
import { UNDELIVERABLE_ERROR_CODES, promoErrorFrom } from '../api/checkout.ts';
import { cardErrorMessage, type CheckoutMethod } from './payment-rules.ts';
import { CHECKOUT_ERROR_TOAST_MS, CHECKOUT_TEXTS } from './texts.ts';

export type CheckoutFailure =
  /** Shown in the payment error box under 'The payment cannot be authorized.'. */
  | { kind: 'card'; message: string }
  | { kind: 'general'; message: string }
  | { kind: 'toast'; message: string; durationMs?: number; position?: 'top' }
  | { kind: 'afterpay-unavailable' };

const DELIVERY_POINTER = /\/customer|deliveryOption|destination/;

function isUndeliverable(item: ApiErrorItem): boolean {
  return (UNDELIVERABLE_ERROR_CODES as readonly string[]).includes(item.code ?? '');
}

function displayMessage(item: ApiErrorItem): string {
  return item.detail ?? item.title ?? item.message ?? item.code ?? 'unknown error';
}

/** A delivery failure (delivery options or an order refused for its destination). */
export function deliveryFailure(errors: readonly ApiErrorItem[]): CheckoutFailure {
  if (errors.some(isUndeliverable)) {
    return { kind: 'toast', message: CHECKOUT_TEXTS.cannotDeliver, durationMs: CHECKOUT_ERROR_TOAST_MS };
  }
  return { kind: 'afterpay-unavailable' };
}

/** A failed submit, payment or card step: card errors by whitelist, delivery codes by §8, the rest general. */
export function submitFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiErrorsError)) return { kind: 'general', message: CHECKOUT_TEXTS.checkoutFailed };
  const card = cardErrorFrom(error.errors);
  if (card) return { kind: 'card', message: cardErrorMessage(card.message) };
  if (error.errors.some(isUndeliverable)) return deliveryFailure(error.errors);
  const first = error.errors[0];
  if (!first) return { kind: 'general', message: CHECKOUT_TEXTS.checkoutFailed };
  if (DELIVERY_POINTER.test(first.source?.pointer ?? '') && first.code?.startsWith('delivery') === true) {
    return deliveryFailure(error.errors);
  }
  return { kind: 'general', message: CHECKOUT_TEXTS.checkoutFailedWith(displayMessage(first)) };
}

/** The inline promo message: the spec's text of the promoCode error, else the invalid-code text. */
export function promoFailureMessage(error: unknown): string {
  const item = error instanceof ApiErrorsError ? promoErrorFrom(error.errors) : undefined;
  return item?.detail === CHECKOUT_TEXTS.promoNeedsAddress
    ? CHECKOUT_TEXTS.promoNeedsAddress
    : CHECKOUT_TEXTS.promoInvalid;
}

/** A failure of the delivery-options call, or null when it is not a delivery refusal (network, 5xx). */
export function deliveryOptionsFailure(error: unknown): CheckoutFailure {
  if (error instanceof ApiErrorsError) return deliveryFailure(error.errors);
  return { kind: 'toast', message: CHECKOUT_TEXTS.checkoutFailed };
}

/**
 * The Afterpay-unavailable modal belongs to Afterpay (issue 13): for any other method the same failure
 * reads as the general message, in the payment error box during a payment (`paying`), else as a toast.
 */
export function failureForMethod(failure: CheckoutFailure, method: CheckoutMethod, paying: boolean): CheckoutFailure {
  if (failure.kind !== 'afterpay-unavailable' || method === 'afterpay') return failure;
  return paying
    ? { kind: 'general', message: CHECKOUT_TEXTS.checkoutFailed }
    : { kind: 'toast', message: CHECKOUT_TEXTS.checkoutFailed };
}
