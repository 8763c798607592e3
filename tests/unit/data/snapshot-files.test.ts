import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSplitSnapshot } from '../../../scripts/pull/write.ts';
import { findListing, publicListings } from '../../../src/data/listing.ts';
import { listingFilePath, readListingFile, readSnapshotFile } from '../../../src/data/snapshot-files.ts';
import type { Listing } from '../../../src/features/catalog/domain/types.ts';
import { listingFileName } from '../../../src/data/snapshot-format.ts';
import { sampleListing, sampleVariant } from '../fixtures/catalog.ts';
import { snapshot } from './fixture.ts';

function listing(slug: string, over: Partial<Listing> = {}): Listing {
  const variant = sampleVariant({ listingId: slug, inventoryCount: 3 });
  return sampleListing({
    listingId: `id-${slug}`,
    itemGroupId: 'G1',
    slug,
    title: slug,
    products: [{ productId: 'p1', productName: 'Tee', productType: 't-shirt', variants: [variant] }],
    ...over,
  });
}

function pulled(listings: Listing[]) {
  const dir = mkdtempSync(join(tmpdir(), 'split-'));
  const { listings: _none, ...parts } = snapshot();
  const written = writeSplitSnapshot(dir, 'shop', parts, listings);
  return { dir, written };
}

describe('split snapshot', () => {
  it('keeps summaries in snapshot.json and gives each listing back whole from its own file', () => {
    const tee = listing('tee');
    const odd = listing('Odd/Slug ..', { visibility: 'private' });
    const bare = listing('bare', { products: [] });
    const { dir, written } = pulled([tee, odd, bare]);
    const snap = readSnapshotFile(dir, 'shop');
    const fileHash = (l: Listing) => createHash('sha256').update(JSON.stringify(l)).digest('hex');
    const shelf = { collections: [], productGroupName: tee.productGroupName, productName: 'Tee' };
    expect(snap.listings).toEqual([
      { listingId: 'id-tee', slug: 'tee', visibility: 'public', hasColour: true, hash: fileHash(tee), shelf },
      {
        listingId: 'id-Odd/Slug ..',
        slug: 'Odd/Slug ..',
        visibility: 'private',
        hasColour: true,
        hash: fileHash(odd),
        shelf,
      },
      { listingId: 'id-bare', slug: 'bare', visibility: 'public', hasColour: false },
    ]);
    expect(readListingFile(dir, 'shop', 'tee')).toEqual(tee);
    expect(readListingFile(dir, 'shop', 'Odd/Slug ..')).toEqual(odd);
    // Only listings that can have a page get a file; odd slugs get a hashed name inside the folder.
    expect(written.listingFiles).toBe(2);
    expect(readdirSync(join(dir, 'shop', 'listings')).sort()).toEqual([listingFileName('Odd/Slug ..'), 'tee.json']);
    expect(listingFileName('Odd/Slug ..')).toMatch(/^_[0-9a-f]{32}\.json$/);
    expect(publicListings(snap).map((l) => l.slug)).toEqual(['tee']);
    expect(findListing(snap, 'Odd/Slug ..')?.visibility).toBe('private');
    expect(findListing(snap, 'bare')).toBeNull();
  });

  it('hashes what it wrote, and a new pull leaves no file of a listing that is gone', () => {
    const { dir, written } = pulled([listing('a'), listing('b')]);
    const { listings: _none, ...parts } = snapshot();
    const again = writeSplitSnapshot(dir, 'shop', parts, [listing('a')]);
    expect(again.hash).not.toBe(written.hash);
    expect(readdirSync(join(dir, 'shop', 'listings'))).toEqual(['a.json']);
    expect(writeSplitSnapshot(dir, 'shop', parts, [listing('a')]).hash).toBe(again.hash);
  });

  it('writes again only the listing files whose bytes changed', () => {
    const { dir } = pulled([listing('a'), listing('b')]);
    const { listings: _none, ...parts } = snapshot();
    const path = listingFilePath(dir, 'shop', 'a');
    utimesSync(path, new Date(0), new Date(0));
    const again = writeSplitSnapshot(dir, 'shop', parts, [listing('a'), listing('b', { title: 'B two' })]);
    expect(again.listingFilesWritten).toBe(1);
    expect(statSync(path).mtimeMs).toBe(0);
    expect(readListingFile(dir, 'shop', 'b').title).toBe('B two');
  });

  it('names the store and the listing when a listing file is missing', () => {
    const { dir } = pulled([listing('tee')]);
    expect(() => readListingFile(dir, 'shop', 'gone')).toThrow(
      /Store 'shop', listing 'gone': listing file missing or unreadable/,
    );
  });

  it('names the store and the listing when a listing file is corrupt, invalid or holds another listing', () => {
    const { dir } = pulled([listing('tee')]);
    const path = listingFilePath(dir, 'shop', 'tee');
    writeFileSync(path, '{"slug": "tee", "produ');
    expect(() => readListingFile(dir, 'shop', 'tee')).toThrow(
      /Store 'shop', listing 'tee': listing file is not valid JSON/,
    );
    writeFileSync(path, JSON.stringify({ ...listing('tee'), products: 'none' }));
    expect(() => readListingFile(dir, 'shop', 'tee')).toThrow(
      /Store 'shop', listing 'tee': listing file is invalid at products/,
    );
    writeFileSync(path, JSON.stringify(listing('other')));
    expect(() => readListingFile(dir, 'shop', 'tee')).toThrow(/listing 'tee': listing file holds listing 'other'/);
  });

  it('names the store when snapshot.json is missing or of another version', () => {
    const { dir } = pulled([]);
    expect(() => readSnapshotFile(dir, 'nope')).toThrow(/No snapshot for store 'nope'/);
    writeFileSync(join(dir, 'shop', 'snapshot.json'), JSON.stringify({ ...snapshot(), version: 1 }));
    expect(() => readSnapshotFile(dir, 'shop')).toThrow(/Snapshot of 'shop' is invalid at version/);
  });
});
