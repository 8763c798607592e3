/**
 * Worker thread of scanEachPageParallel (page-scan.ts): scans its share of the pages and posts every page's
 * result, as the distinct results and an index per page.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { scanEachPage, type PageFileScan } from './page-scan.ts';

const input = z.object({ files: z.array(z.string()) }).parse(workerData);
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
