import { describe, expect, it } from 'vitest';
import { keystrokes, SEARCH_QUERIES } from '../../scripts/bench/search-queries.ts';
import { BLANKS } from '../../scripts/sandbox/fixtures/blanks.ts';
import { createRng } from '../../scripts/sandbox/fixtures/prng.ts';
import { ADJECTIVES, kebab, NOUNS, PRODUCT_GROUPS } from '../../scripts/sandbox/fixtures/words.ts';
import {
  createSearchIndex,
  plainSearch,
  searchProducts,
  type SearchHit,
  type SearchIndex,
} from '../../src/features/search/domain/search.ts';
import type { SearchRecord } from '../../src/features/search/domain/records.ts';

const COLLECTIONS = [
  { slug: 'shirts', name: 'Shirts' },
  { slug: 'outerwear', name: 'Outerwear' },
  { slug: 'home', name: 'Home' },
  { slug: 'kids', name: 'Kids' },
];

/** Records like the sandbox's big store: adjective + noun + product word, shared types, groups, collections. */
function generate(count: number, seed = 'search-narrow'): SearchRecord[] {
  const rng = createRng(seed);
  const blanks = [...BLANKS.values()];
  return Array.from({ length: count }, (_, i) => {
    const blank = rng.pick(blanks);
    const name = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${blank.titleWord}`;
    return {
      listingId: String(i),
      productId: blank.productId,
      name,
      url: `${kebab(name)}-${i}`,
      productName: blank.productName,
      collections: [rng.pick(COLLECTIONS)],
      productGroupName: rng.pick(PRODUCT_GROUPS),
      image: null,
      priceCents: 1000,
      currency: 'USD',
      pricesCents: {},
    };
  });
}

const SUGGESTIONS = 5;
const PAGE = 12;
const ranking = (hits: readonly SearchHit[]) => hits.map((h) => `${h.refIndex}:${h.score}`).join();

/** Every term whose narrowed suggestions or first page differ from plain Fuse's in records, scores or order. */
function disagreements(index: SearchIndex, terms: readonly string[]): string[] {
  return terms.filter((term) => {
    const plain = plainSearch(index, term, PAGE);
    return (
      ranking(searchProducts(index, term, SUGGESTIONS)) !== ranking(plain.slice(0, SUGGESTIONS)) ||
      ranking(searchProducts(index, term, PAGE)) !== ranking(plain)
    );
  });
}

const everyKeystroke = SEARCH_QUERIES.flatMap(keystrokes);

describe('exact narrowing', () => {
  it('gives plain Fuse ranking for every keystroke of the bench queries (600 records)', { timeout: 300_000 }, () => {
    const index = createSearchIndex(generate(600));
    expect(everyKeystroke.length).toBeGreaterThan(200);
    expect(disagreements(index, everyKeystroke)).toEqual([]);
  });

  it('gives plain Fuse ranking for the bench queries (3,000 records)', { timeout: 300_000 }, () => {
    const index = createSearchIndex(generate(3_000, 'search-narrow-big'));
    expect(disagreements(index, SEARCH_QUERIES)).toEqual([]);
  });

  it('breaks ties by record index, as Fuse does', () => {
    // 100 identical records among 400: every hit of the first page ties, so record order decides.
    const twin = { name: 'Lone Quokka Tee', url: 'lone-quokka-tee', productName: 'Tee', productGroupName: 'Core' };
    const records = generate(400, 'ties').map((r, i) => (i % 4 === 3 ? { ...r, ...twin, collections: [] } : r));
    const index = createSearchIndex(records);
    const hits = searchProducts(index, 'quokka', PAGE);
    expect(ranking(hits)).toEqual(ranking(plainSearch(index, 'quokka', PAGE)));
    expect(new Set(hits.map((h) => h.score)).size).toBe(1);
    expect(hits.map((h) => h.refIndex)).toEqual(Array.from({ length: PAGE }, (_, i) => 4 * i + 3));
  });

  it('finds what only a fuzzy match reaches, and nothing for a term nothing matches', () => {
    const index = createSearchIndex(generate(500, 'fuzzy'));
    for (const term of ['tshirt', 'hodie', 'zzzzqqq', 'crewnek', 'wallpapr']) {
      expect(
        searchProducts(index, term).map((h) => h.refIndex),
        term,
      ).toEqual(plainSearch(index, term).map((h) => h.refIndex));
    }
    expect(searchProducts(index, 'zzzzqqq')).toEqual([]);
  });
});
