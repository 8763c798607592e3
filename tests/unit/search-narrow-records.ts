/** Generated search records and the narrowed-against-plain comparison, for search-narrow.test.ts and its worker. */
import { BLANKS } from '../../scripts/sandbox/fixtures/blanks.ts';
import { createRng } from '../../scripts/sandbox/fixtures/prng.ts';
import { ADJECTIVES, kebab, NOUNS, PRODUCT_GROUPS } from '../../scripts/sandbox/fixtures/words.ts';
import {
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
export function generate(count: number, seed = 'search-narrow'): SearchRecord[] {
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
export const PAGE = 12;
export const ranking = (hits: readonly SearchHit[]) => hits.map((h) => `${h.refIndex}:${h.score}`).join();

/** Every term whose narrowed suggestions or first page differ from plain Fuse's in records, scores or order. */
export function disagreements(index: SearchIndex, terms: readonly string[]): string[] {
  return terms.filter((term) => {
    const plain = plainSearch(index, term, PAGE);
    return (
      ranking(searchProducts(index, term, SUGGESTIONS)) !== ranking(plain.slice(0, SUGGESTIONS)) ||
      ranking(searchProducts(index, term, PAGE)) !== ranking(plain)
    );
  });
}
