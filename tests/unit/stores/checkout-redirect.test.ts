/**
 * checkout.md §4 "A redirect URL on the checkout sends the browser there": a redirectUrl the checkout
 * carries when the page loads is followed, on allowlisted hosts only (this site, the checkout and payment
 * hosts); any other is ignored and the form shows. The allowlist itself: tests/unit/checkout/urls.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCheckoutStores, openCheckout } from './checkout-harness.ts';

async function load() {
  const stores = await loadCheckoutStores();
  const flow = await import('../../../src/features/checkout/stores/checkout-flow.ts');
  const pay = await import('../../../src/features/checkout/stores/checkout-pay.ts');
  const go = vi.fn<(url: string, replace: boolean) => void>();
  pay.setNavigator(go);
  stores.api.getDeliveryOptions.mockResolvedValue([]);
  return { ...stores, ...flow, leaveCheckout: pay.leaveCheckout, go };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a redirectUrl on the checkout when the page loads', { timeout: 20_000 }, () => {
  it('is followed when its host is allowlisted (the checkout host), and the form is not shown', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout({ redirectUrl: 'https://checkout.test/v2/checkout/co_1' }));
    await s.loadCheckout(s.leaveCheckout);
    expect(s.go).toHaveBeenCalledWith('https://checkout.test/v2/checkout/co_1', false);
    expect(s.$checkout.get().page).toBe('loading');
  });

  it('a path on this site is followed too', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout({ redirectUrl: '/checkout/co_2' }));
    await s.loadCheckout(s.leaveCheckout);
    expect(s.go).toHaveBeenCalledWith('https://shop.example/checkout/co_2', false);
  });

  it.each([
    'https://evil.example/phish',
    'javascript:alert(document.cookie)',
    '//evil.example/x',
    'https://checkout.test@evil.example/',
    'https://user:pw@checkout.test/x',
  ])('%s is never followed: the checkout form shows', async (redirectUrl) => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout({ redirectUrl }));
    await s.loadCheckout(s.leaveCheckout);
    expect(s.go).not.toHaveBeenCalled();
    expect(s.$checkout.get().page).toBe('ready');
  });
});
