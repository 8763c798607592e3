/**
 * The product-data cache file read as it arrives (the pull's way: src/features/catalog/api/cache.ts
 * streamProductCache): each tile and listing is checked by the same schemas as the whole-file read
 * (./cache-schemas.ts), mapped, and handed to the sink one at a time, so the pull never holds the
 * catalogue. A failure names the field as the whole-file read does ('listings.0.products.0…prices.GBP').
 */
import { z } from 'zod';
import { CURRENCIES } from '../../localization/index.ts';
import { toListing } from '../domain/map-listing.ts';
import { withListingPrices } from '../domain/map-prices.ts';
import { toProductTile } from '../domain/map-tile.ts';
import type { Listing, ProductTile } from '../domain/types.ts';
import { JsonElements } from '../../../shared/api/json-elements.ts';
import { MalformedResponseError, RetryExceededError } from '../../../shared/api/request.ts';
import { cacheHeaderShape, cacheListingSchema, cacheTileSchema } from './cache-schemas.ts';
import { rawTileSchema } from './commerce-schemas.ts';

export interface CacheSink {
  /**
   * The file's content hash, as soon as it is read (before the catalogue in the host's files): true stops the
   * read there, for a puller that already has the catalogue of that hash.
   */
  hash?(hash: string): boolean;
  tile(tile: ProductTile): void;
  /** Awaited before the next piece of the file is read. */
  listing(listing: Listing): Promise<void>;
}

export interface StreamedCache {
  store: string;
  version: 1 | 2;
  hash: string;
  /** The sink stopped the read at the hash: nothing else was read or checked. */
  stopped?: true;
  tiles: number;
  /** v2: listings handed to the sink; v1: none (the file has only their slugs). */
  listings: number;
  /** v1 only: every public listing slug. */
  listingSlugs?: string[];
}

const versionSchema = z.union([z.literal(1), z.literal(2)]);
const memberSchemas: Record<string, z.ZodType> = {
  version: versionSchema,
  ...cacheHeaderShape,
  base_currency: z.enum(CURRENCIES),
  currencies: z.array(z.enum(CURRENCIES)),
  collections: z.array(z.object({ slug: z.string().min(1), listings: z.array(z.string()) }).loose()),
};

/** Reads `response` (a 2xx with the file) into `sink`; throws MalformedResponseError naming the field. */
export async function readCacheStream(url: string, response: Response, sink: CacheSink): Promise<StreamedCache> {
  const issuesAt = (path: (string | number)[], issues: readonly z.core.$ZodIssue[]) =>
    new MalformedResponseError(
      url,
      issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] })),
    );
  const members = new Map<string, unknown>();
  let fileVersion: 1 | 2 | undefined;
  let baseCurrency: string | undefined;
  const counts = { products: 0, listings: 0 };
  const listingSlugs: string[] = [];
  // Elements that came before the version (and base currency) they are read by; none in a usual file.
  const early: [string, string][] = [];
  const queue: Listing[] = [];
  let stopAt: string | undefined;

  const version = () => fileVersion;
  const readElement = (key: string, text: string) => {
    const at = counts[key === 'products' ? 'products' : 'listings']++;
    const value: unknown = JSON.parse(text);
    if (key === 'products') {
      const parsed = (version() === 2 ? cacheTileSchema : rawTileSchema).safeParse(value);
      if (!parsed.success) throw issuesAt(['products', at], parsed.error.issues);
      sink.tile(toProductTile(parsed.data, version() === 2 ? baseCurrency : 'USD'));
    } else if (version() === 2) {
      const parsed = cacheListingSchema.safeParse(value);
      if (!parsed.success) throw issuesAt(['listings', at], parsed.error.issues);
      queue.push(withListingPrices(toListing(parsed.data.raw), parsed.data.priced));
    } else {
      const parsed = z.string().min(1).safeParse(value);
      if (!parsed.success) throw issuesAt(['listings', at], parsed.error.issues);
      listingSlugs.push(parsed.data);
    }
  };
  const ready = () => fileVersion === 1 || (fileVersion === 2 && baseCurrency !== undefined);
  const splitter = new JsonElements(['products', 'listings'], {
    element: (key, text) => {
      if (!ready()) early.push([key, text]);
      else readElement(key, text);
    },
    member: (key, text) => {
      const schema = memberSchemas[key];
      const parsed = schema ? schema.safeParse(JSON.parse(text)) : undefined;
      if (parsed && !parsed.success) throw issuesAt([key], parsed.error.issues);
      members.set(key, parsed ? parsed.data : undefined);
      if (key === 'version') fileVersion = versionSchema.parse(parsed?.data);
      if (key === 'base_currency') baseCurrency = z.string().parse(parsed?.data);
      if (key === 'hash' && fileVersion === 2 && sink.hash?.(z.string().parse(parsed?.data)))
        stopAt = String(parsed?.data);
      if (ready()) for (const [k, t] of early.splice(0)) readElement(k, t);
    },
  });

  const body = response.body;
  if (!body) throw new RetryExceededError(response.status);
  try {
    for await (const piece of body.pipeThrough(new TextDecoderStream())) {
      splitter.push(piece);
      if (stopAt !== undefined) {
        const store = z.string().safeParse(members.get('store'));
        return {
          store: store.success ? store.data : '',
          version: 2,
          hash: stopAt,
          tiles: 0,
          listings: 0,
          stopped: true,
        };
      }
      for (const listing of queue.splice(0)) await sink.listing(listing);
    }
    splitter.end();
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw issuesAt([], [{ code: 'custom', message: `not JSON: ${error.message}`, path: [], input: undefined }]);
  }
  const v = version();
  if (v === undefined)
    throw issuesAt(['version'], [{ code: 'custom', message: 'missing', path: [], input: undefined }]);
  const header = z.object(cacheHeaderShape).safeParse(Object.fromEntries(members));
  if (!header.success) throw issuesAt([], header.error.issues);
  const fail = (path: string, message: string) =>
    issuesAt([path], [{ code: 'custom', message, path: [], input: undefined }]);
  if (v === 2) {
    const currencies = z.array(z.string()).parse(members.get('currencies') ?? []);
    const missing = CURRENCIES.filter((c) => !currencies.includes(c));
    if (missing.length > 0) throw fail('currencies', `missing ${missing.join(', ')}`);
    if (!members.has('collections')) throw fail('collections', 'missing');
  }
  if (header.data.total_count !== counts.products) {
    throw fail('total_count', `says ${header.data.total_count}, the file has ${counts.products} products`);
  }
  return {
    store: header.data.store,
    version: v,
    hash: header.data.hash,
    tiles: counts.products,
    listings: v === 2 ? counts.listings : 0,
    ...(v === 1 ? { listingSlugs } : {}),
  };
}
