/**
 * Payment confirmation, shared by the payment host's confirm endpoint and by order placement (which
 * confirms a payment the client has not confirmed yet). The outcome is persisted on the payment row.
 */
import type { DatabaseSync } from 'node:sqlite';
import { errorItem, HttpError } from '../http.ts';
import { cardError, confirmationFailure, loadCard } from './cards.ts';
import { PAYPAL_FAILURE_MESSAGE } from './magic.ts';
import { savePayment, type PaymentRow } from './payments.ts';

export type Confirmation = { ok: true; payment: PaymentRow } | { ok: false; payment: PaymentRow; error: HttpError };

export function paypalError(status: number, code: string): HttpError {
  // `message` is an extra field the storefront reads; a variable (not a literal) passes the item type.
  const item = { ...errorItem(status, code, PAYPAL_FAILURE_MESSAGE), message: PAYPAL_FAILURE_MESSAGE };
  return new HttpError(status, [item]);
}

/** Saves the payment's outcome: authorized, or failed with the card provider's code and message. */
function settle(
  db: DatabaseSync,
  payment: PaymentRow,
  now: number,
  failure: { code: string; message: string } | null,
): PaymentRow {
  const next: PaymentRow = {
    ...payment,
    state: failure ? 'failed' : 'authorized',
    updatedAt: now,
    doc: { ...payment.doc, failureCode: failure?.code ?? null, failureMessage: failure?.message ?? null },
  };
  savePayment(db, next);
  return next;
}

export function confirmPayment(db: DatabaseSync, payment: PaymentRow, now: number): Confirmation {
  if (payment.state === 'authorized' || payment.state === 'captured') return { ok: true, payment };
  if (payment.state === 'cancelled') {
    return {
      ok: false,
      payment,
      error: new HttpError(422, [errorItem(422, 'payment_cancelled', 'The payment was cancelled.')]),
    };
  }
  if (payment.doc.platform === 'paypal') {
    const code = payment.state === 'failed' ? 'paypal_declined' : 'paypal_not_approved';
    return { ok: false, payment, error: paypalError(payment.state === 'failed' ? 402 : 422, code) };
  }
  const methodId = payment.doc.paymentMethodId;
  // The sandbox's Afterpay approves without a card; every other card-provider method needs one.
  if (methodId === null && payment.doc.paymentMethod !== 'afterpay') {
    const error = new HttpError(422, [
      errorItem(422, 'payment_method_required', 'paymentMethodId: a tokenised card is required', {
        pointer: '/paymentMethodId',
      }),
    ]);
    return { ok: false, payment, error };
  }
  const card = methodId === null ? undefined : loadCard(db, methodId);
  if (methodId !== null && !card) {
    const error = new HttpError(422, [
      errorItem(422, 'payment_method_not_found', 'paymentMethodId: no such card', { pointer: '/paymentMethodId' }),
    ]);
    return { ok: false, payment, error };
  }
  const failure = card ? confirmationFailure(card) : null;
  if (failure) {
    const next = settle(db, payment, now, failure);
    return { ok: false, payment: next, error: cardError(failure.code, failure.message, failure.declineCode) };
  }
  return { ok: true, payment: settle(db, payment, now, null) };
}
