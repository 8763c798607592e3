/**
 * The payment host (base path /payment). Handlers and the card/PayPal flows: checkout/payment-handlers.ts;
 * magic card numbers and PayPal emails: checkout/magic.ts.
 *
 *   POST /v1/initiatePayment        {amount, currency?, platform?, paymentMethod, checkoutId, billingDetails?, paymentMethodId?, storeSlug, customer?, lookupNumber?, storeName?} → 201 payment
 *                                   (422 amount_mismatch / currency_mismatch unless it is the checkout's current total)
 *   PUT  /v1/updatePayment          (the same) + {id, paymentToken} → payment
 *   GET  /v1/payment?paymentId&checkoutId → payment
 *   POST /v1/payments/verifyDomain  {domainName} → {domainName, verified}
 *   POST /v1/paymentIntent          {paymentId, paymentToken} → intent {id, paymentId, clientSecret, status, amount, lastError}
 *   POST /v1/paymentIntent/confirm  {paymentId, paymentToken} → intent, or 402 card error
 *   POST /v1/paymentMethods         {number, expMonth, expYear, cvc, name} → 201 {paymentMethodId, card}
 *   POST /v1/paypal/orders/:orderId/approve {payerEmail?} → payment, or 402 PayPal error
 *   POST /v1/paypal/orders/:orderId/cancel → payment (state cancelled)
 * payment = {id, paymentToken, state, checkoutId, platform, paymentMethod, amount{amount, currency}, meta}
 */
import type { SandboxContext } from '../context.ts';
import { ensureTables } from '../checkout/db.ts';
import { getPayment, initiatePayment, updatePayment, verifyDomain } from '../checkout/payment-handlers.ts';
import { confirmIntent, paymentIntent, paypalDecision, tokenize } from '../checkout/payment-flows.ts';

export function register(ctx: SandboxContext): void {
  // One schema for both hosts (they share rows); the checkout host's reset hook clears it.
  ensureTables(ctx.db);
  const { router } = ctx;
  router.add('POST', 'payment', '/v1/initiatePayment', initiatePayment(ctx));
  router.add('PUT', 'payment', '/v1/updatePayment', updatePayment(ctx));
  router.add('GET', 'payment', '/v1/payment', getPayment(ctx));
  router.add('POST', 'payment', '/v1/payments/verifyDomain', verifyDomain());
  router.add('POST', 'payment', '/v1/paymentIntent', paymentIntent(ctx));
  router.add('POST', 'payment', '/v1/paymentIntent/confirm', confirmIntent(ctx));
  router.add('POST', 'payment', '/v1/paymentMethods', tokenize(ctx));
  router.add('POST', 'payment', '/v1/paypal/orders/:orderId/approve', paypalDecision(ctx, 'approve'));
  router.add('POST', 'payment', '/v1/paypal/orders/:orderId/cancel', paypalDecision(ctx, 'cancel'));
}
