/**
 * The per-store snapshot: everything a static build renders from, pulled and validated once by
 * scripts/pull/. Pages read only this (src/data/), never the network.
 */
import { z } from 'zod';
import type { CollectionRef, Listing, Localization, ProductTile, Store } from './catalog.ts';
import type { Flags } from './api/flags.ts';
import type { Theme } from './theme/types.ts';

export const SNAPSHOT_VERSION = 1;

export interface Snapshot {
  version: typeof SNAPSHOT_VERSION;
  store: Store;
  theme: Theme;
  /** The theme service failed or answered 404: the built-in default theme is in `theme`. */
  defaultTheme: boolean;
  flags: Flags;
  collections: CollectionRef[];
  /** Every public product tile, in the host's order. */
  products: ProductTile[];
  listings: Listing[];
  localization: Localization;
  /** Where the product data came from: the product-data cache, or live paging after the cache failed. */
  productSource: 'cache' | 'live';
}

/**
 * The envelope is checked when a page loads a snapshot from disk; its parts were validated by the data
 * layer's schemas when they were pulled, so re-validating every field here would only cost build time.
 */
export const snapshotEnvelopeSchema = z.looseObject({
  version: z.literal(SNAPSHOT_VERSION),
  store: z.looseObject({ slug: z.string(), name: z.string() }),
  theme: z.looseObject({}),
  flags: z.looseObject({}),
  collections: z.array(z.unknown()),
  products: z.array(z.unknown()),
  listings: z.array(z.unknown()),
  localization: z.looseObject({}),
  productSource: z.enum(['cache', 'live']),
});
