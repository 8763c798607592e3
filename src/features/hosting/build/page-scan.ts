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

const pageScanSchema = z.object({
  hashes: z.array(z.string()),
  origins: z.partialRecord(z.enum(FETCH_DIRECTIVES), z.array(z.string())),
  handlerFiles: z.array(z.string()),
});

export function scanPages(files: readonly string[]): PageScan {
  const hashes = new Set<string>();
  const origins: CspSources[] = [];
  const handlerFiles: string[] = [];
  for (const file of files) {
    const page = scanHtml(readFileSync(file, 'utf8'));
    for (const hash of page.scriptHashes) hashes.add(hash);
    origins.push(page.origins);
    if (page.hasEventHandlers) handlerFiles.push(file);
  }
  return { hashes: [...hashes], origins: mergeSources(origins), handlerFiles };
}

/** Below this many pages a worker costs more than it saves. */
const PARALLEL_MIN_PAGES = 500;

function scanInWorker(files: readonly string[]): Promise<PageScan> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL('./scan-worker.ts', import.meta.url), { workerData: { files } });
    worker.once('message', (message: unknown) => {
      const parsed = pageScanSchema.safeParse(message);
      if (parsed.success) done(parsed.data);
      else fail(new Error(`page scan worker: ${parsed.error.message}`));
    });
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (code !== 0) fail(new Error(`page scan worker exited with ${code}`));
    });
  });
}

export async function scanPagesParallel(files: readonly string[], workers = availableParallelism()): Promise<PageScan> {
  const n = Math.min(workers, Math.ceil(files.length / PARALLEL_MIN_PAGES));
  if (n <= 1) return scanPages(files);
  const parts = Array.from({ length: n }, (_, i) => files.filter((_f, j) => j % n === i));
  const scans = await Promise.all(parts.map(scanInWorker));
  return {
    hashes: [...new Set(scans.flatMap((s) => s.hashes))],
    origins: mergeSources(scans.map((s) => s.origins)),
    handlerFiles: scans.flatMap((s) => s.handlerFiles),
  };
}
