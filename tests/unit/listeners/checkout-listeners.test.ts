/**
 * The cart's Checkout button with every listener attached as the /cart island attaches them
 * (attachCheckoutListeners): begin_checkout is sent and the checkout id cookie written before the browser
 * is sent to the checkout; a line found unavailable opens cart-unavailable-items 400 ms later; a failed
 * create toasts. The begin_checkout event's items and currency are the cart's lines as /cart shows them.
 */
import { describe, expect, it, vi } from 'vitest';
import { createCheckoutApi, type CheckoutApi } from '../../../src/features/checkout/api/checkout.ts';
import { openCheckout } from '../stores/checkout-harness.ts';
import { cookieLine, listing, loadCartStores } from '../stores/cart-harness.ts';
import { attached, cleanUpAfterEach, pushedEvents } from './page.ts';

const route = {
  flags: { useCheckoutV2: false, usHostedCheckout: false },
  checkoutHost: 'https://checkout.test',
  origin: 'https://shop.example',
  applePay: false,
};

async function load(lines: readonly string[] = [cookieLine('tee', 2)]) {
  const s = await loadCartStores(lines);
  s.detachCookie();
  const flow = await import('../../../src/features/checkout/stores/cart-checkout.ts');
  const { attachCheckoutListeners } = await import('../../../src/features/checkout/listeners/index.ts');
  const { $modal } = await import('../../../src/ui/stores/modal.ts');
  const { $toasts } = await import('../../../src/ui/stores/toasts.ts');
  attached(attachCheckoutListeners());
  s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug)));
  const api: CheckoutApi = {
    ...createCheckoutApi({ baseUrl: 'https://checkout.test' }),
    getCheckout: vi.fn<CheckoutApi['getCheckout']>(),
    createCheckout: vi.fn<CheckoutApi['createCheckout']>(() => Promise.resolve(openCheckout({ id: 'co_new' }))),
  };
  return { ...s, ...flow, api, $modal, $toasts, pushed: pushedEvents };
}

cleanUpAfterEach();

describe('the checkout button with its listeners', { timeout: 20_000 }, () => {
  it('sends begin_checkout and writes sf_checkout_<slug> before going to /checkout/{id}', async () => {
    const s = await load();
    const seen: { cookie: string | undefined; events: (string | undefined)[] }[] = [];
    const go = vi.fn((path: string) => {
      seen.push({ cookie: s.browser.jar.get('sf_checkout_demo'), events: s.pushed().map((e) => e.event) });
      return path;
    });
    await s.startCheckout(s.config, s.api, route, 'card', go);
    expect(go).toHaveBeenCalledWith('/checkout/co_new');
    expect(seen).toEqual([{ cookie: 'co_new', events: ['begin_checkout'] }]);
    expect(s.pushed()[0]?.ecommerce).toMatchObject({
      currency: 'USD',
      value: 50,
      items: [{ item_id: 'g1_v1_s1', item_name: 'Title tee', item_category: 't-shirt', price: 25, quantity: 2 }],
    });
  });

  it('a line found unavailable opens cart-unavailable-items 400 ms later, and no checkout starts', async () => {
    const s = await load([cookieLine('tee'), cookieLine('cap', 1, 'g2')]);
    s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug, q.slug === 'cap' ? 0 : 5)));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await s.startCheckout(s.config, s.api, route, 'card', vi.fn());
    expect(s.browser.jar.get('sf_cart_demo')).toBe(`1|USA|${cookieLine('tee')}`);
    expect(s.$modal.get()).toBeNull();
    vi.advanceTimersByTime(400);
    expect(s.$modal.get()).toMatchObject({
      id: 'cart-unavailable-items',
      data: { items: [{ sku: 'g2_v1_s1', title: 'Title cap' }] },
    });
    expect(s.pushed()).toEqual([]);
  });

  it('a failed create toasts and goes nowhere from /cart', async () => {
    const s = await load();
    vi.mocked(s.api.createCheckout).mockRejectedValue(new Error('down'));
    const go = vi.fn();
    await s.startCheckout(s.config, s.api, route, 'card', go);
    expect(s.$toasts.get().map((t) => [t.type, t.message])).toEqual([
      ['danger', 'We could not start your checkout. Please try again.'],
    ]);
    expect(go).not.toHaveBeenCalled();
  });
});
