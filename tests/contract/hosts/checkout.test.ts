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
  initiatePaymentRequestSchema,
  paymentAnswerSchema,
  paymentIntentAnswerSchema,
  paymentQuerySchema,
  recalculatedCartAnswerSchema,
  recoverAnswerSchema,
  submitRequestSchema,
  tokenizedCardAnswerSchema,
  updatePaymentRequestSchema,
  verifyDomainAnswerSchema,
  verifyDomainRequestSchema,
} from '../../../scripts/sandbox/contracts/checkout.ts';
import { orderAnswerSchema } from '../../../scripts/sandbox/contracts/orders.ts';
import { sampleLine } from '../../../scripts/sandbox/checkout/samples.ts';
import { PROMO_CASES } from '../../../scripts/sandbox/fixtures/demo.ts';
import { createCheckoutApi, type Checkout } from '../../../src/features/checkout/api/checkout.ts';
import { createPaymentApi, type Payment } from '../../../src/features/checkout/api/payment.ts';
import { createRecoveryApi } from '../../../src/features/after-purchase/api/recovery.ts';
import { CUSTOMER, STORE } from '../checkout-flow.ts';
import { useSandbox } from '../sandbox.ts';
import { ApiErrorsError } from '../../../src/shared/api/request.ts';
import { expectSpecRequest, expectSpecShape, recorder, type Recorder } from './recorder.ts';

const sb = useSandbox();

function clients(rec?: Recorder) {
  const transport = { backoffMs: () => 0, ...(rec ? { fetch: rec.fetch } : {}) };
  return {
    checkout: createCheckoutApi({ baseUrl: sb.hosts.checkout, commerceBaseUrl: sb.hosts.commerce, ...transport }),
    payment: createPaymentApi({ baseUrl: sb.hosts.payment, ...transport }),
  };
}

const line = () => sampleLine(STORE, { index: 0 });

/** The card holder as the storefront sends it (checkout-pay.ts billingDetails; §9 billing country US). */
const BILLING = {
  name: 'Ada Lovelace',
  email: CUSTOMER.email,
  phone: CUSTOMER.phone,
  address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' as const },
};

/** The error code of a refused call. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string | undefined }> {
  const error: unknown = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiErrorsError)) throw new Error('expected the host to refuse');
  return { status: error.status, code: error.errors[0]?.code };
}

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

  it('POST /v1/checkout/submit with returnUrl: the placed checkout’s redirectUrl is it, plus the order', async () => {
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
        returnUrl: `http://shop.example/thankyou?cart=${checkout.id}`,
      },
      'contract-return-url',
    );
    expect(placed.state).toBe('completed');
    const redirect = new URL(placed.redirectUrl ?? '');
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://shop.example/thankyou');
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      cart: checkout.id,
      orderNumber: String(placed.orderNumber),
      orderLookupNumber: placed.orderLookupNumber,
    });
    // The order got the lookup number the checkout carried while it was open (the one payments name).
    expect(placed.orderLookupNumber).toBe(checkout.lookupNumber);
    expectSpecRequest(submitRequestSchema, rec.only('/v1/checkout/submit'));
    expectSpecShape(checkoutAnswerSchema, rec.only('/v1/checkout/submit'));
  });

  it('POST /v1/checkout/submit refuses a returnUrl that is not an http(s) URL', async () => {
    const checkout = await readyCheckout();
    const payment = await cardPayment(checkout);
    const input = {
      checkoutId: checkout.id,
      storeSlug: STORE,
      paymentToken: payment.paymentToken,
      paymentId: payment.id,
      platform: 'stripe' as const,
    };
    for (const returnUrl of ['javascript:alert(1)', '/thankyou']) {
      expect(await refusal(clients().checkout.submitCheckout({ ...input, returnUrl }, `bad-${returnUrl}`))).toEqual({
        status: 400,
        code: 'invalid_field',
      });
    }
    expect((await clients().checkout.getCheckout(checkout.id, STORE)).state).not.toBe('completed');
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
  it('POST /v1/initiatePayment with billingDetails, lookupNumber and storeName: the payment answers with them', async () => {
    const checkout = await readyCheckout();
    expect(checkout.lookupNumber).toMatch(/^SB[A-Z0-9]{8}$/);
    const rec = recorder();
    const payment = await clients(rec).payment.initiatePayment({
      amount: checkout.costs.total.amount,
      currency: checkout.costs.total.currency,
      platform: 'stripe',
      paymentMethod: 'afterpay',
      checkoutId: checkout.id,
      storeSlug: STORE,
      billingDetails: BILLING,
      customer: { email: CUSTOMER.email, name: 'Ada Lovelace' },
      lookupNumber: checkout.lookupNumber ?? '',
      storeName: 'Northwind Merch',
    });
    expect(payment.meta).toMatchObject({
      billingDetails: BILLING,
      lookupNumber: checkout.lookupNumber,
      storeName: 'Northwind Merch',
    });
    expectSpecRequest(initiatePaymentRequestSchema, rec.only('/v1/initiatePayment'));
    expectSpecShape(paymentAnswerSchema, rec.only('/v1/initiatePayment'), 201);
  });

  it('POST /v1/initiatePayment refuses another checkout’s lookupNumber and a billing address outside the US', async () => {
    const checkout = await readyCheckout();
    const other = await readyCheckout();
    const base = {
      amount: checkout.costs.total.amount,
      paymentMethod: 'afterpay' as const,
      checkoutId: checkout.id,
      storeSlug: STORE,
    };
    const { payment } = clients();
    expect(await refusal(payment.initiatePayment({ ...base, lookupNumber: other.lookupNumber ?? '' }))).toEqual({
      status: 422,
      code: 'lookup_number_mismatch',
    });
    const abroad = { ...BILLING, address: { ...BILLING.address, country: 'CA' } };
    // The storefront's type allows only US; the host must refuse it too when a client sends it.
    expect(await refusal(payment.initiatePayment({ ...base, billingDetails: abroad as typeof BILLING }))).toEqual({
      status: 400,
      code: 'invalid_field',
    });
    expect((await clients().checkout.getCheckout(checkout.id, STORE)).payment).toBeNull();
  });

  it('GET /v1/payment before a retry: a declined card reads failed, and the retry updates that payment', async () => {
    const checkout = await readyCheckout();
    const { payment } = clients();
    const declined = await payment.tokenizeCard({
      number: '4000000000000002',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name: 'Ada Lovelace',
    });
    const first = await payment.initiatePayment({
      amount: checkout.costs.total.amount,
      platform: 'stripe',
      paymentMethod: 'card',
      checkoutId: checkout.id,
      storeSlug: STORE,
      paymentMethodId: declined.paymentMethodId,
    });
    await expect(payment.confirmPaymentIntent(first.id, first.paymentToken)).rejects.toBeInstanceOf(ApiErrorsError);
    const rec = recorder();
    const read = await clients(rec).payment.getPayment(first.id, checkout.id);
    expect(read).toMatchObject({ id: first.id, state: 'failed' });
    expectSpecRequest(paymentQuerySchema, {
      ...rec.only('/v1/payment'),
      request: { paymentId: first.id, checkoutId: checkout.id },
    });
    const good = await cardPayment(await readyCheckout());
    const retried = await payment.updatePayment({
      id: first.id,
      paymentToken: first.paymentToken,
      amount: checkout.costs.total.amount,
      platform: 'stripe',
      paymentMethod: 'card',
      checkoutId: checkout.id,
      storeSlug: STORE,
      paymentMethodId: good.meta.paymentMethodId ?? '',
    });
    expect(retried).toMatchObject({ id: first.id, state: 'pending' });
    expect((await payment.getPayment(first.id, checkout.id)).state).toBe('pending');
    expect((await clients().checkout.getCheckout(checkout.id, STORE)).paymentId).toBe(first.id);
  });

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
    expectSpecRequest(updatePaymentRequestSchema, rec.only('/v1/updatePayment'));
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
    expectSpecRequest(verifyDomainRequestSchema, rec.only('/v1/payments/verifyDomain'));
    expectSpecShape(verifyDomainAnswerSchema, rec.only('/v1/payments/verifyDomain'));
  });

  it('POST /v1/payments/verifyDomain refuses what is not a host name', async () => {
    for (const domainName of ['https://shop.example/', 'shop.example:4321', '', 'evil example']) {
      expect(await refusal(clients().payment.verifyDomain(domainName)), domainName).toEqual({
        status: 400,
        code: 'invalid_field',
      });
    }
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
