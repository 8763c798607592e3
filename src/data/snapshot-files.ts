/**
 * Reading a store's split snapshot from disk (see src/data/snapshot-format.ts): snapshot.json once, and one
 * listing file when its page asks. Plain functions over a folder, so the build, the postbuild step and
 * tests share them; src/data/snapshot.ts adds the build's folder and the per-process cache.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Listing } from '../features/catalog/domain/types.ts';
import {
  LISTINGS_DIR,
  listingFileName,
  listingFileSchema,
  snapshotEnvelopeSchema,
  type Snapshot,
} from './snapshot-format.ts';

export const SNAPSHOT_FILE = 'snapshot.json';

/** The store's snapshot.json, envelope checked; throws naming the store and what is wrong. */
export function readSnapshotFile(storesDir: string, slug: string): Snapshot {
  const path = resolve(storesDir, slug, SNAPSHOT_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`No snapshot for store '${slug}' at ${path}: run \`npm run build -- --store ${slug}\``, {
      cause: error,
    });
  }
  const envelope = snapshotEnvelopeSchema.safeParse(raw);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    throw new Error(`Snapshot of '${slug}' is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`);
  }
  // The envelope is checked; the parts were validated field by field when they were pulled.
  return raw as Snapshot;
}

export function listingFilePath(storesDir: string, store: string, listingSlug: string): string {
  return resolve(storesDir, store, LISTINGS_DIR, listingFileName(listingSlug));
}

/** How many listing files the store's pull wrote (0 before any). */
export function listingFileCount(storesDir: string, store: string): number {
  const dir = resolve(storesDir, store, LISTINGS_DIR);
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).length : 0;
}

/**
 * One listing's file. A missing, unreadable or corrupt file, or one holding another listing, throws an
 * error naming the store and the listing: the snapshot promised it, so the pull or the disk is broken.
 */
export function readListingFile(storesDir: string, store: string, listingSlug: string): Listing {
  const path = listingFilePath(storesDir, store, listingSlug);
  const fail = (what: string, cause?: unknown): never => {
    throw new Error(
      `Store '${store}', listing '${listingSlug}': ${what} (${path}); run \`npm run build -- --store ${store}\``,
      cause === undefined ? undefined : { cause },
    );
  };
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    fail('listing file missing or unreadable', error);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    fail('listing file is not valid JSON', error);
  }
  const checked = listingFileSchema.safeParse(raw);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
    fail(`listing file is invalid at ${where}: ${issue?.message ?? ''}`);
  }
  if (checked.success && checked.data.slug !== listingSlug) {
    fail(`listing file holds listing '${checked.data.slug}'`);
  }
  // The envelope is checked; the listing was validated field by field when it was pulled.
  return raw as Listing;
}

/** Where the listing files of a store live (for the pull, which writes them). */
export function listingsDir(storesDir: string, store: string): string {
  return join(resolve(storesDir, store), LISTINGS_DIR);
}
