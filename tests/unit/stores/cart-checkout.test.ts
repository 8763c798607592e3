/**
 * cart-checkout (storefront §4): the cart's Checkout buttons re-validate every line, stop when one was
 * removed, report the checkout started (begin_checkout), reuse a remembered checkout with the same lines or
 * create one (with the affiliate and partner cookies), remember its id and go where the checkout flags say;
 * a failure keeps the shopper on /cart, reported (the toast), with the cart intact. What the listeners do
 * with these events, and that they do it before the navigation: tests/unit/listeners/checkout-listeners.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckoutApi, type CheckoutApi } from '../../../src/features/checkout/api/checkout.ts';
import { CART_TEXTS } from '../../../src/features/cart/domain/constants-cart.ts';
import { openCheckout } from './checkout-harness.ts';
import { cookieLine, listing, loadCartStores } from './cart-harness.ts';
import { recordEvents } from './record-events.ts';

const mocks = vi.hoisted(() => ({
  loadInventory: vi.fn<(...args: unknown[]) => Promise<number | null>>(),
  loadSearchRecords: vi.fn<() => Promise<readonly unknown[]>>(),
}));
vi.mock('../../../src/features/catalog/stores/inventory.ts', () => ({ loadInventory: mocks.loadInventory }));
vi.mock('../../../src/features/search/stores/search-records.ts', () => ({
  loadSearchRecords: mocks.loadSearchRecords,
}));

const route = {
  flags: { useCheckoutV2: false, usHostedCheckout: false },
  checkoutHost: 'https://checkout.test',
  origin: 'https://shop.example',
  applePay: false,
};

async function load(lines: readonly string[] = [cookieLine('tee', 2)], pathname?: string) {
  const s = await loadCartStores(lines, pathname === undefined ? {} : { pathname });
  const flow = await import('../../../src/features/checkout/stores/cart-checkout.ts');
  const { $checkoutEvent } = await import('../../../src/features/checkout/stores/events.ts');
  s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug)));
  const api: CheckoutApi = {
    ...createCheckoutApi({ baseUrl: 'https://checkout.test' }),
    getCheckout: vi.fn<CheckoutApi['getCheckout']>(),
    createCheckout: vi.fn<CheckoutApi['createCheckout']>(() => Promise.resolve(openCheckout({ id: 'co_new' }))),
  };
  const go = vi.fn<(path: string) => void>();
  return { ...s, ...flow, api, go, checkoutEvents: recordEvents($checkoutEvent) };
}

beforeEach(() => {
  mocks.loadSearchRecords.mockResolvedValue([]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startCheckout', { timeout: 20_000 }, () => {
  it('creates the checkout with the cart’s lines and attribution, remembers it and opens /checkout/{id}', async () => {
    const s = await load();
    s.browser.jar.set('affiliate', 'aff-1');
    s.browser.jar.set('partner', 'partner-x');
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.api.createCheckout).toHaveBeenCalledWith({
      lineItems: [{ sku: 'g1_v1_s1', quantity: 2, listingSlug: 'tee' }],
      storeSlug: 'demo',
      currency: 'USD',
      affiliate: 'aff-1',
      trafficSource: 'partner-x',
    });
    expect(s.cartEvents).toContainEqual({ type: 'checkout-remembered', storeSlug: 'demo', checkoutId: 'co_new' });
    expect(s.go).toHaveBeenCalledWith('/checkout/co_new');
    expect(s.checkoutEvents).toEqual([{ type: 'checkout-started', lines: s.$cartLines.get() }]);
    expect(s.checkoutEvents[0]).toMatchObject({ lines: [{ sku: 'g1_v1_s1', quantityInCart: 2, currency: 'USD' }] });
    expect(s.$checkoutStatus.get()).toBe('loading');
  });

  it('a partner cookie that is not a slug is not sent, and v2 goes to the hosted checkout', async () => {
    const s = await load();
    s.browser.jar.set('sf_partner', 'Bad Partner!');
    await s.startCheckout(
      s.config,
      s.api,
      { ...route, flags: { useCheckoutV2: true, usHostedCheckout: false } },
      'card',
      s.go,
    );
    expect(s.api.createCheckout).toHaveBeenCalledWith(
      expect.not.objectContaining({ trafficSource: expect.anything() as unknown }),
    );
    const url = new URL(s.go.mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://checkout.test/v2/checkout/co_new');
  });

  it('reuses the remembered checkout while it is open and holds exactly the cart’s lines', async () => {
    const s = await load();
    s.browser.jar.set('sf_checkout_demo', 'co_1');
    const same = openCheckout();
    const lines = same.lineItems.map((l) => ({ ...l, sku: 'g1_v1_s1', quantity: 2 }));
    vi.mocked(s.api.getCheckout).mockResolvedValueOnce({ ...same, state: 'success', lineItems: lines });
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.api.getCheckout).toHaveBeenCalledWith('co_1', 'demo');
    expect(s.api.createCheckout).not.toHaveBeenCalled();
    expect(s.go).toHaveBeenCalledWith('/checkout/co_1');
  });

  it('a remembered checkout with other lines, or unreadable, is replaced by a new one', async () => {
    const s = await load();
    s.browser.jar.set('sf_checkout_demo', 'co_1');
    vi.mocked(s.api.getCheckout).mockResolvedValueOnce(openCheckout());
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.go).toHaveBeenLastCalledWith('/checkout/co_new');
    s.$checkoutStatus.set('idle');
    vi.mocked(s.api.getCheckout).mockRejectedValueOnce(new Error('gone'));
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.api.createCheckout).toHaveBeenCalledTimes(2);
  });

  it('what was typed into the replaced checkout moves to the new one (issue 13: a quantity change)', async () => {
    const s = await load();
    const drafts = await import('../../../src/features/checkout/stores/checkout-draft.ts');
    const form = {
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      address: '1 Main St',
      address2: '',
      city: 'Springfield',
      state: 'CA',
      zip: '94105',
      country: 'US',
      phone: '415 555 0100',
    };
    drafts.saveDraft('co_1', { form, confirmed: true, method: 'paypal' });
    s.browser.jar.set('sf_checkout_demo', 'co_1');
    vi.mocked(s.api.getCheckout).mockResolvedValueOnce(openCheckout());
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.go).toHaveBeenLastCalledWith('/checkout/co_new');
    expect(drafts.readDraft('co_new')).toEqual({ form, confirmed: false, method: 'paypal' });
    expect(drafts.readDraft('co_1')).toBeNull();
  });

  it('a line found invalid on re-validation is dropped and announced; no checkout is created', async () => {
    const s = await load([cookieLine('tee'), cookieLine('cap', 1, 'g2')]);
    s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug, q.slug === 'cap' ? 0 : 5)));
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.$cart.get().lines.map((l) => l.slug)).toEqual(['tee']);
    expect(s.$checkoutStatus.get()).toBe('idle');
    expect(s.api.createCheckout).not.toHaveBeenCalled();
    expect(s.cartEvents).toEqual([
      {
        type: 'items-unavailable',
        removed: {
          message: 'The following item(s) were removed from your cart because they are not available at this time.',
          items: [{ sku: 'g2_v1_s1', title: 'Title cap', productType: 't-shirt' }],
        },
      },
    ]);
    expect(s.checkoutEvents).toEqual([]);
  });

  it('a listing call that fails counts the line as still valid', async () => {
    const s = await load();
    s.getListing.mockRejectedValue(new Error('down'));
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.$cart.get().lines).toHaveLength(1);
    expect(s.api.createCheckout).toHaveBeenCalledTimes(1);
  });

  it('legacy buttons send PayPal and wallets to express checkout without creating a checkout', async () => {
    const s = await load();
    await s.startCheckout(s.config, s.api, { ...route, applePay: true }, 'wallet', s.go);
    expect(s.go).toHaveBeenCalledWith('/checkout/express?method=applepay');
    expect(s.api.createCheckout).not.toHaveBeenCalled();
  });

  it('does nothing in preview, while loading, or for an empty cart', async () => {
    const s = await load([]);
    await s.startCheckout({ ...s.config, preview: true }, s.api, route, 'card', s.go);
    expect(s.$checkoutStatus.get()).toBe('idle');
    s.$checkoutStatus.set('loading');
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    s.$checkoutStatus.set('idle');
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.$checkoutStatus.get()).toBe('idle');
    expect(s.getListing).not.toHaveBeenCalled();
    expect(s.api.createCheckout).not.toHaveBeenCalled();
    expect(s.go).not.toHaveBeenCalled();
  });

  it('a failed create keeps the cart, shows a toast and leaves other pages for /cart', async () => {
    const s = await load([cookieLine('tee')], '/checkout/express');
    vi.mocked(s.api.createCheckout).mockRejectedValue(new Error('down'));
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.$checkoutStatus.get()).toBe('idle');
    expect(s.checkoutEvents.at(-1)).toEqual({ type: 'failed', message: CART_TEXTS.checkoutFailed });
    expect(s.$cart.get().lines).toHaveLength(1);
    expect(s.go).toHaveBeenCalledWith('/cart');
    Object.assign(s.browser.location, { pathname: '/cart/' });
    s.go.mockClear();
    await s.startCheckout(s.config, s.api, route, 'card', s.go);
    expect(s.go).not.toHaveBeenCalled();
  });
});

describe('pageRouteContext', { timeout: 20_000 }, () => {
  it('reads the flags from <html> and Apple Pay from the window', async () => {
    const s = await load([]);
    Object.assign(document.documentElement.dataset, { checkoutVersion: 'v2', usHostedCheckout: 'on' });
    expect(s.pageRouteContext('https://checkout.test')).toEqual({
      flags: { useCheckoutV2: true, usHostedCheckout: true },
      checkoutHost: 'https://checkout.test',
      origin: 'https://shop.example',
      applePay: false,
    });
    Object.assign(window, { ApplePaySession: vi.fn() });
    expect(s.pageRouteContext('https://checkout.test').applePay).toBe(true);
  });
});
