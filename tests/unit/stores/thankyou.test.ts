/**
 * $thankYou (checkout.md §2 Thank-you page, §3, §8; issue 13): the order is confirmed, its purchase event
 * sent once (sf_purchases) and the checkout session cleared only when the checkout host answers the order of
 * a checkout this browser started (the cart's checkout id, or one remembered in sf_orders_{store}). An
 * unknown, foreign or malformed order is 'not-found'; a host that does not answer is 'unavailable' with a
 * retry; neither sends a purchase nor clears anything. Fetch is mocked; the island is rendered to static
 * markup to read the texts the shopper sees for the store's state. Importing the island attaches its
 * listeners (the purchase event, the cookies), as on the page: these are the store and its listeners
 * together; each listener alone: tests/unit/listeners/purchase.test.ts.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_THANKYOU_QUERY, type ThankYouQuery } from '../../../src/features/after-purchase/domain/thankyou.ts';
import type { ThankYouConfig } from '../../../src/features/after-purchase/stores/thankyou.ts';
import { placedOrder } from '../fixtures/checkout.ts';
import { installBrowser, type FakeBrowser } from './browser.ts';

// The island takes the page's checkout client, made from these hosts.
vi.mock('../../../src/config.ts', () => ({
  hosts: { checkout: 'https://checkout.test', commerce: 'https://commerce.test' },
  currentStore: 'demo',
}));

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;
let browser: FakeBrowser;
let local: Map<string, string>;

/** The island's configuration: the store and the page's checkout client (of this test's module graph). */
let config: ThankYouConfig;
const CART = '1|USA|tee:101:c1:s1:g1:2';
const order = placedOrder;
/** The redirect's query for `order`, placed from checkout co_1. */
const ownQuery: ThankYouQuery = {
  ...EMPTY_THANKYOU_QUERY,
  orderNumber: '100001',
  orderLookupNumber: 'SB7K2M9QXA',
  cart: 'co_1',
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const unavailable = () => json({ message: 'down' }, 503);

/** The URL of the n-th fetch. */
function requestedUrl(n = 0): URL {
  const input = fetchMock.mock.calls[n]?.[0];
  return new URL(input instanceof Request ? input.url : (input ?? '').toString());
}

/** This browser started checkout co_1: the cart cookie holds its id. */
function startCheckout(): void {
  browser.jar.set('sf_checkout_demo', 'co_1');
}

async function load() {
  const store = await import('../../../src/features/after-purchase/stores/thankyou.ts');
  const { checkoutClient } = await import('../../../src/features/checkout/api/checkout-client.ts');
  config = { storeSlug: 'demo', checkout: checkoutClient };
  const { default: ThankYou } = await import('../../../src/features/after-purchase/components/ThankYou.tsx');
  const dataLayer = () => (globalThis.window as { dataLayer?: unknown[] }).dataLayer ?? [];
  const events = (name: string) => dataLayer().filter((e) => (e as { event?: string }).event === name);
  /** The island's markup for the store's current state, as text. */
  const text = () =>
    renderToStaticMarkup(createElement(ThankYou, { storeSlug: 'demo' }))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
  return { ...store, dataLayer, events, purchases: () => events('purchase'), text };
}

/** Everything the session keeps, to assert nothing was cleared or written. */
function snapshot() {
  return {
    cookies: new Map(browser.jar),
    local: new Map(local),
    delivery: sessionStorage.getItem('sf_delivery_demo'),
  };
}

beforeEach(() => {
  vi.resetModules();
  browser = installBrowser({ store: 'demo' });
  vi.stubGlobal('BroadcastChannel', undefined);
  local = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => local.get(k) ?? null,
    setItem: (k: string, v: string) => local.set(k, v),
    removeItem: (k: string) => local.delete(k),
  });
  browser.jar.set('sf_cart_demo', CART);
  browser.jar.set('sf_payment_demo', 'x');
  sessionStorage.setItem('sf_delivery_demo', '{"standard":1}');
  fetchMock = vi.fn<FetchFn>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('$thankYou store', { timeout: 20_000 }, () => {
  it('confirms this browser’s order: one purchase event, the session cleared, the order remembered', async () => {
    startCheckout();
    fetchMock.mockImplementation(() => json(order));
    const s = await load();
    await s.loadThankYou(config, ownQuery);

    const url = requestedUrl();
    expect(url.origin + url.pathname).toBe('https://checkout.test/v1/orders/SB7K2M9QXA');
    expect(url.searchParams.get('checkoutId')).toBe('co_1');
    const state = s.$thankYou.get();
    expect(state).toMatchObject({ status: 'LOADED', failure: null, query: ownQuery, order: { orderNumber: '100001' } });
    expect(state.trackUrl).toBe('https://checkout.test/track/order/SB7K2M9QXA');
    expect(s.text()).toContain('Thank you!');
    expect(s.text()).toContain('Your order is confirmed. We will email you when it ships.');
    expect(s.text()).toContain('Track your order');

    expect(s.purchases()).toHaveLength(1);
    expect(s.purchases()[0]).toMatchObject({ ecommerce: { transaction_id: '100001', value: 40 } });
    expect(browser.jar.get('sf_purchases')).toBe('100001');
    expect(browser.writes.find((w) => w.name === 'sf_purchases')?.attributes).toEqual(
      expect.arrayContaining(['path=/', 'sameSite=Lax', 'secure']),
    );
    expect(browser.jar.has('sf_cart_demo')).toBe(false);
    expect(browser.jar.has('sf_checkout_demo')).toBe(false);
    expect(browser.jar.has('sf_payment_demo')).toBe(false);
    expect(sessionStorage.getItem('sf_delivery_demo')).toBeNull();
    expect(local.get('sf_orders_demo')).toBe('["co_1"]');

    // A reload: the cart no longer holds co_1, the remembered order still shows; no second purchase.
    await s.loadThankYou(config, ownQuery);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(s.$thankYou.get()).toMatchObject({ status: 'LOADED', order: { orderNumber: '100001' } });
    expect(s.purchases()).toHaveLength(1);
  });

  it('a revisit of a remembered, tracked order sends no second purchase and keeps the newer cart', async () => {
    browser.jar.set('sf_checkout_demo', 'co_2');
    browser.jar.set('sf_purchases', '100001');
    local.set('sf_orders_demo', '["co_1"]');
    fetchMock.mockImplementation(() => json(order));
    const s = await load();
    expect(s.trackPurchaseOnce(order)).toBe(false);
    await s.loadThankYou(config, { ...EMPTY_THANKYOU_QUERY, cart: 'co_1' });

    const url = requestedUrl();
    expect(url.origin + url.pathname).toBe('https://commerce.test/v1/orders');
    expect(url.searchParams.get('cartId')).toBe('co_1');
    expect(s.$thankYou.get()).toMatchObject({ status: 'LOADED', failure: null });
    expect(s.purchases()).toHaveLength(0);
    expect(browser.jar.get('sf_cart_demo')).toBe(CART);
    expect(browser.jar.get('sf_checkout_demo')).toBe('co_2');
    expect(browser.jar.has('sf_payment_demo')).toBe(true);
  });

  const foreign: [string, ThankYouQuery, () => Promise<Response>][] = [
    ['the link names a checkout this browser did not start', { ...ownQuery, cart: 'co_9' }, () => json(order)],
    ['the link is malformed', { ...ownQuery, malformed: true }, () => json(order)],
    ['the host answers another checkout’s order', ownQuery, () => json({ ...order, cartId: 'co_9' })],
    ['the host answers another store’s order', ownQuery, () => json({ ...order, storeSlug: 'other' })],
    ['the link’s order number is not the order’s', { ...ownQuery, orderNumber: '100002' }, () => json(order)],
    ['the host knows no such order', ownQuery, () => json({ errors: [{ title: 'Not found' }] }, 404)],
  ];
  it.each(foreign)('not found when %s: no purchase event, nothing cleared', async (_, query, answer) => {
    startCheckout();
    fetchMock.mockImplementation(answer);
    const before = snapshot();
    const s = await load();
    await s.loadThankYou(config, query);

    expect(s.$thankYou.get()).toMatchObject({ status: 'FAILURE', failure: 'not-found', order: null, trackUrl: null });
    expect(s.text()).toContain('We could not find that order');
    expect(s.text()).toContain(
      'This link does not match an order placed from this browser. If you placed an order, the confirmation email has its order number: you can track the order with it.',
    );
    expect(s.text()).not.toContain('Thank you');
    expect(s.purchases()).toHaveLength(0);
    expect(browser.writes).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('a checkout it did not start is not asked for', async () => {
    startCheckout();
    const s = await load();
    await s.loadThankYou(config, { ...ownQuery, cart: 'co_9' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(s.$thankYou.get().failure).toBe('not-found');
  });

  it('without a lookup number or cart id nothing is fetched, and an unknown order keeps the cart', async () => {
    const s = await load();
    await s.loadThankYou(config, EMPTY_THANKYOU_QUERY);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(s.$thankYou.get()).toMatchObject({ status: 'FAILURE', failure: 'not-found', trackUrl: null });
    expect(browser.jar.has('sf_cart_demo')).toBe(true);
  });

  it('a host that does not answer is unavailable: a tracking event, a retry, nothing cleared', async () => {
    startCheckout();
    fetchMock.mockImplementation(unavailable);
    const before = snapshot();
    const s = await load();
    await s.loadThankYou(config, ownQuery);

    expect(s.$thankYou.get()).toMatchObject({ status: 'FAILURE', failure: 'unavailable', order: null, trackUrl: null });
    expect(s.text()).toContain('We could not check your order right now. Please try again in a moment.');
    expect(s.text()).toContain('Try again');
    expect(s.text()).not.toContain('We could not find that order');
    expect(s.events('order_fetch_error')).toEqual([
      { event: 'order_fetch_error', error: 'request retry exceeded limit' },
    ]);
    expect(s.purchases()).toHaveLength(0);
    expect(browser.writes).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('retry after an unavailable host loads the order, then tracks and clears once', async () => {
    startCheckout();
    fetchMock.mockImplementation(unavailable);
    const s = await load();
    await s.loadThankYou(config, ownQuery);
    expect(s.$thankYou.get().failure).toBe('unavailable');
    const failedCalls = fetchMock.mock.calls.length;

    fetchMock.mockImplementation(() => json(order));
    const retry = s.loadThankYou(config, ownQuery);
    expect(s.$thankYou.get()).toMatchObject({ status: 'NONE', failure: null });
    expect(s.text()).toContain('Loading your order details…');
    expect(s.text()).not.toContain('Try again');
    await s.loadThankYou(config, ownQuery); // a second click while the first retry runs is ignored
    await retry;

    expect(fetchMock).toHaveBeenCalledTimes(failedCalls + 1);
    expect(s.$thankYou.get()).toMatchObject({ status: 'LOADED', failure: null, order: { orderNumber: '100001' } });
    expect(s.purchases()).toHaveLength(1);
    expect(browser.jar.get('sf_purchases')).toBe('100001');
    expect(browser.jar.has('sf_cart_demo')).toBe(false);
    expect(browser.jar.has('sf_payment_demo')).toBe(false);
  });
});
