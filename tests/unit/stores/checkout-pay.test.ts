/**
 * checkout-pay (checkout.md §4): leaving for /thankyou or an allowlisted redirect, starting or reusing
 * the payment (remembered in sf_payment_<slug>), the status check before an attempt, the idempotent
 * submit that looks again after a lost answer, the in-flight guard, and the card flow.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardProvider } from '../../../src/features/checkout/payments/provider.ts';
import { CHECKOUT_TEXTS } from '../../../src/features/checkout/domain/texts.ts';
import { loadCheckoutStores, openCheckout, option, payment } from './checkout-harness.ts';

async function load() {
  const stores = await loadCheckoutStores();
  const pay = await import('../../../src/features/checkout/stores/checkout-pay.ts');
  const session = await import('../../../src/features/checkout/stores/checkout-session.ts');
  const go = vi.fn<(url: string) => void>();
  pay.setNavigator(go);
  const messages = stores.failures;
  return { ...stores, ...pay, rememberedPayment: session.rememberedPayment, go, messages };
}

function provider(overrides: Partial<Pick<CardProvider, 'createPaymentMethod' | 'confirmCardPayment'>> = {}) {
  const p = {
    kind: 'sandbox' as const,
    createPaymentMethod: vi.fn<CardProvider['createPaymentMethod']>(() =>
      Promise.resolve({ ok: true, paymentMethodId: 'pm_1' }),
    ),
    confirmCardPayment: vi.fn<CardProvider['confirmCardPayment']>(() => Promise.resolve({ ok: true })),
  };
  return Object.assign(p, overrides);
}

const placed = openCheckout({ state: 'completed', orderLookupNumber: 'LK1', orderNumber: 42 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('leaveCheckout', { timeout: 20_000 }, () => {
  it('a placed order goes to /thankyou with the order, buyer, arrival estimate, cart and content ids', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    s.dispatch({ type: 'delivery-requested', seq: 1 });
    s.dispatch({ type: 'delivery-arrived', seq: 1, options: [option('standard', 5)] });
    s.leaveCheckout(placed);
    const url = new URL(s.go.mock.calls[0]?.[0] ?? '', 'https://shop.example');
    expect(url.pathname).toBe('/thankyou');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderNumber: '42',
      orderLookupNumber: 'LK1',
      cart: 'co_1',
      contentIds: 'ts-1',
      name: 'Ada',
      arrivalEstimate: '2026-12-05',
    });
  });

  it('an unfinished checkout follows an allowlisted redirectUrl, never another host', async () => {
    const s = await load();
    s.leaveCheckout(openCheckout({ redirectUrl: 'https://checkout.test/pay/3ds' }));
    // The allowlisted host is followed as a new history entry; the thank-you page replaces the checkout.
    expect(s.go).toHaveBeenLastCalledWith('https://checkout.test/pay/3ds', false);
    s.leaveCheckout(openCheckout({ redirectUrl: 'https://evil.test/x' }));
    expect(s.go.mock.calls[1]?.[0]).toMatch(/^\/thankyou/);
  });
});

describe('ensurePayment', { timeout: 20_000 }, () => {
  it('starts a payment for the checkout’s total and remembers it', async () => {
    const s = await load();
    s.payments.initiatePayment.mockResolvedValue(payment({ id: 'pay_new' }));
    const result = await s.ensurePayment(openCheckout(), 'card', 'pm_9');
    expect(result.id).toBe('pay_new');
    expect(s.payments.initiatePayment).toHaveBeenCalledWith({
      amount: 5000,
      currency: 'USD',
      platform: 'stripe',
      paymentMethod: 'card',
      checkoutId: 'co_1',
      storeSlug: 'demo',
      storeName: 'Demo',
      paymentMethodId: 'pm_9',
      customer: { email: 'ada@example.com', name: 'Ada Lovelace' },
      billingDetails: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+14155550100',
        address: { line1: '1 Main St', city: 'Springfield', state: 'CA', postalCode: '94105', country: 'US' },
      },
    });
    // No payment yet (none on the checkout, none remembered): nothing to read first.
    expect(s.payments.getPayment).not.toHaveBeenCalled();
    expect(s.payments.updatePayment).not.toHaveBeenCalled();
    expect(s.checkoutEvents).toEqual([
      { type: 'payment-started', storeSlug: 'demo', payment: { checkoutId: 'co_1', paymentId: 'pay_new' } },
    ]);
    expect(s.rememberedPayment('demo')).toEqual({ checkoutId: 'co_1', paymentId: 'pay_new' });
  });

  it('reads the open payment first and reuses it for the same method, but not for another method', async () => {
    const s = await load();
    s.payments.getPayment.mockResolvedValue(payment());
    s.payments.updatePayment.mockResolvedValue(payment());
    s.payments.initiatePayment.mockResolvedValue(payment({ id: 'pay_2' }));
    await s.ensurePayment(openCheckout({ payment: payment() }), 'card');
    expect(s.payments.getPayment).toHaveBeenCalledWith('pay_1', 'co_1');
    expect(s.payments.updatePayment).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'pay_1', paymentToken: 'tok_1', amount: 5000 }),
    );
    await s.ensurePayment(openCheckout({ payment: payment(), customer: null }), 'paypal');
    expect(s.payments.initiatePayment).toHaveBeenCalledTimes(1);
    expect(s.payments.initiatePayment.mock.calls[0]?.[0]).not.toHaveProperty('customer');
    expect(s.payments.initiatePayment.mock.calls[0]?.[0]).not.toHaveProperty('billingDetails');
    expect(s.payments.initiatePayment.mock.calls[0]?.[0]).toMatchObject({ platform: 'paypal' });
  });
});

describe('freshOpenCheckout and submitOrder', { timeout: 20_000 }, () => {
  it('reads the checkout again: an open one is kept, a placed one leaves for /thankyou', async () => {
    const s = await load();
    expect(await s.freshOpenCheckout()).toBeNull();
    expect(s.api.getCheckout).not.toHaveBeenCalled();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    const fresh = openCheckout({ promoCode: 'NEW' });
    s.api.getCheckout.mockResolvedValueOnce(fresh).mockResolvedValueOnce(placed);
    expect(await s.freshOpenCheckout()).toEqual(fresh);
    expect(s.$checkout.get().checkout).toEqual(fresh);
    expect(await s.freshOpenCheckout()).toBeNull();
    expect(s.go.mock.calls[0]?.[0]).toMatch(/^\/thankyou\?/);
  });

  it('submits with an idempotency key and leaves with the placed order', async () => {
    const s = await load();
    s.api.submitCheckout.mockResolvedValue(placed);
    await s.submitOrder(openCheckout(), payment());
    const [input, key] = s.api.submitCheckout.mock.calls[0] ?? [];
    expect(input).toEqual({
      checkoutId: 'co_1',
      storeSlug: 'demo',
      paymentToken: 'tok_1',
      paymentId: 'pay_1',
      platform: 'stripe',
      returnUrl: 'https://shop.example/thankyou?cart=co_1&contentIds=ts-1',
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.$checkout.get().checkout).toEqual(placed);
    expect(s.go).toHaveBeenCalledTimes(1);
  });

  it('a lost answer for a placed order still leaves; a real failure is thrown', async () => {
    const s = await load();
    s.api.submitCheckout.mockRejectedValue(new Error('lost'));
    s.api.getCheckout.mockResolvedValueOnce(placed);
    await s.submitOrder(openCheckout(), payment());
    expect(s.go).toHaveBeenCalledTimes(1);
    s.api.getCheckout.mockResolvedValueOnce(openCheckout());
    await expect(s.submitOrder(openCheckout(), payment())).rejects.toThrow('lost');
    s.api.getCheckout.mockRejectedValueOnce(new Error('down'));
    await expect(s.submitOrder(openCheckout(), payment())).rejects.toThrow('lost');
    expect(s.go).toHaveBeenCalledTimes(1);
  });
});

describe('attempt', { timeout: 20_000 }, () => {
  it('runs one attempt at a time, marks processing while it runs and shows failures', async () => {
    const s = await load();
    let release: () => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const first = s.attempt(run);
    expect(s.$checkout.get().processing).toBe(true);
    await s.attempt(run);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await first;
    expect(s.$checkout.get().processing).toBe(false);
    await s.attempt(() => Promise.reject(new Error('boom')));
    expect(s.$checkout.get().processing).toBe(false);
    expect(s.$checkout.get().paymentError).toBe(CHECKOUT_TEXTS.checkoutFailed);
  });

  it('is refused while the machine says processing', async () => {
    const s = await load();
    s.dispatch({ type: 'processing', on: true });
    const run = vi.fn(() => Promise.resolve());
    await s.attempt(run);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('placeCardOrder', { timeout: 20_000 }, () => {
  it('tokenises with the billing details, confirms the payment and places the order', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.payments.initiatePayment.mockResolvedValue(payment());
    s.api.submitCheckout.mockResolvedValue(placed);
    const p = provider();
    await s.placeCardOrder(p, '  Ada L  ');
    expect(p.createPaymentMethod).toHaveBeenCalledWith({
      name: 'Ada L',
      email: 'ada@example.com',
      phone: '+14155550100',
      address: { line1: '1 Main St', city: 'Springfield', state: 'CA', postalCode: '94105', country: 'US' },
    });
    expect(p.confirmCardPayment).toHaveBeenCalledWith('tok_1', 'pm_1');
    expect(s.api.submitCheckout).toHaveBeenCalledTimes(1);
    expect(s.go.mock.calls[0]?.[0]).toMatch(/^\/thankyou/);
  });

  it('a card the provider refuses shows its whitelisted message and places nothing', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    s.api.getCheckout.mockResolvedValue(openCheckout());
    await s.placeCardOrder(
      provider({
        createPaymentMethod: () =>
          Promise.resolve({ ok: false, code: 'expired_card', message: 'Your card has expired.' }),
      }),
      'Ada',
    );
    expect(s.$checkout.get().paymentError).toBe('Your card has expired.');
    expect(s.payments.initiatePayment).not.toHaveBeenCalled();
  });

  it('a failed confirmation shows the card message and does not submit', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.payments.initiatePayment.mockResolvedValue(payment());
    await s.placeCardOrder(
      provider({ confirmCardPayment: () => Promise.resolve({ ok: false, code: 'x', message: 'weird' }) }),
      'Ada',
    );
    expect(s.$checkout.get().paymentError).toBe('Your card was declined.');
    expect(s.api.submitCheckout).not.toHaveBeenCalled();
    expect(s.$checkout.get().processing).toBe(false);
  });

  it('a card order the host refuses for delivery never shows the Afterpay screens (issue 13)', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout(), method: 'card' });
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.payments.initiatePayment.mockResolvedValue(payment());
    s.api.submitCheckout.mockRejectedValue(
      new s.ApiErrorsError(422, [{ code: 'delivery_unavailable', source: { pointer: '/data/deliveryOption' } }]),
    );
    await s.placeCardOrder(provider(), 'Ada');
    expect(s.afterpayUnavailable()).toBe(false);
    expect(s.$checkout.get()).toMatchObject({
      page: 'ready',
      method: 'card',
      paymentError: CHECKOUT_TEXTS.checkoutFailed,
    });
  });
});
