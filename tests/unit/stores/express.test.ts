/**
 * $express (storefront §5 express checkout): recalculates the cart at the checkout host and decides where
 * the shopper goes; an empty cart or a failed call never throws. Fetch is mocked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, type FakeBrowser } from './browser.ts';

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;
let browser: FakeBrowser;

const config = {
  mainUrl: 'https://main.test',
  storeSlug: 'demo',
  storeId: 'st_demo',
  storeUrl: 'https://demo.example',
};
const recalculated = {
  storeSlug: 'demo',
  currency: 'USD',
  lineItems: [
    {
      sku: 'g1_c1_s1',
      quantity: 2,
      title: 'Tee',
      productType: 'Tee',
      listingSlug: 'tee',
      productId: '101',
      imageUrl: '',
      price: { amount: 2000, currency: 'USD' },
      total: { amount: 4000, currency: 'USD' },
      inventoryCount: null,
    },
  ],
  removed: [],
  subtotal: { amount: 4000, currency: 'USD' },
};

beforeEach(() => {
  vi.resetModules();
  browser = installBrowser({ store: 'demo' });
  fetchMock = vi.fn<FetchFn>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A checkout client of this test's module graph, on the mocked fetch. */
async function checkoutApi() {
  const { createCheckoutApi } = await import('../../../src/features/checkout/api/checkout.ts');
  return createCheckoutApi({ baseUrl: 'https://checkout.test' });
}

async function withCart() {
  browser.jar.set('sf_cart_demo', '1|USA|tee:101:c1:s1:g1:2');
  return import('../../../src/features/checkout/stores/express.ts');
}

describe('$express store', { timeout: 20_000 }, () => {
  it('an empty cart is "empty" without calling the host', async () => {
    const { $express, prepareExpress } = await import('../../../src/features/checkout/stores/express.ts');
    await prepareExpress(config, { method: 'paypal', deviceId: null }, await checkoutApi());
    expect($express.get()).toEqual({ status: 'empty', method: 'paypal' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('recalculates the cart’s lines and is ready with an express_checkout URL on the main host', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify(recalculated), { headers: { 'content-type': 'application/json' } })),
    );
    const { $express, prepareExpress } = await withCart();
    await prepareExpress(config, { method: 'paypal', deviceId: 'dev-1' }, await checkoutApi());
    const state = $express.get();
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.method).toBe('paypal');
    expect(new URL(state.url).origin).toBe('https://main.test');
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(typeof input === 'string' ? new URL(input).pathname : '').toBe('/v1/cart/recalculate');
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '{}')).toMatchObject({
      storeSlug: 'demo',
      lineItems: [{ sku: 'g1_c1_s1', quantity: 2 }],
      currency: 'USD',
    });
  });

  it('a refused recalculation ends in "failed", never a throw', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ errors: [{ title: 'nope' }] }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const { $express, prepareExpress } = await withCart();
    await prepareExpress(config, { method: 'afterpay', deviceId: null }, await checkoutApi());
    expect($express.get()).toEqual({ status: 'failed', method: 'afterpay' });
  });
});
