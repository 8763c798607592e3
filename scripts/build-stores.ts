/**
 * The stores of one `npm run build` (scripts/build.ts), once its hosts answer: each store is pulled into a
 * validated snapshot (.stores/<slug>/), then built with `astro build` into dist/<slug>/ unless its snapshot
 * and the code are unchanged since its last build. One broken store fails alone; every outcome goes to the
 * build report. Its own module so that a build stopped by a host never loads the pull and postbuild.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { HostUrls } from '../src/hosts.ts';
import type { StoreEntry } from '../src/shared/store-config.ts';
import { BUILD_REPORT_FILE } from './build-args.ts';
import { pullInWorker } from './pull/isolate.ts';
import type { PullResult } from './pull/result.ts';
import { astroPageCounter, createProgress, type Progress } from './build-progress.ts';
import { RENDER_FALLBACK_EXIT_CODE } from './render-changed-code.ts';
import { listingFileCount } from '../src/data/snapshot-files.ts';
import { writeSnapshotReady } from '../src/integrations/static-pages/ready.ts';

export interface StoresRun {
  stores: readonly StoreEntry[];
  hosts: HostUrls;
  dirs: { stores: string; dist: string };
  /** Rebuild stores whose snapshot and code are unchanged. */
  force: boolean;
  /** Stores built at once. */
  concurrency: number;
  /** scripts/build-fingerprint.ts: the code and settings a store's stamp is compared with. */
  fingerprint: string;
  /** --progress: bars or lines (default: bars on a terminal outside CI). */
  progress?: 'bar' | 'lines';
}

interface Outcome {
  slug: string;
  status: 'built' | 'skipped' | 'gated' | 'failed';
  detail: string;
  ms: number;
}

/**
 * The heap of `astro build`: its live data is ~120 MB for the 10,000-listing store, but left to V8's defaults
 * its garbage and free-page pool took it to 1.1 GB (measured; 760 MB with an old space of 320 MB).
 */
export const ASTRO_EXEC_ARGV = ['--max-old-space-size=512', '--max-semi-space-size=16'];

/**
 * The heap of scripts/render-changed.ts's main thread, and so its worker threads' (./render/parallel.ts):
 * 1 GB, and 512 MB per 10,000 listings past 20,000. A renderer's live data is 90 to 120 MB for the
 * 10,000-listing store, but V8 grows a heap capped near its live data by little, so a 256 MB cap ran a major
 * collection every 0.6 s per thread (74 in the render, 33 with 1 GB). Measured on 2 cores, three rounds:
 * 18.6-20.4 s at 256 MB, 17.1-18.2 s at 1 GB (user CPU 30.5-33.0 → 26.8-28.9 s), the render's RSS 470-520 →
 * 540-550 MB, still under the peak of the build's first phase (Vite beside the pull: 805-840 MB). At 20,000
 * listings (512 MB before) two rounds told no difference (32.5-32.6 s against 31.0-32.7 s) for 80-100 MB
 * more: the 20,000-listing build's peak is its render's, 901-955 MB in two bench runs (879 MB before).
 */
export function renderExecArgv(listings: number): string[] {
  const oldSpaceMb = Math.max(1024, Math.ceil((listings / 10_000) * 512));
  return [`--max-old-space-size=${oldSpaceMb}`, `--max-semi-space-size=${RENDER_SEMI_SPACE_MB}`];
}

/**
 * The renderers' young generation: 32 MB semi-spaces (96 MB young generation per thread). A page's render
 * allocates about a megabyte that dies young; measured on big's render on 2 threads, three interleaved
 * rounds: user CPU 18.4-20.6 → 17.7-19.4 s and wall 11.8-14.4 → 11.7-13.1 s against 16 MB, for 20-90 MB
 * more RSS; 64 MB gained nothing more for another 130 MB.
 */
export const RENDER_SEMI_SPACE_MB = 32;

/**
 * STOREFRONT_RENDER of a render (src/integrations/static-pages): 'changed' renders only the pages whose data
 * changed, 'all' every page (or none, when the snapshot-ready file says 'bundle': ./ready.ts there).
 */
type RenderMode = 'changed' | 'all';

/**
 * From this many listings (about twice as many paths) a full build renders its pages on every core with
 * scripts/render-changed.ts --all; below, `astro build` renders them (measured on the demo store, 55
 * listings: 3.2 s in one process, 5.1 s in two). STOREFRONT_RENDER_THREADS set: every core at any size.
 */
export const EVERY_CORE_MIN_LISTINGS = 500;

/** What is kept of astro's output: its end (for a failure's message) and the static-pages plan line. */
const OUTPUT_TAIL = 8_000;

/** How a render process ended: its exit code, its output's end, its plan line, and who rendered. */
interface RenderResult {
  code: number;
  output: string;
  plan: string;
  by?: string;
}

/**
 * Renders the store's pages ('changed' or 'all') with scripts/render-changed.ts and the render bundle the last
 * astro build kept (no Vite build), falling back to `astro build` when it cannot.
 */
async function renderPages(
  slug: string,
  mode: RenderMode,
  fingerprint: string,
  progress: Progress,
  listings: number,
): Promise<RenderResult> {
  const quick = await runRender(
    slug,
    mode,
    fingerprint,
    progress,
    renderChangedArgv(slug, mode),
    renderExecArgv(listings),
  );
  return orAstroBuild(slug, mode, fingerprint, progress, quick);
}

/** `astro build`, as the build runs it. */
const astroBuildArgv = () => [resolve('node_modules/astro/bin/astro.mjs'), 'build'];

/** scripts/render-changed.ts for the store's changed pages, or every page. */
const renderChangedArgv = (slug: string, mode: RenderMode) => [
  resolve('scripts/render-changed.ts'),
  '--store',
  slug,
  ...(mode === 'all' ? ['--all'] : []),
];

/** The quick render's result, or `astro build`'s when the quick render could not (RENDER_FALLBACK_EXIT_CODE). */
async function orAstroBuild(
  slug: string,
  mode: RenderMode,
  fingerprint: string,
  progress: Progress,
  quick: RenderResult,
): Promise<RenderResult> {
  if (quick.code !== RENDER_FALLBACK_EXIT_CODE) return { ...quick, by: 'the kept render bundle' };
  return { ...(await runRender(slug, mode, fingerprint, progress, astroBuildArgv())), by: 'astro build' };
}

interface Rendering {
  done: Promise<RenderResult>;
  /** Stops it (a pull that failed while it waited for the snapshot). */
  stop(): Promise<void>;
}

function startRender(
  slug: string,
  mode: RenderMode,
  fingerprint: string,
  progress: Progress,
  argv: string[],
  extraEnv: Record<string, string> = {},
  execArgv: readonly string[] = ASTRO_EXEC_ARGV,
): Rendering {
  const child = spawn(process.execPath, [...execArgv, ...argv], {
    env: {
      ...process.env,
      // A production build whatever runs it (vitest sets 'test', which compiled the bundle for React's
      // development build); scripts/render-changed.ts renders with the same.
      NODE_ENV: 'production',
      STORE: slug,
      STOREFRONT_RENDER: mode,
      STOREFRONT_FINGERPRINT: fingerprint,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let plan = '';
  const count = astroPageCounter((written, total) => progress.pages(slug, written, total));
  const take = (d: Buffer) => {
    const text = d.toString();
    plan ||= renderedLine(text);
    count(text);
    output = (output + text).slice(-OUTPUT_TAIL);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const done = new Promise<RenderResult>((resolveDone) =>
    child.on('exit', (code) => resolveDone({ code: code ?? 1, output, plan })),
  );
  return {
    done,
    async stop() {
      child.kill('SIGTERM');
      await done;
    },
  };
}

function runRender(
  slug: string,
  mode: RenderMode,
  fingerprint: string,
  progress: Progress,
  argv: string[],
  execArgv?: readonly string[],
): Promise<RenderResult> {
  return startRender(slug, mode, fingerprint, progress, argv, {}, execArgv).done;
}

/** What the static-pages integration said it rendered ('rendering 12 of 20,034 paths'). */
function renderedLine(output: string): string {
  return (
    /rendering (\d+ of \d+ paths[^\n]*)/
      .exec(output)?.[1]
      ?.replace(/\u001b\[[0-9;]*m/g, '')
      .trim() ?? ''
  );
}

interface EveryCoreRender {
  /** The snapshot is pulled: the render goes on; its result (astro build's when the quick render cannot). */
  pulled(): Promise<RenderResult>;
  /** Stops both processes (the pull failed, or the store is gated). */
  stop(): Promise<void>;
}

/**
 * Every page of a big store on every core, started before its pull ends: the early `astro build` is told to
 * keep the render bundle at once (it renders nothing, and reads no snapshot), then scripts/render-changed.ts
 * starts with it and waits for `pulledFile` before it reads the store's paths. When the quick render cannot
 * (RENDER_FALLBACK_EXIT_CODE), astro build renders the store instead.
 */
function startEveryCoreRender(
  slug: string,
  early: { rendering: Rendering; ready: string },
  pulledFile: string,
  o: { fingerprint: string; progress: Progress; listings: number },
): EveryCoreRender {
  writeSnapshotReady(early.ready, { render: 'bundle' });
  let stopped = false;
  const render = early.rendering.done.then((astro) => {
    rmSync(early.ready, { force: true });
    if (astro.code !== 0 || stopped) return { astro };
    return {
      astro,
      quick: startRender(
        slug,
        'all',
        o.fingerprint,
        o.progress,
        renderChangedArgv(slug, 'all'),
        { STOREFRONT_SNAPSHOT_READY: pulledFile },
        renderExecArgv(o.listings),
      ),
    };
  });
  return {
    async pulled() {
      writeFileSync(pulledFile, '');
      try {
        const { astro, quick } = await render;
        return quick ? await orAstroBuild(slug, 'all', o.fingerprint, o.progress, await quick.done) : astro;
      } finally {
        rmSync(pulledFile, { force: true });
      }
    },
    async stop() {
      stopped = true;
      await early.rendering.stop();
      const { quick } = await render;
      await quick?.stop();
      rmSync(pulledFile, { force: true });
    },
  };
}

async function buildOne(entry: StoreEntry, run: StoresRun, progress: Progress): Promise<Outcome> {
  const { hosts, dirs } = run;
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const dir = resolve(dirs.stores, entry.slug);
  const stamp = join(dir, 'built.hash');
  const distIndex = resolve(dirs.dist, entry.slug, 'index.html');
  const lastStamp = existsSync(stamp) && existsSync(distIndex) ? readFileSync(stamp, 'utf8') : '';
  // A store built whole whatever the pull gives (forced, or built last by other code or never): astro build
  // starts with the pull, and its pages wait for the snapshot (src/integrations/static-pages), so its Vite
  // build runs while the data arrives.
  let early: { rendering: Rendering; ready: string } | undefined;
  if (run.force || !lastStamp.endsWith(`:${run.fingerprint}`)) {
    // The stamp goes first: a build that stops half way must not be taken for the last one.
    rmSync(stamp, { force: true });
    mkdirSync(dir, { recursive: true });
    const ready = join(dir, `snapshot-ready-${process.pid}-${randomUUID()}`);
    early = {
      ready,
      rendering: startRender(entry.slug, 'all', run.fingerprint, progress, astroBuildArgv(), {
        STOREFRONT_SNAPSHOT_READY: ready,
      }),
    };
  }
  // A big store's pages are rendered on every core, by a process without the Vite build's memory, with the
  // bundle that build makes; a small one's by that build (a second process would cost more). Known once the
  // pull has its products (before their listings): the build then keeps the bundle without waiting for the
  // snapshot, and the render process starts (its threads, the bundle's modules) while the pull goes on.
  let everyCore: EveryCoreRender | undefined;
  const onTiles = (tiles: number) => {
    if (!early || everyCore) return;
    if (tiles < EVERY_CORE_MIN_LISTINGS && process.env['STOREFRONT_RENDER_THREADS'] === undefined) return;
    everyCore = startEveryCoreRender(entry.slug, early, join(dir, `snapshot-pulled-${process.pid}-${randomUUID()}`), {
      fingerprint: run.fingerprint,
      progress,
      listings: tiles,
    });
  };
  const stopAll = async () => {
    await early?.rendering.stop();
    await everyCore?.stop();
  };
  let pulled: PullResult;
  progress.phase(entry.slug, 'pulling');
  try {
    pulled = await pullInWorker(entry, hosts, resolve(dirs.stores), early ? onTiles : undefined);
  } catch (error) {
    await stopAll();
    return {
      slug: entry.slug,
      status: 'failed',
      detail: error instanceof Error ? error.message : String(error),
      ms: elapsed(),
    };
  }
  if (pulled.kind === 'gated') {
    await stopAll();
    const { removeGatedOutput } = await import('./postbuild.ts');
    removeGatedOutput(dirs.dist, entry.slug);
    return {
      slug: entry.slug,
      status: 'gated',
      detail: 'gated store: not written as public files (served on demand)',
      ms: elapsed(),
    };
  }
  const stampValue = `${pulled.hash}:${run.fingerprint}`;
  if (!early && lastStamp === stampValue) {
    return { slug: entry.slug, status: 'skipped', detail: 'unchanged since its last build', ms: elapsed() };
  }
  // Loaded while the pages render: the hosting files come after them (a failure to load is reported there).
  const hosting = import('./postbuild.ts');
  hosting.catch(() => undefined);
  // Same code as the last build: only the pages whose data changed are rendered again.
  const mode: RenderMode = early ? 'all' : 'changed';
  rmSync(stamp, { force: true });
  progress.phase(entry.slug, mode === 'changed' ? 'building what changed' : 'building');
  let result: RenderResult;
  const listings = listingFileCount(dirs.stores, entry.slug);
  if (everyCore) result = await everyCore.pulled();
  else if (early) {
    // Decided now: the pull told fewer products than that, or none (an unchanged cache file).
    const bundle = listings >= EVERY_CORE_MIN_LISTINGS || process.env['STOREFRONT_RENDER_THREADS'] !== undefined;
    writeSnapshotReady(early.ready, { render: bundle ? 'bundle' : 'all' });
    result = await early.rendering.done;
    rmSync(early.ready, { force: true });
    if (result.code === 0 && bundle) {
      result = await renderPages(entry.slug, 'all', run.fingerprint, progress, listings);
    }
  } else result = await renderPages(entry.slug, mode, run.fingerprint, progress, listings);
  if (result.code !== 0) {
    return {
      slug: entry.slug,
      status: 'failed',
      detail: `rendering the pages failed:\n${result.output.slice(-4000)}`,
      ms: elapsed(),
    };
  }
  progress.phase(entry.slug, 'hosting files');
  try {
    const { postbuildStore } = await hosting;
    await postbuildStore(entry.slug);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { slug: entry.slug, status: 'failed', detail: `postbuild: ${message}`, ms: elapsed() };
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(stamp, stampValue);
  const how = result.plan ? `, ${result.plan} rendered by ${result.by ?? 'astro build'}` : '';
  return { slug: entry.slug, status: 'built', detail: `${pulled.summary}${how}`, ms: elapsed() };
}

/** Builds every store of the run, up to `concurrency` at once, and writes the report; 1 if any failed, else 0. */
export async function buildStores(run: StoresRun): Promise<number> {
  const { dirs } = run;
  const queue = [...run.stores];
  const outcomes: Outcome[] = [];
  const progress = createProgress(process.stdout, process.env, run.progress);
  await Promise.all(
    Array.from({ length: run.concurrency }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const outcome = await buildOne(entry, run, progress);
        outcomes.push(outcome);
        const mark = { built: '✓', skipped: '=', gated: '⊘', failed: '✗' }[outcome.status];
        progress.finish(
          outcome.slug,
          `${mark} ${outcome.slug}: ${outcome.status} in ${(outcome.ms / 1000).toFixed(1)} s — ${outcome.detail}`,
        );
      }
    }),
  );
  progress.close();
  const failed = outcomes.filter((o) => o.status === 'failed');
  mkdirSync(resolve(dirs.stores), { recursive: true });
  writeFileSync(resolve(dirs.stores, BUILD_REPORT_FILE), JSON.stringify({ outcomes }, null, 2));
  console.log(
    `${outcomes.length} store(s): ${outcomes.filter((o) => o.status === 'built').length} built, ` +
      `${outcomes.filter((o) => o.status === 'skipped').length} unchanged, ` +
      `${outcomes.filter((o) => o.status === 'gated').length} gated, ${failed.length} failed`,
  );
  return failed.length > 0 ? 1 : 0;
}
