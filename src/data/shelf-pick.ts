/**
 * The related-product shelves' pick (./listing.ts): up to `max` unused tiles by descending score, ties in
 * store order from the listing round the list, in one pass that stops once `max` tiles reach the best
 * possible score. Given the positions of every tile that can reach that score (`candidates`), the same pass
 * runs over them first: it stops at the same tile with the same picks, since a tile that cannot reach the
 * best score neither stops the pass nor comes before a full best bucket. Only when the candidates do not
 * fill one does the pass run over the whole list. (For the 10,000-listing store, the shelves of every
 * listing page, found for its render key, took a third of its paths' start-up in each renderer.)
 */
import type { ProductTile } from '../features/catalog/domain/types.ts';

/** Where tiles with a collection, a product group, or a product type in a group lie in the store's list. */
export interface TileIndex {
  /** Listing id → position. */
  position: ReadonlyMap<string, number>;
  byCollection: ReadonlyMap<string, readonly number[]>;
  byGroup: ReadonlyMap<string, readonly number[]>;
  /** `productName` alone, and `productName` and group together (typeInGroupKey). */
  byType: ReadonlyMap<string, readonly number[]>;
  byTypeInGroup: ReadonlyMap<string, readonly number[]>;
}

export const typeInGroupKey = (productName: string, group: string): string => JSON.stringify([productName, group]);

function push(map: Map<string, number[]>, key: string, at: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [at]);
  else if (list[list.length - 1] !== at) list.push(at);
}

const indexes = new WeakMap<readonly ProductTile[], TileIndex>();

/** The index of a tile list, built once per list (the pages of a build share the snapshot's). */
export function tileIndex(tiles: readonly ProductTile[]): TileIndex {
  const known = indexes.get(tiles);
  if (known) return known;
  const position = new Map<string, number>();
  const byCollection = new Map<string, number[]>();
  const byGroup = new Map<string, number[]>();
  const byType = new Map<string, number[]>();
  const byTypeInGroup = new Map<string, number[]>();
  tiles.forEach((tile, at) => {
    position.set(tile.listingId, at);
    for (const collection of tile.collections) push(byCollection, collection.slug, at);
    push(byType, tile.productName, at);
    if (tile.productGroupName !== null) {
      push(byGroup, tile.productGroupName, at);
      push(byTypeInGroup, typeInGroupKey(tile.productName, tile.productGroupName), at);
    }
  });
  const index = { position, byCollection, byGroup, byType, byTypeInGroup };
  indexes.set(tiles, index);
  return index;
}

/** The union of ascending position lists, ascending and without repeats. */
export function unionOf(lists: readonly (readonly number[])[]): readonly number[] {
  if (lists.length === 1) return lists[0] ?? [];
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

/** The first index of ascending `list` whose value is at least `value` (list.length when none). */
function firstAtLeast(list: readonly number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list[mid] ?? 0) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The pass over `order` (positions in the order read): the picks, and whether it stopped at a full best bucket. */
function pass(
  tiles: readonly ProductTile[],
  order: (k: number) => number,
  count: number,
  score: (t: ProductTile) => number,
  best: number,
  max: number,
  used: ReadonlySet<string>,
): { picked: ProductTile[]; stopped: boolean } {
  const buckets: ProductTile[][] = [];
  let stopped = false;
  for (let k = 0; k < count; k += 1) {
    const tile = tiles[order(k)];
    if (!tile || used.has(tile.listingId)) continue;
    const s = score(tile);
    if (s < 0) continue;
    const bucket = (buckets[s] ??= []);
    if (bucket.length < max) bucket.push(tile);
    if (s >= best && bucket.length >= max) {
      stopped = true;
      break;
    }
  }
  return { picked: buckets.reverse().flat().slice(0, max), stopped };
}

/**
 * Up to `max` unused tiles by descending score (below 0: not eligible), ties in store order from `start`
 * round the list; `candidates`, when given, holds the ascending positions of every tile whose score can
 * reach `best`. The picked tiles join `used`.
 */
export function pickTop(
  tiles: readonly ProductTile[],
  start: number,
  score: (t: ProductTile) => number,
  best: number,
  max: number,
  used: Set<string>,
  candidates?: readonly number[],
): ProductTile[] {
  const n = tiles.length;
  let result: ProductTile[] | undefined;
  if (candidates && candidates.length > 0) {
    const from = firstAtLeast(candidates, start % n);
    const m = candidates.length;
    const fast = pass(tiles, (k) => candidates[(from + k) % m] ?? -1, m, score, best, max, used);
    if (fast.stopped) result = fast.picked;
  }
  result ??= pass(tiles, (k) => (start + k) % n, n, score, best, max, used).picked;
  for (const tile of result) used.add(tile.listingId);
  return result;
}
