/**
 * A render of scripts/render-changed.ts over every core: the main thread and n - 1 worker threads
 * (./worker.ts, each with the same bundle) take batches of paths from one queue until it is empty, so a
 * renderer that started late or drew slower pages takes fewer. The workers start before the main thread
 * loads its own bundle, so their start-up (the bundle's modules, getStaticPaths) runs beside it.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageFileScan } from '../../src/features/hosting/build/page-scan.ts';
import type { StaticPath } from '../../src/integrations/static-pages/plan.ts';
import { Fallback, type Renderer } from './share.ts';
import { workerMessageSchema, type MainMessage, type WorkerInput } from './messages.ts';

/** Below this many paths a second renderer costs more (its own bundle load and getStaticPaths) than it saves. */
const PARALLEL_MIN_PATHS = 1_000;

/** Paths per batch: small enough that the renderers end together, large enough that messages cost nothing. */
const BATCH_PATHS = 100;

/**
 * Batches a worker is sent ahead of its writing them: the next is there when one is written, so the worker
 * never waits for the main thread, which hears it only between its own pages.
 */
const IN_FLIGHT = 2;

/**
 * A worker thread's heap: the main thread's (renderExecArgv of scripts/build-stores.ts sets it by the store's
 * size): its old space, 1 GB when not set, and a young generation of three semi-spaces (V8's two and its
 * large-object space), 16 MB when not set.
 */
function workerHeap(): { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number } {
  const flags = process.execArgv.join(' ');
  const oldSpace = /--max-old-space-size=(\d+)/.exec(flags)?.[1];
  const semiSpace = /--max-semi-space-size=(\d+)/.exec(flags)?.[1];
  return {
    maxOldGenerationSizeMb: oldSpace ? Number(oldSpace) : 1024,
    maxYoungGenerationSizeMb: 3 * (semiSpace ? Number(semiSpace) : 16),
  };
}

/** How many renderers render `paths` paths: as told, else ('auto') one per core once there are enough. */
export function renderersFor(threads: number | 'auto', paths: number): number {
  if (threads !== 'auto') return threads;
  return paths >= PARALLEL_MIN_PATHS ? availableParallelism() : 1;
}

/**
 * `paths` in batches of about `size`, a listing's page and its markdown alternate in one batch, one after
 * the other (they read the same listing file: src/data/snapshot.ts keeps the last few). Pages come before
 * endpoints: the feed's JSON pages then find most of their tiles' markup written by the listings' shelves
 * (listTileHtml, src/features/catalog/components/product/tile-html.ts).
 */
export function batches<T extends { pathname: string; route: { type: string } }>(
  paths: readonly T[],
  size = BATCH_PATHS,
): T[][] {
  const groups = new Map<string, T[]>();
  const pagesFirst = [...paths.filter((p) => p.route.type === 'page'), ...paths.filter((p) => p.route.type !== 'page')];
  for (const path of pagesFirst) {
    const key = path.pathname.replace(/\.md$/, '');
    const group = groups.get(key);
    if (group) group.push(path);
    else groups.set(key, [path]);
  }
  const out: T[][] = [];
  let current: T[] = [];
  for (const group of groups.values()) {
    current.push(...group);
    if (current.length >= size) {
      out.push(current);
      current = [];
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * The build's progress (scripts/build-progress.ts counts the '├─' lines): a batch's paths once it is
 * written, in one write (a line per page, printed as each was written, cost the main thread half a second
 * at 20,000 paths).
 */
function printBatch(batch: readonly { pathname: string }[]): void {
  process.stdout.write(batch.map((p) => `  ├─ ${p.pathname}\n`).join(''));
}

/** Worker threads started with the store's bundle, waiting for batches. */
export interface Pool {
  /** Renders `selected` with these workers and `renderer` here; every written HTML page's scan by file. */
  run(renderer: Renderer, selected: readonly StaticPath[]): Promise<Map<string, PageFileScan>>;
  /** Ends the workers (after run, or instead of it). */
  close(): Promise<void>;
}

export function startPool(count: number, input: WorkerInput): Pool {
  const workers = Array.from(
    { length: count },
    () => new Worker(new URL('./worker.ts', import.meta.url), { workerData: input, resourceLimits: workerHeap() }),
  );
  const close = async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
  return {
    close,
    async run(renderer, selected) {
      const queue = batches(selected);
      const scans = new Map<string, PageFileScan>();
      const take = (found: readonly [string, PageFileScan][]) => {
        for (const [file, scan] of found) scans.set(file, scan);
      };
      const drive = (worker: Worker) =>
        new Promise<void>((done, fail) => {
          const send = (message: MainMessage) => worker.postMessage(message);
          // Sent and not yet written, oldest first: the worker renders them in order.
          const sent: StaticPath[][] = [];
          const fill = () => {
            while (sent.length < IN_FLIGHT) {
              const batch = queue.shift();
              if (!batch) break;
              sent.push(batch);
              send({ kind: 'batch', pathnames: batch.map((p) => p.pathname) });
            }
            if (sent.length === 0) {
              send({ kind: 'end' });
              done();
            }
          };
          worker.on('message', (raw: unknown) => {
            const message = workerMessageSchema.parse(raw);
            if (message.kind === 'ready') fill();
            else if (message.kind === 'done') {
              take(message.scans);
              const written = sent.shift();
              if (written) printBatch(written);
              fill();
            } else if (message.kind === 'fallback') fail(new Fallback(message.reason));
            else fail(new Error(`a render worker failed: ${message.stack}`));
          });
          worker.once('error', fail);
          worker.once('exit', (code) => fail(new Error(`render worker exited with ${code} before it was done`)));
        });
      const here = async () => {
        for (let batch = queue.shift(); batch; batch = queue.shift()) {
          take(await renderer.render(batch));
          printBatch(batch);
          // The workers' messages wait for this thread's event loop: a batch rendered without waiting on
          // anything would otherwise keep them waiting for their next batch.
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      try {
        await Promise.all([here(), ...workers.map(drive)]);
        return scans;
      } finally {
        // One renderer that failed or fell back ends the others: the build then fails or runs astro build.
        await close();
      }
    },
  };
}

/** `selected` rendered on this thread alone, batch after batch. */
export async function renderHere(
  renderer: Renderer,
  selected: readonly StaticPath[],
): Promise<Map<string, PageFileScan>> {
  const scans = new Map<string, PageFileScan>();
  for (const batch of batches(selected)) {
    for (const [file, scan] of await renderer.render(batch)) scans.set(file, scan);
    printBatch(batch);
  }
  return scans;
}
