/**
 * The checkout host (base path /checkout-host) and the commerce host's order-by-cart call.
 * State lives in SQLite (scripts/sandbox/checkout/db.ts); lifecycle in checkout/checkouts.ts;
 * magic values in checkout/magic.ts.
 *
 *   POST /checkout                     {lineItems[{sku, quantity, listingSlug?}], storeSlug, trafficSource?, affiliate?, currency?} → 201 checkout
 *   GET  /checkout?id&storeSlug        → checkout
 *   PUT  /v1/checkout                  {id, data{storeSlug, promoCode?, customer?, deliveryOption?, marketingOptIn?, paymentMethod?}} → checkout
 *   POST /v1/checkout/promo            {id, data{storeSlug, promoCode}} → checkout (422 at /data/promoCode)
 *   POST /v1/checkout/submit           {checkoutId, storeSlug, paymentToken, paymentId, platform, returnUrl?} + Idempotency-Key → checkout
 *   POST /deliveryOptions              {id, storeSlug, stateCode, countryCode} → {data{attributes{quotes}}}
 *   POST /v1/address/validate          {address} → {isValid, status, suggestions}
 *   POST /v1/cart/recalculate          {storeSlug, lineItems, currency?} → {lineItems, removed, subtotal}
 *   GET  /v1/orders/:lookupNumber?checkoutId → order (404 when checkoutId is given and is not the order's)
 *   GET  /track/order/:lookupNumber    → HTML tracking page
 *   GET  /v2/checkout/:id              → HTML hosted checkout page (checkout v2, ../checkout/hosted.ts)
 *   GET  /commerce/v1/orders?cartId    → order (cartId is the checkout id)
 */
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { notFound, parseQuery } from '../http.ts';
import { clearTables, ensureTables } from '../checkout/db.ts';
import { deliveryOptions, recalculateCart, validateAddress } from '../checkout/delivery.ts';
import { applyPromo, createCheckout, getCheckout, updateCheckout } from '../checkout/handlers.ts';
import { registerHostedCheckout } from '../checkout/hosted.ts';
import { HTML_HEADERS } from '../checkout/html.ts';
import {
  orderByCheckout,
  orderByLookupNumber,
  orderOfCheckout,
  orderView,
  trackingNotFoundPage,
  trackingPage,
} from '../checkout/orders.ts';
import { submitHandler } from '../checkout/submit.ts';

export function register(ctx: SandboxContext): void {
  ensureTables(ctx.db);
  ctx.onReset(() => clearTables(ctx.db));
  const { router } = ctx;
  router.add('POST', 'checkout', '/checkout', createCheckout(ctx));
  router.add('GET', 'checkout', '/checkout', getCheckout(ctx));
  router.add('PUT', 'checkout', '/v1/checkout', updateCheckout(ctx));
  router.add('POST', 'checkout', '/v1/checkout/promo', applyPromo(ctx));
  router.add('POST', 'checkout', '/v1/checkout/submit', submitHandler(ctx));
  router.add('POST', 'checkout', '/deliveryOptions', deliveryOptions(ctx));
  router.add('POST', 'checkout', '/v1/address/validate', validateAddress());
  router.add('POST', 'checkout', '/v1/cart/recalculate', recalculateCart(ctx));

  router.add('GET', 'checkout', '/v1/orders/:lookupNumber', (req) => {
    const { checkoutId } = parseQuery(req, z.object({ checkoutId: z.string().trim().min(1).optional() }));
    const order = orderOfCheckout(ctx.db, req.params['lookupNumber'] ?? '', checkoutId);
    if (!order) notFound('Order', { parameter: 'lookupNumber' });
    return { status: 200, json: orderView(order) };
  });
  router.add('GET', 'checkout', '/track/order/:lookupNumber', (req) => {
    const lookupNumber = req.params['lookupNumber'] ?? '';
    const order = orderByLookupNumber(ctx.db, lookupNumber);
    if (!order) return { status: 404, body: trackingNotFoundPage(lookupNumber), headers: HTML_HEADERS };
    return { status: 200, body: trackingPage(order), headers: HTML_HEADERS };
  });
  registerHostedCheckout(ctx);
  router.add('GET', 'commerce', '/v1/orders', (req) => {
    const { cartId } = parseQuery(req, z.object({ cartId: z.string().trim().min(1) }));
    const order = orderByCheckout(ctx.db, cartId);
    if (!order) notFound('Order', { parameter: 'cartId' });
    return { status: 200, json: orderView(order) };
  });
}
