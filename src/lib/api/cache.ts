/**
 * The product-data cache (spec §4: tried first; on failure the build pages the live products call and
 * the cache is disabled). One JSON file per store slug on object storage: `<base>/<slug>.json`.
 */
import { z } from 'zod';
import { toProductTile, type ProductTile } from '../catalog.ts';
import { rawTileSchema } from './commerce-schemas.ts';
import { buildUrl, request, type RequestOptions } from './request.ts';

/** The cache file versions this client understands; any other is a failure (fall back to live). */
export const CACHE_FILE_VERSION = 1;

export const rawProductCacheSchema = z.object({
  version: z.literal(CACHE_FILE_VERSION),
  store: z.string().min(1),
  /** Changes whenever the products change: a build can skip a store whose hash it already has. */
  hash: z.string().min(1),
  total_count: z.number().int().min(0),
  products: z.array(rawTileSchema),
  listings: z.array(z.string().min(1)),
});
export type RawProductCache = z.infer<typeof rawProductCacheSchema>;

export interface ProductCache {
  store: string;
  hash: string;
  tiles: ProductTile[];
  /** Every public listing slug of the store. */
  listingSlugs: string[];
}

/** The cache could not be used (missing, unreachable, malformed or of an unknown version). */
export class ProductCacheUnavailableError extends Error {
  readonly slug: string;
  constructor(slug: string, options?: { cause?: unknown }) {
    super(`Product cache for ${slug} is unavailable`, options);
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
        return {
          store: raw.store,
          hash: raw.hash,
          tiles: raw.products.map((t) => toProductTile(t, 'USD')),
          listingSlugs: raw.listings,
        };
      } catch (error) {
        throw new ProductCacheUnavailableError(key, { cause: error });
      }
    },
  };
}
