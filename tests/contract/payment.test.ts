import { describe, expect, it } from 'vitest';
import {
  INVALID_NUMBER,
  PAYPAL_APPROVE_EMAIL,
  PAYPAL_DECLINE_EMAIL,
  PAYPAL_FAILURE_MESSAGE,
  TEST_CARDS,
} from '../../scripts/sandbox/checkout/magic.ts';
import {
  cardPayment,
  initiate,
  readyCheckout,
  send,
  STORE,
  submit,
  tokenize,
  type CheckoutBody,
  type ErrorsBody,
  type PaymentBody,
} from './checkout-flow.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();
const confirm = (p: PaymentBody) =>
  send<{ status: string } & ErrorsBody>(sb, 'POST', '/payment/v1/paymentIntent/confirm', {
    paymentId: p.id,
    paymentToken: p.paymentToken,
  });
const getPayment = (p: PaymentBody, checkoutId: string) =>
  send<PaymentBody & ErrorsBody>(sb, 'GET', `/payment/v1/payment?paymentId=${p.id}&checkoutId=${checkoutId}`);
const declines = Object.values(TEST_CARDS).filter((c) => c.message !== null);

describe('the magic card table', () => {
  it('holds Stripe’s test numbers with Stripe’s exact messages (checkout.md §8)', () => {
    expect(Object.values(TEST_CARDS).map((c) => [c.number, c.message])).toEqual([
      ['4242424242424242', null],
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
      ['4000000000000069', 'Your card has expired.'],
      ['4000000000000127', "Your card's security code is incorrect."],
      ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
    ]);
    expect(PAYPAL_FAILURE_MESSAGE).toBe('There was an issue authorizing with PayPal.');
  });
});

describe('card tokenisation', () => {
  it('tokenises a valid card and refuses a Luhn-invalid number with Stripe’s message', async () => {
    const ok = await tokenize(sb, '4242 4242 4242 4242');
    expect(ok.status).toBe(201);
    expect(ok.body.paymentMethodId).toMatch(/^pm_/);
    expect(ok.body).toMatchObject({
      card: { brand: 'visa', last4: '4242' },
    });
    const bad = await tokenize(sb, INVALID_NUMBER.number);
    expect(bad.status).toBe(402);
    expect(bad.body.errors).toMatchObject([
      { code: 'incorrect_number', detail: 'Your card number is invalid.', message: 'Stripe error' },
    ]);
  });

  it('accepts every test decline card at tokenisation (declines come at confirmation)', async () => {
    for (const card of declines) expect((await tokenize(sb, card.number)).status).toBe(201);
  });

  it('names a malformed field and refuses a past expiry', async () => {
    const res = await send<ErrorsBody>(sb, 'POST', '/payment/v1/paymentMethods', {
      number: '4242424242424242',
      expMonth: 13,
      expYear: 2030,
      cvc: 'ab',
      name: 'A',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.source?.pointer).sort()).toEqual(['/cvc', '/expMonth']);
    const past = await send<ErrorsBody>(sb, 'POST', '/payment/v1/paymentMethods', {
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2020,
      cvc: '123',
      name: 'A',
    });
    expect(past.status).toBe(402);
  });
});

describe('card confirmation', () => {
  it.each(declines)('declines $number with “$message” and marks the payment failed', async (card) => {
    const checkout = await readyCheckout(sb);
    const payment = await cardPayment(sb, checkout, card.number);
    const res = await confirm(payment);
    expect(res.status).toBe(402);
    expect(res.body.errors).toMatchObject([{ code: card.code, detail: card.message, message: 'Stripe error' }]);
    expect((await getPayment(payment, checkout.id)).body).toMatchObject({
      state: 'failed',
      meta: { failureMessage: card.message },
    });
  });

  it('confirms 4242 4242 4242 4242 and reports the intent status', async () => {
    const checkout = await readyCheckout(sb);
    const payment = await cardPayment(sb, checkout, TEST_CARDS.success.number);
    const intent = await send<{ status: string; clientSecret: string }>(sb, 'POST', '/payment/v1/paymentIntent', {
      paymentId: payment.id,
      paymentToken: payment.paymentToken,
    });
    expect(intent.body.status).toBe('requires_confirmation');
    expect((await confirm(payment)).body.status).toBe('requires_capture');
    expect((await getPayment(payment, checkout.id)).body.state).toBe('authorized');
  });

  it('lets the buyer retry a declined order with another card: failure, then completed', async () => {
    const checkout = await readyCheckout(sb);
    const payment = await cardPayment(sb, checkout, TEST_CARDS.insufficientFunds.number);
    const declined = await submit(sb, checkout, payment, 'k-declined');
    expect(declined.status).toBe(402);
    expect(declined.body.errors[0]).toMatchObject({
      message: 'Stripe error',
      detail: TEST_CARDS.insufficientFunds.message,
    });
    const after = await send<CheckoutBody>(sb, 'GET', `/checkout-host/checkout?id=${checkout.id}&storeSlug=${STORE}`);
    expect(after.body).toMatchObject({
      state: 'failure',
      error: TEST_CARDS.insufficientFunds.message,
      orderLookupNumber: null,
    });
    const card = await tokenize(sb, TEST_CARDS.success.number);
    const updated = await send<PaymentBody>(sb, 'PUT', '/payment/v1/updatePayment', {
      id: payment.id,
      paymentToken: payment.paymentToken,
      amount: checkout.costs.total.amount,
      paymentMethod: 'card',
      checkoutId: checkout.id,
      storeSlug: STORE,
      paymentMethodId: card.body.paymentMethodId,
    });
    expect(updated.body.state).toBe('pending');
    const placed = await submit(sb, checkout, payment, 'k-second-card');
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ state: 'completed', error: null });
  });
});

describe('payment records', () => {
  it('links a payment to its checkout and checks ids, tokens and fields', async () => {
    const checkout = await readyCheckout(sb);
    const payment = await cardPayment(sb, checkout);
    const seen = await send<CheckoutBody & { paymentId: string; payment: PaymentBody }>(
      sb,
      'GET',
      `/checkout-host/checkout?id=${checkout.id}&storeSlug=${STORE}`,
    );
    expect(seen.body.paymentId).toBe(payment.id);
    expect(seen.body.payment.paymentToken).toBe(payment.paymentToken);
    expect((await getPayment(payment, 'co_other')).status).toBe(404);
    const wrongToken = await send<ErrorsBody>(sb, 'PUT', '/payment/v1/updatePayment', {
      id: payment.id,
      paymentToken: 'x',
      amount: 1,
      paymentMethod: 'card',
      checkoutId: checkout.id,
      storeSlug: STORE,
    });
    expect(wrongToken.status).toBe(404);
    expect((await initiate(sb, { ...checkout, id: 'co_missing' }, {})).body.errors[0]?.source?.pointer).toBe(
      '/checkoutId',
    );
    const mismatch = await initiate(sb, checkout, { platform: 'paypal' });
    expect(mismatch.body.errors[0]?.source?.pointer).toBe('/platform');
    const missing = await send<ErrorsBody>(sb, 'POST', '/payment/v1/initiatePayment', {
      checkoutId: checkout.id,
      storeSlug: STORE,
      paymentMethod: 'card',
    });
    expect(missing.body.errors.map((e) => e.source?.pointer)).toEqual(['/amount']);
  });

  it('verifies a domain name and refuses something else', async () => {
    const ok = await send(sb, 'POST', '/payment/v1/payments/verifyDomain', { domainName: 'Shop.Example.com' });
    expect(ok.body).toEqual({ domainName: 'shop.example.com', verified: true });
    const bad = await send<ErrorsBody>(sb, 'POST', '/payment/v1/payments/verifyDomain', { domainName: 'not a domain' });
    expect(bad.body.errors[0]?.source?.pointer).toBe('/domainName');
  });
});

describe('PayPal', () => {
  const paypal = async () => {
    const checkout = await readyCheckout(sb);
    const res = await initiate(sb, checkout, { paymentMethod: 'paypal', platform: 'paypal' });
    expect(res.status).toBe(201);
    const orderId = res.body.meta.paypalOrderId ?? '';
    expect(orderId).not.toBe('');
    return { checkout, payment: res.body, orderId };
  };

  it('approves, then the order is placed', async () => {
    const { checkout, payment, orderId } = await paypal();
    const early = await submit(sb, checkout, payment, 'pp-early', 'paypal');
    expect(early.status).toBe(422);
    expect(early.body.errors[0]?.detail).toBe('There was an issue authorizing with PayPal.');
    const approved = await send<PaymentBody>(sb, 'POST', `/payment/v1/paypal/orders/${orderId}/approve`, {
      payerEmail: PAYPAL_APPROVE_EMAIL,
    });
    expect(approved.body.state).toBe('authorized');
    const placed = await submit(sb, checkout, payment, 'pp-1', 'paypal');
    expect(placed.body.state).toBe('completed');
  });

  it('declines the designated payer, and a cancel cancels', async () => {
    const { checkout, payment, orderId } = await paypal();
    const declined = await send<ErrorsBody>(sb, 'POST', `/payment/v1/paypal/orders/${orderId}/approve`, {
      payerEmail: PAYPAL_DECLINE_EMAIL,
    });
    expect(declined.status).toBe(402);
    expect(declined.body.errors[0]).toMatchObject({
      code: 'paypal_declined',
      detail: 'There was an issue authorizing with PayPal.',
    });
    expect((await getPayment(payment, checkout.id)).body.state).toBe('failed');
    expect((await submit(sb, checkout, payment, 'pp-2', 'paypal')).status).toBe(402);
    const cancelled = await send<PaymentBody>(sb, 'POST', `/payment/v1/paypal/orders/${orderId}/cancel`);
    expect(cancelled.body.state).toBe('cancelled');
    expect((await send(sb, 'POST', '/payment/v1/paypal/orders/NOPE/approve', {})).status).toBe(404);
  });
});
