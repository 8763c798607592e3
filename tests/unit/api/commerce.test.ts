import { describe, expect, it } from 'vitest';
import { AvailabilityKeyError, createAvailabilityApi } from '../../../src/features/catalog/api/availability.ts';
import { createCacheApi, ProductCacheUnavailableError } from '../../../src/features/catalog/api/cache.ts';
import {
  createCommerceApi,
  ListingNotFoundError,
  ProductsFetchError,
  StoreNotFoundError,
} from '../../../src/features/catalog/api/commerce.ts';
import { ApiErrorsError, MalformedResponseError, type FetchLike } from '../../../src/shared/api/request.ts';
import { DEFAULT_LOCALIZATION } from '../../../src/features/catalog/index.ts';

const BASE = 'http://commerce.test';

/** A fake fetch answering every call with `answer(url)`, recording the URLs and headers it saw. */
function fake(answer: (url: URL) => Response | Promise<Response>) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    return answer(url);
  };
  return { fetch, calls };
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const errors = (status: number, detail: string, parameter: string) =>
  jsonResponse({ errors: [{ status: String(status), code: 'not_found', detail, source: { parameter } }] }, status);

const api = (f: FetchLike) =>
  createCommerceApi({ baseUrl: BASE, fetch: f, backoffMs: () => 0, onUnauthorized: () => undefined });

describe('commerce data layer', () => {
  it('recognises the missing-store answer as StoreNotFoundError', async () => {
    const { fetch, calls } = fake(() => errors(404, 'not found', 'store'));
    const error = await api(fetch)
      .getStore('NoSuch')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreNotFoundError);
    expect((error as StoreNotFoundError).slug).toBe('nosuch');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('slug')).toBe('nosuch');
  });

  it('treats a bare 404 from the stores call as a missing store, but other errors lists as they are', async () => {
    const bare = fake(() => new Response('nope', { status: 404 }));
    await expect(api(bare.fetch).getStore('x')).rejects.toBeInstanceOf(StoreNotFoundError);
    const other = fake(() => errors(422, 'bad', 'slug'));
    await expect(api(other.fetch).getStore('x')).rejects.toBeInstanceOf(ApiErrorsError);
  });

  it('rejects a malformed store answer naming the field', async () => {
    const { fetch } = fake(() => jsonResponse({ slug: 'demo', collections: 'all' }));
    const error = await api(fetch)
      .getStore('demo')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toMatch(/: id:/);
  });

  it("raises 'Failed to fetch products' for a non-OK products answer", async () => {
    const { fetch, calls } = fake(() => new Response('down', { status: 500 }));
    const error = await api(fetch)
      .getProductsPage({ slug: 'demo' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProductsFetchError);
    expect((error as Error).message).toBe('Failed to fetch products');
    expect(calls).toHaveLength(3);
  });

  it('names the tile field of a malformed products page', async () => {
    const { fetch } = fake(() =>
      jsonResponse({
        products: [{ price: 1, url: 'x', listingId: 1, name: 'x' }],
        pagination: { page: 1, total_pages: 1 },
      }),
    );
    await expect(api(fetch).getProductsPage({ slug: 'demo' })).rejects.toThrow(
      /products\.0\.id: id or productId is required/,
    );
  });

  it('asks for per=150 with a collection and visibility=any in preview', async () => {
    const { fetch, calls } = fake(() => jsonResponse({ products: [], pagination: { page: 1, total_pages: 0 } }));
    const page = await api(fetch).getProductsPage({ slug: 'Demo', collection: 'tees', preview: true });
    expect(page).toMatchObject({ tiles: [], nextPage: null, totalCount: 0 });
    const q = calls[0]?.url.searchParams;
    expect([q?.get('slug'), q?.get('per'), q?.get('visibility'), q?.get('collection')]).toEqual([
      'demo',
      '150',
      'any',
      'tees',
    ]);
  });

  it('pages through every products page', async () => {
    const tile = (n: number) => ({ id: n, name: `t${n}`, price: 1, url: `s${n}`, listingId: n });
    const { fetch, calls } = fake((url) => {
      const page = Number(url.searchParams.get('page'));
      return jsonResponse({
        products: [tile(page)],
        pagination: { page, total_pages: 3, next_page: page < 3 ? page + 1 : null },
      });
    });
    const tiles = await api(fetch).getAllProducts({ slug: 'demo' });
    expect(tiles.map((t) => t.slug)).toEqual(['s1', 's2', 's3']);
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it.each(['Listing not found', 'Product not found'] as const)(
    'recognises %s as ListingNotFoundError',
    async (detail) => {
      const { fetch } = fake(() => errors(404, detail, 'slug'));
      const error = await api(fetch)
        .getListing({ slug: 'gone', storeSlug: 'demo' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ListingNotFoundError);
      expect((error as ListingNotFoundError).message).toBe(detail);
      expect((error as ListingNotFoundError).status).toBe(404);
    },
  );

  it('sends the locale as country_code and keeps other listing errors as they are', async () => {
    const { fetch, calls } = fake(() => errors(400, 'currency: invalid', 'currency'));
    const error = await api(fetch)
      .getListing({ slug: 's', storeSlug: 'demo', locale: 'de', currency: 'XXX' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiErrorsError);
    expect(calls[0]?.url.searchParams.get('country_code')).toBe('de');
  });

  it('answers the built-in localization defaults on network failure', async () => {
    const { fetch, calls } = fake(() => Promise.reject(new TypeError('fetch failed')));
    const localization = await api(fetch).getLocalization({ storeSlug: 'demo' });
    expect(localization).toEqual(DEFAULT_LOCALIZATION);
    expect(localization).toMatchObject({ buyerCurrency: 'USD', buyerLocale: 'en', buyerRegion: 'USA' });
    expect(calls).toHaveLength(3);
  });

  it('does not hide a malformed localization answer behind the defaults', async () => {
    const { fetch } = fake(() => jsonResponse({ buyer_region: 'USA' }));
    await expect(api(fetch).getLocalization({ storeSlug: 'demo' })).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('cache and availability data layer', () => {
  it('reports an unusable cache file as ProductCacheUnavailableError', async () => {
    const missing = fake(() => errors(404, 'Cache file not found', 'file'));
    const cache = createCacheApi({ baseUrl: 'http://cache.test', fetch: missing.fetch });
    await expect(cache.getProductCache('Minimal')).rejects.toBeInstanceOf(ProductCacheUnavailableError);
    expect(missing.calls[0]?.url.pathname).toBe('/minimal.json');
    const wrongVersion = fake(() =>
      jsonResponse({ version: 2, store: 'x', hash: 'h', total_count: 0, products: [], listings: [] }),
    );
    await expect(
      createCacheApi({ baseUrl: 'http://cache.test', fetch: wrongVersion.fetch }).getProductCache('x'),
    ).rejects.toBeInstanceOf(ProductCacheUnavailableError);
  });

  it('sends the API key and turns a 401 into AvailabilityKeyError', async () => {
    const ok = fake(() => jsonResponse({ count: 4 }));
    const availability = createAvailabilityApi({ baseUrl: 'http://a.test', apiKey: 'k1', fetch: ok.fetch });
    expect(await availability.getAvailability({ userToken: 'u', listingId: '1' })).toBe(4);
    expect(ok.calls[0]?.headers['x-api-key']).toBe('k1');
    const refused = fake(() => errors(401, 'Invalid or missing API key', 'x-api-key'));
    await expect(
      createAvailabilityApi({ baseUrl: 'http://a.test', apiKey: 'bad', fetch: refused.fetch }).getAvailability({
        userToken: 'u',
        listingId: '1',
      }),
    ).rejects.toBeInstanceOf(AvailabilityKeyError);
  });
});
