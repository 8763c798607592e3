/**
 * Render keys: for the pages built per listing, collection or feed page, a hash of exactly the data the
 * page renders from, returned as `cacheKey` by their getStaticPaths. A build that re-renders only what
 * changed (src/integrations/static-pages) re-renders a path whose key differs from the last build's; a
 * page without a key is re-rendered whenever anything in the snapshot changed. So a key must cover every
 * input of its page: the store's chrome (everything but the catalogue: theme, store, flags, collections,
 * localization), and the listing, tiles or page model it shows. Keys are sha256 in base64url.
 */
import { createHash } from 'node:crypto';
import type { ProductTile } from '../features/catalog/domain/types.ts';
import { memoizeByObject } from '../shared/memo.ts';
import type { ListingSummary, Snapshot } from './snapshot-format.ts';
import type { Shelves } from './listing.ts';

const digest = (...parts: readonly string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
};

/** The store's chrome, which every page renders: the snapshot without its catalogue. */
export const chromeKey = memoizeByObject((snapshot: Snapshot): string => {
  const { products: _products, listings: _listings, ...chrome } = snapshot;
  return digest('chrome', JSON.stringify(chrome));
});

const tileKeys = memoizeByObject(
  (tiles: readonly ProductTile[]) => new Map(tiles.map((tile) => [tile, digest('tile', JSON.stringify(tile))])),
);

/** The keys of a list of tiles (each tile whole, in order), one string. */
function tileList(snapshot: Snapshot, tiles: readonly ProductTile[]): string {
  const keys = tileKeys(snapshot.products);
  return tiles.map((tile) => keys.get(tile) ?? digest('tile', JSON.stringify(tile))).join(',');
}

/** A listing's page: its file, its own tile (prices), its shelves' tiles and the chrome. */
export function listingPageKey(
  snapshot: Snapshot,
  summary: ListingSummary,
  ownTile: ProductTile | undefined,
  shelves: Shelves,
): string {
  return digest(
    'listing-page',
    chromeKey(snapshot),
    summary.hash ?? '',
    tileList(snapshot, ownTile ? [ownTile] : []),
    tileList(snapshot, shelves.youMightAlsoLike),
    tileList(snapshot, shelves.frequentlyBoughtTogether),
    tileList(snapshot, shelves.similarProducts),
  );
}

/** A listing's markdown alternate: its file and the chrome (the store's name and site). */
export function listingMarkdownKey(snapshot: Snapshot, summary: ListingSummary): string {
  return digest('listing-md', chromeKey(snapshot), summary.hash ?? '');
}

/** A page rendered from one JSON-serialisable model (a collection page, a feed page) and the chrome. */
export function modelKey(snapshot: Snapshot, kind: string, model: unknown): string {
  return digest(kind, chromeKey(snapshot), JSON.stringify(model));
}
