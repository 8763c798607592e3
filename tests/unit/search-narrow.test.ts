import { describe, expect, it } from 'vitest';
import { SEARCH_QUERIES } from '../../scripts/bench/search-queries.ts';
import { BLANKS } from '../../scripts/sandbox/fixtures/blanks.ts';
import { createRng } from '../../scripts/sandbox/fixtures/prng.ts';
import { ADJECTIVES, kebab, NOUNS, PRODUCT_GROUPS } from '../../scripts/sandbox/fixtures/words.ts';
import { createSearchIndex, plainSearch, searchProducts } from '../../src/lib/search.ts';
import { fieldNorm } from '../../src/lib/search/narrow.ts';
import type { SearchRecord } from '../../src/lib/search/records.ts';

const COLLECTIONS = [
  { slug: 'shirts', name: 'Shirts' },
  { slug: 'outerwear', name: 'Outerwear' },
  { slug: 'home', name: 'Home' },
  { slug: 'kids', name: 'Kids' },
];

/** 10,000 records like the sandbox's big store: adjective + noun + product word, shared types and groups. */
function generate(count: number): SearchRecord[] {
  const rng = createRng('search-narrow');
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

// Terms equal to a value ~2,000 records share (a group or collection name), and 'tshirt' (no trigram in common).
const GROUP_NAMES = new Set(['tour merch', 'essentials', 'outerwear', 'tshirt']);

describe('candidate narrowing', () => {
  it('computes Fuse field norms', () => {
    expect(fieldNorm('fox')).toBe(1);
    expect(fieldNorm('Midnight Fox Tee')).toBe(0.577);
    expect(fieldNorm('  ')).toBe(1);
  });

  it('agrees with plain Fuse on the top 5 over 10,000 generated records', { timeout: 120_000 }, () => {
    const index = createSearchIndex(generate(10_000));
    const disagreeing: string[] = [];
    const overlaps: number[] = [];
    for (const query of SEARCH_QUERIES) {
      const plain = plainSearch(index, query, 5).map((h) => h.refIndex);
      const narrowed = searchProducts(index, query, 5).map((h) => h.refIndex);
      if (plain.join() !== narrowed.join()) disagreeing.push(query);
      const overlap = narrowed.filter((r) => plain.includes(r)).length;
      overlaps.push(overlap);
      if (!GROUP_NAMES.has(query)) expect(overlap, query).toBeGreaterThanOrEqual(3);
    }
    // Known gap: terms equal to a value ~2,000 records share (a group or collection name) tie those records,
    // and Fuse breaks the tie on fuzzy matches ('essent' ~ 'Desert') the trigram estimate cannot see.
    const exact = SEARCH_QUERIES.length - disagreeing.length;
    process.stdout.write(
      `narrowing: ${exact}/${SEARCH_QUERIES.length} same order; overlaps ${overlaps.join(',')}; differ: ${disagreeing.join(', ')}\n`,
    );
    expect(exact / SEARCH_QUERIES.length).toBeGreaterThanOrEqual(0.8);
    expect(disagreeing.filter((q) => !GROUP_NAMES.has(q)).length).toBeLessThanOrEqual(3);
  });
});
