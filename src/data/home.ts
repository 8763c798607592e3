/**
 * Pure derivations over a snapshot for the home page: the featured-products feed in pages of 12
 * (page 1 in the HTML, every page also as /feed/{n}.json) and the hero's title.
 */
import type { ProductTile } from '../features/catalog/domain/types.ts';
import { PRODUCT_GRID_PAGE_SIZE } from '../shared/constants.ts';
import { collectionSegments } from '../shared/routes.ts';
import type { Snapshot } from './snapshot-format.ts';
import { memoizeByObject } from '../shared/memo.ts';

export interface FeedPage {
  page: number;
  totalPages: number;
  nextPage: number | null;
  tiles: ProductTile[];
}

/** The feed's products: every public tile, in the host's order (shared: read-only). */
export function featuredProducts(snapshot: Snapshot): ProductTile[] {
  return publicTiles(snapshot.products);
}

// Once per snapshot: each of a big store's ~830 feed pages would otherwise filter 10,000 tiles.
const publicTiles = memoizeByObject((tiles: ProductTile[]) => tiles.filter((p) => p.visibility === 'public'));

/** Number of feed pages; at least 1 so the home page always has a (possibly empty) first page. */
export function feedPageCount(count: number, per: number = PRODUCT_GRID_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / per));
}

/** Page `page` (1-based) of the feed; an out-of-range page is empty, with nextPage null. */
export function feedPage(
  products: readonly ProductTile[],
  page: number,
  per: number = PRODUCT_GRID_PAGE_SIZE,
): FeedPage {
  const totalPages = feedPageCount(products.length, per);
  const valid = Number.isInteger(page) && page >= 1 && page <= totalPages;
  return {
    page,
    totalPages,
    nextPage: valid && page < totalPages ? page + 1 : null,
    tiles: valid ? products.slice((page - 1) * per, page * per) : [],
  };
}

/** URL of a feed page's JSON (written at build by src/pages/feed/[page].json.ts). */
export function feedPageUrl(page: number): string {
  return `/feed/${page}.json`;
}

/** The hero's heading: its title, else the store name (the home page's h1). */
export function heroTitle(snapshot: Snapshot): string {
  const title = snapshot.theme.content.heroBanner.title.trim();
  return title === '' ? snapshot.store.name : title;
}

/** Collection path segment by collection slug, for the category banners' links. */
export function segmentsBySlug(snapshot: Snapshot): Map<string, string> {
  const byId = collectionSegments(snapshot.collections);
  const map = new Map<string, string>();
  for (const c of snapshot.collections) {
    const segment = byId.get(c.id);
    if (segment !== undefined && !map.has(c.slug)) map.set(c.slug, segment);
  }
  return map;
}
