/**
 * One pass over a store's built pages for its CSP: the inline-script hashes, the off-site origins and the
 * pages with inline event handlers. A 10,000-listing store is most of a gigabyte of HTML, so the pass
 * is split over worker threads (scanPagesParallel), one per core; scanPages is the same pass in-process.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { FETCH_DIRECTIVES, type CspSources } from '../domain/csp.ts';
import { mergeSources, scanHtml } from '../domain/html-scan.ts';

export interface PageScan {
  hashes: string[];
  origins: CspSources;
  /** Files with inline event handlers (which the CSP blocks). */
  handlerFiles: string[];
}

/** Below this many pages a worker costs more than it saves. */
const PARALLEL_MIN_PAGES = 500;

/** What one page's scan found (a store's render manifest keeps it per page: src/integrations/static-pages). */
export interface PageFileScan {
  hashes: string[];
  origins: CspSources;
  /** It has inline event handlers (which the CSP blocks). */
  handler: boolean;
}

/** One page's scan, from its HTML. */
export function scanPageHtml(html: string): PageFileScan {
  const page = scanHtml(html);
  return { hashes: page.scriptHashes, origins: page.origins, handler: page.hasEventHandlers };
}

export function scanPageFile(file: string): PageFileScan {
  return scanPageHtml(readFileSync(file, 'utf8'));
}

/** Each page's scan, in the order of `files`: identical results are one object (most pages share theirs). */
export function scanEachPage(files: readonly string[]): PageFileScan[] {
  const distinct = new Map<string, PageFileScan>();
  return files.map((file) => {
    const scan = scanPageFile(file);
    const key = JSON.stringify(scan);
    const known = distinct.get(key);
    if (known) return known;
    distinct.set(key, scan);
    return scan;
  });
}

const eachSchema = z.object({
  table: z.array(
    z.object({
      hashes: z.array(z.string()),
      origins: z.partialRecord(z.enum(FETCH_DIRECTIVES), z.array(z.string())),
      handler: z.boolean(),
    }),
  ),
  index: z.array(z.number().int().min(0)),
});

function scanEachInWorker(files: readonly string[]): Promise<PageFileScan[]> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL('./scan-worker.ts', import.meta.url), { workerData: { files } });
    worker.once('message', (message: unknown) => {
      const parsed = eachSchema.safeParse(message);
      if (!parsed.success) return fail(new Error(`page scan worker: ${parsed.error.message}`));
      const { table, index } = parsed.data;
      done(index.map((i) => table[i] ?? { hashes: [], origins: {}, handler: false }));
    });
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (code !== 0) fail(new Error(`page scan worker exited with ${code}`));
    });
  });
}

/** scanEachPage on every core; each result in the order of `files`. */
export async function scanEachPageParallel(
  files: readonly string[],
  workers = availableParallelism(),
): Promise<PageFileScan[]> {
  const n = Math.min(workers, Math.ceil(files.length / PARALLEL_MIN_PAGES));
  if (n <= 1) return scanEachPage(files);
  const size = Math.ceil(files.length / n);
  const parts = Array.from({ length: n }, (_, i) => files.slice(i * size, (i + 1) * size));
  return (await Promise.all(parts.map(scanEachInWorker))).flat();
}

/** One store's scan from its pages' own scans (`scans[i]` is `files[i]`'s; a page without one is skipped). */
export function mergePageScans(files: readonly string[], scans: readonly (PageFileScan | undefined)[]): PageScan {
  const hashes = new Set<string>();
  const origins: CspSources[] = [];
  const handlerFiles: string[] = [];
  files.forEach((file, i) => {
    const scan = scans[i];
    if (!scan) return;
    for (const hash of scan.hashes) hashes.add(hash);
    origins.push(scan.origins);
    if (scan.handler) handlerFiles.push(file);
  });
  return { hashes: [...hashes], origins: mergeSources(origins), handlerFiles };
}

export function scanPages(files: readonly string[]): PageScan {
  return mergePageScans(files, scanEachPage(files));
}

/** scanPages on every core. */
export async function scanPagesParallel(files: readonly string[], workers = availableParallelism()): Promise<PageScan> {
  return mergePageScans(files, await scanEachPageParallel(files, workers));
}
