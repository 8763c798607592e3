import { describe, expect, it } from 'vitest';
import { rawListingSchema, rawStoreSchema, rawTileSchema } from '../../src/features/catalog/api/commerce-schemas.ts';
import { isDigitalSize, isNft, toCents, toListing, toProductTile, toStore } from '../../src/features/catalog/index.ts';

const base = { price: 24.99, url: 'midnight-fox-tee', listingId: 1001 };

function tile(extra: Record<string, unknown>) {
  return toProductTile(rawTileSchema.parse({ ...base, ...extra }), 'EUR');
}

describe('product tile aliases', () => {
  it('reads the id/name/productName/imageUrl/additionalImages family', () => {
    const t = tile({
      id: 101,
      name: 'Fox Tee',
      productName: 'Classic Tee',
      imageUrl: 'a.png',
      additionalImages: ['b.png'],
    });
    expect(t).toMatchObject({
      productId: '101',
      name: 'Fox Tee',
      productName: 'Classic Tee',
      imageUrl: 'a.png',
      images: ['b.png'],
    });
    expect(t).toMatchObject({ listingId: '1001', slug: 'midnight-fox-tee', priceCents: 2499, currency: 'EUR' });
  });

  it('reads the productId/title/product_name/thumbnail family', () => {
    const t = tile({ productId: '102', title: 'Fox Hoodie', product_name: 'Hoodie', thumbnail: 't.png' });
    expect(t).toMatchObject({
      productId: '102',
      name: 'Fox Hoodie',
      productName: 'Hoodie',
      imageUrl: 't.png',
      images: [],
    });
  });

  it('falls back to productType and to the primary entry of images[]', () => {
    const t = tile({
      productId: '103',
      title: 'Mug',
      productType: 'mug',
      images: [
        { url: 'back.png', primary: false },
        { url: 'front.png', primary: true },
      ],
    });
    expect(t.productName).toBe('Mug'); // shown in title case
    expect(t.imageUrl).toBe('front.png');
    expect(t.images).toEqual(['back.png']);
  });

  it('accepts a numeric-string price and keeps per-currency prices', () => {
    const t = tile({ id: 1, name: 'x', price: '19.31', prices: { USD: 20.99, GBP: 16.58 } });
    expect(t.priceCents).toBe(1931);
    expect(t.pricesCents).toEqual({ EUR: 1931, USD: 2099, GBP: 1658 });
  });

  it('rejects a tile without either id alias, naming the field', () => {
    const result = rawTileSchema.safeParse({ ...base, name: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('id');
  });

  it('rejects a tile without a name or title, and one with a non-numeric price', () => {
    expect(rawTileSchema.safeParse({ ...base, id: 1 }).error?.issues[0]?.path).toEqual(['name']);
    expect(rawTileSchema.safeParse({ ...base, id: 1, name: 'x', price: 'free' }).error?.issues[0]?.path).toEqual([
      'price',
    ]);
  });
});

describe('store mapper', () => {
  it('lower-cases the slug, defaults the name and keeps promo values', () => {
    const store = toStore(
      rawStoreSchema.parse({
        id: 7,
        slug: 'DeMo',
        name: '',
        promoCodes: [
          { code: 'A', type: 'percentage', value: 10 },
          { code: 'B', type: 'fixed_value', value: { amount: 500, currency: 'USD' } },
          { code: 'C', type: null },
        ],
      }),
    );
    expect(store).toMatchObject({ id: '7', slug: 'demo', name: 'My Store', collections: [], socialMedia: [] });
    expect(store.promoCodes).toEqual([
      { code: 'A', type: 'percentage', value: 10 },
      { code: 'B', type: 'fixed_value', value: { amount: 500, currency: 'USD' } },
      { code: 'C', type: '', value: null },
    ]);
    expect(store.marketingPixels).toEqual({ googleAnalytics: null, facebook: null, gmcMerchantId: null });
  });

  it('rejects a store without an id', () => {
    expect(rawStoreSchema.safeParse({ slug: 'demo' }).error?.issues[0]?.path).toEqual(['id']);
  });
});

const variation = {
  variationId: 11,
  productId: 1816,
  price: 49,
  color: 'Lavender',
  attributes: { hex: '#a89ad6' },
  images: [{ label: 'front', src: 'f.png', thumblarge: 'fl.png' }],
  availableSizesWithId: [{ id: 5, label: 'Digital', price: '49.00', inventoryCount: 3 }],
};
const listing = {
  listingId: 1,
  itemGroupId: 91,
  slug: 'genesis',
  title: 'Genesis',
  price: 49,
  primaryProduct: [{ productId: 1816, variationId: 11 }],
  deliveryDetails: { type: 'digital' },
};

describe('listing mapper', () => {
  it('maps v1 products and recognises an NFT by its primary product id', () => {
    const l = toListing(
      rawListingSchema.parse({ ...listing, products: [{ productId: 1816, variations: [variation] }] }),
    );
    expect(l).toMatchObject({ listingId: '1', itemGroupId: '91', visibility: 'public', orders: 0, isNft: true });
    expect(l.delivery.type).toBe('digital');
    const v = l.products[0]?.variants[0];
    expect(v).toMatchObject({
      variationId: '11',
      colorName: 'Lavender',
      hex: '#a89ad6',
      priceCents: 4900,
      listingId: '1',
    });
    expect(v?.images[0]).toEqual({ label: 'front', src: 'f.png', thumbLarge: 'fl.png', thumbSmall: 'fl.png' });
    expect(v?.sizes).toEqual([{ id: '5', label: 'Digital', priceCents: 4900, inventoryCount: 3 }]);
  });

  it('maps the older products_payload the same way', () => {
    const l = toListing(
      rawListingSchema.parse({ ...listing, products_payload: [{ productId: 1816, variations: [variation] }] }),
    );
    expect(l.products[0]?.variants).toHaveLength(1);
  });

  it('rejects a listing without products, a colour or a primary product, naming the field', () => {
    expect(rawListingSchema.safeParse(listing).error?.issues[0]?.path).toEqual(['products']);
    const noColour = { ...listing, products: [{ productId: 1, variations: [{ ...variation, color: undefined }] }] };
    expect(rawListingSchema.safeParse(noColour).error?.issues[0]?.path).toEqual([
      'products',
      0,
      'variations',
      0,
      'color',
    ]);
    expect(rawListingSchema.safeParse({ ...listing, primaryProduct: [], products: [] }).error?.issues[0]?.path).toEqual(
      ['primaryProduct'],
    );
  });
});

describe('catalogue rules', () => {
  it('knows digital sizes, NFTs and cents', () => {
    expect(isDigitalSize('Digital')).toBe(true);
    expect(isDigitalSize('digital')).toBe(false);
    expect(isNft('NFT', '1')).toBe(true);
    expect(isNft('t-shirt', '1816')).toBe(true);
    expect(isNft('t-shirt', '101')).toBe(false);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(24.99)).toBe(2499);
  });
});
