/** Worker thread of scanPagesParallel (page-scan.ts): scans its share of the pages and posts the result. */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { scanPages } from './page-scan.ts';

const input = z.object({ files: z.array(z.string()) }).parse(workerData);
parentPort?.postMessage(scanPages(input.files));
