/**
 * The per-store snapshot: everything a static build renders from, pulled and validated once by
 * scripts/pull/. Pages read only this (src/data/), never the network.
 *
 * On disk it is split: .stores/<slug>/snapshot.json holds what grids, paths, shelves and SEO files need
 * (tiles, collections, theme… and a summary per listing), and .stores/<slug>/listings/<file>.json holds
 * each full listing, read by its own page. Parsing one 59 MB file kept ~205 MB live in the build of a
 * 10,000-listing store; the split keeps the listings out of the heap that every page's GC walks.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { CollectionRef, Listing, Localization, ProductTile, Store } from '../features/catalog/domain/types.ts';
import type { Flags } from '../shared/api/flags.ts';
import type { Theme } from '../features/theme/domain/types.ts';

export const SNAPSHOT_VERSION = 3;

/** What the related-product shelves read of a listing (src/data/listing.ts relatedShelves). */
export interface ShelfFacts {
  /** Slugs of the collections it is in. */
  collections: string[];
  productGroupName: string | null;
  /** The product name of its default product. */
  productName: string;
}

/** What snapshot.json keeps of a listing: enough for paths, lookups, the sitemap and what a build re-renders. */
export interface ListingSummary {
  listingId: string;
  slug: string;
  visibility: Listing['visibility'];
  /** It has a colour to show, so it can have a page (see defaultSelection in src/data/listing.ts). */
  hasColour: boolean;
  /** sha256 of its listing file, when the pull wrote one (a listing with a colour to show). */
  hash?: string;
  /** When it has a colour to show. */
  shelf?: ShelfFacts;
}

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
  /** Every listing, in the host's order; the full listing is in its own file (listingFileName). */
  listings: ListingSummary[];
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
  listings: z.array(z.looseObject({ slug: z.string(), visibility: z.string(), hasColour: z.boolean() })),
  localization: z.looseObject({}),
  productSource: z.enum(['cache', 'live']),
});

/** The envelope of one listing file, checked when its page reads it (its fields were validated at pull). */
export const listingFileSchema = z.looseObject({
  listingId: z.string(),
  slug: z.string(),
  primaryProduct: z.looseObject({ productId: z.string(), variationId: z.string() }),
  products: z.array(z.looseObject({ variants: z.array(z.unknown()) })),
  collections: z.array(z.unknown()),
});

/** The folder of the listing files inside .stores/<slug>/. */
export const LISTINGS_DIR = 'listings';

const PLAIN_SLUG = /^[a-z0-9][a-z0-9_-]{0,150}$/;

/**
 * File name of a listing inside LISTINGS_DIR: the slug itself when it is a plain lowercase slug, else a
 * hash of it ('_' + 32 hex), so no slug can escape the folder, exceed a name's length, or collide with
 * another on a case-insensitive file system.
 */
export function listingFileName(slug: string): string {
  if (PLAIN_SLUG.test(slug)) return `${slug}.json`;
  return `_${createHash('sha256').update(slug, 'utf8').digest('hex').slice(0, 32)}.json`;
}
