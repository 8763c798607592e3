/**
 * One contract test per checkout, payment, order and recovery call of spec checkout.md §7 (and the order by
 * cart of storefront.md §7). The storefront's data layer makes the call against the sandbox and gets the
 * expected values; the very answer it parsed satisfies the sandbox's own spec-derived schema
 * (scripts/sandbox/contracts/checkout.ts, orders.ts). Prerequisite steps go through an unrecorded client.
 */
import { describe, expect, it } from 'vitest';
import {
  addressValidationAnswerSchema,
  checkoutAnswerSchema,
  deliveryOptionsAnswerSchema,
  paymentAnswerSchema,
  paymentIntentAnswerSchema,
  recalculatedCartAnswerSchema,
  recoverAnswerSchema,
  tokenizedCardAnswerSchema,
  verifyDomainAnswerSchema,
} from '../../../scripts/sandbox/contracts/checkout.ts';
import { orderAnswerSchema } from '../../../scripts/sandbox/contracts/orders.ts';
import { sampleLine } from '../../../scripts/sandbox/checkout/samples.ts';
import { PROMO_CASES } from '../../../scripts/sandbox/fixtures/demo.ts';
import { createCheckoutApi, type Checkout } from '../../../src/lib/api/checkout.ts';
import { createPaymentApi, type Payment } from '../../../src/lib/api/payment.ts';
import { createRecoveryApi } from '../../../src/lib/api/recovery.ts';
import { CUSTOMER, STORE } from '../checkout-flow.ts';
import { useSandbox } from '../sandbox.ts';
import { expectSpecShape, recorder, type Recorder } from './recorder.ts';

const sb = useSandbox();

function clients(rec?: Recorder) {
  const transport = { backoffMs: () => 0, ...(rec ? { fetch: rec.fetch } : {}) };
  return {
    checkout: createCheckoutApi({ baseUrl: sb.hosts.checkout, commerceBaseUrl: sb.hosts.commerce, ...transport }),
    payment: createPaymentApi({ baseUrl: sb.hosts.payment, ...transport }),
  };
}

const line = () => sampleLine(STORE, { index: 0 });

async function newCheckout(): Promise<Checkout> {
  return clients().checkout.createCheckout({ lineItems: [{ sku: line().sku, quantity: 2 }], storeSlug: STORE });
}

/** A checkout with a Californian customer, rush delivery and the card method: ready to pay. */
async function readyCheckout(): Promise<Checkout> {
  const created = await newCheckout();
  return clients().checkout.updateCheckout(created.id, {
    storeSlug: STORE,
    customer: CUSTOMER,
    deliveryOption: 'rush',
    paymentMethod: 'card',
  });
}

async function cardPayment(checkout: Checkout): Promise<Payment> {
  const { payment } = clients();
  const card = await payment.tokenizeCard({
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
    name: 'Ada Lovelace',
  });
  return payment.initiatePayment({
    amount: checkout.costs.total.amount,
    platform: 'stripe',
    paymentMethod: 'card',
    checkoutId: checkout.id,
    storeSlug: STORE,
    paymentMethodId: card.paymentMethodId,
  });
}

async function placedOrder(): Promise<Checkout> {
  const checkout = await readyCheckout();
  const payment = await cardPayment(checkout);
  return clients().checkout.submitCheckout(
    {
      checkoutId: checkout.id,
      storeSlug: STORE,
      paymentToken: payment.paymentToken,
      paymentId: payment.id,
      platform: 'stripe',
    },
    `contract-${checkout.id}`,
  );
}

describe('checkout host contract (checkout.md §7)', () => {
  it('POST /checkout with lineItems, storeSlug, trafficSource, affiliate', async () => {
    const rec = recorder();
    const checkout = await clients(rec).checkout.createCheckout({
      lineItems: [{ sku: line().sku, quantity: 2 }],
      storeSlug: STORE,
      trafficSource: 'tiktok',
      affiliate: 'fan-club',
    });
    expect(checkout).toMatchObject({
      storeSlug: STORE,
      state: 'created',
      paymentMethod: 'afterpay',
      marketingOptIn: false,
      trafficSource: 'tiktok',
      affiliate: 'fan-club',
    });
    expect(checkout.lineItems).toMatchObject([{ sku: line().sku, quantity: 2 }]);
    expect(checkout.costs.lineItems.amount).toBe(2 * line().priceCents);
    expectSpecShape(checkoutAnswerSchema, rec.only('/checkout'), 201);
  });

  it('GET /checkout with id and storeSlug', async () => {
    const created = await newCheckout();
    const rec = recorder();
    const checkout = await clients(rec).checkout.getCheckout(created.id, STORE);
    expect(checkout.id).toBe(created.id);
    expect(checkout.costs.total).toEqual(created.costs.total);
    expectSpecShape(checkoutAnswerSchema, rec.only('/checkout'));
  });

  it('PUT /v1/checkout with id and data (customer, deliveryOption, marketingOptIn)', async () => {
    const created = await newCheckout();
    const rec = recorder();
    const checkout = await clients(rec).checkout.updateCheckout(created.id, {
      storeSlug: STORE,
      customer: CUSTOMER,
      deliveryOption: 'fullRushCost',
      marketingOptIn: true,
      paymentMethod: 'card',
    });
    expect(checkout).toMatchObject({ deliveryOption: 'rush', marketingOptIn: true, platform: 'stripe' });
    expect(checkout.customer?.address?.zip).toBe('94105');
    expect(checkout.costs.shipping.amount).toBeGreaterThan(0);
    expectSpecShape(checkoutAnswerSchema, rec.only('/v1/checkout'));
  });

  it('POST /deliveryOptions with id, storeSlug, stateCode, countryCode', async () => {
    const created = await newCheckout();
    const rec = recorder();
    const options = await clients(rec).checkout.getDeliveryOptions({
      id: created.id,
      storeSlug: STORE,
      stateCode: 'CA',
      countryCode: 'US',
    });
    expect(options.map((o) => o.id)).toEqual(['fullStandardCost', 'fullRushCost', 'fullSuperRushCost']);
    expect(options.every((o) => o.estimatedDelivery.deliveryDate <= o.estimatedDelivery.arrivalDate)).toBe(true);
    expectSpecShape(deliveryOptionsAnswerSchema, rec.only('/deliveryOptions'));
  });

  it('POST /v1/checkout/submit with checkoutId, storeSlug, paymentToken, paymentId, platform', async () => {
    const checkout = await readyCheckout();
    const payment = await cardPayment(checkout);
    const rec = recorder();
    const placed = await clients(rec).checkout.submitCheckout(
      {
        checkoutId: checkout.id,
        storeSlug: STORE,
        paymentToken: payment.paymentToken,
        paymentId: payment.id,
        platform: 'stripe',
      },
      'contract-submit',
    );
    expect(placed.state).toBe('completed');
    expect(placed.orderLookupNumber).toMatch(/^SB[A-Z0-9]{8}$/);
    expect(placed.payment?.state).toBe('captured');
    expectSpecShape(checkoutAnswerSchema, rec.only('/v1/checkout/submit'));
  });
});

describe('order contract (storefront.md §7 GET /v1/orders; checkout.md §3 Order)', () => {
  it('GET {backend}/v1/orders?cartId', async () => {
    const placed = await placedOrder();
    const rec = recorder();
    const order = await clients(rec).checkout.getOrderByCartId(placed.id);
    expect(order).toMatchObject({ lookupNumber: placed.orderLookupNumber, cartId: placed.id, shippingMethod: 'rush' });
    expect(order.totalCost).toEqual(placed.costs.total);
    expect(order.items).toMatchObject([{ sku: line().sku, quantity: 2 }]);
    expectSpecShape(orderAnswerSchema, rec.only('/v1/orders'));
  });

  it('GET the order by lookup number (path not shown in the spec; the sandbox’s /v1/orders/{lookupNumber})', async () => {
    const placed = await placedOrder();
    const rec = recorder();
    const order = await clients(rec).checkout.getOrderByLookupNumber(placed.orderLookupNumber ?? '');
    expect(order).toMatchObject({ lookupNumber: placed.orderLookupNumber, cartId: placed.id });
    expectSpecShape(orderAnswerSchema, rec.only(`/v1/orders/${placed.orderLookupNumber ?? ''}`));
  });
});

describe('payment host contract (checkout.md §7)', () => {
  it('POST /v1/initiatePayment (amount, platform, paymentMethod, checkoutId, storeSlug, …)', async () => {
    const checkout = await readyCheckout();
    const rec = recorder();
    const payment = await clients(rec).payment.initiatePayment({
      amount: checkout.costs.total.amount,
      platform: 'paypal',
      paymentMethod: 'paypal',
      checkoutId: checkout.id,
      storeSlug: STORE,
      storeName: 'Northwind Merch',
    });
    expect(payment).toMatchObject({ checkoutId: checkout.id, platform: 'paypal', state: 'pending' });
    expect(payment.amount).toEqual(checkout.costs.total);
    expectSpecShape(paymentAnswerSchema, rec.only('/v1/initiatePayment'), 201);
  });

  it('PUT /v1/updatePayment (the same fields plus id and paymentToken)', async () => {
    const checkout = await readyCheckout();
    const first = await cardPayment(checkout);
    const rec = recorder();
    const payment = await clients(rec).payment.updatePayment({
      id: first.id,
      paymentToken: first.paymentToken,
      amount: checkout.costs.total.amount,
      platform: 'stripe',
      paymentMethod: 'card',
      checkoutId: checkout.id,
      storeSlug: STORE,
      paymentMethodId: first.meta.paymentMethodId ?? '',
    });
    expect(payment).toMatchObject({ id: first.id, checkoutId: checkout.id, paymentMethod: 'card' });
    expectSpecShape(paymentAnswerSchema, rec.only('/v1/updatePayment'));
  });

  it('GET /v1/payment with paymentId and checkoutId', async () => {
    const checkout = await readyCheckout();
    const created = await cardPayment(checkout);
    const rec = recorder();
    const payment = await clients(rec).payment.getPayment(created.id, checkout.id);
    expect(payment).toEqual(created);
    expectSpecShape(paymentAnswerSchema, rec.only('/v1/payment'));
  });

  it('POST /v1/payments/verifyDomain with domainName', async () => {
    const rec = recorder();
    expect(await clients(rec).payment.verifyDomain('Shop.Example.com')).toEqual({
      domainName: 'shop.example.com',
      verified: true,
    });
    expectSpecShape(verifyDomainAnswerSchema, rec.only('/v1/payments/verifyDomain'));
  });
});

describe('recovery host contract (checkout.md §7: the response has success or error)', () => {
  it('POST {recovery host}/v1/orders/recover?email&slug: success', async () => {
    const rec = recorder();
    const api = createRecoveryApi({ baseUrl: sb.hosts.recovery, fetch: rec.fetch, backoffMs: () => 0 });
    expect(await api.recoverOrders('fan@example.com', STORE)).toEqual({ ok: true });
    expectSpecShape(recoverAnswerSchema, rec.only('/v1/orders/recover'));
  });

  it('POST {recovery host}/v1/orders/recover?email&slug: error with the server’s text', async () => {
    const rec = recorder();
    const api = createRecoveryApi({ baseUrl: sb.hosts.recovery, fetch: rec.fetch, backoffMs: () => 0 });
    const outcome = await api.recoverOrders('unknown@example.com', STORE);
    expect(outcome).toEqual({ ok: false, message: 'We could not find any orders for this email address.' });
    expectSpecShape(recoverAnswerSchema, rec.only('/v1/orders/recover'), 404);
  });
});

describe('checkout actions whose paths the spec does not show (checkout.md §7)', () => {
  it('address validation: a suggested address (§3 isValid, status, suggestions)', async () => {
    const rec = recorder();
    const result = await clients(rec).checkout.validateAddress({
      ...CUSTOMER.address,
      address1: '1 Market St suggest',
    });
    expect(result).toMatchObject({ isValid: false, status: 'suggested' });
    expect(result.suggestions).toHaveLength(1);
    expectSpecShape(addressValidationAnswerSchema, rec.only('/v1/address/validate'));
  });

  it('promo code application: a percentage code lowers the total', async () => {
    const checkout = await readyCheckout();
    const rec = recorder();
    const applied = await clients(rec).checkout.applyPromo(checkout.id, STORE, PROMO_CASES.percentage);
    expect(applied.promoCode).toBe(PROMO_CASES.percentage);
    expect(applied.costs.discount.amount).toBeGreaterThan(0);
    expect(applied.costs.total.amount).toBeLessThan(checkout.costs.total.amount);
    expectSpecShape(checkoutAnswerSchema, rec.only('/v1/checkout/promo'));
  });

  it('recalculating the cart: priced lines and an unknown sku removed', async () => {
    const rec = recorder();
    const cart = await clients(rec).checkout.recalculateCart({
      storeSlug: STORE,
      lineItems: [
        { sku: line().sku, quantity: 3 },
        { sku: 'nosuch_1_1', quantity: 1 },
      ],
    });
    expect(cart.lineItems).toMatchObject([{ sku: line().sku, quantity: 3, listingSlug: line().listingSlug }]);
    expect(cart.subtotal.amount).toBe(3 * line().priceCents);
    expect(cart.removed).toEqual([{ sku: 'nosuch_1_1', quantity: 1, reason: 'unknown_sku' }]);
    expectSpecShape(recalculatedCartAnswerSchema, rec.only('/v1/cart/recalculate'));
  });

  it('payment intent (paymentId, paymentToken)', async () => {
    const checkout = await readyCheckout();
    const payment = await cardPayment(checkout);
    const rec = recorder();
    const intent = await clients(rec).payment.getPaymentIntent(payment.id, payment.paymentToken);
    expect(intent).toMatchObject({ paymentId: payment.id, status: 'requires_confirmation' });
    expect(intent.amount).toEqual(checkout.costs.total);
    expectSpecShape(paymentIntentAnswerSchema, rec.only('/v1/paymentIntent'));
  });

  it('card tokenisation (the card provider’s payment method)', async () => {
    const rec = recorder();
    const card = await clients(rec).payment.tokenizeCard({
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name: 'Ada Lovelace',
    });
    expect(card.card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12 });
    expectSpecShape(tokenizedCardAnswerSchema, rec.only('/v1/paymentMethods'), 201);
  });
});
