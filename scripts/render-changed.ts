/**
 * `node scripts/render-changed.ts --store <slug> [--all] [--threads <n>]` (run by scripts/build-stores.ts,
 * STOREFRONT_FINGERPRINT set): renders a store's pages with the render bundle its last `astro build` kept
 * (src/integrations/static-pages/bundle.ts) instead of a whole `astro build`:
 * - by default the pages whose data changed since that build (its Vite build alone took most of a
 *   one-listing rebuild);
 * - with --all every page, after an `astro build` that made the bundle and rendered nothing: the pages
 *   are rendered on every core (./render/parallel.ts), in a process without the Vite build's memory.
 * The same paths, keys, files and manifest as the static-pages prerenderer (./plan.ts there); each page
 * rendered by Astro's own app, as its build renders it, and scanned for the CSP as it is written. Exits
 * with RENDER_FALLBACK_EXIT_CODE, having written nothing, when it cannot (no bundle for this code, a path
 * Astro would not write as plain bytes): the build then runs astro build.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDirs } from '../src/hosts.ts';
import { SNAPSHOT_FILE } from '../src/data/snapshot-files.ts';
import { readRenderBundle } from '../src/integrations/static-pages/bundle.ts';
import { manifestPath } from '../src/integrations/static-pages/manifest.ts';
import { planRender } from '../src/integrations/static-pages/plan.ts';
import { RENDER_FALLBACK_EXIT_CODE } from './render-changed-code.ts';
import { Fallback, loadRenderer } from './render/share.ts';
import { renderersFor, renderHere, startPool } from './render/parallel.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { store: { type: 'string' }, all: { type: 'boolean', default: false }, threads: { type: 'string' } },
    strict: true,
  });
  const slug = values.store?.toLowerCase();
  if (!slug) throw new Error('Usage: node scripts/render-changed.ts --store <slug> [--all] [--threads <n>]');
  // Renderers at once (the main thread and n - 1 worker threads): --threads or STOREFRONT_RENDER_THREADS,
  // else one per core once there are enough pages to share.
  const told = values.threads ?? process.env['STOREFRONT_RENDER_THREADS'];
  const threads = told === undefined ? undefined : Number(told);
  if (threads !== undefined && (!Number.isInteger(threads) || threads < 1)) {
    throw new Error(`--threads takes a whole number ≥ 1, not '${told ?? ''}'`);
  }
  const fingerprint = process.env['STOREFRONT_FINGERPRINT'] ?? '';
  const dirs = buildDirs(process.env);
  const storeDir = resolve(dirs.stores, slug);
  const distDir = resolve(dirs.dist, slug);
  const bundle = readRenderBundle(storeDir, fingerprint);
  if (!bundle) return RENDER_FALLBACK_EXIT_CODE;
  // As astro build renders: React's production build (its development build took a third more time).
  process.env['NODE_ENV'] = 'production';
  // Set by scripts/build-stores.ts when it started this render before the store's pull ended.
  const snapshotReady = process.env['STOREFRONT_SNAPSHOT_READY'];
  const workerInput = { bundleDir: bundle.dir, context: bundle.context, distDir, snapshotReady };
  // Every page: the workers start now, loading their bundle beside this thread's (closed below if the
  // store turns out too small to share).
  const early = values.all ? renderersFor(threads ?? 'auto', Number.POSITIVE_INFINITY) - 1 : 0;
  let pool = early > 0 ? startPool(early, workerInput) : undefined;
  try {
    const renderer = await loadRenderer(bundle.dir, bundle.context, distDir, snapshotReady);
    if (!renderer) return RENDER_FALLBACK_EXIT_CODE;
    const all = renderer.paths;
    if (all.some((p) => p.route.type !== 'page' && p.route.type !== 'endpoint')) return RENDER_FALLBACK_EXIT_CODE;
    const plan = planRender(all, {
      distDir,
      snapshotFile: join(storeDir, SNAPSHOT_FILE),
      manifestFile: manifestPath(resolve(dirs.stores), slug),
      onlyChanged: !values.all,
      fingerprint,
    });
    const removed = plan.removed > 0 ? `, ${plan.removed} removed` : '';
    const renderers = renderersFor(threads ?? 'auto', plan.selected.length);
    const on = renderers > 1 ? ` on ${renderers} threads` : '';
    console.log(`rendering ${plan.selected.length} of ${plan.total} paths${removed}${on}`);
    if (renderers !== (pool ? early + 1 : 1)) {
      await pool?.close();
      pool = renderers > 1 ? startPool(renderers - 1, workerInput) : undefined;
    }
    // A page written before a fallback is written again by astro build: its key still differs from the manifest's.
    const scans = pool ? await pool.run(renderer, plan.selected) : await renderHere(renderer, plan.selected);
    plan.commit(scans);
    return 0;
  } catch (error) {
    if (error instanceof Fallback) {
      console.log(`rendered by astro build instead (${error.message})`);
      return RENDER_FALLBACK_EXIT_CODE;
    }
    throw error;
  } finally {
    await pool?.close();
  }
}
process.exitCode = await main();
// Ends once its output is out: the islands' stores (nanostores) each leave a timer of a second when their
// last reader goes, which kept the process, and the build waiting for it, up to 1.7 s past its last page.
process.stdout.write('', () => process.exit());
