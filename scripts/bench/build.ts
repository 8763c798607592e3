/**
 * The bench's build section (issue 17): the big store's full build against Astro's floor of 10,000 trivial
 * pages in the same run, its pull alone, a rebuild after one listing changed at the host and of an
 * unchanged store, the pull and the build at 1,000 / 5,000 / 10,000 / 20,000 listings, and a shard of 500
 * stores of 50 listings as one CI worker builds it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PULL_EXEC_ARGV } from '../pull/isolate.ts';
import { measure, median, type Measured } from './proc.ts';
import {
  fleetStores,
  prepareTrivial,
  setAside,
  prepareWorkspace,
  SCALE_SIZES,
  scaleSlug,
  TRIVIAL_PAGES,
} from './workspace.ts';

export const BUILD_BUDGET_MS = 30_000;
export const BUILD_PEAK_BUDGET = 1e9;
export const FLOOR_RATIO_BUDGET = 2.5;
export const INCREMENTAL_BUDGET_MS = 10_000;
export const UNCHANGED_BUDGET_MS = 1_000;
export const PULL_PEAK_BUDGET = 256e6;
export const FLEET_STORES = 500;

export interface BuildBenchOptions {
  sandboxUrl: string;
  env: Record<string, string | undefined>;
  runs: number;
  timeoutMs: number;
  /** The fleet's shard one worker builds, e.g. { index: 1, count: 50 }. */
  fleetShard: { index: number; count: number };
  row: (what: string, value: string, budget?: string) => void;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const node = process.execPath;

/** The pull script prints one JSON line with its own timing. */
function pullPhaseMs(output: string): number {
  const line = output.split('\n').find((l) => l.startsWith('{"ms"'));
  const parsed = z.object({ ms: z.number() }).safeParse(line ? JSON.parse(line) : undefined);
  return parsed.success ? parsed.data.ms : Number.NaN;
}

const countPages = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((n) => existsSync(join(dir, n, 'index.html'))).length : 0;

export async function benchBuild(o: BuildBenchOptions): Promise<Record<string, unknown>> {
  const { env, row } = o;
  const workspace = prepareWorkspace();
  const fresh = (slug: string) => {
    setAside(join(workspace, 'dist', slug));
    setAside(join(workspace, '.stores', slug));
  };
  /** The host writes a store's cache file once (seconds for big): the host's cost, not the build's. */
  const warm = (slug: string) =>
    fetch(`${o.sandboxUrl}/cache/${slug}.json`, { headers: { 'accept-encoding': 'gzip' } }).then((r) =>
      r.arrayBuffer(),
    );
  const run = async (label: string, cwd: string, argv: string[], before?: () => void): Promise<Measured> => {
    before?.();
    const m = await measure(node, argv, { cwd, env, timeoutMs: o.timeoutMs });
    const state = m.timedOut ? ' TIMED OUT' : m.code === 0 ? '' : ' FAILED';
    console.log(`  ${label}: ${s(m.ms)}, peak ${mb(m.peakRssBytes)}${state}`);
    if (m.code !== 0 && !m.timedOut) throw new Error(`${label} failed:\n${m.output.slice(-3000)}`);
    return m;
  };
  const build = (slug: string, extra: string[] = []) => ['scripts/build.ts', '--store', slug, ...extra];

  console.log('build: big (10,000 listings), each run from an empty dist/big and .stores/big');
  await warm('big');
  const big: Measured[] = [];
  for (let i = 0; i < o.runs; i++) {
    const m = await run(`big build ${i + 1}/${o.runs}`, workspace, build('big', ['--force']), () => fresh('big'));
    big.push(m);
    if (m.timedOut) break;
  }
  const line = /big: built in [^\n]*/.exec(big.at(-1)?.output ?? '')?.[0] ?? '';
  const trivialDir = prepareTrivial();
  const trivial: Measured[] = [];
  for (let i = 0; i < o.runs; i++) {
    const argv = ['node_modules/astro/bin/astro.mjs', 'build'];
    trivial.push(
      await run(`trivial build ${i + 1}/${o.runs}`, trivialDir, argv, () => setAside(join(trivialDir, 'dist'))),
    );
  }
  const bigMs = median(big.map((m) => m.ms));
  const bigPeak = median(big.map((m) => m.peakRssBytes));
  const trivialMs = median(trivial.map((m) => m.ms));
  const trivialPeak = median(trivial.map((m) => m.peakRssBytes));
  const stopped = big.some((m) => m.timedOut);

  console.log('build: one listing of big retitled at the host, then built again; then built with nothing changed');
  const slugs = readdirSync(join(workspace, '.stores', 'big', 'listings')).sort();
  const edited = (slugs[Math.floor(slugs.length / 2)] ?? '').replace(/\.json$/, '');
  const answer = await fetch(`${o.sandboxUrl}/_sandbox/listing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ store: 'big', listingSlug: edited, title: `Retitled ${new Date().toISOString()}` }),
  });
  if (answer.status !== 201) throw new Error(`editing ${edited}: ${answer.status} ${await answer.text()}`);
  await warm('big');
  const incremental = await run('big rebuild, one listing changed', workspace, build('big'));
  const rendered = /(\d+) of (\d+) paths/.exec(incremental.output);
  const unchanged = await run('big rebuild, nothing changed', workspace, build('big'));
  const skipped = /big: skipped in ([\d.]+) s/.exec(unchanged.output);

  console.log('build: the pull alone and the build at each size (the pull as the build runs it)');
  const scaling = [];
  for (const listings of SCALE_SIZES) {
    const slug = scaleSlug(listings);
    await warm(slug);
    const pullArgv = [...PULL_EXEC_ARGV, 'scripts/bench/pull-store.ts', slug];
    const pull = await run(`${slug} pull`, workspace, pullArgv, () => fresh(slug));
    const built =
      listings === 10_000
        ? { ms: bigMs, peakRssBytes: bigPeak }
        : await run(`${slug} build`, workspace, build(slug, ['--force']), () => fresh(slug));
    scaling.push({
      listings,
      pullMs: pullPhaseMs(pull.output),
      pullPeak: pull.peakRssBytes,
      buildMs: built.ms,
      buildPeak: built.peakRssBytes,
    });
  }

  const { index, count } = o.fleetShard;
  console.log(`build: shard ${index}/${count} of ${FLEET_STORES} stores of 50 listings, as one CI worker builds it`);
  const fleetDir = prepareWorkspace('fleet', fleetStores(FLEET_STORES));
  setAside(join(fleetDir, 'dist'));
  setAside(join(fleetDir, '.stores'));
  const shardArgv = ['scripts/build.ts', '--shard', `${index}/${count}`, '--force', '--progress', 'lines'];
  const fleet = await run(`fleet shard ${index}/${count}`, fleetDir, shardArgv);
  const fleetBuilt = (fleet.output.match(/: built in /g) ?? []).length;
  const storesPerWorkerHour = fleetBuilt / (fleet.ms / 3_600_000);

  const results = {
    bigMs,
    bigPeak,
    trivialMs,
    trivialPeak,
    ratio: bigMs / trivialMs,
    line,
    runs: big.length,
    timedOut: stopped,
    pagesWritten: countPages(join(workspace, 'dist', 'big', 'listing')),
    snapshotBytes: readFileSync(join(workspace, '.stores', 'big', 'snapshot.json')).length,
    incrementalMs: incremental.ms,
    incrementalPeak: incremental.peakRssBytes,
    incrementalRendered: rendered ? { paths: Number(rendered[1]), of: Number(rendered[2]) } : null,
    unchangedMs: unchanged.ms,
    unchangedSkipMs: skipped ? Number(skipped[1]) * 1000 : null,
    pullMs: scaling.find((r) => r.listings === 10_000)?.pullMs,
    pullPeak: scaling.find((r) => r.listings === 10_000)?.pullPeak,
    scaling,
    fleet: { stores: FLEET_STORES, shard: `${index}/${count}`, built: fleetBuilt, ms: fleet.ms, storesPerWorkerHour },
  };

  const wall = stopped ? `> ${s(bigMs)}: stopped (${results.pagesWritten} of 10,000 listing pages)` : s(bigMs);
  row('big build wall (pull + astro + hosting files)', wall, '< 30 s');
  row('big build peak RSS (process tree)', mb(bigPeak), '< 1 GB');
  row(
    `trivial Astro build, ${TRIVIAL_PAGES.toLocaleString('en-US')} pages`,
    `${s(trivialMs)}, peak ${mb(trivialPeak)}`,
  );
  row('big / trivial', `${(bigMs / trivialMs).toFixed(2)}×`, `≤ ${FLOOR_RATIO_BUDGET}×`);
  const paths = results.incrementalRendered;
  row(
    'big rebuild after one listing changed',
    `${s(incremental.ms)}${paths ? ` (${paths.paths} of ${paths.of} paths rendered)` : ''}, peak ${mb(incremental.peakRssBytes)}`,
    '≤ 10 s',
  );
  row(
    'big rebuild, nothing changed (whole command; the skip itself)',
    `${s(unchanged.ms)}; ${skipped ? `${skipped[1]} s` : '–'}`,
    '< 1 s',
  );
  for (const r of scaling) {
    row(
      `${r.listings.toLocaleString('en-US')} listings: pull / build`,
      `${s(r.pullMs)}, peak ${mb(r.pullPeak)} / ${s(r.buildMs)}, peak ${mb(r.buildPeak)}`,
      r.listings === 10_000 ? 'pull ≤ 256 MB' : '',
    );
  }
  row(
    `${FLEET_STORES} stores of 50 listings, shard ${index}/${count} on one worker`,
    `${fleetBuilt} stores in ${s(fleet.ms)}: ${Math.round(storesPerWorkerHour).toLocaleString('en-US')} stores per worker-hour`,
  );
  return results;
}
