/**
 * Writes a pulled store as a split snapshot (src/data/snapshot-format.ts): each listing with a colour to show
 * into listings/<file>.json, then snapshot.json with a summary per listing. The listing files go to a
 * fresh folder that replaces the old one, so a listing gone from the store leaves no file behind; the
 * hash covers every byte written, for the build's "unchanged since its last build" check.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { summarizeListing } from '../../src/data/listing.ts';
import { listingsDir, SNAPSHOT_FILE } from '../../src/data/snapshot-files.ts';
import type { Listing } from '../../src/features/catalog/domain/types.ts';
import { listingFileName, type Snapshot } from '../../src/data/snapshot-format.ts';

export interface WrittenSnapshot {
  hash: string;
  path: string;
  /** Bytes of snapshot.json and every listing file. */
  bytes: number;
  listingFiles: number;
}

export function writeSplitSnapshot(
  storesDir: string,
  slug: string,
  parts: Omit<Snapshot, 'listings'>,
  listings: readonly Listing[],
): WrittenSnapshot {
  const dir = join(storesDir, slug);
  const target = listingsDir(storesDir, slug);
  const fresh = `${target}.next-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const written = new Set<string>();
  const summaries = listings.map((listing) => {
    const summary = summarizeListing(listing);
    const name = listingFileName(listing.slug);
    // Only a listing that can have a page needs its file; of two with one slug, the first is the page's.
    if (summary.hasColour && !written.has(name)) {
      written.add(name);
      const json = JSON.stringify(listing);
      hash.update(name).update('\0').update(json).update('\0');
      bytes += Buffer.byteLength(json);
      writeFileSync(join(fresh, name), json);
    }
    return summary;
  });
  const snapshot: Snapshot = { ...parts, listings: summaries };
  const json = JSON.stringify(snapshot);
  hash.update(SNAPSHOT_FILE).update('\0').update(json);
  bytes += Buffer.byteLength(json);
  rmSync(target, { recursive: true, force: true });
  renameSync(fresh, target);
  const path = join(dir, SNAPSHOT_FILE);
  writeFileSync(path, json);
  return { hash: hash.digest('hex'), path, bytes, listingFiles: written.size };
}
