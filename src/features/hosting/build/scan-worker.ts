/**
 * Worker thread of scanPagesParallel and scanEachPageParallel (page-scan.ts): scans its share of the pages
 * and posts the merged result, or with `each` every page's (as distinct results and an index per page).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { scanEachPage, scanPages, type PageFileScan } from './page-scan.ts';

const input = z.object({ files: z.array(z.string()), each: z.boolean().optional() }).parse(workerData);
if (input.each) {
  const table: PageFileScan[] = [];
  const at = new Map<PageFileScan, number>();
  const index = scanEachPage(input.files).map((scan) => {
    let i = at.get(scan);
    if (i === undefined) {
      i = table.push(scan) - 1;
      at.set(scan, i);
    }
    return i;
  });
  parentPort?.postMessage({ table, index });
} else parentPort?.postMessage(scanPages(input.files));
