/**
 * The product-data cache (spec §4: tried first; on failure the build pages the live products call and
 * the cache is disabled). One JSON file per store slug on object storage: `<base>/<slug>.json`; its
 * versions are described in ./cache-schemas.ts. fetch asks for gzip by default; a v2 file compresses well.
 */
import { toListing } from '../domain/map-listing.ts';
import { toProductTile } from '../domain/map-tile.ts';
import type { Listing, ProductTile } from '../domain/types.ts';
import { withListingPrices } from '../domain/map-prices.ts';
import { rawProductCacheSchema, type RawProductCache } from './cache-schemas.ts';
import {
  buildUrl,
  request,
  RetryExceededError,
  REQUEST_TIMEOUT_MS,
  type RequestOptions,
} from '../../../shared/api/request.ts';
import { readCacheStream, type CacheSink, type StreamedCache } from './cache-stream.ts';

export type { CacheSink, StreamedCache } from './cache-stream.ts';

export { CACHE_FILE_VERSIONS, LATEST_CACHE_FILE_VERSION, rawProductCacheSchema } from './cache-schemas.ts';
export type { RawProductCache } from './cache-schemas.ts';

export interface ProductCache {
  store: string;
  /** 1 or 2: what the file was. */
  version: number;
  hash: string;
  tiles: ProductTile[];
  /** Every public listing slug of the store. */
  listingSlugs: string[];
  /** v2 only: every public listing in full, with pricesCents in all five currencies at every level. */
  listings?: Listing[];
  /** v2 only: collection slug → listing ids in it. */
  membership?: Record<string, string[]>;
}

/** The cache could not be used (missing, unreachable, malformed or of an unknown version). */
export class ProductCacheUnavailableError extends Error {
  readonly slug: string;
  constructor(slug: string, options?: { cause?: unknown }) {
    const reason = options?.cause instanceof Error ? `: ${options.cause.message}` : '';
    super(`Product cache for ${slug} is unavailable${reason}`, options);
    this.name = 'ProductCacheUnavailableError';
    this.slug = slug;
  }
}

export type CacheApiOptions = Pick<RequestOptions, 'fetch' | 'retries' | 'backoffMs' | 'timeoutMs'> & {
  baseUrl: string;
};

export interface CacheApi {
  /** Throws ProductCacheUnavailableError on any failure, so the caller falls back to live paging. */
  getProductCache(slug: string): Promise<ProductCache>;
  /**
   * The same file read as it arrives, each tile and listing handed to `sink` (./cache-stream.ts): the
   * pull's way, which never holds the catalogue. Throws ProductCacheUnavailableError on any failure.
   */
  streamProductCache(slug: string, sink: CacheSink): Promise<StreamedCache>;
}

/** The domain view of a parsed cache file of either version. */
export function toProductCache(raw: RawProductCache): ProductCache {
  if (raw.version === 1) {
    return {
      store: raw.store,
      version: 1,
      hash: raw.hash,
      tiles: raw.products.map((t) => toProductTile(t, 'USD')),
      listingSlugs: raw.listings,
    };
  }
  const listings = raw.listings.map(({ raw: listing, priced }) => withListingPrices(toListing(listing), priced));
  return {
    store: raw.store,
    version: 2,
    hash: raw.hash,
    tiles: raw.products.map((t) => toProductTile(t, raw.base_currency)),
    listingSlugs: listings.map((l) => l.slug),
    listings,
    membership: Object.fromEntries(raw.collections.map((c) => [c.slug, c.listings])),
  };
}

export function createCacheApi(options: CacheApiOptions): CacheApi {
  const { baseUrl, ...transport } = options;
  return {
    async getProductCache(slug) {
      const key = slug.toLowerCase();
      try {
        // A 401 from object storage is a configuration problem, not a shopper session: no redirect.
        const raw = await request(rawProductCacheSchema, buildUrl(baseUrl, `/${encodeURIComponent(key)}.json`), {
          retries: 0,
          ...transport,
          onUnauthorized: () => undefined,
        });
        return toProductCache(raw);
      } catch (error) {
        throw new ProductCacheUnavailableError(key, { cause: error });
      }
    },
    async streamProductCache(slug, sink) {
      const key = slug.toLowerCase();
      const url = buildUrl(baseUrl, `/${encodeURIComponent(key)}.json`);
      const doFetch = transport.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
      // The time limit is the answer's start; a large file then takes what it takes.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), transport.timeoutMs ?? REQUEST_TIMEOUT_MS);
      try {
        const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: controller.signal });
        clearTimeout(timer);
        if (!response.ok) throw new RetryExceededError(response.status);
        return await readCacheStream(url, response, sink);
      } catch (error) {
        throw new ProductCacheUnavailableError(key, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
