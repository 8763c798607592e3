import { describe, expect, it } from 'vitest';
import {
  COLLECTION_SLUG_SUFFIX,
  RESERVED_ROUTES,
  collectionPath,
  collectionIdSegments,
  collectionSegments,
  isReservedRoute,
  listingPath,
  listingRefOf,
  toSlugSegment,
} from '../../src/shared/routes.ts';

describe('reserved routes', () => {
  it.each(['about', 'cart', 'search', 'login', 'support', '404', 'listing-not-found', 'terms-of-use', 'terms'])(
    'reserves /%s',
    (segment) => {
      expect(isReservedRoute(segment)).toBe(true);
    },
  );

  it.each(['privacy-policy', 'track', 'contact', 'listing', 'checkout', 'checkout-complete', '_astro', 'sitemap.xml'])(
    'reserves /%s',
    (segment) => {
      expect(isReservedRoute(segment)).toBe(true);
    },
  );

  it('ignores case and surrounding space, as a CDN path match would', () => {
    expect(isReservedRoute(' Cart ')).toBe(true);
  });

  it('leaves ordinary collection slugs free', () => {
    expect(isReservedRoute('tees')).toBe(false);
    expect(isReservedRoute('cart-collection')).toBe(false);
  });

  it('holds no duplicates and only lower-case entries', () => {
    expect(new Set(RESERVED_ROUTES).size).toBe(RESERVED_ROUTES.length);
    for (const route of RESERVED_ROUTES) expect(route).toBe(route.toLowerCase());
  });
});

describe('collectionSegments', () => {
  it('keeps safe, free slugs as they are', () => {
    const segments = collectionSegments([
      { id: 'c1', slug: 'apparel' },
      { id: 'c2', slug: 'tees' },
    ]);
    expect([...segments]).toEqual([
      ['c1', 'apparel'],
      ['c2', 'tees'],
    ]);
  });

  it('moves a slug that collides with a reserved route', () => {
    const segments = collectionSegments([
      { id: 'c1', slug: 'cart' },
      { id: 'c2', slug: 'About' },
    ]);
    expect(segments.get('c1')).toBe(`cart${COLLECTION_SLUG_SUFFIX}`);
    expect(segments.get('c2')).toBe(`about${COLLECTION_SLUG_SUFFIX}`);
  });

  it('makes every segment unique, first come first served', () => {
    const segments = collectionSegments([
      { id: 'c1', slug: 'tees' },
      { id: 'c2', slug: 'Tees' },
      { id: 'c3', slug: 'cart' },
      { id: 'c4', slug: 'cart-collection' },
    ]);
    expect(segments.get('c1')).toBe('tees');
    expect(segments.get('c2')).toBe('tees-2');
    expect(segments.get('c3')).toBe('cart-collection');
    expect(segments.get('c4')).toBe('cart-collection-2');
  });

  it('turns unsafe slugs into URL-safe ones and falls back to the id', () => {
    const segments = collectionSegments([
      { id: 'c1', slug: 'Été / Summer ' },
      { id: 'c2', slug: '../../etc' },
      { id: 'C3', slug: '' },
      { id: '%%', slug: '¿?' },
    ]);
    expect(segments.get('c1')).toBe('ete-summer');
    expect(segments.get('c2')).toBe('etc');
    expect(segments.get('C3')).toBe('c3');
    expect(segments.has('%%')).toBe(false);
  });

  it('gives one segment per id', () => {
    const segments = collectionSegments([
      { id: 'c1', slug: 'tees' },
      { id: 'c1', slug: 'other' },
    ]);
    expect([...segments]).toEqual([['c1', 'tees']]);
  });
});

describe('paths', () => {
  it('builds collection and listing paths', () => {
    expect(collectionPath('tees')).toBe('/tees');
    expect(listingPath('classic-tee')).toBe('/listing/classic-tee');
    expect(listingPath('classic tee', '101')).toBe('/listing/classic%20tee?pid=101');
  });

  it('reads the slug and product id back from a listing link, relative or absolute', () => {
    for (const [slug, productId] of [
      ['classic tee', '101'],
      ['tee/ü?&#', 'a b'],
      ['plain', undefined],
    ] as const) {
      expect(listingRefOf(listingPath(slug, productId))).toEqual({ slug, productId });
      expect(listingRefOf(`https://shop.example${listingPath(slug, productId)}`)).toEqual({ slug, productId });
    }
    for (const href of ['/tees', '/listing/', '/listing/a/b', '/listing/%E0%A4%A', 'http://[', '/listing-not-found']) {
      expect(listingRefOf(href)).toBeNull();
    }
  });

  it('reduces text to a slug segment', () => {
    expect(toSlugSegment('  Hello,  World!  ')).toBe('hello-world');
    expect(toSlugSegment('---')).toBe('');
  });
});

describe('collectionIdSegments: a collection opened by its id (storefront §2)', () => {
  it("maps each id's segment to its collection's page", () => {
    const byId = collectionIdSegments([
      { id: '1001', slug: 'apparel' },
      { id: 'Tees_2', slug: 'tees' },
    ]);
    expect([...byId]).toEqual([
      ['1001', 'apparel'],
      ['tees-2', 'tees'],
    ]);
  });
  it("never shadows a page, a reserved route or another id, and skips an id that is the page's own segment", () => {
    const byId = collectionIdSegments([
      { id: 'tees', slug: 'shirts' }, // 'tees' is a page below: the page wins
      { id: 'x1', slug: 'tees' },
      { id: 'cart', slug: 'carts' }, // a reserved route
      { id: 'same', slug: 'same' }, // its own segment
      { id: '???', slug: 'odd' }, // nothing left
      { id: 'X1', slug: 'other' }, // 'x1' is already taken by the first id
    ]);
    expect([...byId]).toEqual([['x1', 'tees']]);
  });
});
