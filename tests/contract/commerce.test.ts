import { describe, expect, it } from 'vitest';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

interface ErrorsBody {
  errors: { code: string; detail: string; source?: { parameter?: string } }[];
}
interface Tile {
  listingId: string;
  url: string;
  price: number;
  visibility: string;
  collections: { slug: string }[];
  [key: string]: unknown;
}
interface ProductsBody {
  products: Tile[];
  pagination: { page: number; per: number; total_count: number; total_pages: number; next_page: number | null };
}

async function getJson<T>(path: string, status = 200): Promise<T> {
  const res = await sb.call(path);
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
}
const products = (query: string) => getJson<ProductsBody>(`/commerce/v1/stores/products?${query}`);

describe('commerce host: stores and collections', () => {
  it('answers a store by case-insensitive slug with pixels, socials and every promo type', async () => {
    const store = await getJson<Record<string, unknown>>('/commerce/v1/stores?slug=DEMO');
    expect(store).toMatchObject({ id: 'st_demo', slug: 'demo', name: 'Northwind Merch' });
    const pixels = store['marketingPixels'] as Record<string, unknown>;
    expect([typeof pixels['googleAnalytics'], typeof pixels['facebook'], typeof pixels['gmcMerchantId']]).toEqual([
      'string',
      'string',
      'string',
    ]);
    expect((store['socialMedia'] as unknown[]).length).toBeGreaterThanOrEqual(3);
    const types = (store['promoCodes'] as { type: string }[]).map((p) => p.type);
    expect(new Set(types)).toEqual(new Set(['percentage', 'fixed_value', 'free_shipping', '']));
  });

  it('answers an unknown store with a 404 errors list pointing at store', async () => {
    const body = await getJson<ErrorsBody>('/commerce/v1/stores?slug=nosuch', 404);
    expect(body.errors[0]).toMatchObject({ code: 'not_found', detail: 'not found', source: { parameter: 'store' } });
    const products404 = await getJson<ErrorsBody>('/commerce/v1/stores/products?slug=nosuch', 404);
    expect(products404.errors[0]?.source?.parameter).toBe('store');
  });

  it('names the missing parameter in a 400', async () => {
    const body = await getJson<ErrorsBody>('/commerce/v1/stores', 400);
    expect(body.errors[0]?.source?.parameter).toBe('slug');
  });

  it('lists collections with nesting and an empty coming-soon collection', async () => {
    const { collections } = await getJson<{
      collections: { id: string; slug: string; parentId: string | null; total_count: number }[];
    }>('/commerce/v1/stores/collections?slug=demo');
    const bySlug = new Map(collections.map((c) => [c.slug, c]));
    expect(bySlug.get('tees')?.parentId).toBe(bySlug.get('apparel')?.id);
    expect(bySlug.get('coming-soon')?.total_count).toBe(0);
    const apparel = bySlug.get('apparel')?.total_count ?? 0;
    expect(apparel).toBeGreaterThanOrEqual(
      (bySlug.get('tees')?.total_count ?? 0) + (bySlug.get('hoodies')?.total_count ?? 0),
    );
  });

  it('answers /v1/collections with products and /v1/collection/:id/items with items', async () => {
    const { collections } = await getJson<{ collections: { id: string; slug: string; products: unknown[] }[] }>(
      '/commerce/v1/collections?storeSlug=demo',
    );
    const tees = collections.find((c) => c.slug === 'tees');
    expect(tees?.products.length).toBeGreaterThan(0);
    const items = await getJson<{ items: Tile[]; total_count: number }>(
      `/commerce/v1/collection/${tees?.id}/items?page=1`,
    );
    expect(items.items.length).toBeGreaterThan(0);
    expect(items.items.every((t) => t.collections.some((c) => c.slug === 'tees'))).toBe(true);
    await getJson<ErrorsBody>('/commerce/v1/collection/c999/items', 404);
  });
});

describe('commerce host: product pages', () => {
  it('pages 12 at a time and says when there is no next page', async () => {
    const first = await products('slug=demo');
    expect(first.products).toHaveLength(12);
    expect(first.pagination).toMatchObject({ page: 1, per: 12, next_page: 2 });
    const last = await products(`slug=demo&page=${first.pagination.total_pages}`);
    expect(last.pagination.next_page).toBeNull();
    expect(last.products.length).toBeGreaterThan(0);
    expect((first.pagination.total_pages - 1) * 12 + last.products.length).toBe(first.pagination.total_count);
  });

  it('filters by collection with per=150, children included in the parent', async () => {
    const apparel = await products('slug=demo&collection=apparel&per=150');
    const tees = await products('slug=demo&collection=tees&per=150');
    expect(apparel.pagination.per).toBe(150);
    const apparelIds = new Set(apparel.products.map((t) => t.listingId));
    expect(tees.products.every((t) => apparelIds.has(t.listingId))).toBe(true);
    expect((await products('slug=demo&collection=coming-soon&per=150')).pagination.total_count).toBe(0);
  });

  it('shows private items only with visibility=any', async () => {
    const pub = await products('slug=demo&per=150');
    const any = await products('slug=demo&per=150&visibility=any');
    expect(pub.products.some((t) => t.visibility === 'private')).toBe(false);
    expect(any.products.some((t) => t.visibility === 'private')).toBe(true);
    expect(any.pagination.total_count).toBeGreaterThan(pub.pagination.total_count);
  });

  it('answers prices in the requested currency', async () => {
    const usd = await products('slug=demo&currency=USD');
    const gbp = await products('slug=demo&currency=gbp');
    const [u, g] = [usd.products[0]?.price ?? 0, gbp.products[0]?.price ?? 0];
    expect(g).not.toBe(u);
    expect(g).toBeCloseTo(u * 0.79, 1);
  });

  it('varies tile alias families', async () => {
    const { products: tiles } = await products('slug=demo');
    expect(tiles.some((t) => 'id' in t && 'name' in t && 'imageUrl' in t && 'additionalImages' in t)).toBe(true);
    expect(tiles.some((t) => 'productId' in t && 'title' in t && 'thumbnail' in t && 'images' in t)).toBe(true);
    expect(tiles.some((t) => 'product_name' in t)).toBe(true);
    expect(tiles.some((t) => 'productType' in t)).toBe(true);
  });

  it('serves the 10,000-listing store quickly', async () => {
    const started = Date.now();
    const page = await products('slug=big&page=700');
    expect(page.pagination.total_count).toBe(10_000);
    expect(page.products).toHaveLength(12);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects bad paging and currency naming the fields', async () => {
    const body = await getJson<ErrorsBody>('/commerce/v1/stores/products?slug=demo&page=0&currency=XYZ&per=151', 400);
    expect(body.errors.map((e) => e.source?.parameter).sort()).toEqual(['currency', 'page', 'per']);
  });
});
