/**
 * The payment host's payment records. A payment belongs to one checkout and is reached with its id plus its
 * paymentToken (the secret the client got from initiatePayment). Card and PayPal steps: payment-flows.ts.
 */
import type { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import {
  initiatePaymentRequestSchema as initiateBody,
  paymentQuerySchema as paymentQuery,
  updatePaymentRequestSchema as updateBody,
  verifyDomainRequestSchema as verifyDomainBody,
} from '../contracts/checkout.ts';
import { fail, notFound, parseBody, parseQuery, type SandboxRequest, type SandboxResponse } from '../http.ts';
import { loadCard } from './cards.ts';
import { costsOfCheckout, requireCheckout, type CheckoutRow } from './checkouts.ts';
import { newId } from './db.ts';
import { loadPayment, paymentView, savePayment, type PaymentRow } from './payments.ts';
import { platformOf } from './schemas.ts';

type Handler = (req: SandboxRequest) => SandboxResponse;

/**
 * A payment charges the checkout's own total, as a real payment host does: an amount or currency other
 * than the checkout's current total is refused (422 naming the field), so no payment is ever opened (or
 * captured) for a figure the client computed or kept from an older state of the checkout.
 */
export function requireCheckoutTotal(
  ctx: SandboxContext,
  checkout: CheckoutRow,
  amount: number,
  currency: string | undefined,
): void {
  const total = costsOfCheckout(ctx.db, checkout, ctx.now()).total;
  if (currency !== undefined && currency !== total.currency) {
    fail(422, 'currency_mismatch', `currency: the checkout is in ${total.currency}, not ${currency}`, {
      pointer: '/currency',
    });
  }
  if (amount !== total.amount) {
    fail(422, 'amount_mismatch', `amount: ${amount} is not the checkout's total (${total.amount} ${total.currency})`, {
      pointer: '/amount',
    });
  }
}

/** Shared checks of initiate and update: the checkout is open, the amount is its total, the card exists, platform matches method. */
function checkFields(ctx: SandboxContext, body: z.infer<typeof initiateBody>) {
  const checkout = requireCheckout(ctx.db, body.checkoutId, body.storeSlug, { pointer: '/checkoutId' });
  if (checkout.state === 'completed')
    fail(409, 'checkout_completed', 'The order for this checkout is already placed', { pointer: '/checkoutId' });
  requireCheckoutTotal(ctx, checkout, body.amount, body.currency);
  if (body.paymentMethodId !== undefined && !loadCard(ctx.db, body.paymentMethodId)) {
    fail(422, 'payment_method_not_found', 'paymentMethodId: no such card', { pointer: '/paymentMethodId' });
  }
  // The payment names the order it pays for: the lookup number the checkout host reserved for this checkout.
  const reserved = checkout.doc.orderLookupNumber ?? checkout.doc.lookupNumber;
  if (body.lookupNumber !== undefined && body.lookupNumber !== reserved) {
    fail(422, 'lookup_number_mismatch', "lookupNumber: not this checkout's order lookup number", {
      pointer: '/lookupNumber',
    });
  }
  const platform = platformOf(body.paymentMethod);
  if (body.platform !== undefined && body.platform !== platform) {
    fail(422, 'platform_mismatch', `platform: ${body.paymentMethod} is paid with ${platform}`, {
      pointer: '/platform',
    });
  }
  return { checkout, platform };
}

export function requirePayment(ctx: SandboxContext, id: string, token: string, pointer: string): PaymentRow {
  const payment = loadPayment(ctx.db, id);
  if (payment?.token !== token) notFound('Payment', { pointer });
  return payment;
}

export function initiatePayment(ctx: SandboxContext): Handler {
  return (req) => {
    const body = parseBody(req, initiateBody);
    const { checkout, platform } = checkFields(ctx, body);
    const now = ctx.now();
    const id = newId('pay');
    const row: PaymentRow = {
      id,
      checkoutId: checkout.id,
      // Names its payment, as a Stripe client secret names its intent: confirm needs only the token.
      token: newId(`${id}_secret`, 16),
      state: 'pending',
      createdAt: now,
      updatedAt: now,
      doc: {
        amount: body.amount,
        currency: checkout.doc.currency,
        platform,
        paymentMethod: body.paymentMethod,
        paymentMethodId: body.paymentMethodId ?? null,
        storeSlug: checkout.store,
        billingDetails: body.billingDetails ?? null,
        customer: body.customer ?? null,
        lookupNumber: body.lookupNumber ?? null,
        storeName: body.storeName ?? null,
        paypalOrderId: platform === 'paypal' ? newId('PAYPAL', 8).toUpperCase() : null,
        payerEmail: null,
        clientSecret: `${id}_secret_${newId('cs', 8)}`,
        failureCode: null,
        failureMessage: null,
      },
    };
    savePayment(ctx.db, row);
    return { status: 201, json: paymentView(row, req.origin) };
  };
}

export function updatePayment(ctx: SandboxContext): Handler {
  return (req) => {
    const body = parseBody(req, updateBody);
    const payment = requirePayment(ctx, body.id, body.paymentToken, '/id');
    if (payment.checkoutId !== body.checkoutId) notFound('Payment', { pointer: '/checkoutId' });
    const { platform } = checkFields(ctx, body);
    if (payment.state === 'captured')
      fail(409, 'payment_captured', 'The payment is already captured', { pointer: '/id' });
    const paymentMethodId = body.paymentMethodId ?? payment.doc.paymentMethodId;
    const changed =
      paymentMethodId !== payment.doc.paymentMethodId ||
      body.paymentMethod !== payment.doc.paymentMethod ||
      body.amount !== payment.doc.amount;
    // A failed or changed payment is a new attempt: it must be confirmed (or approved) again.
    const state = changed || payment.state === 'failed' || payment.state === 'cancelled' ? 'pending' : payment.state;
    const { doc } = payment;
    const next: PaymentRow = {
      ...payment,
      state,
      updatedAt: ctx.now(),
      doc: {
        ...doc,
        amount: body.amount,
        platform,
        paymentMethod: body.paymentMethod,
        paymentMethodId,
        billingDetails: body.billingDetails ?? doc.billingDetails,
        customer: body.customer ?? doc.customer,
        lookupNumber: body.lookupNumber ?? doc.lookupNumber,
        storeName: body.storeName ?? doc.storeName,
        paypalOrderId:
          platform === 'paypal' ? (doc.paypalOrderId ?? newId('PAYPAL', 8).toUpperCase()) : doc.paypalOrderId,
        failureCode: state === 'pending' ? null : doc.failureCode,
        failureMessage: state === 'pending' ? null : doc.failureMessage,
      },
    };
    savePayment(ctx.db, next);
    return { status: 200, json: paymentView(next, req.origin) };
  };
}

export function getPayment(ctx: SandboxContext): Handler {
  return (req) => {
    const query = parseQuery(req, paymentQuery);
    const payment = loadPayment(ctx.db, query.paymentId);
    if (payment?.checkoutId !== query.checkoutId) notFound('Payment', { parameter: 'paymentId' });
    return { status: 200, json: paymentView(payment, req.origin) };
  };
}

export function verifyDomain(): Handler {
  return (req) => {
    const { domainName } = parseBody(req, verifyDomainBody);
    return { status: 200, json: { domainName, verified: true } };
  };
}
