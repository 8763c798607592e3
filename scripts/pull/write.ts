/**
 * Writes a pulled store as a split snapshot (src/data/snapshot-format.ts): each listing with a colour to show
 * into listings/<file>.json, then snapshot.json with a summary per listing (its file's sha256 included).
 * Listings arrive one at a time (`add`), so a pull never holds the catalogue; a listing file whose bytes
 * are what the last snapshot says is not written again, and the files of listings gone from the store are
 * removed. snapshot.json is written last, in one rename, so until then the last snapshot still describes
 * the folder. The returned hash covers every byte of the snapshot, for the build's "unchanged" check.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { summarizeListing } from '../../src/data/listing-summary.ts';
import { listingsDir, readSnapshotFile, SNAPSHOT_FILE } from '../../src/data/snapshot-files.ts';
import type { Listing } from '../../src/features/catalog/domain/types.ts';
import { listingFileName, type ListingSummary, type Snapshot } from '../../src/data/snapshot-format.ts';

export interface WrittenSnapshot {
  hash: string;
  path: string;
  /** Bytes of snapshot.json and every listing file. */
  bytes: number;
  listingFiles: number;
  /** Listing files written by this pull (new or changed). */
  listingFilesWritten: number;
}

export interface SnapshotWriter {
  /** Writes one listing's file when it can have a page and changed; gives its summary. */
  add(listing: Listing): ListingSummary;
  /** Removes the files of listings no longer there and writes snapshot.json. */
  finish(parts: Omit<Snapshot, 'listings'>): WrittenSnapshot;
}

/** File name → sha256 of each listing file the last snapshot describes (empty when there is none). */
function previousHashes(storesDir: string, slug: string): Map<string, string> {
  try {
    const previous = readSnapshotFile(storesDir, slug);
    return new Map(
      previous.listings.flatMap((l) => (l.hash === undefined ? [] : [[listingFileName(l.slug), l.hash] as const])),
    );
  } catch {
    return new Map();
  }
}

export function createSnapshotWriter(storesDir: string, slug: string): SnapshotWriter {
  const dir = join(storesDir, slug);
  const target = listingsDir(storesDir, slug);
  const before = previousHashes(storesDir, slug);
  // Without a snapshot to trust, start from an empty folder.
  if (before.size === 0) rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  let writtenCount = 0;
  const written = new Set<string>();
  const summaries: ListingSummary[] = [];
  return {
    add(listing) {
      const summary = summarizeListing(listing);
      const name = listingFileName(listing.slug);
      // Only a listing that can have a page needs its file; of two with one slug, the first is the page's.
      if (summary.hasColour && !written.has(name)) {
        written.add(name);
        const json = JSON.stringify(listing);
        const fileHash = createHash('sha256').update(json).digest('hex');
        summary.hash = fileHash;
        hash.update(name).update('\0').update(json).update('\0');
        bytes += Buffer.byteLength(json);
        const path = join(target, name);
        if (before.get(name) !== fileHash || !existsSync(path)) {
          writeFileSync(path, json);
          writtenCount += 1;
        }
      }
      summaries.push(summary);
      return summary;
    },
    finish(parts) {
      for (const name of readdirSync(target)) {
        if (!written.has(name)) unlinkSync(join(target, name));
      }
      const snapshot: Snapshot = { ...parts, listings: summaries };
      const json = JSON.stringify(snapshot);
      hash.update(SNAPSHOT_FILE).update('\0').update(json);
      bytes += Buffer.byteLength(json);
      const path = join(dir, SNAPSHOT_FILE);
      const next = `${path}.next-${process.pid}`;
      writeFileSync(next, json);
      renameSync(next, path);
      return {
        hash: hash.digest('hex'),
        path,
        bytes,
        listingFiles: written.size,
        listingFilesWritten: writtenCount,
      };
    },
  };
}

/** The whole snapshot at once (tests, and pulls that already hold every listing). */
export function writeSplitSnapshot(
  storesDir: string,
  slug: string,
  parts: Omit<Snapshot, 'listings'>,
  listings: readonly Listing[],
): WrittenSnapshot {
  const writer = createSnapshotWriter(storesDir, slug);
  for (const listing of listings) writer.add(listing);
  return writer.finish(parts);
}
