import { describe, expect, it } from 'vitest';
import { lookupSku, promoCodesOf, stockOf, takeStock, stockKey } from '../../scripts/sandbox/catalog.ts';
import {
  createCommerceApi,
  ListingNotFoundError,
  StoreNotFoundError,
} from '../../src/features/catalog/api/commerce.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();
const api = () => createCommerceApi({ baseUrl: sb.hosts.commerce, backoffMs: () => 0 });

describe('commerce data layer against the sandbox', () => {
  it('loads a store and recognises a missing one', async () => {
    const store = await api().getStore('Demo');
    expect(store).toMatchObject({ slug: 'demo', name: 'Northwind Merch' });
    expect(store.collections.map((c) => c.slug)).toContain('coming-soon');
    await expect(api().getStore('nosuch')).rejects.toBeInstanceOf(StoreNotFoundError);
  });

  it('maps both tile alias families and pages through all products', async () => {
    const page = await api().getProductsPage({ slug: 'demo', currency: 'EUR' });
    expect(page.tiles).toHaveLength(12);
    for (const tile of page.tiles) {
      expect(tile.productId).not.toBe('');
      expect(tile.name).not.toBe('');
      expect(tile.productName).not.toBe('');
      expect(tile.imageUrl).toMatch(/\/cache\/images\/.+\.png/);
      expect(tile.currency).toBe('EUR');
    }
    const all = await api().getAllProducts({ slug: 'demo' });
    expect(all).toHaveLength(page.totalCount);
    expect(new Set(all.map((t) => t.slug)).size).toBe(all.length);
    const preview = await api().getAllProducts({ slug: 'demo', preview: true });
    expect(preview.length).toBeGreaterThan(all.length);
  });

  it('loads collections, collection items and store collections', async () => {
    const refs = await api().getStoreCollections('demo');
    const collections = await api().getCollections('demo');
    expect(collections.map((c) => c.id)).toEqual(refs.map((c) => c.id));
    const tees = refs.find((c) => c.slug === 'tees');
    const items = await api().getCollectionItems(tees?.id ?? '');
    expect(items.totalCount).toBe(tees?.totalCount);
    const byCollection = await api().getProductsPage({ slug: 'demo', collection: 'tees' });
    expect(byCollection.per).toBe(150);
    expect(byCollection.tiles).toHaveLength(tees?.totalCount ?? -1);
  });

  it('loads every case listing through getListing and getListingV0', async () => {
    const cases = (await (await sb.call('/_sandbox/cases')).json()) as Record<string, unknown>;
    const nft = await api().getListing({ slug: String(cases['nft']), storeSlug: 'demo' });
    expect(nft.isNft).toBe(true);
    expect(nft.delivery.type).toBe('digital');
    const many = await api().getListingV0({ slug: String(cases['manySizes']), storeSlug: 'demo', currency: 'GBP' });
    expect(many.products[0]?.variants[0]?.sizes.length).toBeGreaterThan(10);
    expect(many.currency).toBe('GBP');
    const priv = await api().getListing({ slug: String(cases['private']), storeSlug: 'demo', preview: true });
    expect(priv.visibility).toBe('private');
    const missing = await api()
      .getListing({ slug: String(cases['notFound']), storeSlug: 'demo' })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ListingNotFoundError);
    expect((missing as Error).message).toBe('Listing not found');
  });

  it('reads inventory, blanks and localization', async () => {
    const listing = await api().getListing({ slug: 'midnight-fox-hoodie', storeSlug: 'demo' });
    const variant = listing.products[0]?.variants[1];
    const size = variant?.sizes[0];
    const count = await api().getInventory({ colorId: variant?.variationId ?? '', sizeId: size?.id ?? '' });
    expect(count).toBe(size?.inventoryCount);
    expect((await api().getBlank('101')).sizes.length).toBeGreaterThan(3);
    const loc = await api().getLocalization({ storeSlug: 'demo', region: 'Canada', currency: 'CAD', locale: 'fr' });
    expect(loc).toMatchObject({
      buyerRegion: 'Canada',
      buyerCurrency: 'CAD',
      buyerLocale: 'fr',
      fulfillmentRegion: 'USA',
    });
  });

  it('falls back to the localization defaults when the host is down', async () => {
    await sb.fault({ host: 'commerce', path: '/v1/localization_details', mode: 'status', status: 503, count: 3 });
    const loc = await api().getLocalization({ storeSlug: 'demo', region: 'EU' });
    expect(loc).toMatchObject({ buyerRegion: 'USA', buyerCurrency: 'USD', buyerLocale: 'en' });
  });
});

describe('catalogue contract for checkout hosts', () => {
  it('resolves both sku forms to the listing the sandbox answers', async () => {
    const listing = await api().getListing({ slug: 'midnight-fox-hoodie', storeSlug: 'demo' });
    const variant = listing.products[0]?.variants[1];
    const size = variant?.sizes[0];
    const sku = `${listing.itemGroupId}_${variant?.variationId}_${size?.id}`;
    const info = lookupSku('demo', sku);
    expect(info).toMatchObject({ listingSlug: listing.slug, sizeLabel: size?.label, colorName: variant?.colorName });
    expect(info?.priceCents).toBe(size?.priceCents);
    expect(lookupSku('demo', `${listing.listingId}-${variant?.variationId}-${size?.id}`)?.sku).toContain(
      listing.listingId,
    );
    expect(lookupSku('minimal', sku)).toBeUndefined();
    expect(lookupSku('demo', `${listing.itemGroupId}_${variant?.variationId}_99`)).toBeUndefined();
    expect(promoCodesOf('demo').find((p) => !p.applicable)).toBeDefined();
  });

  it('stocks the big store lazily and takes from it', async () => {
    const page = await api().getProductsPage({ slug: 'big', page: 300 });
    const listing = await api().getListing({ slug: page.tiles[0]?.slug ?? '', storeSlug: 'big' });
    const variant = listing.products[0]?.variants[0];
    const size = variant?.sizes[0];
    const key = stockKey(listing.listingId, variant?.variationId ?? '', size?.id ?? '');
    const before = stockOf(sb.sandbox.db, 'big', key) ?? -1;
    expect(before).toBe(size?.inventoryCount);
    expect(takeStock(sb.sandbox.db, 'big', key, 2)).toBe(true);
    expect(await api().getInventory({ colorId: variant?.variationId ?? '', sizeId: size?.id ?? '' })).toBe(before - 2);
    await sb.call('/_sandbox/reset', { method: 'POST' });
    expect(stockOf(sb.sandbox.db, 'big', key)).toBe(before);
    expect(stockOf(sb.sandbox.db, 'big', '1-2-3')).toBeUndefined();
  });
});
