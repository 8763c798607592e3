import { describe, expect, it } from 'vitest';
import type { Listing, Variant } from '../../src/features/catalog/domain/types.ts';
import {
  chosenPrices,
  galleryImages,
  inventoryKey,
  isColourSoldOut,
  isDigitalChoice,
  isOutOfStock,
  parseListingQuery,
  resolveSelection,
  selectionSearch,
  toListingOptions,
  toSelection,
} from '../../src/features/catalog/domain/listing-selection.ts';
import { sampleListing, sampleVariant } from './fixtures/catalog.ts';

function variant(id: string, over: Partial<Variant> = {}): Variant {
  return sampleVariant({
    variationId: id,
    title: `Tee - ${id}`,
    colorName: `Colour ${id}`,
    pricesCents: { USD: 2500, EUR: 2300 },
    images: [{ label: 'primary', src: `${id}.png`, thumbLarge: `${id}-l.png`, thumbSmall: `${id}-s.png` }],
    sizes: [
      { id: 's', label: 'S', priceCents: 2500, inventoryCount: 0 },
      { id: 'm', label: 'M', priceCents: 2500, inventoryCount: 4, pricesCents: { USD: 2500, EUR: 2300 } },
      { id: 'xl', label: 'XL', priceCents: 2700, inventoryCount: null },
    ],
    ...over,
  });
}

function listing(over: Partial<Listing> = {}): Listing {
  return sampleListing({
    primaryProduct: { productId: 'p1', variationId: 'v2' },
    products: [
      {
        productId: 'p1',
        productName: 'Classic Tee',
        productType: 't-shirt',
        variants: [variant('v1'), variant('v2'), variant('v3', { visibility: 'private' })],
      },
      { productId: 'p2', productName: 'Hoodie', productType: 'hoodie', variants: [variant('h1', { sizes: [] })] },
    ],
    productDetails: {
      p1: {
        description: '',
        materials: '',
        fit: '',
        comparableBrands: [],
        sizeChart: [{ size: 'S', chest: '36 in' }],
        sizeChartUrl: null,
      },
    },
    ...over,
  });
}

const data = toListingOptions(listing());

describe('listing options data', () => {
  it('keeps only what the options need, public colours only', () => {
    expect(data.defaultProductId).toBe('p1');
    expect(data.defaultVariationId).toBe('v2');
    expect(data.products[0]?.variants.map((v) => v.id)).toEqual(['v1', 'v2']);
    expect(data.products[0]?.sizeChart).toEqual([{ size: 'S', chest: '36 in' }]);
    expect(data.products[1]?.sizeChart).toEqual([]);
    expect(data.products[0]?.variants[0]?.sizes[2]).toEqual({
      id: 'xl',
      label: 'XL',
      prices: { USD: 2700 },
      stock: null,
    });
    expect(data.products[0]?.variants[0]?.images[0]).toEqual({ src: 'v1.png', large: 'v1-l.png', small: 'v1-s.png' });
  });

  it('marks NFT listings by product type or product 1816', () => {
    expect(toListingOptions(listing({ isNft: true })).nft).toBe(true);
    const nft = listing();
    const first = nft.products[0];
    if (first) first.productId = '1816';
    nft.primaryProduct = { productId: '1816', variationId: 'v1' };
    expect(toListingOptions(nft).nft).toBe(true);
    expect(data.nft).toBe(false);
  });
});

describe('selection', () => {
  it('defaults to the primary product and colour and the first size in stock', () => {
    expect(toSelection(resolveSelection(data, {}) ?? fail())).toEqual({
      productId: 'p1',
      variationId: 'v2',
      sizeId: 'm',
    });
  });

  it('honours known ids and falls back on unknown ones', () => {
    const pick = (want: Parameters<typeof resolveSelection>[1]) => toSelection(resolveSelection(data, want) ?? fail());
    expect(pick({ variationId: 'v1', sizeId: 'xl' })).toEqual({ productId: 'p1', variationId: 'v1', sizeId: 'xl' });
    expect(pick({ variationId: 'nope', sizeId: '../../' })).toEqual({
      productId: 'p1',
      variationId: 'v2',
      sizeId: 'm',
    });
    expect(pick({ variationId: 'v3' }).variationId).toBe('v2');
    expect(pick({ productId: 'p2' })).toEqual({ productId: 'p2', variationId: 'h1', sizeId: null });
    expect(pick({ productId: 'zz', variationId: 'v1' }).variationId).toBe('v1');
  });

  it('reads the query, rejecting hostile values', () => {
    const q = parseListingQuery(
      '?variation=%3Cscript%3Ealert(1)%3C/script%3E&size=../../&pid=p2&region=EU&currency=eur&locale=fr&utm_source=news.letter&deviceId=d-1',
    );
    expect(q.want).toEqual({ productId: 'p2' });
    expect(q).toMatchObject({ region: 'EU', currency: 'EUR', locale: 'fr', utmSource: 'news.letter', deviceId: 'd-1' });
    expect(parseListingQuery('?product=p1&currency=XXX&region=<b>&locale=xx').want).toEqual({ productId: 'p1' });
    expect(parseListingQuery('?currency=XXX&region=%3Cb%3E&locale=xx')).toMatchObject({
      currency: null,
      region: null,
      locale: null,
    });
  });

  it('rewrites pid, variation and size, keeping the rest', () => {
    expect(
      selectionSearch('?utm_source=x&product=p9&size=q', { productId: 'p1', variationId: 'v1', sizeId: 'm' }),
    ).toBe('?utm_source=x&size=m&pid=p1&variation=v1');
    expect(selectionSearch('', { productId: 'p2', variationId: 'h1', sizeId: null })).toBe('?pid=p2&variation=h1');
  });
});

describe('stock and kind', () => {
  const chosen = (want: Parameters<typeof resolveSelection>[1]) => resolveSelection(data, want) ?? fail();

  it('is out of stock at 0, with no sizes, and follows the live count', () => {
    expect(isOutOfStock(chosen({ variationId: 'v1', sizeId: 's' }), undefined)).toBe(true);
    expect(isOutOfStock(chosen({ variationId: 'v1', sizeId: 'm' }), undefined)).toBe(false);
    expect(isOutOfStock(chosen({ variationId: 'v1', sizeId: 'm' }), 0)).toBe(true);
    expect(isOutOfStock(chosen({ variationId: 'v1', sizeId: 's' }), 3)).toBe(false);
    expect(isOutOfStock(chosen({ productId: 'p2' }), undefined)).toBe(true);
    expect(isOutOfStock(chosen({ variationId: 'v1', sizeId: 'xl' }), undefined)).toBe(false);
  });

  it('a colour is sold out when none of its sizes has stock, live counts first; unknown stock is not', () => {
    const v1 = chosen({ variationId: 'v1', sizeId: 's' }).variant;
    // S is 0, M has 4, XL unknown: not sold out.
    expect(isColourSoldOut(v1, () => undefined)).toBe(false);
    // The live counts say M and XL are gone too.
    expect(isColourSoldOut(v1, (size) => (size === 's' ? undefined : 0))).toBe(true);
    // A live count brings S back.
    expect(isColourSoldOut(v1, (size) => (size === 's' ? 2 : 0))).toBe(false);
    // No sizes at all.
    expect(isColourSoldOut({ ...v1, sizes: [] }, () => undefined)).toBe(true);
  });

  it('is digital when the size label is Digital', () => {
    const digital = toListingOptions(
      listing({
        products: [
          {
            productId: 'p1',
            productName: 'D',
            productType: 'digital',
            variants: [variant('v2', { sizes: [{ id: 'd', label: 'Digital', priceCents: 900, inventoryCount: 5 }] })],
          },
        ],
      }),
    );
    expect(isDigitalChoice(resolveSelection(digital, {}) ?? fail())).toBe(true);
    expect(isDigitalChoice(chosen({}))).toBe(false);
  });

  it('keys inventory listingId-variationId-sizeId and prices by size', () => {
    expect(inventoryKey('l1', 'v1', 'm')).toBe('l1-v1-m');
    expect(chosenPrices(chosen({ sizeId: 'xl' }))).toEqual({ USD: 2700 });
    expect(chosenPrices(chosen({ productId: 'p2' }))).toEqual({ USD: 2500, EUR: 2300 });
  });

  it('writes the gallery alt texts like the static gallery', () => {
    const v = chosen({ variationId: 'v1' }).variant;
    expect(galleryImages('Tee', v)[0]?.alt).toBe('Tee, Colour v1');
  });
});

function fail(): never {
  throw new Error('no selection');
}
