import Fuse from 'fuse.js/basic';
import { describe, expect, it } from 'vitest';
import { isSearchableTerm } from '../../src/shared/constants.ts';
import {
  autocomplete,
  createSearchIndex,
  FUSE_OPTIONS,
  MAX_PATTERN_LENGTH,
  MAX_RESULTS,
  plainSearch,
  SEARCH_KEYS,
  searchPattern,
  searchProducts,
} from '../../src/features/search/domain/search.ts';
import type { SearchRecord } from '../../src/features/search/domain/records.ts';

function record(name: string, extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    listingId: name,
    productId: '1',
    name,
    url: name.toLowerCase().replaceAll(' ', '-'),
    productName: 'Tee',
    collections: [],
    productGroupName: '',
    image: null,
    priceCents: 100,
    currency: 'USD',
    pricesCents: { USD: 100 },
    ...extra,
  };
}

describe('search configuration (storefront §5)', () => {
  it('uses the spec weights in the spec order', () => {
    expect(SEARCH_KEYS.map((k) => [k.name, k.weight])).toEqual([
      ['name', 6],
      ['url', 5],
      ['productName', 4],
      ['collections.name', 3],
      ['collections.slug', 2],
      ['productGroupName', 1],
    ]);
    expect(FUSE_OPTIONS.keys).toEqual(SEARCH_KEYS.map((k) => ({ ...k })));
  });

  it('has minimum match length 3 and Fuse defaults otherwise', () => {
    expect(FUSE_OPTIONS.minMatchCharLength).toBe(3);
    expect(FUSE_OPTIONS.threshold).toBeUndefined();
    expect(FUSE_OPTIONS.ignoreLocation).toBeUndefined();
    expect(FUSE_OPTIONS.useExtendedSearch).toBeUndefined();
  });

  it('cuts the pattern to 12 characters (maximum pattern length)', () => {
    expect(MAX_PATTERN_LENGTH).toBe(12);
    expect(searchPattern('  midnight fox hoodie  ')).toBe('midnight fox');
    expect(searchPattern('midnight fox')).toHaveLength(12);
  });

  it('a term matches only beyond its first 12 characters are ignored', () => {
    const index = createSearchIndex([record('Midnight Fox Tee'), record('Zebra')]);
    const long = plainSearch(index, 'midnight fox zzzzzzzzzzzz');
    expect(long.map((h) => h.record.name)).toEqual(['Midnight Fox Tee']);
  });

  it('shows results only for a term longer than 2 characters', () => {
    const index = createSearchIndex([record('Fox Tee'), record('Owl Mug')]);
    expect(isSearchableTerm('fo')).toBe(false);
    expect(searchProducts(index, 'fo')).toEqual([]);
    expect(searchProducts(index, '  fo  ')).toEqual([]);
    expect(plainSearch(index, 'fo')).toEqual([]);
    expect(searchProducts(index, 'fox').map((h) => h.record.name)[0]).toBe('Fox Tee');
  });

  it('weights name above productGroupName', () => {
    const index = createSearchIndex([
      record('Plain Mug', { productGroupName: 'Falcon Drop' }),
      record('Falcon Mug', { productGroupName: 'Core' }),
    ]);
    expect(searchProducts(index, 'falcon').map((h) => h.record.name)).toEqual(['Falcon Mug', 'Plain Mug']);
  });

  it('finds collections by name and slug', () => {
    const index = createSearchIndex([
      record('Plain Mug', { collections: [{ name: 'Winter Sale', slug: 'winter-sale' }] }),
      record('Other Cap'),
    ]);
    expect(searchProducts(index, 'winter').map((h) => h.record.name)).toEqual(['Plain Mug']);
  });

  it('suggests at most 5, and the page list is capped at 1 + 50 pages of 12', () => {
    const records = Array.from({ length: 700 }, (_, i) => record(`Fox Tee ${i}`));
    const index = createSearchIndex(records);
    expect(autocomplete(index, 'fox')).toHaveLength(5);
    expect(MAX_RESULTS).toBe(612);
    expect(searchProducts(index, 'fox')).toHaveLength(612);
  });

  it('keeps Fuse index records aligned with the records', () => {
    const records = [record('A b c'), record('Fox')];
    const index = createSearchIndex(records);
    expect(index.fuseIndex.records.map((r) => r.i)).toEqual([0, 1]);
    expect(new Fuse(records, FUSE_OPTIONS).search('fox')[0]?.refIndex).toBe(1);
  });
});
