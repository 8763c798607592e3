/**
 * `node scripts/render-changed.ts --store <slug> [--all]` (run by scripts/build-stores.ts, STOREFRONT_FINGERPRINT
 * set): renders the pages of a store whose data changed since its last build, with the render bundle that
 * build kept (src/integrations/static-pages/bundle.ts) instead of a whole `astro build`, whose Vite build
 * alone took most of a one-listing rebuild; with --all every page, after an `astro build` that made the
 * bundle and rendered nothing (its Vite build's memory then is not the rendering's: 950 → ~600 MB peak
 * for the 10,000-listing store). The same paths, keys, files and manifest as the static-pages
 * prerenderer (./plan.ts there); each page rendered by Astro's own app, as its build renders it. Exits with
 * RENDER_FALLBACK_EXIT_CODE, having written nothing, when it cannot (no bundle for this code, a path
 * Astro would not write as plain bytes): the build then runs astro build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { StaticPaths, type StaticPathsApp } from 'astro/runtime/prerender/static-paths.js';
import { buildDirs } from '../src/hosts.ts';
import { SNAPSHOT_FILE } from '../src/data/snapshot-files.ts';
import { readRenderBundle } from '../src/integrations/static-pages/bundle.ts';
import { manifestPath } from '../src/integrations/static-pages/manifest.ts';
import { planRender } from '../src/integrations/static-pages/plan.ts';
import { outFileOf, redirectPage } from '../src/integrations/static-pages/out-file.ts';
import { mapLimit } from './pull/map-limit.ts';
import { RENDER_FALLBACK_EXIT_CODE } from './render-changed-code.ts';

/** Pages rendered at once, as astro.config.mjs build.concurrency. */
const CONCURRENCY = 4;

/** The part of Astro's prerender app used here. */
interface AppLike extends StaticPathsApp {
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

function isApp(value: unknown): value is AppLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['setInternals', 'setOptions', 'render'].every((name) => typeof Reflect.get(value, name) === 'function') &&
    typeof Reflect.get(value, 'manifest') === 'object'
  );
}

class Fallback extends Error {}

/** The URL Astro renders a static path at in directory format (core/build/generate.js getUrlForPath). */
function urlOf(origin: string, pathname: string, type: string): string {
  if (type === 'endpoint' || pathname === '/') return new URL(pathname, origin).href;
  return new URL(`${pathname.replace(/\/+$/, '')}/`, origin).href;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { store: { type: 'string' }, all: { type: 'boolean', default: false } },
    strict: true,
  });
  const slug = values.store?.toLowerCase();
  if (!slug) throw new Error('Usage: node scripts/render-changed.ts --store <slug>');
  const fingerprint = process.env['STOREFRONT_FINGERPRINT'] ?? '';
  const dirs = buildDirs(process.env);
  const storeDir = resolve(dirs.stores, slug);
  const distDir = resolve(dirs.dist, slug);
  const bundle = readRenderBundle(storeDir, fingerprint);
  if (!bundle) return RENDER_FALLBACK_EXIT_CODE;
  const { context } = bundle;
  const entry: unknown = await import(pathToFileURL(join(bundle.dir, context.entry)).href);
  const app: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'app') : undefined;
  if (!isApp(app)) return RENDER_FALLBACK_EXIT_CODE;
  app.setInternals({
    pagesByKeys: new Map(context.pages.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(context.bundles),
  });
  app.setOptions({
    settings: { scripts: context.scripts },
    logger: { options: { destination: { write: () => true } } },
  });

  const all = await new StaticPaths(app).getAll();
  if (all.some((p) => p.route.type !== 'page' && p.route.type !== 'endpoint')) return RENDER_FALLBACK_EXIT_CODE;
  const plan = planRender(all, {
    distDir,
    snapshotFile: join(storeDir, SNAPSHOT_FILE),
    manifestFile: manifestPath(resolve(dirs.stores), slug),
    onlyChanged: !values.all,
    fingerprint,
  });
  const removed = plan.removed > 0 ? `, ${plan.removed} removed` : '';
  console.log(`rendering ${plan.selected.length} of ${plan.total} paths${removed}`);
  try {
    // A page written before a fallback is written again by astro build: its key still differs from the manifest's.
    await mapLimit(plan.selected, CONCURRENCY, async (path) => {
      const url = urlOf(context.origin, path.pathname, path.route.type);
      const response = await app.render(new Request(url), { routeData: path.route });
      const location = response.headers.get('location');
      const redirect = response.status >= 300 && response.status < 400;
      // Astro writes nothing for an empty body; a redirect route of the config is its own case: its build then.
      if ((redirect && (location === null || path.route.type !== 'page')) || (!redirect && !response.body)) {
        throw new Fallback(`${path.pathname}: ${response.status}`);
      }
      const file = join(distDir, outFileOf(path.pathname, path.route.type));
      const body =
        redirect && location !== null
          ? Buffer.from(redirectPage(response.status, location, new URL(url).pathname))
          : Buffer.from(await response.arrayBuffer());
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
      console.log(`  ├─ ${path.pathname}`);
    });
  } catch (error) {
    if (error instanceof Fallback) {
      console.log(`rendered by astro build instead (${error.message})`);
      return RENDER_FALLBACK_EXIT_CODE;
    }
    throw error;
  }
  plan.commit();
  return 0;
}

process.exitCode = await main();
