import { describe, expect, it } from 'vitest';
import {
  defaultSelection,
  findListing,
  isDigitalListing,
  listingView,
  publicListings,
  relatedShelves,
  showsFanValidation,
} from '../../src/data/listing.ts';
import { listingOffers } from '../../src/data/listing-seo.ts';
import type { Listing, ProductTile, Variant } from '../../src/features/catalog/domain/types.ts';
import type { Flags } from '../../src/shared/api/flags.ts';
import { sampleListing, sampleTile, sampleVariant } from './fixtures/catalog.ts';

const flags = (showFanValidation: boolean): Flags => ({
  showFanValidation,
  useCheckoutV2: false,
  usHostedCheckout: false,
  support: true,
  collections: true,
  notificationBanner: false,
});

function variant(id: string, over: Partial<Variant> = {}): Variant {
  const img = (label: string) => ({ label, src: `/${id}-${label}.png?w=1200`, thumbSmall: 's', thumbLarge: 'l' });
  return sampleVariant({
    variationId: id,
    listingId: 'L1',
    title: `Tee - ${id}`,
    colorName: `Colour ${id}`,
    images: [img('front'), img('back')],
    sizes: [{ id: 's1', label: 'M', priceCents: 2500, inventoryCount: 3 }],
    ...over,
  });
}

function listing(over: Partial<Listing> = {}): Listing {
  return sampleListing({
    listingId: 'L1',
    itemGroupId: 'G1',
    description: 'A tee.',
    primaryProduct: { productId: 'p1', variationId: 'v2' },
    products: [
      { productId: 'p1', productName: 'Classic Tee', productType: 't-shirt', variants: [variant('v1'), variant('v2')] },
    ],
    collections: [{ slug: 'tees', name: 'Tees' }],
    productGroupName: 'Core',
    ...over,
  });
}

function tile(listingId: string, over: Partial<ProductTile> = {}): ProductTile {
  return sampleTile({
    listingId,
    productId: 'p',
    slug: `slug-${listingId}`,
    name: `Tile ${listingId}`,
    priceCents: 1000,
    pricesCents: { USD: 1000, EUR: 900 },
    ...over,
  });
}

const collections = [
  { id: 'c1', slug: 'apparel', name: 'Apparel', parentId: null, totalCount: 2 },
  { id: 'c2', slug: 'tees', name: 'Tees', parentId: 'c1', totalCount: 1 },
];

describe('publicListings', () => {
  it('keeps public listings with a colour to show', () => {
    const shown = publicListings({
      listings: [
        listing({ slug: 'a' }),
        listing({ slug: 'private', visibility: 'private' }),
        listing({ slug: 'empty', products: [] }),
      ],
    });
    expect(shown.map((l) => l.slug)).toEqual(['a']);
  });
});

describe('findListing', () => {
  it('finds a listing of any visibility by slug, for on-demand rendering', () => {
    const listings = [listing({ slug: 'a' }), listing({ slug: 'secret', visibility: 'private' })];
    expect(findListing({ listings }, 'secret')?.visibility).toBe('private');
    expect(findListing({ listings }, 'missing')).toBeNull();
    expect(findListing({ listings }, undefined)).toBeNull();
  });
});

describe('defaultSelection', () => {
  it('selects the primary product and colour', () => {
    expect(defaultSelection(listing())?.variant.variationId).toBe('v2');
  });

  it('falls back to the first public colour when the primary is missing', () => {
    const l = listing({
      primaryProduct: { productId: 'p1', variationId: 'gone' },
      products: [
        {
          productId: 'p1',
          productName: 'Tee',
          productType: 't-shirt',
          variants: [variant('v1', { visibility: 'private' }), variant('v3')],
        },
      ],
    });
    expect(defaultSelection(l)?.variant.variationId).toBe('v3');
  });
});

describe('notices and delivery', () => {
  it('shows the fan-validation notice above 100 orders unless the flag is off', () => {
    expect(showsFanValidation(101, true)).toBe(true);
    expect(showsFanValidation(100, true)).toBe(false);
    expect(showsFanValidation(5000, false)).toBe(false);
  });

  it('treats digital delivery, or sizes all labelled Digital, as digital', () => {
    expect(isDigitalListing(listing({ delivery: { type: 'digital', estimatedShipDate: null } }), variant('v1'))).toBe(
      true,
    );
    const digitalSizes = variant('v1', {
      sizes: [{ id: 'd', label: 'Digital', priceCents: 500, inventoryCount: null }],
    });
    expect(isDigitalListing(listing(), digitalSizes)).toBe(true);
    expect(isDigitalListing(listing(), variant('v1'))).toBe(false);
  });
});

describe('listingView', () => {
  const snapshot = {
    products: [tile('L1', { pricesCents: { USD: 9, GBP: 2000, EUR: 2300 } })],
    flags: flags(true),
    collections,
  };

  it('carries every known currency, with the listing price winning for its own currency', () => {
    expect(listingView(snapshot, listing()).pricesCents).toEqual({ USD: 2500, GBP: 2000, EUR: 2300 });
  });

  it('builds the gallery of the default colour with descriptive alt texts', () => {
    const view = listingView(snapshot, listing());
    expect(view.images.map((i) => i.src)).toEqual(['/v2-front.png?w=1200', '/v2-back.png?w=1200']);
    expect(view.images[0]?.alt).toBe('Tee, Colour v2 (1 of 2)');
  });

  it('flags fan validation, private and pre-order', () => {
    const view = listingView(snapshot, listing({ orders: 150, visibility: 'private', preorder: true }));
    expect(view).toMatchObject({ showFanValidation: true, isPrivate: true, isPreorder: true });
    expect(listingView({ ...snapshot, flags: flags(false) }, listing({ orders: 150 })).showFanValidation).toBe(false);
  });

  it('leads the breadcrumb to the nested collection rather than its parent', () => {
    const l = listing({
      collections: [
        { slug: 'apparel', name: 'Apparel' },
        { slug: 'tees', name: 'Tees' },
      ],
    });
    expect(listingView(snapshot, l).collection).toEqual({ slug: 'tees', name: 'Tees' });
    expect(listingView(snapshot, listing({ collections: [] })).collection).toBeNull();
  });
});

describe('relatedShelves', () => {
  const self = listing({
    listingId: 'L0',
    slug: 'self',
    collections: [{ slug: 'tees', name: 'Tees' }],
    productGroupName: 'Core',
  });
  const products = [
    tile('L0', { slug: 'self', collections: [{ slug: 'tees', name: 'Tees' }] }),
    ...Array.from({ length: 12 }, (_, i) =>
      tile(`T${i}`, {
        collections: i % 2 === 0 ? [{ slug: 'tees', name: 'Tees' }] : [],
        productGroupName: i % 3 === 0 ? 'Core' : 'Other',
        productName: i % 4 === 0 ? 'Hoodie' : 'Classic Tee',
      }),
    ),
  ];
  const shelves = relatedShelves({ products }, self, 'Classic Tee');
  const all = [...shelves.youMightAlsoLike, ...shelves.frequentlyBoughtTogether, ...shelves.similarProducts];

  it('holds at most 4 tiles on each shelf and at most 8 in the carousel', () => {
    expect(shelves.youMightAlsoLike.length).toBe(4);
    expect(shelves.frequentlyBoughtTogether.length).toBeLessThanOrEqual(4);
    expect(shelves.similarProducts.length).toBeLessThanOrEqual(8);
  });

  it('never shows the listing itself nor the same tile twice', () => {
    expect(all.some((t) => t.listingId === 'L0')).toBe(false);
    expect(new Set(all.map((t) => t.listingId)).size).toBe(all.length);
  });

  it('puts tiles sharing a collection first in You might also like', () => {
    for (const t of shelves.youMightAlsoLike) expect(t.collections.map((c) => c.slug)).toContain('tees');
  });

  it('pairs other product types in Frequently bought together and the same type in Similar Products', () => {
    for (const t of shelves.frequentlyBoughtTogether) expect(t.productName).not.toBe('Classic Tee');
    for (const t of shelves.similarProducts)
      expect(t.productName === 'Classic Tee' || t.productGroupName === 'Core').toBe(true);
  });

  it('is deterministic', () => {
    expect(relatedShelves({ products }, self, 'Classic Tee')).toEqual(shelves);
  });

  it('is empty for a store with one product', () => {
    const alone = relatedShelves({ products: [products[0] ?? tile('L0')] }, self, 'Classic Tee');
    expect(alone).toEqual({ youMightAlsoLike: [], frequentlyBoughtTogether: [], similarProducts: [] });
  });
});

describe('listingOffers', () => {
  it('makes one offer per public colour, with availability and a path selecting it', () => {
    const l = listing({
      products: [
        {
          productId: 'p1',
          productName: 'Tee',
          productType: 't-shirt',
          variants: [
            variant('v1'),
            variant('v2', { sizes: [{ id: 's', label: 'M', priceCents: 2500, inventoryCount: 0 }] }),
            variant('v3', { visibility: 'private' }),
          ],
        },
      ],
    });
    const view = listingView({ products: [], flags: flags(true), collections }, l);
    const offers = listingOffers(view, '/listing/tee');
    expect(offers.map((o) => [o.sku, o.availability, o.path])).toEqual([
      ['G1_v1', 'in_stock', '/listing/tee?pid=p1&variation=v1'],
      ['G1_v2', 'out_of_stock', '/listing/tee?pid=p1&variation=v2'],
    ]);
    const preorder = listingView({ products: [], flags: flags(true), collections }, listing({ preorder: true }));
    expect(listingOffers(preorder, '/x').every((o) => o.availability === 'preorder')).toBe(true);
  });
});
