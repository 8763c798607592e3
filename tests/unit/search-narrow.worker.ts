/**
 * The heavy half of tests/unit/search-narrow.test.ts, run in a worker thread: every term of `terms` whose
 * narrowed suggestions or first page differ from plain Fuse's over `count` generated records. A worker's V8
 * isolate is outside the coverage the unit run collects, which slows Fuse's loops fourfold (measured on the
 * 2-core machine: 4.4 → 14.8 s for these two checks); what is checked here is equality, not coverage.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { createSearchIndex } from '../../src/features/search/domain/search.ts';
import { disagreements, generate } from './search-narrow-records.ts';

const job = z
  .object({ count: z.number().int().positive(), seed: z.string(), terms: z.array(z.string()) })
  .parse(workerData);
parentPort?.postMessage(disagreements(createSearchIndex(generate(job.count, job.seed)), job.terms));
