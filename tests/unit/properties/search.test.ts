/**
 * Property of search narrowing (storefront §5): on generated catalogues and terms, the app's search gives
 * the same top results, in the same order and with the same scores, as plain Fuse with the spec's options
 * (weights name 6, url 5, productName 4, collections.name 3, collections.slug 2, productGroupName 1;
 * minimum match length 3; pattern cut to 12 characters; results only for a term longer than 2 characters).
 */
import fc from 'fast-check';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { createSearchIndex, searchProducts } from '../../../src/features/search/domain/search.ts';
import type { SearchRecord } from '../../../src/features/search/domain/records.ts';

const SPEC_OPTIONS = {
  keys: [
    { name: 'name', weight: 6 },
    { name: 'url', weight: 5 },
    { name: 'productName', weight: 4 },
    { name: 'collections.name', weight: 3 },
    { name: 'collections.slug', weight: 2 },
    { name: 'productGroupName', weight: 1 },
  ],
  minMatchCharLength: 3,
  includeScore: true,
};

/** A small vocabulary, so generated terms often match, partly and with typos. */
const WORDS = ['black', 'blue', 'classic', 'hoodie', 'tee', 'shirt', 'mug', 'poster', 'tote', 'cap', 'logo', 'tour'];
const word = fc.constantFrom(...WORDS);
const collection = fc.constantFrom(
  { name: 'Shirts', slug: 'shirts' },
  { name: 'Home', slug: 'home' },
  { name: 'Tour 2026', slug: 'tour-2026' },
);

const record = fc
  .record({
    nameWords: fc.array(word, { minLength: 1, maxLength: 4 }),
    productName: fc.constantFrom('Classic Tee', 'Hoodie', 'Mug', 'Poster', 'Tote Bag'),
    collections: fc.array(collection, { maxLength: 2 }),
    productGroupName: fc.constantFrom('Apparel', 'Home', 'Accessories', ''),
  })
  .map(({ nameWords, ...rest }) => ({ name: nameWords.join(' '), ...rest }));

const catalogue = fc.array(record, { minLength: 1, maxLength: 60 }).map((rows) =>
  rows.map((r, i): SearchRecord => ({
    listingId: String(i),
    productId: String(1000 + i),
    name: r.name,
    url: `${r.name.replace(/ /g, '-')}-${i}`,
    productName: r.productName,
    collections: r.collections,
    productGroupName: r.productGroupName,
    image: null,
    priceCents: 1000,
    currency: 'USD',
    pricesCents: {},
  })),
);

/** Terms: words, their prefixes, a typo, two words, or random text (longer than 12 characters too). */
const term = fc.oneof(
  word,
  word.map((w) => w.slice(0, 3)),
  fc.tuple(word, fc.nat()).map(([w, n]) => {
    const i = n % w.length;
    return `${w.slice(0, i)}x${w.slice(i + 1)}`;
  }),
  fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
  fc.string({ maxLength: 16 }),
);

/** Plain Fuse over every record with the spec's options: the reference. */
function reference(records: readonly SearchRecord[], text: string, limit: number) {
  if (text.trim().length <= 2) return [];
  const fuse = new Fuse(records, SPEC_OPTIONS);
  return fuse.search(text.trim().slice(0, 12), { limit }).map((r) => ({ refIndex: r.refIndex, score: r.score ?? 1 }));
}

describe('search narrowing property', () => {
  it('returns the same top results as plain Fuse with the spec options', () => {
    fc.assert(
      fc.property(catalogue, term, fc.constantFrom(5, 20), (records, text, limit) => {
        const index = createSearchIndex(records);
        const ours = searchProducts(index, text, limit).map((h) => ({ refIndex: h.refIndex, score: h.score }));
        const theirs = reference(records, text, limit);
        expect(ours.map((h) => h.refIndex)).toEqual(theirs.map((h) => h.refIndex));
        ours.forEach((h, i) => {
          expect(h.score).toBeCloseTo(theirs[i]?.score ?? Number.NaN, 12);
        });
      }),
      { numRuns: 100 },
    );
  });
});
