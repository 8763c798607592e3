/**
 * The payment host calls of checkout.md §7 as the checkout makes them: GET /v1/payment (paymentId,
 * checkoutId) is read before a payment is retried, so a payment that went through is never paid twice and
 * a pending or failed one is retried in place; initiatePayment carries billingDetails, lookupNumber and
 * storeName; POST /v1/payments/verifyDomain is asked before the wallet is offered. Hosts are fakes
 * (checkout-harness.ts); the sandbox's side: tests/contract/hosts/checkout.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardProvider } from '../../../src/features/checkout/payments/provider.ts';
import { loadCheckoutStores, openCheckout, payment } from './checkout-harness.ts';

async function load() {
  const stores = await loadCheckoutStores();
  const pay = await import('../../../src/features/checkout/stores/checkout-pay.ts');
  const methods = await import('../../../src/features/checkout/stores/checkout-pay-methods.ts');
  const go = vi.fn<(url: string, replace: boolean) => void>();
  pay.setNavigator(go);
  return { ...stores, ...pay, ...methods, go };
}

const placed = openCheckout({ state: 'completed', orderLookupNumber: 'SBAAAA1111', orderNumber: 7 });

function provider() {
  return {
    kind: 'sandbox' as const,
    createPaymentMethod: vi.fn<CardProvider['createPaymentMethod']>(() =>
      Promise.resolve({ ok: true, paymentMethodId: 'pm_new' }),
    ),
    confirmCardPayment: vi.fn<CardProvider['confirmCardPayment']>(() => Promise.resolve({ ok: true })),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a retried payment reads GET /v1/payment first', { timeout: 20_000 }, () => {
  it('a card payment that went through (authorized) is submitted as it is: no second payment, no new card', async () => {
    const s = await load();
    const open = openCheckout({ payment: payment({ state: 'pending' }) });
    s.dispatch({ type: 'loaded', checkout: open });
    s.api.getCheckout.mockResolvedValue(open);
    s.payments.getPayment.mockResolvedValue(payment({ state: 'authorized' }));
    s.api.submitCheckout.mockResolvedValue(placed);
    const p = provider();
    await s.placeCardOrder(p, 'Ada Lovelace');
    expect(s.payments.getPayment).toHaveBeenCalledWith('pay_1', 'co_1');
    expect(p.createPaymentMethod).not.toHaveBeenCalled();
    expect(p.confirmCardPayment).not.toHaveBeenCalled();
    expect(s.payments.initiatePayment).not.toHaveBeenCalled();
    expect(s.payments.updatePayment).not.toHaveBeenCalled();
    expect(s.api.submitCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: 'pay_1' }),
      expect.any(String),
    );
  });

  it('the payment this browser remembers is read even when the checkout does not name it, and retried in place', async () => {
    const s = await load();
    s.browser.jar.set('sf_payment_demo', JSON.stringify({ checkoutId: 'co_1', paymentId: 'pay_7' }));
    s.payments.getPayment.mockResolvedValue(
      payment({ id: 'pay_7', paymentToken: 'tok_7', state: 'pending', paymentMethod: 'afterpay' }),
    );
    s.payments.updatePayment.mockResolvedValue(
      payment({ id: 'pay_7', paymentToken: 'tok_7', paymentMethod: 'afterpay' }),
    );
    const result = await s.ensurePayment(openCheckout({ payment: null }), 'afterpay');
    expect(s.payments.getPayment).toHaveBeenCalledWith('pay_7', 'co_1');
    expect(s.payments.initiatePayment).not.toHaveBeenCalled();
    expect(s.payments.updatePayment).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'pay_7', paymentToken: 'tok_7' }),
    );
    expect(result.id).toBe('pay_7');
  });

  it('a pending or failed payment is retried in place (update), never doubled by a second initiate', async () => {
    const s = await load();
    for (const state of ['pending', 'failed'] as const) {
      s.payments.getPayment.mockResolvedValueOnce(payment({ paymentMethod: 'afterpay', state }));
      s.payments.updatePayment.mockResolvedValueOnce(payment({ paymentMethod: 'afterpay' }));
      await s.ensurePayment(
        openCheckout({ payment: payment({ paymentMethod: 'afterpay', state: 'pending' }) }),
        'afterpay',
      );
    }
    expect(s.payments.updatePayment).toHaveBeenCalledTimes(2);
    expect(s.payments.initiatePayment).not.toHaveBeenCalled();
  });

  it('an authorized payment for an older total is updated to the new total, not reused', async () => {
    const s = await load();
    s.payments.getPayment.mockResolvedValue(
      payment({ state: 'authorized', amount: { amount: 4000, currency: 'USD' } }),
    );
    s.payments.updatePayment.mockResolvedValue(payment());
    await s.ensurePayment(openCheckout({ payment: payment() }), 'card', 'pm_1');
    expect(s.payments.updatePayment).toHaveBeenCalledWith(expect.objectContaining({ id: 'pay_1', amount: 5000 }));
  });

  it('a payment the host no longer knows (404) is replaced; a failed read starts nothing', async () => {
    const s = await load();
    s.payments.getPayment.mockRejectedValueOnce(new s.ApiErrorsError(404, [{ code: 'not_found' }]));
    s.payments.initiatePayment.mockResolvedValue(payment({ id: 'pay_2' }));
    expect((await s.ensurePayment(openCheckout({ payment: payment() }), 'card')).id).toBe('pay_2');
    s.payments.getPayment.mockRejectedValueOnce(new Error('network down'));
    await expect(s.ensurePayment(openCheckout({ payment: payment() }), 'card')).rejects.toThrow('network down');
    expect(s.payments.initiatePayment).toHaveBeenCalledTimes(1);
    expect(s.payments.updatePayment).not.toHaveBeenCalled();
  });
});

describe('initiatePayment carries billingDetails, lookupNumber and storeName', { timeout: 20_000 }, () => {
  it('the card holder (name on card, billing country US), the reserved lookup number and the store name', async () => {
    const s = await load();
    s.payments.initiatePayment.mockResolvedValue(payment());
    await s.ensurePayment(openCheckout({ lookupNumber: 'SBK7M2Q9XA' }), 'card', 'pm_9', {
      nameOnCard: ' A. Lovelace ',
    });
    expect(s.payments.initiatePayment).toHaveBeenCalledWith(
      expect.objectContaining({
        storeName: 'Demo',
        lookupNumber: 'SBK7M2Q9XA',
        billingDetails: {
          name: 'A. Lovelace',
          email: 'ada@example.com',
          phone: '+14155550100',
          address: { line1: '1 Main St', city: 'Springfield', state: 'CA', postalCode: '94105', country: 'US' },
        },
      }),
    );
  });
});

describe('the wallet is offered only after POST /v1/payments/verifyDomain', { timeout: 20_000 }, () => {
  it('asks once for this site’s domain, and offers the wallet only when it is verified', async () => {
    const s = await load();
    Object.assign(s.browser.location, { hostname: 'shop.example' });
    s.payments.verifyDomain.mockResolvedValue({ domainName: 'shop.example', verified: true });
    expect(await s.walletOffered(false)).toBe(false);
    expect(s.payments.verifyDomain).not.toHaveBeenCalled();
    expect(await s.walletOffered(true)).toBe(true);
    expect(await s.walletOffered(true)).toBe(true);
    expect(s.payments.verifyDomain).toHaveBeenCalledTimes(1);
    expect(s.payments.verifyDomain).toHaveBeenCalledWith('shop.example');
  });

  it('an unverified domain or a failed call hides the wallet; a failed call is asked again', async () => {
    const s = await load();
    Object.assign(s.browser.location, { hostname: 'shop.example' });
    s.payments.verifyDomain.mockResolvedValueOnce({ domainName: 'shop.example', verified: false });
    expect(await s.walletOffered(true)).toBe(false);
    const t = await load();
    Object.assign(t.browser.location, { hostname: 'shop.example' });
    t.payments.verifyDomain
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ domainName: 'shop.example', verified: true });
    expect(await t.walletOffered(true)).toBe(false);
    expect(await t.walletOffered(true)).toBe(true);
    expect(t.payments.verifyDomain).toHaveBeenCalledTimes(2);
  });
});
