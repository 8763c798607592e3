/**
 * $searchIndex and the shared search records (storefront §5: loaded once, on first focus; a failed load is
 * retried on the next call), $recover (checkout §2, §8: the recover form's states and the server's text),
 * and the checkout session (checkout §4: the remembered payment, cleared with the cart after a successful
 * order; the cookie writes themselves: tests/unit/listeners/payment-cookie.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, type FakeBrowser } from './browser.ts';
import { recordEvents } from './record-events.ts';

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
  async function load() {
    const session = await import('../../../src/features/checkout/stores/checkout-session.ts');
    const cart = await import('../../../src/features/cart/stores/cart.ts');
    const { $checkoutEvent } = await import('../../../src/features/checkout/stores/events.ts');
    const { $cartEvent } = await import('../../../src/features/cart/stores/events.ts');
    return { ...session, ...cart, checkoutEvents: recordEvents($checkoutEvent), cartEvents: recordEvents($cartEvent) };
  }

  it('remembers a payment per store by event, and reads it back from its cookie, refusing a tampered one', async () => {
    const s = await load();
    s.rememberPayment('demo', { checkoutId: 'chk_1', paymentId: 'pay_1' });
    expect(s.checkoutEvents).toEqual([
      { type: 'payment-started', storeSlug: 'demo', payment: { checkoutId: 'chk_1', paymentId: 'pay_1' } },
    ]);
    browser.jar.set('sf_payment_demo', encodeURIComponent('{"checkoutId":"chk_1","paymentId":"pay_1"}'));
    expect(s.rememberedPayment('demo')).toEqual({ checkoutId: 'chk_1', paymentId: 'pay_1' });
    expect(s.rememberedPayment('other')).toBeNull();
    browser.jar.set('sf_payment_demo', encodeURIComponent('{"checkoutId":"x;y","paymentId":"p"}'));
    expect(s.rememberedPayment('demo')).toBeNull();
    browser.jar.set('sf_payment_demo', 'not-json');
    expect(s.rememberedPayment('demo')).toBeNull();
  });

  it('clearCheckoutSession empties the cart, forgets the checkout, its draft, the payment and the delivery options', async () => {
    browser.jar.set('sf_cart_demo', '1|USA|l:p:c:s:g:1');
    browser.jar.set('sf_checkout_demo', 'chk_1');
    sessionStorage.setItem('sf_checkout_draft_chk_1', '{}');
    sessionStorage.setItem('sf_delivery_demo', '[]');
    const s = await load();
    expect(s.$cart.get().lines).toHaveLength(1);
    s.clearCheckoutSession('demo');
    expect(s.$cart.get()).toEqual({ lines: [], region: null });
    expect(s.cartEvents).toEqual([{ type: 'checkout-forgotten', storeSlug: 'demo' }]);
    expect(s.checkoutEvents).toEqual([{ type: 'session-cleared', storeSlug: 'demo' }]);
    expect(sessionStorage.getItem('sf_checkout_draft_chk_1')).toBeNull();
    expect(sessionStorage.getItem('sf_delivery_demo')).toBeNull();
  });

  it('clears the session even when storage is disabled', async () => {
    vi.stubGlobal('sessionStorage', {
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const s = await load();
    expect(() => {
      s.clearCheckoutSession('demo');
    }).not.toThrow();
    expect(s.checkoutEvents).toEqual([{ type: 'session-cleared', storeSlug: 'demo' }]);
  });
});
