/**
 * Pull: one store's data from the hosts (live or sandbox) into .stores/<slug>/snapshot.json.
 * Every answer passes the data layer's zod schemas; a failure names the store, the call and the field.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { HostUrls } from '../../src/hosts.ts';
import { createCacheApi } from '../../src/lib/api/cache.ts';
import { createCommerceApi } from '../../src/lib/api/commerce.ts';
import { createFlagsApi } from '../../src/lib/api/flags.ts';
import { createThemeApi, GatedStoreError } from '../../src/lib/api/theme.ts';
import type { Listing, ProductTile } from '../../src/lib/catalog.ts';
import { SNAPSHOT_VERSION, type Snapshot } from '../../src/lib/snapshot.ts';
import type { StoreEntry } from '../../src/lib/store-config.ts';
import { mapLimit } from './map-limit.ts';

export type PullResult = { kind: 'snapshot'; hash: string; path: string; summary: string } | { kind: 'gated' };

const LISTING_CONCURRENCY = 16;

/** Runs one call and re-throws its failure as '<store>: <call>: <message naming the field>'. */
async function step<T>(slug: string, call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatedStoreError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${slug}: ${call}: ${message}`, { cause: error });
  }
}

export async function pullStore(entry: StoreEntry, hosts: HostUrls, outDir = resolve('.stores')): Promise<PullResult> {
  const { slug } = entry;
  const commerce = createCommerceApi({ baseUrl: hosts.commerce });
  const notes: string[] = [];
  let defaultTheme = false;
  const themeApi = createThemeApi({
    baseUrl: hosts.theme,
    onFallback: (reason) => {
      defaultTheme = true;
      notes.push(`default theme (${reason instanceof Error ? reason.message : String(reason)})`);
    },
  });
  let theme;
  try {
    theme = await themeApi.getTheme({ siteKey: slug });
  } catch (error) {
    if (error instanceof GatedStoreError) return { kind: 'gated' };
    throw new Error(`${slug}: GET theme: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }

  const store = await step(slug, 'GET /v1/stores', () => commerce.getStore(slug));
  const flags = await createFlagsApi({ baseUrl: hosts.flags }).getFlags(slug);
  const collections = await step(slug, 'GET /v1/stores/collections', () => commerce.getStoreCollections(slug));
  const localization = await step(slug, 'GET /v1/localization_details', () =>
    commerce.getLocalization({ storeSlug: slug }),
  );

  let products: ProductTile[];
  let productSource: Snapshot['productSource'] = 'cache';
  try {
    products = (await createCacheApi({ baseUrl: hosts.cache }).getProductCache(slug)).tiles;
  } catch {
    productSource = 'live';
    products = await step(slug, 'GET /v1/stores/products', () => commerce.getAllProducts({ slug }));
  }

  const listings: Listing[] = await mapLimit(products, LISTING_CONCURRENCY, (tile) =>
    step(slug, `GET /v1/listings (${tile.slug})`, () => commerce.getListing({ slug: tile.slug, storeSlug: slug })),
  );

  const snapshot: Snapshot = {
    version: SNAPSHOT_VERSION,
    store,
    theme,
    defaultTheme,
    flags,
    collections,
    products,
    listings,
    localization,
    productSource,
  };
  const json = JSON.stringify(snapshot);
  const hash = createHash('sha256').update(json).digest('hex');
  const dir = join(outDir, slug);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'snapshot.json');
  writeFileSync(path, json);
  const summary = [`${products.length} products from ${productSource}`, `${listings.length} listings`, ...notes].join(
    ', ',
  );
  return { kind: 'snapshot', hash, path, summary };
}
