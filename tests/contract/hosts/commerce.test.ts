/**
 * One contract test per commerce-host call of spec storefront §7: the storefront's data layer reads the
 * sandbox's answer (and gets the fixture's values), and the same answer satisfies the sandbox's own
 * spec-derived schema (scripts/sandbox/contracts/commerce.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  blankAnswerSchema,
  collectionItemsAnswerSchema,
  collectionsAnswerSchema,
  inventoryAnswerSchema,
  listingAnswerSchema,
  listingV0AnswerSchema,
  localizationAnswerSchema,
  productsAnswerSchema,
  storeAnswerSchema,
  storeCollectionsAnswerSchema,
} from '../../../scripts/sandbox/contracts/commerce.ts';
import { createCommerceApi } from '../../../src/features/catalog/api/commerce.ts';
import { useSandbox } from '../sandbox.ts';
import { expectSpecShape, recorder } from './recorder.ts';

const sb = useSandbox();

function commerce() {
  const rec = recorder();
  return { rec, api: createCommerceApi({ baseUrl: sb.hosts.commerce, fetch: rec.fetch, backoffMs: () => 0 }) };
}

describe('commerce host contract (storefront.md §7)', () => {
  it('GET /v1/stores?slug', async () => {
    const { rec, api } = commerce();
    const store = await api.getStore('demo');
    expect(store).toMatchObject({ id: 'st_demo', slug: 'demo', name: 'Northwind Merch', sellerId: 'sel_1001' });
    expect(new Set(store.promoCodes.map((p) => p.type))).toEqual(
      new Set(['percentage', 'fixed_value', 'free_shipping', '']),
    );
    expectSpecShape(storeAnswerSchema, rec.only('/v1/stores'));
  });

  it('GET /v1/stores/collections?slug', async () => {
    const { rec, api } = commerce();
    const refs = await api.getStoreCollections('demo');
    expect(refs.map((c) => c.slug)).toEqual(['apparel', 'tees', 'hoodies', 'accessories', 'digital', 'coming-soon']);
    expect(refs.find((c) => c.slug === 'coming-soon')?.totalCount).toBe(0);
    expectSpecShape(storeCollectionsAnswerSchema, rec.only('/v1/stores/collections'));
  });

  it('GET /v1/stores/products?slug&currency&region&page (12 a page)', async () => {
    const { rec, api } = commerce();
    const page = await api.getProductsPage({ slug: 'demo', currency: 'GBP', region: 'EU', page: 2 });
    expect(page.tiles).toHaveLength(12);
    expect(page.tiles.every((t) => t.currency === 'GBP')).toBe(true);
    const answer = rec.only('/v1/stores/products');
    expectSpecShape(productsAnswerSchema, answer);
    expect(answer.body).toMatchObject({ pagination: { page: 2, per: 12 } });
  });

  it('GET /v1/stores/products with a collection filter asks per=150', async () => {
    const { rec, api } = commerce();
    const page = await api.getProductsPage({ slug: 'demo', collection: 'tees' });
    expect(page.per).toBe(150);
    expect(page.tiles.length).toBeGreaterThan(0);
    expectSpecShape(productsAnswerSchema, rec.only('/v1/stores/products'));
  });

  it('GET /v1/collections?storeSlug', async () => {
    const { rec, api } = commerce();
    const collections = await api.getCollections('demo');
    expect(collections.map((c) => c.name)).toContain('Hoodies');
    expectSpecShape(collectionsAnswerSchema, rec.only('/v1/collections'));
  });

  it('GET /v1/collection/{id}/items?page (response field items)', async () => {
    const { rec, api } = commerce();
    const refs = await createCommerceApi({ baseUrl: sb.hosts.commerce }).getStoreCollections('demo');
    const tees = refs.find((c) => c.slug === 'tees');
    const page = await api.getCollectionItems(tees?.id ?? '', 1);
    expect(page.totalCount).toBe(tees?.totalCount);
    expect(page.tiles.length).toBe(Math.min(12, tees?.totalCount ?? -1));
    expectSpecShape(collectionItemsAnswerSchema, rec.only('/items'));
  });

  it('GET /v1/listings?slug&currency&region&country_code&storeSlug', async () => {
    const { rec, api } = commerce();
    const listing = await api.getListing({
      slug: 'midnight-fox-hoodie',
      storeSlug: 'demo',
      currency: 'EUR',
      locale: 'de',
    });
    expect(listing).toMatchObject({ slug: 'midnight-fox-hoodie', visibility: 'public', currency: 'EUR' });
    expect(listing.products[0]?.variants.length).toBeGreaterThan(1);
    expectSpecShape(listingAnswerSchema, rec.only('/v1/listings'));
  });

  it('GET /v1/listings with productId and visibility=any (a private listing in preview)', async () => {
    const cases = (await (await sb.call('/_sandbox/cases')).json()) as Record<string, unknown>;
    const { rec, api } = commerce();
    const listing = await api.getListing({ slug: String(cases['private']), storeSlug: 'demo', preview: true });
    expect(listing.visibility).toBe('private');
    expectSpecShape(listingAnswerSchema, rec.only('/v1/listings'));
  });

  it('GET /v0/listing/{slug}?store_slug&currency&region&country_code', async () => {
    const { rec, api } = commerce();
    const listing = await api.getListingV0({ slug: 'midnight-fox-hoodie', storeSlug: 'demo', currency: 'CAD' });
    expect(listing).toMatchObject({ slug: 'midnight-fox-hoodie', currency: 'CAD' });
    expectSpecShape(listingV0AnswerSchema, rec.only('/v0/listing/midnight-fox-hoodie'));
  });

  it('GET /v1/blanks?id', async () => {
    const { rec, api } = commerce();
    const blank = await api.getBlank('101');
    expect(blank.sizes.length).toBeGreaterThan(3);
    expectSpecShape(blankAnswerSchema, rec.only('/v1/blanks'));
  });

  it('GET /v1/inventory?colorId&sizeId returns inventoryCount', async () => {
    const listing = await createCommerceApi({ baseUrl: sb.hosts.commerce }).getListing({
      slug: 'midnight-fox-hoodie',
      storeSlug: 'demo',
    });
    const variant = listing.products[0]?.variants.find((v) => v.sizes.some((s) => (s.inventoryCount ?? 0) > 0));
    const size = variant?.sizes.find((s) => (s.inventoryCount ?? 0) > 0);
    const { rec, api } = commerce();
    const count = await api.getInventory({ colorId: variant?.variationId ?? '', sizeId: size?.id ?? '' });
    expect(count).toBe(size?.inventoryCount);
    expect(count).toBeGreaterThan(0);
    expectSpecShape(inventoryAnswerSchema, rec.only('/v1/inventory'));
  });

  it('GET /v1/localization_details?storeId', async () => {
    const { rec, api } = commerce();
    const loc = await api.getLocalization({ storeSlug: 'demo', region: 'EU', currency: 'EUR', locale: 'nl' });
    expect(loc).toMatchObject({ buyerRegion: 'EU', buyerCurrency: 'EUR', buyerLocale: 'nl', fulfillmentRegion: 'EUR' });
    expectSpecShape(localizationAnswerSchema, rec.only('/v1/localization_details'));
  });
});
