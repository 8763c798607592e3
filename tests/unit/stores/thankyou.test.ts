/**
 * $thankYou (checkout.md §2 Thank-you page, §8): the order loads by lookup number or cart id, the purchase
 * event fires once per order (sf_purchases), the checkout session is cleared on the first visit only, and a
 * failed fetch is a tracking event and FAILURE. Fetch is mocked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/lib/api/checkout-schemas.ts';
import { EMPTY_THANKYOU_QUERY } from '../../../src/lib/thankyou.ts';
import { installBrowser, type FakeBrowser } from './browser.ts';

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;
let browser: FakeBrowser;

const config = { checkoutUrl: 'https://checkout.test', commerceUrl: 'https://commerce.test', storeSlug: 'demo' };
const order: Order = {
  lookupNumber: 'SB7K2M9QXA',
  orderNumber: 100001,
  cartId: 'co_1',
  storeSlug: 'demo',
  status: 'processing',
  shippingMethod: 'standard',
  created: '2026-11-22T02:00:00.000Z',
  updated: '2026-11-22T02:00:00.000Z',
  totalCost: { amount: 4000, currency: 'USD' },
  items: [
    {
      sku: 'g1_c1_s1',
      teespringID: '101',
      title: 'Classic Tee',
      productType: 'T-Shirt',
      colorName: 'Black',
      sizeLabel: 'M',
      quantity: 2,
      price: { amount: 2000, currency: 'USD' },
      imageUrl: '',
    },
  ],
  shipments: [],
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The URL of the first fetch. */
function requestedUrl(): URL {
  const input = fetchMock.mock.calls[0]?.[0];
  return new URL(input instanceof Request ? input.url : (input ?? '').toString());
}

async function load() {
  const store = await import('../../../src/stores/thankyou.ts');
  const dataLayer = () => (globalThis.window as { dataLayer?: unknown[] }).dataLayer ?? [];
  const purchases = () => dataLayer().filter((e) => (e as { event?: string }).event === 'purchase');
  return { ...store, dataLayer, purchases };
}

beforeEach(() => {
  vi.resetModules();
  browser = installBrowser({ store: 'demo' });
  vi.stubGlobal('BroadcastChannel', undefined);
  browser.jar.set('sf_cart_demo', '1|USA|tee:101:c1:s1:g1:2');
  browser.jar.set('sf_payment_demo', 'x');
  fetchMock = vi.fn<FetchFn>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('$thankYou store', { timeout: 20_000 }, () => {
  it('loads the order by lookup number, tracks the purchase once and clears the checkout session', async () => {
    fetchMock.mockImplementation(() => json(order));
    const s = await load();
    const query = { ...EMPTY_THANKYOU_QUERY, orderLookupNumber: 'SB7K2M9QXA', orderNumber: '100001' };
    await s.loadThankYou(config, query);
    const url = requestedUrl();
    expect(url.origin + url.pathname).toBe('https://checkout.test/v1/orders/SB7K2M9QXA');
    const state = s.$thankYou.get();
    expect(state).toMatchObject({ status: 'LOADED', query, order: { orderNumber: '100001' } });
    expect(state.trackUrl).toBe('https://checkout.test/track/order/SB7K2M9QXA');
    expect(s.purchases()).toHaveLength(1);
    expect(browser.jar.get('sf_purchases')).toBe('100001');
    expect(browser.jar.has('sf_cart_demo')).toBe(false);
    expect(browser.jar.has('sf_payment_demo')).toBe(false);
    await s.loadThankYou(config, query);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a revisit of a tracked order sends no second purchase and keeps the newer cart', async () => {
    fetchMock.mockImplementation(() => json(order));
    browser.jar.set('sf_purchases', '100001');
    const s = await load();
    expect(s.trackPurchaseOnce(order)).toBe(false);
    await s.loadThankYou(config, { ...EMPTY_THANKYOU_QUERY, cart: 'co_1' });
    const url = requestedUrl();
    expect(url.origin + url.pathname).toBe('https://commerce.test/v1/orders');
    expect(url.searchParams.get('cartId')).toBe('co_1');
    expect(s.$thankYou.get().status).toBe('LOADED');
    expect(s.purchases()).toHaveLength(0);
    expect(browser.jar.has('sf_cart_demo')).toBe(true);
  });

  it('a failed fetch is a tracking event and FAILURE; the redirect’s order number still clears the session', async () => {
    fetchMock.mockImplementation(() => json({ errors: [{ title: 'Not found' }] }, 404));
    const s = await load();
    await s.loadThankYou(config, { ...EMPTY_THANKYOU_QUERY, orderLookupNumber: 'LK9', orderNumber: '100002' });
    expect(s.$thankYou.get()).toMatchObject({
      status: 'FAILURE',
      order: null,
      trackUrl: 'https://checkout.test/track/order/LK9',
    });
    expect(s.dataLayer()).toContainEqual(expect.objectContaining({ event: s.ORDER_FETCH_ERROR_EVENT }));
    expect(browser.jar.has('sf_cart_demo')).toBe(false);
  });

  it('without a lookup number or cart id nothing is fetched, and an unknown order keeps the cart', async () => {
    const s = await load();
    await s.loadThankYou(config, EMPTY_THANKYOU_QUERY);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(s.$thankYou.get()).toMatchObject({ status: 'FAILURE', trackUrl: null });
    expect(browser.jar.has('sf_cart_demo')).toBe(true);
  });
});
