/**
 * Product data of one store: the cache file first; on any failure, live paging, and the cache is not
 * used again for that store in this build (spec §4). Tiles and listings go to the snapshot writer as they
 * come (./write.ts).
 *
 * Cost, N public listings:
 * - cache v2: 1 call (the gzip file, read as it arrives), 0 per-listing calls; prices in all five
 *   currencies at every level.
 * - cache v1 or live: the listings still come one call each (16 in flight), in the base currency (USD).
 *   Live adds 5 × ⌈N/150⌉ product pages (one paging per currency, the four others in parallel) for the
 *   tiles' prices, and each listing's pricesCents comes from its tile. Colour and size prices stay in
 *   USD only: asking every listing in five currencies would cost 5 × N calls (50,000 for the big store)
 *   for prices only the options island shows, and it reads the live listing anyway.
 */
import type { CacheApi, ProductCache } from '../../src/features/catalog/api/cache.ts';
import type { CommerceApi } from '../../src/features/catalog/api/commerce.ts';
import type { Listing, ProductDetails, ProductTile } from '../../src/features/catalog/domain/types.ts';
import { withTilePrices } from '../../src/features/catalog/domain/map-prices.ts';
import { CURRENCIES } from '../../src/features/localization/domain/money.ts';
import { mapLimit } from './map-limit.ts';
import { withBlankDetails } from '../../src/features/catalog/api/blank-details.ts';
import type { SnapshotWriter, WrittenSnapshot } from './write.ts';
import { buildCacheSwitch, type CacheSwitch } from './cache-switch.ts';

export const LISTING_CONCURRENCY = 16;
export const BASE_CURRENCY = 'USD';

export interface ProductData {
  /** Undefined when the host's cache file has the hash `unchangedSince` named: nothing was written. */
  written?: WrittenSnapshot;
  /** The cache file's content hash, when the data came from it. */
  sourceHash?: string;
  source: 'cache' | 'live';
  /** What happened, for the build's summary line. */
  notes: string[];
  /** Calls made for product data (cache file, product pages, listings). */
  calls: number;
}

type Step = <T>(call: string, run: () => Promise<T>) => Promise<T>;

interface Sources {
  slug: string;
  /** The store's clients (src/data/host-clients.ts). */
  commerce: CommerceApi;
  cache: CacheApi;
  step: Step;
  cacheSwitch?: CacheSwitch;
  /** A snapshot writer for this store (a new one after a read that failed half way). */
  open: () => SnapshotWriter;
  /** The cache file hash of the last pull, when everything else it read is unchanged: a file with it is not read. */
  unchangedSince?: string;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A failure of the pull itself (a blank call, the disk) while the cache file was read: not the cache's. */
class SinkFailure extends Error {
  constructor(cause: unknown) {
    super(message(cause), { cause });
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

/** Fills each listing's missing product details from its blank (GET /v1/blanks, each blank read once). */
function blankFiller(src: Sources) {
  const blanks = new Map<string, Promise<ProductDetails | null>>();
  return (listing: Listing): Promise<Listing> =>
    src.step('GET /v1/blanks', async () => {
      const [done] = await withBlankDetails([listing], (id) => src.commerce.getBlank(id), blanks);
      return done ?? listing;
    });
}

/** Tiles and listings of a whole list (a v1 cache file, or live paging) into a new writer. */
async function writeAll(src: Sources, tiles: readonly ProductTile[], listings: readonly Listing[]) {
  const complete = blankFiller(src);
  const writer = src.open();
  try {
    for (const tile of tiles) writer.tile(tile);
    for (const listing of listings) writer.add(await complete(listing));
    return writer;
  } catch (error) {
    writer.abort();
    throw error;
  }
}

/**
 * The cache file, read as it arrives into a writer; undefined when the cache is off or failed (noted), and
 * the whole v1 file when that is what the host has (it has no listings to stream).
 */
type CacheRead = { writer: SnapshotWriter; hash: string } | { unchanged: string } | ProductCache | undefined;

async function readCache(src: Sources, notes: string[]): Promise<CacheRead> {
  const disabled = src.cacheSwitch ?? buildCacheSwitch;
  if (disabled.has(src.slug)) {
    notes.push('cache disabled earlier in this build');
    return undefined;
  }
  const api = src.cache;
  const writer = src.open();
  const complete = blankFiller(src);
  try {
    const read = await api.streamProductCache(src.slug, {
      hash: (hash) => hash === src.unchangedSince,
      tile: (tile) => writer.tile(tile),
      listing: async (listing) => {
        try {
          writer.add(await complete(listing));
        } catch (error) {
          throw new SinkFailure(error);
        }
      },
    });
    if (read.stopped) {
      writer.abort();
      return { unchanged: read.hash };
    }
    if (read.version === 2) return { writer, hash: read.hash };
    writer.abort();
    return await api.getProductCache(src.slug);
  } catch (error) {
    writer.abort();
    if (error instanceof Error && error.cause instanceof SinkFailure) throw error.cause.cause;
    disabled.add(src.slug);
    notes.push(`cache failed, live fallback (${message(error)})`);
    return undefined;
  }
}

export async function pullProductData(src: Sources): Promise<ProductData> {
  const notes: string[] = [];
  const cache = await readCache(src, notes);
  if (cache && 'unchanged' in cache) return { sourceHash: cache.unchanged, source: 'cache', notes, calls: 1 };
  if (cache && 'writer' in cache) {
    return { written: cache.writer.finish('cache'), sourceHash: cache.hash, source: 'cache', notes, calls: 1 };
  }
  if (cache) {
    // A v1 file: tiles with every price, but each listing still needs its own call.
    const listings = await fetchListings(src, cache.tiles);
    notes.push(`cache v${cache.version}: listings fetched one by one`);
    const writer = await writeAll(src, cache.tiles, listings);
    return { written: writer.finish('cache'), source: 'cache', notes, calls: 1 + listings.length };
  }
  const { tiles, pages } = await liveTiles(src);
  const listings = await fetchListings(src, tiles);
  const writer = await writeAll(src, tiles, listings);
  return { written: writer.finish('live'), source: 'live', notes, calls: pages + listings.length };
}
