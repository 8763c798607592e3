/**
 * Properties of the related-product shelves (storefront §2: You might also like, Frequently bought
 * together, Similar Products), for any store:
 * - each shelf is its rule, read plainly: the unused tiles that may go there, by score, ties in store order
 *   from the listing round the list, at most the shelf's size, never the listing nor a tile twice;
 * - the pick that first reads only the tiles able to reach the best score (src/data/shelf-pick.ts) gives
 *   exactly what one pass over the whole list gives, whatever the scores and candidates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relatedShelves } from '../../../src/data/listing.ts';
import { pickTop } from '../../../src/data/shelf-pick.ts';
import type { ProductTile } from '../../../src/features/catalog/domain/types.ts';
import { sampleTile } from '../fixtures/catalog.ts';

const COLLECTIONS = ['tees', 'hoodies', 'kids', 'home'];
const GROUPS = ['Core', 'Tour', 'Drop'];
const TYPES = ['Classic Tee', 'Hoodie', 'Mug'];

const tileFacts = fc.record({
  collections: fc.subarray(COLLECTIONS),
  group: fc.option(fc.constantFrom(...GROUPS), { nil: null }),
  type: fc.constantFrom(...TYPES),
});

const storeTiles = fc.array(tileFacts, { minLength: 1, maxLength: 60 }).map((facts): ProductTile[] =>
  facts.map((f, i) =>
    sampleTile({
      listingId: `L${i}`,
      slug: `listing-${i}`,
      productName: f.type,
      productGroupName: f.group,
      collections: f.collections.map((slug) => ({ slug, name: slug })),
    }),
  ),
);

/** A shelf's rule, read plainly: eligible tiles sorted by score, then by distance from the listing. */
function plainShelf(
  tiles: readonly ProductTile[],
  start: number,
  score: (t: ProductTile) => number,
  max: number,
  used: Set<string>,
): ProductTile[] {
  const n = tiles.length;
  const ranked = tiles
    .map((tile, at) => ({ tile, s: score(tile), distance: (at - (start % n) + n) % n }))
    .filter(({ tile, s }) => s >= 0 && !used.has(tile.listingId))
    .sort((a, b) => b.s - a.s || a.distance - b.distance)
    .slice(0, max)
    .map(({ tile }) => tile);
  for (const tile of ranked) used.add(tile.listingId);
  return ranked;
}

describe('related-product shelves', () => {
  it('are their rules, read plainly, for any store and listing', () => {
    fc.assert(
      fc.property(storeTiles, fc.nat(), tileFacts, (tiles, which, outside) => {
        // The listing is one of the store's tiles, or (one time in four) a listing without a tile.
        const own = which % 4 === 3 ? undefined : tiles[which % tiles.length];
        const subject = own
          ? {
              listingId: own.listingId,
              slug: own.slug,
              collections: own.collections,
              productGroupName: own.productGroupName,
            }
          : {
              listingId: 'elsewhere',
              slug: 'elsewhere',
              collections: outside.collections.map((slug) => ({ slug })),
              productGroupName: outside.group,
            };
        const type = own?.productName ?? outside.type;
        const shelves = relatedShelves({ products: tiles }, subject, type);

        const start = tiles.findIndex((t) => t.listingId === subject.listingId) + 1;
        const mine = new Set(subject.collections.map((c) => c.slug));
        const group = subject.productGroupName;
        const sameGroup = (t: ProductTile) => (group !== null && t.productGroupName === group ? 1 : 0);
        const notSelf = (score: (t: ProductTile) => number) => (t: ProductTile) =>
          t.slug === subject.slug ? -1 : score(t);
        const positive = (n: number) => (n > 0 ? n : -1);
        const used = new Set([subject.listingId]);
        const shared = (t: ProductTile) => t.collections.filter((c) => mine.has(c.slug)).length;
        expect(shelves.youMightAlsoLike).toEqual(
          plainShelf(
            tiles,
            start,
            notSelf((t) => positive(shared(t) * 2 + sameGroup(t))),
            4,
            used,
          ),
        );
        expect(shelves.frequentlyBoughtTogether).toEqual(
          plainShelf(
            tiles,
            start,
            notSelf((t) => (t.productName === type ? -1 : sameGroup(t))),
            4,
            used,
          ),
        );
        expect(shelves.similarProducts).toEqual(
          plainShelf(
            tiles,
            start,
            notSelf((t) => positive((t.productName === type ? 2 : 0) + sameGroup(t))),
            8,
            used,
          ),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('pick the same tiles from the candidates as from the whole list', () => {
    const scores = fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(
        scores,
        fc.nat(),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat()),
        fc.array(fc.boolean()),
        (values, from, best, max, usedAt, extra) => {
          const tiles = values.map((_, i) => sampleTile({ listingId: `L${i}`, slug: `s${i}` }));
          const score = (t: ProductTile) => values[Number(t.listingId.slice(1))] ?? -1;
          const start = from % (tiles.length + 1);
          const used = () => new Set(usedAt.map((i) => `L${i % tiles.length}`));
          // Every tile able to reach `best`, and some others.
          const candidates = values.flatMap((s, i) => (s >= best || extra[i] === true ? [i] : []));
          const whole = used();
          const fromCandidates = used();
          expect(pickTop(tiles, start, score, best, max, fromCandidates, candidates)).toEqual(
            pickTop(tiles, start, score, best, max, whole),
          );
          expect(fromCandidates).toEqual(whole);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
