/**
 * .stores/<slug>/last-pull.json: what the last pull of a store wrote, so that the next one can stop at the
 * product-data cache file's hash when it and everything read before it (store, theme, flags, collections,
 * localization) are unchanged, and give the same snapshot hash without reading the catalogue again.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const lastPullSchema = z.object({
  hash: z.string(),
  path: z.string(),
  bytes: z.number(),
  /** '<n> products from cache, <n> listings'. */
  summary: z.string(),
  /** sha256 of what the pull read before the product data. */
  headHash: z.string(),
  /** The cache file's own content hash, when the product data came from it. */
  sourceHash: z.string().optional(),
});
export type LastPull = z.infer<typeof lastPullSchema>;

const fileOf = (storesDir: string, slug: string) => join(storesDir, slug, 'last-pull.json');

/** The record, when there is one and the snapshot it describes is still there. */
export function readLastPull(storesDir: string, slug: string): LastPull | undefined {
  try {
    const last = lastPullSchema.parse(JSON.parse(readFileSync(fileOf(storesDir, slug), 'utf8')));
    return existsSync(last.path) ? last : undefined;
  } catch {
    return undefined;
  }
}

export function writeLastPull(storesDir: string, slug: string, last: LastPull): void {
  const file = fileOf(storesDir, slug);
  writeFileSync(`${file}.next`, JSON.stringify(last));
  renameSync(`${file}.next`, file);
}
