/**
 * Card and PayPal steps of the payment host.
 *
 * Card (Stripe-like): POST /v1/paymentMethods tokenises (invalid number / past expiry fail here) → initiate or
 * update the payment with paymentMethodId → confirm (declines fail here, state 'failed'), either through
 * POST /v1/paymentIntent/confirm or implicitly when the order is placed.
 * PayPal: initiate with paymentMethod 'paypal' → meta.approveUrl / meta.cancelUrl; approving with
 * PAYPAL_DECLINE_EMAIL declines (402, state 'failed'), any other payer approves (state 'authorized').
 */
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { fail, notFound, parseBody, type SandboxRequest, type SandboxResponse } from '../http.ts';
import { saveCard, tokenizeBody, tokenizeCard } from './cards.ts';
import { confirmPayment, paypalError } from './confirm.ts';
import { newId } from './db.ts';
import { PAYPAL_DECLINE_EMAIL } from './magic.ts';
import { requirePayment } from './payment-handlers.ts';
import { loadPaymentByPaypalOrder, paymentView, savePayment, type PaymentRow } from './payments.ts';

type Handler = (req: SandboxRequest) => SandboxResponse;

const intentBody = z.object({ paymentId: z.string().min(1), paymentToken: z.string().min(1) });
const approveBody = z.object({ payerEmail: z.email().optional() });

const INTENT_STATUS = {
  pending: 'requires_confirmation',
  authorized: 'requires_capture',
  captured: 'succeeded',
  failed: 'requires_payment_method',
  cancelled: 'canceled',
} as const;

function intentView(payment: PaymentRow) {
  const needsCard =
    payment.doc.platform === 'stripe' &&
    payment.doc.paymentMethod !== 'afterpay' &&
    payment.doc.paymentMethodId === null;
  return {
    id: `pi_${payment.id.slice(4)}`,
    paymentId: payment.id,
    clientSecret: payment.doc.clientSecret,
    status: payment.state === 'pending' && needsCard ? 'requires_payment_method' : INTENT_STATUS[payment.state],
    amount: { amount: payment.doc.amount, currency: payment.doc.currency },
    lastError: payment.doc.failureMessage,
  };
}

export function paymentIntent(ctx: SandboxContext): Handler {
  return (req) => {
    const body = parseBody(req, intentBody);
    return { status: 200, json: intentView(requirePayment(ctx, body.paymentId, body.paymentToken, '/paymentId')) };
  };
}

export function confirmIntent(ctx: SandboxContext): Handler {
  return (req) => {
    const body = parseBody(req, intentBody);
    const payment = requirePayment(ctx, body.paymentId, body.paymentToken, '/paymentId');
    const result = confirmPayment(ctx.db, payment, ctx.now());
    if (!result.ok) throw result.error;
    return { status: 200, json: intentView(result.payment) };
  };
}

export function tokenize(ctx: SandboxContext): Handler {
  return (req) => {
    const body = parseBody(req, tokenizeBody);
    const now = ctx.now();
    const card = tokenizeCard(body, new Date(now));
    const id = newId('pm', 12);
    saveCard(ctx.db, id, card, now);
    const { brand, last4, expMonth, expYear } = card;
    return { status: 201, json: { paymentMethodId: id, card: { brand, last4, expMonth, expYear } } };
  };
}

export function paypalDecision(ctx: SandboxContext, decision: 'approve' | 'cancel'): Handler {
  return (req) => {
    const payment = loadPaymentByPaypalOrder(ctx.db, req.params['orderId'] ?? '');
    if (!payment) notFound('PayPal order', { parameter: 'orderId' });
    if (payment.state === 'captured') fail(409, 'payment_captured', 'The payment is already captured');
    const { payerEmail } = parseBody(req, approveBody);
    const now = ctx.now();
    const declined = decision === 'approve' && payerEmail?.toLowerCase() === PAYPAL_DECLINE_EMAIL;
    const state = decision === 'cancel' ? 'cancelled' : declined ? 'failed' : 'authorized';
    const next: PaymentRow = {
      ...payment,
      state,
      updatedAt: now,
      doc: {
        ...payment.doc,
        payerEmail: payerEmail ?? payment.doc.payerEmail,
        failureCode: declined ? 'paypal_declined' : null,
        failureMessage: declined ? 'PayPal declined the payment' : null,
      },
    };
    savePayment(ctx.db, next);
    if (declined) throw paypalError(402, 'paypal_declined');
    return { status: 200, json: paymentView(next, req.origin) };
  };
}
