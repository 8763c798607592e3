/**
 * checkout-pay-methods (checkout.md §4): PayPal (create order, approve, fail), wallet, Afterpay (its
 * failure screen, then card after AFTERPAY_REDIRECT_MS) and the return with ?payment_intent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTERPAY_REDIRECT_MS, CHECKOUT_TEXTS } from '../../../src/features/checkout/domain/texts.ts';
import { loadCheckoutStores, openCheckout, payment } from './checkout-harness.ts';

async function load() {
  const stores = await loadCheckoutStores();
  const pay = await import('../../../src/features/checkout/stores/checkout-pay.ts');
  const methods = await import('../../../src/features/checkout/stores/checkout-pay-methods.ts');
  const go = vi.fn<(url: string) => void>();
  pay.setNavigator(go);
  const messages = stores.failures;
  stores.dispatch({ type: 'loaded', checkout: openCheckout() });
  return { ...stores, ...methods, go, messages };
}

const placed = openCheckout({ state: 'completed', orderLookupNumber: 'LK1', orderNumber: 7 });
const intent = (status: 'requires_payment_method' | 'succeeded', id = 'pi_1') => ({
  id,
  paymentId: 'pay_1',
  clientSecret: 'cs',
  status,
  amount: { amount: 5000, currency: 'USD' },
  lastError: null,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PayPal', { timeout: 20_000 }, () => {
  it('createPaypalOrder starts a paypal payment on the fresh checkout and hands its order id to the button', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.payments.initiatePayment.mockResolvedValue(
      payment({
        id: 'pay_pp',
        paymentMethod: 'paypal',
        platform: 'paypal',
        meta: { ...payment().meta, paypalOrderId: 'PP-1' },
      }),
    );
    await expect(s.createPaypalOrder()).resolves.toBe('PP-1');
    expect(s.payments.initiatePayment).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'paypal', platform: 'paypal', amount: 5000 }),
    );
    expect(s.$checkout.get().checkout?.paymentId).toBe('pay_pp');
  });

  it('createPaypalOrder without an order id, or without a checkout, fails with the spec’s message', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.payments.initiatePayment.mockResolvedValue(payment({ paymentMethod: 'paypal' }));
    await expect(s.createPaypalOrder()).rejects.toThrow(CHECKOUT_TEXTS.paymentIntentFailed);
    expect(s.$checkout.get().paymentError).toBe(CHECKOUT_TEXTS.paymentIntentFailed);
    s.api.getCheckout.mockResolvedValue(placed);
    await expect(s.createPaypalOrder()).rejects.toThrow(CHECKOUT_TEXTS.paypalFailed);
    expect(s.go.mock.calls[0]?.[0]).toMatch(/^\/thankyou/);
    const empty = await loadCheckoutStores();
    const m = await import('../../../src/features/checkout/stores/checkout-pay-methods.ts');
    await expect(m.createPaypalOrder()).rejects.toThrow(CHECKOUT_TEXTS.paypalFailed);
    expect(empty.api.getCheckout).not.toHaveBeenCalled();
  });

  it('approvePaypal places the order with the paypal payment; without one it shows the PayPal message', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValueOnce(openCheckout({ payment: payment({ paymentMethod: 'paypal' }) }));
    s.api.submitCheckout.mockResolvedValue(placed);
    await s.approvePaypal();
    expect(s.api.submitCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: 'pay_1' }),
      expect.any(String),
    );
    expect(s.go).toHaveBeenCalledTimes(1);
    s.api.getCheckout.mockResolvedValueOnce(openCheckout({ payment: payment() }));
    await s.approvePaypal();
    expect(s.api.submitCheckout).toHaveBeenCalledTimes(1);
    expect(s.$checkout.get().paymentError).toBe(CHECKOUT_TEXTS.paypalFailed);
  });

  it('approvePaypal shows a card refusal’s own message', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout({ payment: payment({ paymentMethod: 'paypal' }) }));
    s.api.submitCheckout.mockRejectedValue(
      new s.ApiErrorsError(402, [
        { code: 'card_declined', detail: 'Your card has insufficient funds.', message: 'Stripe error' },
      ]),
    );
    await s.approvePaypal();
    expect(s.$checkout.get().paymentError).toBe('Your card has insufficient funds.');
  });

  it('paypalFailed shows the PayPal message', async () => {
    const s = await load();
    s.paypalFailed();
    expect(s.$checkout.get().paymentError).toBe(CHECKOUT_TEXTS.paypalFailed);
  });
});

describe('wallet and Afterpay', { timeout: 20_000 }, () => {
  it('placeWalletOrder pays with the wallet’s payment method and places the order', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.payments.initiatePayment.mockResolvedValue(payment({ paymentMethod: 'google-pay' }));
    s.api.submitCheckout.mockResolvedValue(placed);
    await s.placeWalletOrder('pm_wallet');
    expect(s.payments.initiatePayment).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'google-pay', paymentMethodId: 'pm_wallet' }),
    );
    expect(s.go.mock.calls[0]?.[0]).toMatch(/^\/thankyou/);
  });

  it('placeAfterpayOrder places the order with an afterpay payment', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.payments.initiatePayment.mockResolvedValue(payment({ paymentMethod: 'afterpay' }));
    s.api.submitCheckout.mockResolvedValue(placed);
    await s.placeAfterpayOrder();
    expect(s.payments.initiatePayment).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'afterpay' }));
    expect(s.api.submitCheckout).toHaveBeenCalledTimes(1);
  });

  it('a failed Afterpay payment shows the Afterpay screen, then card after the delay', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.payments.initiatePayment.mockRejectedValue(new Error('afterpay down'));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await s.placeAfterpayOrder();
    expect(s.$checkout.get().page).toBe('afterpay-failed');
    vi.advanceTimersByTime(AFTERPAY_REDIRECT_MS - 1);
    expect(s.$checkout.get().page).toBe('afterpay-failed');
    vi.advanceTimersByTime(1);
    expect(s.$checkout.get()).toMatchObject({ page: 'ready', method: 'card' });
  });

  it('an Afterpay order refused for its destination shows the toast and stays on the page', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.payments.initiatePayment.mockResolvedValue(payment({ paymentMethod: 'afterpay' }));
    s.api.submitCheckout.mockRejectedValue(new s.ApiErrorsError(422, [{ code: 'country_not_supported' }]));
    await s.placeAfterpayOrder();
    expect(s.messages()).toEqual([CHECKOUT_TEXTS.cannotDeliver]);
    expect(s.$checkout.get().page).toBe('ready');
  });
});

describe('resumePaymentIntent', { timeout: 20_000 }, () => {
  it('places the order when the returning intent is the checkout’s and succeeded', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout({ payment: payment() }));
    s.payments.getPaymentIntent.mockResolvedValue(intent('succeeded'));
    s.api.submitCheckout.mockResolvedValue(placed);
    await s.resumePaymentIntent('pi_1');
    expect(s.payments.getPaymentIntent).toHaveBeenCalledWith('pay_1', 'tok_1');
    expect(s.api.submitCheckout).toHaveBeenCalledTimes(1);
  });

  it('another intent, or an unreadable one, is a payment-intent error', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout({ payment: payment() }));
    s.payments.getPaymentIntent.mockResolvedValueOnce(intent('succeeded', 'pi_other'));
    await s.resumePaymentIntent('pi_1');
    expect(s.$checkout.get().paymentError).toBe(CHECKOUT_TEXTS.paymentIntentFailed);
    s.payments.getPaymentIntent.mockRejectedValueOnce(new Error('down'));
    await s.resumePaymentIntent('pi_1');
    expect(s.api.submitCheckout).not.toHaveBeenCalled();
  });

  it('an intent that needs a new payment method shows the payment-failed toast', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout({ payment: payment() }));
    s.payments.getPaymentIntent.mockResolvedValue(intent('requires_payment_method'));
    await s.resumePaymentIntent('pi_1');
    expect(s.messages()).toEqual([CHECKOUT_TEXTS.paymentFailed]);
    expect(s.api.submitCheckout).not.toHaveBeenCalled();
  });

  it('without a payment on the checkout nothing is asked', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout());
    await s.resumePaymentIntent('pi_1');
    expect(s.payments.getPaymentIntent).not.toHaveBeenCalled();
  });
});
