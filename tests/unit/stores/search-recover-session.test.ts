/**
 * $searchIndex and the shared search records (storefront §5: loaded once, on first focus; a failed load is
 * retried on the next call), $recover (checkout §2, §8: the recover form's states and the server's text),
 * and the checkout session cookies (checkout §4: cleared with the cart after a successful order).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, type FakeBrowser } from './browser.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A records file holding two products (the format of /search-data/records.json, version 1). */
const FILE = {
  v: 1,
  currencies: ['USD'],
  imagePrefix: '',
  imageSuffix: '',
  productNames: ['Classic Tee'],
  groups: ['Apparel'],
  collections: [['shirts', 'Shirts']],
  prices: [['USD', 2500, 2500]],
  rows: [
    ['1', '10', 'Black Tour Tee', 'black-tour-tee', 0, 0, [0], null, 0],
    ['2', '10', 'Blue Logo Tee', 'blue-logo-tee', 0, 0, [0], null, 0],
  ],
};

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;
let browser: FakeBrowser;

beforeEach(() => {
  vi.resetModules();
  browser = installBrowser({ store: 'demo' });
  fetchMock = vi.fn<FetchFn>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('$searchIndex and search records', { timeout: 20_000 }, () => {
  it('loads the records file once, and the index ranks its products', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(FILE)));
    const { $searchIndex, loadSearchIndex } = await import('../../../src/features/search/stores/search.ts');
    const { searchProducts } = await import('../../../src/features/search/domain/search.ts');
    expect($searchIndex.get().status).toBe('idle');
    loadSearchIndex();
    expect($searchIndex.get().status).toBe('loading');
    loadSearchIndex();
    await vi.waitFor(
      () => {
        expect($searchIndex.get().status).toBe('ready');
      },
      { timeout: 10_000 },
    );
    loadSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/search-data/records.json');
    const state = $searchIndex.get();
    if (state.status !== 'ready') throw new Error('not ready');
    expect(searchProducts(state.index, 'blue logo').map((h) => h.record.name)[0]).toBe('Blue Logo Tee');
  });

  it('a failed load ends in error and the next call tries again', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockImplementationOnce(() => Promise.resolve(json(FILE)));
    const { $searchIndex, loadSearchIndex } = await import('../../../src/features/search/stores/search.ts');
    loadSearchIndex();
    await vi.waitFor(
      () => {
        expect($searchIndex.get().status).toBe('error');
      },
      { timeout: 10_000 },
    );
    loadSearchIndex();
    await vi.waitFor(
      () => {
        expect($searchIndex.get().status).toBe('ready');
      },
      { timeout: 10_000 },
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('loadSearchRecords shares one load between callers and refuses a malformed file', async () => {
    fetchMock.mockResolvedValueOnce(json({ v: 2 })).mockImplementation(() => Promise.resolve(json(FILE)));
    const { loadSearchRecords } = await import('../../../src/features/search/stores/search-records.ts');
    await expect(loadSearchRecords()).rejects.toThrow(/malformed/);
    const [a, b] = await Promise.all([loadSearchRecords(), loadSearchRecords()]);
    expect(a).toBe(b);
    expect(a.map((r) => r.url)).toEqual(['black-tour-tee', 'blue-logo-tee']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('$recover store', { timeout: 20_000 }, () => {
  /** The store and a recovery client of this test's module graph (its errors are the store's). */
  const configOf = async () => {
    const { createRecoveryApi } = await import('../../../src/features/after-purchase/api/recovery.ts');
    return { storeSlug: 'demo', recovery: createRecoveryApi({ baseUrl: 'https://recovery.test' }) };
  };

  it('posts the trimmed email and slug, and lands in sent', async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    const { $recover, recoverOrders } = await import('../../../src/features/after-purchase/stores/recover.ts');
    const config = await configOf();
    const done = recoverOrders(config, '  ann@example.com ');
    expect($recover.get()).toEqual({ status: 'sending' });
    await recoverOrders(config, 'twice@example.com'); // ignored while sending
    await done;
    expect($recover.get()).toEqual({ status: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    const url = new URL(typeof input === 'string' ? input : '');
    expect(`${url.origin}${url.pathname}`).toBe('https://recovery.test/v1/orders/recover');
    expect(url.searchParams.get('email')).toBe('ann@example.com');
    expect(url.searchParams.get('slug')).toBe('demo');
    expect(init?.method).toBe('POST');
  });

  it('shows the server’s own text on a refusal, and resetRecover goes back to the form', async () => {
    fetchMock.mockResolvedValue(json({ success: false, error: 'No orders found for this email.' }));
    const { $recover, recoverOrders, resetRecover } =
      await import('../../../src/features/after-purchase/stores/recover.ts');
    const config = await configOf();
    await recoverOrders(config, 'nobody@example.com');
    expect($recover.get()).toEqual({ status: 'failed', message: 'No orders found for this email.' });
    resetRecover();
    expect($recover.get()).toEqual({ status: 'idle' });
  });
});

describe('checkout session', { timeout: 20_000 }, () => {
  it('remembers a payment per store, refuses a tampered one, and clearCheckoutSession clears everything', async () => {
    const session = await import('../../../src/features/checkout/stores/checkout-session.ts');
    const { addToCart, rememberCheckoutId, $cart } = await import('../../../src/features/cart/stores/cart.ts');
    session.rememberPayment('demo', { checkoutId: 'chk_1', paymentId: 'pay_1' });
    expect(session.rememberedPayment('demo')).toEqual({ checkoutId: 'chk_1', paymentId: 'pay_1' });
    expect(session.rememberedPayment('other')).toBeNull();
    expect(browser.writes.at(-1)?.attributes.map((a) => a.toLowerCase())).toEqual(
      expect.arrayContaining(['path=/', 'samesite=lax', 'secure']),
    );

    browser.jar.set('sf_payment_demo', encodeURIComponent('{"checkoutId":"x;y","paymentId":"p"}'));
    expect(session.rememberedPayment('demo')).toBeNull();
    browser.jar.set('sf_payment_demo', 'not-json');
    expect(session.rememberedPayment('demo')).toBeNull();

    session.rememberPayment('demo', { checkoutId: 'chk_1', paymentId: 'pay_1' });
    addToCart({ slug: 'l', productId: 'p', colorId: 'c', sizeId: 's', itemGroupId: 'g', quantity: 1 }, 'USA', {
      confirm: false,
    });
    rememberCheckoutId('chk_1');
    sessionStorage.setItem('sf_delivery_demo', '[]');
    session.clearCheckoutSession('demo');
    expect($cart.get().lines).toEqual([]);
    expect([...browser.jar.keys()]).toEqual([]);
    expect(sessionStorage.getItem('sf_delivery_demo')).toBeNull();
  });

  it('clears the cookies even when storage is disabled', async () => {
    vi.stubGlobal('sessionStorage', {
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const session = await import('../../../src/features/checkout/stores/checkout-session.ts');
    session.rememberPayment('demo', { checkoutId: 'chk_1', paymentId: 'pay_1' });
    expect(() => {
      session.clearCheckoutSession('demo');
    }).not.toThrow();
    expect(browser.jar.has('sf_payment_demo')).toBe(false);
  });
});
