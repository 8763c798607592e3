/**
 * A full or changed render of scripts/render-changed.ts over every core: the paths dealt into shares, one
 * rendered by the main thread and each other by a worker thread (./worker.ts) with the same bundle.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderContext } from '../../src/integrations/static-pages/bundle.ts';
import type { PageFileScan } from '../../src/features/hosting/build/page-scan.ts';
import { Fallback, type Renderer, type StaticRoutePath } from './share.ts';
import { workerMessageSchema, type WorkerInput } from './messages.ts';

/** Below this many paths a second renderer costs more (its own bundle load and getStaticPaths) than it saves. */
const PARALLEL_MIN_PATHS = 1_000;

/**
 * A worker thread's heap, as the main thread's (RENDER_EXEC_ARGV of scripts/build-stores.ts): a
 * renderer's live data is under 160 MB for the 10,000-listing store.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 48 };

/**
 * `paths` dealt into `n` shares, a listing's page and its markdown alternate together and one after the
 * other (they read the same listing file: src/data/snapshot.ts keeps the last few), the groups in turn so
 * that each share has as many of each kind of page.
 */
export function deal<T extends { pathname: string }>(paths: readonly T[], n: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const path of paths) {
    const key = path.pathname.replace(/\.md$/, '');
    const group = groups.get(key);
    if (group) group.push(path);
    else groups.set(key, [path]);
  }
  const shares = Array.from({ length: n }, (): T[] => []);
  let i = 0;
  for (const group of groups.values()) shares[i++ % n]?.push(...group);
  return shares;
}

const printPage = (pathname: string) => console.log(`  ├─ ${pathname}`);

/** One share rendered by a worker thread of its own (./worker.ts); `started` is told the worker. */
function renderInWorker(input: WorkerInput, started: (worker: Worker) => void): Promise<[string, PageFileScan][]> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      workerData: input,
      resourceLimits: WORKER_HEAP,
    });
    started(worker);
    let settled = false;
    worker.on('message', (raw: unknown) => {
      const message = workerMessageSchema.parse(raw);
      if (message.kind === 'page') printPage(message.pathname);
      else {
        settled = true;
        if (message.kind === 'done') done(message.scans);
        else fail(new Fallback(message.reason));
      }
    });
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (!settled) fail(new Error(`render worker exited with ${code} before it was done`));
    });
  });
}

/** How many renderers render `paths` paths: as told, else ('auto') one per core once there are enough. */
export function renderersFor(threads: number | 'auto', paths: number): number {
  if (threads !== 'auto') return threads;
  return paths >= PARALLEL_MIN_PATHS ? availableParallelism() : 1;
}

/** Every share of `selected` rendered at once by `n` renderers: the first here, each other by a worker thread. */
export async function renderAll(
  n: number,
  renderer: Renderer,
  selected: readonly StaticRoutePath[],
  bundle: { dir: string; context: RenderContext },
  distDir: string,
): Promise<Map<string, PageFileScan>> {
  const [own = [], ...others] = deal(selected, n);
  const workers: Worker[] = [];
  try {
    const parts = await Promise.all([
      renderer.render(own, printPage),
      ...others.map((share) =>
        renderInWorker(
          { bundleDir: bundle.dir, context: bundle.context, distDir, pathnames: share.map((p) => p.pathname) },
          (worker) => workers.push(worker),
        ),
      ),
    ]);
    return new Map(parts.flat());
  } finally {
    // One share that failed or fell back ends the others: the build then fails or runs astro build.
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
