/**
 * Writes a pulled store as a split snapshot (src/data/snapshot-format.ts) as its data arrives, never holding
 * the catalogue: each listing with a colour to show goes to listings/<file>.json, each tile straight into
 * snapshot.json (written to a temporary file, renamed into place by `finish`), each listing's summary (its
 * file's sha256 included) after the tiles. A listing file whose bytes are what the last snapshot says is not
 * written again; the files of listings gone from the store are removed. Until `finish`, the last snapshot
 * still describes the folder; `abort` puts back what a failed read changed. The returned hash covers every
 * byte of the snapshot, for the build's "unchanged" check.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { summarizeListing } from '../../src/data/listing-summary.ts';
import { listingsDir, readSnapshotFile, SNAPSHOT_FILE } from '../../src/data/snapshot-files.ts';
import type { Listing, ProductTile } from '../../src/features/catalog/domain/types.ts';
import { listingFileName, type ListingSummary, type Snapshot } from '../../src/data/snapshot-format.ts';

export interface WrittenSnapshot {
  hash: string;
  path: string;
  /** Bytes of snapshot.json and every listing file. */
  bytes: number;
  tiles: number;
  listings: number;
  listingFiles: number;
  /** Listing files written by this pull (new or changed). */
  listingFilesWritten: number;
}

/** Everything in snapshot.json but the catalogue: known before the product data is read. */
export type SnapshotHead = Omit<Snapshot, 'products' | 'listings' | 'productSource'>;

export interface SnapshotWriter {
  tile(tile: ProductTile): void;
  /** Writes the listing's file when it can have a page and changed; gives its summary. */
  add(listing: Listing): ListingSummary;
  /** Removes the files of listings no longer there and puts snapshot.json in place. */
  finish(productSource: Snapshot['productSource']): WrittenSnapshot;
  /** Drops what this writer wrote (a read that failed half way): the last snapshot stands as it was. */
  abort(): void;
}

const FLUSH_BYTES = 1 << 16;

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

/**
 * A new writer of the store's snapshot. `onTiles` hears how many tiles there are once they are all written:
 * at the first listing (tiles come first), or at `finish`.
 */
export function createSnapshotWriter(
  storesDir: string,
  slug: string,
  head: SnapshotHead,
  onTiles?: (count: number) => void,
): SnapshotWriter {
  const dir = join(storesDir, slug);
  const target = listingsDir(storesDir, slug);
  const before = previousHashes(storesDir, slug);
  // Without a snapshot to trust, start from an empty folder.
  if (before.size === 0) rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const path = join(dir, SNAPSHOT_FILE);
  const next = `${path}.next-${process.pid}`;
  const fd = openSync(next, 'w');
  const hash = createHash('sha256');
  const snapshotHash = createHash('sha256');
  let bytes = 0;
  let buffered: string[] = [];
  let bufferedBytes = 0;
  const out = (text: string) => {
    buffered.push(text);
    bufferedBytes += text.length;
    if (bufferedBytes >= FLUSH_BYTES) flush();
  };
  const flush = () => {
    if (buffered.length === 0) return;
    const text = buffered.join('');
    buffered = [];
    bufferedBytes = 0;
    snapshotHash.update(text);
    bytes += writeSync(fd, text);
  };
  const { version, ...rest } = head;
  out(`{"version":${JSON.stringify(version)}`);
  for (const [key, value] of Object.entries(rest)) out(`,${JSON.stringify(key)}:${JSON.stringify(value)}`);
  out(',"products":[');
  let tiles = 0;
  const summaries: string[] = [];
  const written = new Set<string>();
  const changed: string[] = [];
  let closed = false;
  let told = false;
  const tell = () => {
    if (told) return;
    told = true;
    onTiles?.(tiles);
  };
  const close = () => {
    if (!closed) closeSync(fd);
    closed = true;
  };
  return {
    tile(tile) {
      out(`${tiles === 0 ? '' : ','}${JSON.stringify(tile)}`);
      tiles += 1;
    },
    add(listing) {
      tell();
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
        const file = join(target, name);
        if (before.get(name) !== fileHash || !existsSync(file)) {
          writeFileSync(file, json);
          changed.push(file);
        }
      }
      summaries.push(JSON.stringify(summary));
      return summary;
    },
    finish(productSource) {
      tell();
      out(`],"listings":[${summaries.join(',')}],"productSource":${JSON.stringify(productSource)}}`);
      flush();
      close();
      for (const name of readdirSync(target)) {
        if (!written.has(name)) unlinkSync(join(target, name));
      }
      renameSync(next, path);
      hash.update(SNAPSHOT_FILE).update('\0').update(snapshotHash.digest('hex'));
      return {
        hash: hash.digest('hex'),
        path,
        bytes,
        tiles,
        listings: summaries.length,
        listingFiles: written.size,
        listingFilesWritten: changed.length,
      };
    },
    abort() {
      close();
      rmSync(next, { force: true });
      // The last snapshot's hashes no longer describe these files: without them, the next pull writes them.
      for (const file of changed) rmSync(file, { force: true });
    },
  };
}

/** The whole snapshot at once (tests, and callers that already hold every listing). */
export function writeSplitSnapshot(
  storesDir: string,
  slug: string,
  parts: Omit<Snapshot, 'listings'>,
  listings: readonly Listing[],
): WrittenSnapshot {
  const { products, productSource, ...head } = parts;
  const writer = createSnapshotWriter(storesDir, slug, head);
  for (const tile of products) writer.tile(tile);
  for (const listing of listings) writer.add(listing);
  return writer.finish(productSource);
}
