import { describe, expect, it } from 'vitest';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

interface Size {
  id: string;
  label: string;
  price: number;
  inventoryCount: number;
}
interface Variation {
  variationId: string;
  productType: string;
  inventoryCount: number;
  availableSizesWithId: Size[];
}
interface RawListing {
  listingId: string;
  slug: string;
  visibility: string;
  orders: number;
  preorder: boolean;
  price: number;
  primaryProduct: { productId: string; variationId: string }[];
  products: { productId: string; variations: Variation[] }[];
  deliveryDetails: { type: string };
}
interface Cases {
  [key: string]: unknown;
  promo: Record<string, string>;
  gated: { store: string; accessCode: string };
  stores: Record<string, string>;
}

const listingPath = (slug: string, extra = '') => `/commerce/v1/listings?slug=${slug}&storeSlug=demo${extra}`;
async function listing(slug: string, extra = ''): Promise<RawListing> {
  const res = await sb.call(listingPath(slug, extra));
  expect(res.status, slug).toBe(200);
  return (await res.json()) as RawListing;
}
async function cases(): Promise<Cases> {
  return (await (await sb.call('/_sandbox/cases')).json()) as Cases;
}
const variations = (l: RawListing) => l.products.flatMap((p) => p.variations);
const sizesOf = (l: RawListing) => variations(l)[0]?.availableSizesWithId ?? [];

describe('/_sandbox/cases', () => {
  it('has exactly the promised keys', async () => {
    expect(Object.keys(await cases()).sort()).toEqual(
      [
        'manySizes',
        'longSizeLabel',
        'fewSizes',
        'outOfStockVariant',
        'soldOut',
        'singleVariation',
        'private',
        'popular',
        'digital',
        'nft',
        'preorder',
        'notFound',
        'vanishingVariant',
        'promo',
        'gated',
        'stores',
      ].sort(),
    );
  });

  it('names listings with the promised properties', async () => {
    const c = (await cases()) as Record<string, string> & Cases;
    expect(sizesOf(await listing(c['manySizes'] ?? '')).length).toBeGreaterThan(10);
    const long = sizesOf(await listing(c['longSizeLabel'] ?? ''));
    expect(long.length).toBeLessThanOrEqual(10);
    expect(long.some((s) => s.label.length > 5)).toBe(true);
    expect(sizesOf(await listing(c['fewSizes'] ?? '')).length).toBeLessThan(6);

    const partial = variations(await listing(c['outOfStockVariant'] ?? ''));
    expect(partial.filter((v) => v.inventoryCount === 0)).toHaveLength(1);
    expect(partial.filter((v) => v.inventoryCount > 0).length).toBeGreaterThan(0);
    expect(variations(await listing(c['soldOut'] ?? '')).every((v) => v.inventoryCount === 0)).toBe(true);

    const single = variations(await listing(c['singleVariation'] ?? ''));
    expect(single).toHaveLength(1);
    expect(single[0]?.availableSizesWithId).toHaveLength(1);
    expect(single[0]?.inventoryCount).toBeGreaterThan(0);

    expect((await listing(c['private'] ?? '', '&visibility=any')).visibility).toBe('private');
    expect((await listing(c['popular'] ?? '')).orders).toBeGreaterThan(100);
    expect(sizesOf(await listing(c['digital'] ?? '')).map((s) => s.label)).toEqual(['Digital']);
    expect(variations(await listing(c['nft'] ?? ''))[0]?.productType).toBe('nft');
    expect((await listing(c['preorder'] ?? '')).preorder).toBe(true);
    expect(variations(await listing(c['vanishingVariant'] ?? '')).length).toBeGreaterThan(1);
    expect(c.gated.store).toBe('gated');
    expect(c.stores).toEqual({ demo: 'demo', minimal: 'minimal', gated: 'gated', big: 'big' });
  });

  it('keeps every other listing at 100 orders or fewer', async () => {
    const c = (await cases()) as Record<string, string> & Cases;
    const res = await sb.call('/commerce/v1/stores/products?slug=demo&per=150&visibility=any');
    const { products } = (await res.json()) as { products: { url: string }[] };
    const popular: string[] = [];
    for (const p of products) if ((await listing(p.url, '&visibility=any')).orders > 100) popular.push(p.url);
    expect(popular).toEqual([c['popular']]);
  });

  it('offers promo codes the store answers', async () => {
    const c = await cases();
    const store = (await (await sb.call('/commerce/v1/stores?slug=demo')).json()) as { promoCodes: { code: string }[] };
    const codes = store.promoCodes.map((p) => p.code);
    for (const code of Object.values(c.promo)) expect(codes).toContain(code);
  });
});

describe('commerce host: listings', () => {
  it("answers 404 'Listing not found' for the notFound case and a private listing without visibility=any", async () => {
    const c = (await cases()) as Record<string, string> & Cases;
    for (const slug of [c['notFound'], c['private']]) {
      const res = await sb.call(listingPath(slug ?? ''));
      expect(res.status).toBe(404);
      expect(((await res.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe('Listing not found');
    }
  });

  it("answers 'Product not found' for an unknown productId and honours a known one", async () => {
    const c = (await cases()) as Record<string, string> & Cases;
    const res = await sb.call(listingPath(c['popular'] ?? '', '&productId=999'));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe('Product not found');
    const both = await listing(c['popular'] ?? '');
    const second = both.products[1]?.productId ?? '';
    expect((await listing(c['popular'] ?? '', `&productId=${second}`)).primaryProduct[0]?.productId).toBe(second);
  });

  it('prices in the requested currency and serves the older v0 shape', async () => {
    const c = (await cases()) as Record<string, string> & Cases;
    const usd = await listing(c['manySizes'] ?? '');
    const eur = await listing(c['manySizes'] ?? '', '&currency=EUR&region=EU');
    expect(eur.price).toBeCloseTo(usd.price * 0.92, 1);
    const v0 = await sb.call(`/commerce/v0/listing/${c['manySizes']}?store_slug=demo&currency=CAD`);
    const body = (await v0.json()) as { listing: { products_payload: unknown[]; price: number } };
    expect(body.listing.products_payload.length).toBeGreaterThan(0);
    expect(body.listing.price).toBeCloseTo(usd.price * 1.36, 1);
  });

  it('rejects a bad region and a missing storeSlug naming the fields', async () => {
    const res = await sb.call('/commerce/v1/listings?slug=x&region=Mars');
    expect(res.status).toBe(400);
    const params = ((await res.json()) as { errors: { source: { parameter: string } }[] }).errors.map(
      (e) => e.source.parameter,
    );
    expect(params.sort()).toEqual(['region', 'storeSlug']);
  });

  it('answers inventory per size, blanks and localization', async () => {
    const c = (await cases()) as Record<string, string> & Cases;
    const l = await listing(c['outOfStockVariant'] ?? '');
    const [out, inStock] = variations(l);
    const size = out?.availableSizesWithId[0];
    const inv = (await (
      await sb.call(`/commerce/v1/inventory?colorId=${out?.variationId}&sizeId=${size?.id}&listingId=${l.listingId}`)
    ).json()) as { inventoryCount: number };
    expect(inv.inventoryCount).toBe(0);
    const other = inStock?.availableSizesWithId[0];
    const inv2 = (await (
      await sb.call(`/commerce/v1/inventory?colorId=${inStock?.variationId}&sizeId=${other?.id}`)
    ).json()) as {
      inventoryCount: number;
    };
    expect(inv2.inventoryCount).toBe(other?.inventoryCount);
    expect(inv2.inventoryCount).toBeGreaterThan(0);
    expect(
      (await sb.call(`/commerce/v1/inventory?colorId=${out?.variationId}&sizeId=${size?.id}&listingId=1`)).status,
    ).toBe(404);
    expect((await sb.call('/commerce/v1/inventory?sizeId=1')).status).toBe(400);

    const blank = (await (await sb.call('/commerce/v1/blanks?id=1816')).json()) as { productType: string };
    expect(blank.productType).toBe('nft');
    expect((await sb.call('/commerce/v1/blanks?id=42')).status).toBe(404);

    const loc = (await (
      await sb.call('/commerce/v1/localization_details?storeId=demo&region=EU&currency=EUR')
    ).json()) as {
      fulfillment_region: string;
      available_locales: unknown[];
      available_currencies: unknown[];
      available_regions: unknown[];
    };
    expect(loc).toMatchObject({ fulfillment_region: 'EUR' });
    expect([loc.available_locales.length, loc.available_currencies.length, loc.available_regions.length]).toEqual([
      8, 5, 5,
    ]);
  });

  it('withdraws a colour until reset', async () => {
    const c = (await cases()) as Record<string, string> & Cases;
    const slug = c['vanishingVariant'] ?? '';
    const before = variations(await listing(slug));
    const gone = before[before.length - 1]?.variationId ?? '';
    const res = await sb.call('/_sandbox/withdraw', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store: 'demo', listingSlug: slug, variationId: gone }),
    });
    expect(res.status).toBe(201);
    expect(variations(await listing(slug)).map((v) => v.variationId)).not.toContain(gone);
    await sb.call('/_sandbox/reset', { method: 'POST' });
    expect(variations(await listing(slug)).map((v) => v.variationId)).toContain(gone);
    const bad = await sb.call('/_sandbox/withdraw', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(bad.status).toBe(400);
  });
});
