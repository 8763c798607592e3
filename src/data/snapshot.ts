/**
 * The snapshot backend of the data module: pages of a static build read the store's pulled snapshot
 * from .stores/<slug>/snapshot.json once per build process, and each listing page its own listing file
 * (src/data/snapshot-files.ts), of which only the last few are kept: 10,000 listings would otherwise stay
 * in the heap, and a listing's page and its markdown alternate, rendered one after the other, read it once.
 */
import { SNAPSHOT_DIR } from 'astro:env/server';
import type { Listing } from '../features/catalog/domain/types.ts';
import type { ListingSummary, Snapshot } from './snapshot-format.ts';
import { readListingFile, readSnapshotFile } from './snapshot-files.ts';

const cache = new Map<string, Snapshot>();
const summaries = new WeakMap<Snapshot, Map<string, ListingSummary>>();

/** The listings read last, by store and slug, newest last (a renderer has a few pages in flight). */
const RECENT_LISTINGS = 8;
const recent = new Map<string, Listing>();

function readListing(store: string, slug: string): Listing {
  const key = `${store}/${slug}`;
  const hit = recent.get(key);
  if (hit) return hit;
  const listing = readListingFile(SNAPSHOT_DIR, store, slug);
  recent.set(key, listing);
  for (const oldest of recent.keys()) {
    if (recent.size <= RECENT_LISTINGS) break;
    recent.delete(oldest);
  }
  return listing;
}

export function loadSnapshot(slug: string): Snapshot {
  const hit = cache.get(slug);
  if (hit) return hit;
  const snapshot = readSnapshotFile(SNAPSHOT_DIR, slug);
  cache.set(slug, snapshot);
  return snapshot;
}

/** Slug → the first listing of that slug with a colour to show: the one whose file the pull wrote. */
function summaryOf(snapshot: Snapshot, slug: string): ListingSummary | undefined {
  let bySlug = summaries.get(snapshot);
  if (!bySlug) {
    bySlug = new Map();
    for (const summary of snapshot.listings) {
      if (summary.hasColour && !bySlug.has(summary.slug)) bySlug.set(summary.slug, summary);
    }
    summaries.set(snapshot, bySlug);
  }
  return bySlug.get(slug);
}

/** The listing with this slug when it has a colour to show (any visibility), else null. */
export function loadListing(store: string, slug: string | undefined): Listing | null {
  if (slug === undefined) return null;
  if (!summaryOf(loadSnapshot(store), slug)) return null;
  return readListing(store, slug);
}
