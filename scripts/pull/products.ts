/**
 * Product data of one store: the cache file first; on any failure, live paging, and the cache is not
 * used again for that store in this build (spec §4).
 *
 * Cost, N public listings:
 * - cache v2: 1 call (the gzip file), 0 per-listing calls; prices in all five currencies at every level.
 * - cache v1 or live: the listings still come one call each (16 in flight), in the base currency (USD).
 *   Live adds 5 × ⌈N/150⌉ product pages (one paging per currency, the four others in parallel) for the
 *   tiles' prices, and each listing's pricesCents comes from its tile. Colour and size prices stay in
 *   USD only: asking every listing in five currencies would cost 5 × N calls (50,000 for the big store)
 *   for prices only the options island shows, and it reads the live listing anyway.
 */
import { createCacheApi, type ProductCache } from '../../src/features/catalog/api/cache.ts';
import type { CommerceApi } from '../../src/features/catalog/api/commerce.ts';
import type { FetchLike } from '../../src/shared/api/request.ts';
import type { Listing, ProductTile } from '../../src/features/catalog/domain/types.ts';
import { withTilePrices } from '../../src/features/catalog/domain/map-prices.ts';
import { CURRENCIES } from '../../src/features/localization/domain/money.ts';
import { mapLimit } from './map-limit.ts';
import { withBlankDetails } from '../../src/features/catalog/api/blank-details.ts';

export const LISTING_CONCURRENCY = 16;
export const BASE_CURRENCY = 'USD';

export interface ProductData {
  products: ProductTile[];
  listings: Listing[];
  source: 'cache' | 'live';
  /** What happened, for the build's summary line. */
  notes: string[];
  /** Calls made for product data (cache file, product pages, listings). */
  calls: number;
}

/** Stores whose cache failed in this build: they go straight to live data if pulled again. */
export type CacheSwitch = Set<string>;

/** One per build process; tests pass their own. */
export const buildCacheSwitch: CacheSwitch = new Set();

type Step = <T>(call: string, run: () => Promise<T>) => Promise<T>;

interface Sources {
  slug: string;
  cacheUrl: string;
  commerce: CommerceApi;
  fetch?: FetchLike;
  step: Step;
  cacheSwitch?: CacheSwitch;
}

async function tryCache(src: Sources, notes: string[]): Promise<ProductCache | undefined> {
  const disabled = src.cacheSwitch ?? buildCacheSwitch;
  if (disabled.has(src.slug)) {
    notes.push('cache disabled earlier in this build');
    return undefined;
  }
  try {
    return await createCacheApi({ baseUrl: src.cacheUrl, ...(src.fetch ? { fetch: src.fetch } : {}) }).getProductCache(
      src.slug,
    );
  } catch (error) {
    disabled.add(src.slug);
    notes.push(`cache failed, live fallback (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}

function fetchListings(src: Sources, tiles: readonly ProductTile[]): Promise<Listing[]> {
  return mapLimit(tiles, LISTING_CONCURRENCY, async (tile) => {
    const listing = await src.step(`GET /v1/listings (${tile.slug})`, () =>
      src.commerce.getListing({ slug: tile.slug, storeSlug: src.slug, currency: BASE_CURRENCY }),
    );
    return withTilePrices(listing, tile);
  });
}

/** Tiles in the base currency, with every other currency's price merged in from its own paging. */
async function liveTiles(src: Sources): Promise<{ tiles: ProductTile[]; pages: number }> {
  const page = (currency: string) =>
    src.step(`GET /v1/stores/products (${currency})`, () => src.commerce.getAllProducts({ slug: src.slug, currency }));
  const [base, ...others] = await Promise.all(
    [BASE_CURRENCY, ...CURRENCIES.filter((c) => c !== BASE_CURRENCY)].map(page),
  );
  const tiles = base ?? [];
  const byListing = new Map(tiles.map((t) => [t.listingId, t]));
  for (const list of others) {
    for (const tile of list) {
      const target = byListing.get(tile.listingId);
      if (target) target.pricesCents[tile.currency] = tile.priceCents;
    }
  }
  const pages = Math.max(1, Math.ceil(tiles.length / 150)) * CURRENCIES.length;
  return { tiles, pages };
}

/** The listings with every product's details: a product its listing answer leaves out is read from its blank. */
function completed(src: Sources, listings: readonly Listing[]): Promise<Listing[]> {
  return src.step('GET /v1/blanks', () => withBlankDetails(listings, (id) => src.commerce.getBlank(id)));
}

export async function pullProductData(src: Sources): Promise<ProductData> {
  const notes: string[] = [];
  const cache = await tryCache(src, notes);
  if (cache?.listings) {
    const listings = await completed(src, cache.listings);
    return { products: cache.tiles, listings, source: 'cache', notes, calls: 1 };
  }
  if (cache) {
    // A v1 file: tiles with every price, but each listing still needs its own call.
    const listings = await completed(src, await fetchListings(src, cache.tiles));
    notes.push(`cache v${cache.version}: listings fetched one by one`);
    return { products: cache.tiles, listings, source: 'cache', notes, calls: 1 + listings.length };
  }
  const { tiles, pages } = await liveTiles(src);
  const listings = await completed(src, await fetchListings(src, tiles));
  return { products: tiles, listings, source: 'live', notes, calls: pages + listings.length };
}
