import { describe, expect, it } from 'vitest';
import {
  collectionIdRedirectRules,
  collectionPages,
  collectionPathById,
  collectionPaths,
  isEmptyCollection,
} from '../../src/data/collection.ts';
import type { CollectionRef, ProductTile } from '../../src/features/catalog/domain/types.ts';

const ref = (id: string, slug: string, parentId: string | null, totalCount = 1): CollectionRef => ({
  id,
  slug,
  name: slug.toUpperCase(),
  parentId,
  totalCount,
});

const tile = (listingId: string, slugs: string[]): ProductTile => ({
  listingId,
  productId: 'p',
  slug: listingId,
  name: listingId,
  productName: 'Tee',
  priceCents: 100,
  currency: 'USD',
  pricesCents: {},
  imageUrl: null,
  images: [],
  collections: slugs.map((slug) => ({ slug, name: slug })),
  productGroupName: null,
  externalId: null,
  visibility: 'public',
  preorder: false,
});

const collections = [
  ref('c1', 'apparel', null),
  ref('c2', 'tees', 'c1'),
  ref('c3', 'cart', null),
  ref('c4', 'soon', null, 0),
];
const products = [tile('a', ['apparel', 'tees']), tile('b', ['apparel']), tile('c', ['cart'])];

describe('collectionPages', () => {
  const pages = collectionPages({ collections, products });
  const bySlug = new Map(pages.map((p) => [p.collection.slug, p]));

  it('makes a page for every collection and nested collection', () => {
    expect(pages.map((p) => p.path)).toEqual(['/apparel', '/tees', '/cart-collection', '/soon']);
  });

  it('fills each page with the tiles of its collection, in store order', () => {
    expect(bySlug.get('apparel')?.tiles.map((t) => t.listingId)).toEqual(['a', 'b']);
    expect(bySlug.get('tees')?.tiles.map((t) => t.listingId)).toEqual(['a']);
  });

  it('links parents and children', () => {
    expect(bySlug.get('tees')?.ancestors).toEqual([{ name: 'APPAREL', path: '/apparel' }]);
    expect(bySlug.get('apparel')?.children).toEqual([{ name: 'TEES', path: '/tees' }]);
  });

  it('caps the tiles of a page but counts them all', () => {
    const many = Array.from({ length: 150 + 5 }, (_, i) => tile(`t${i}`, ['apparel']));
    const [page] = collectionPages({ collections: [ref('c1', 'apparel', null)], products: many });
    expect(page?.tiles.length).toBe(150);
    expect(page?.tileCount).toBe(150 + 5);
  });

  it('survives a parent cycle', () => {
    const [a] = collectionPages({ collections: [ref('x', 'x', 'y'), ref('y', 'y', 'x')], products: [] });
    expect(a?.ancestors).toEqual([{ name: 'Y', path: '/y' }]);
  });
});

describe('isEmptyCollection', () => {
  it('is empty when the total count is 0 or no tile was published', () => {
    const pages = collectionPages({ collections, products });
    expect(pages.filter(isEmptyCollection).map((p) => p.collection.slug)).toEqual(['soon']);
    expect(isEmptyCollection({ collection: ref('z', 'z', null, 3), tileCount: 0 })).toBe(true);
  });
});

describe('collectionPaths', () => {
  it('gives the path of every collection by id, for links', () => {
    expect(collectionPaths(collections).get('c3')).toBe('/cart-collection');
  });
});

describe('a collection opened by its id', () => {
  const collections = [ref('2001', 'tees', null), ref('2002', 'hoodies', null)];
  it('finds its page on demand, and nothing for an unknown segment', () => {
    expect(collectionPathById(collections, '2001')).toBe('/tees');
    expect(collectionPathById(collections, 'tees')).toBeNull();
    expect(collectionPathById(collections, '9999')).toBeNull();
  });
  it('writes a permanent redirect per id for the static hosts', () => {
    expect(collectionIdRedirectRules(collections)).toEqual([
      '/2001 /tees 301',
      '/2001/ /tees 301',
      '/2002 /hoodies 301',
      '/2002/ /hoodies 301',
    ]);
  });
});
