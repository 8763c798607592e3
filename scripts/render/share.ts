/**
 * One renderer of scripts/render-changed.ts: the store's kept render bundle (src/integrations/static-pages/
 * bundle.ts) loaded as Astro's own prerender app, and a share of the paths rendered with it, each page
 * written where `astro build` writes it and scanned for the CSP while its bytes are at hand (the postbuild
 * then reads no page again). The main thread renders one share and each worker thread (./worker.ts) one
 * other, so a full build of a big store uses every core.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StaticPaths, type StaticPathsApp } from 'astro/runtime/prerender/static-paths.js';
import type { RenderContext } from '../../src/integrations/static-pages/bundle.ts';
import { outFileOf, redirectPage } from '../../src/integrations/static-pages/out-file.ts';
import { waitForFile } from '../../src/integrations/static-pages/ready.ts';
import type { StaticPath } from '../../src/integrations/static-pages/plan.ts';
import { scanPageHtml, type PageFileScan } from '../../src/features/hosting/build/page-scan.ts';
import { mapLimit } from '../pull/map-limit.ts';
import { keepResponseBodies, responseBody } from './page-response.ts';

/** Pages rendered at once by one renderer, as astro.config.mjs build.concurrency. */
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

function isLoader(value: unknown): value is () => unknown {
  return typeof value === 'function';
}

/** A function whose first call's result is kept and given to every later call. */
function once(load: () => unknown): () => unknown {
  let kept: { value: unknown } | undefined;
  return () => (kept ??= { value: load() }).value;
}

/**
 * The app's page modules, each imported once: Astro's app asks its manifest's page map for a route's module
 * on every path, and an `import()` of a module already loaded still goes through the module loader (2.4 %
 * of the render of a 10,000-listing store). A page map of another shape is left as it is.
 */
function importPagesOnce(app: AppLike): void {
  const pageMap: unknown = Reflect.get(app.manifest, 'pageMap');
  if (!(pageMap instanceof Map)) return;
  for (const [key, load] of pageMap) {
    if (!isLoader(load)) continue;
    pageMap.set(
      key,
      once(() =>
        Promise.resolve(load()).then((mod: unknown) => {
          if (typeof mod !== 'object' || mod === null) return mod;
          const page: unknown = Reflect.get(mod, 'page');
          return isLoader(page) ? { ...mod, page: once(page) } : mod;
        }),
      ),
    );
  }
}

/** A path Astro would not write as plain bytes: the build falls back to astro build. */
export class Fallback extends Error {}

export interface Renderer {
  /** Every static path of the store, with its route (what getStaticPaths gives, in Astro's order). */
  paths: StaticPath[];
  /** Renders and writes `paths`; each written HTML page's scan by its file (relative to the dist folder). */
  render(paths: readonly StaticPath[]): Promise<[string, PageFileScan][]>;
}

/** The URL Astro renders a static path at in directory format (core/build/generate.js getUrlForPath). */
function urlOf(origin: string, pathname: string, type: string): string {
  if (type === 'endpoint' || pathname === '/') return new URL(pathname, origin).href;
  return new URL(`${pathname.replace(/\/+$/, '')}/`, origin).href;
}

/** A page's text from the bytes it is written as (read in place, not copied). */
function textOf(body: Uint8Array | string): string {
  return typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
}

/**
 * The bundle's app, set up as Astro's build sets it up; undefined when the bundle is not one. With
 * `snapshotReady`, the store's paths are read once that file is there (./render-changed.ts).
 */
export async function loadRenderer(
  bundleDir: string,
  context: RenderContext,
  distDir: string,
  snapshotReady?: string,
): Promise<Renderer | undefined> {
  keepResponseBodies();
  const entry: unknown = await import(pathToFileURL(join(bundleDir, context.entry)).href);
  const app: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'app') : undefined;
  if (!isApp(app)) return undefined;
  app.setInternals({
    pagesByKeys: new Map(context.pages.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(context.bundles),
  });
  importPagesOnce(app);
  app.setOptions({
    settings: { scripts: context.scripts },
    logger: { options: { destination: { write: () => true } } },
  });
  // Started before the pull ended: the paths come from the snapshot, once the build says it is there.
  if (snapshotReady !== undefined) await waitForFile(snapshotReady);
  const paths = await new StaticPaths(app).getAll();
  return {
    paths,
    async render(share) {
      const scans: [string, PageFileScan][] = [];
      const made = new Set<string>();
      await mapLimit(share, CONCURRENCY, async (path) => {
        const url = urlOf(context.origin, path.pathname, path.route.type);
        const response = await app.render(new Request(url), { routeData: path.route });
        const location = response.headers.get('location');
        const redirect = response.status >= 300 && response.status < 400;
        // Astro writes nothing for an empty body; a redirect route of the config is its own case: its build then.
        const fallback = () => new Fallback(`${path.pathname}: ${response.status}`);
        let body: Uint8Array | string;
        if (redirect) {
          if (location === null || path.route.type !== 'page') throw fallback();
          body = redirectPage(response.status, location, new URL(url).pathname);
        } else {
          // Written from the bytes or text Astro made the Response with (./page-response.ts); decoded to text
          // and encoded again, they cost 2 % of the render.
          const given = await responseBody(response);
          if (given === undefined) throw fallback();
          body = given;
        }
        const file = outFileOf(path.pathname, path.route.type);
        const target = join(distDir, file);
        const dir = dirname(target);
        if (!made.has(dir)) {
          mkdirSync(dir, { recursive: true });
          made.add(dir);
        }
        // Written at once, not through the thread pool: its promises, file handles and threads cost CPU the
        // renderers, one per core, need (with ./parallel.ts's batches sent ahead, big's render on 2 cores
        // measured 12.1-13.3 s against 13.8-14.9 s, the same bytes).
        writeFileSync(target, body);
        if (file.endsWith('.html')) scans.push([file, scanPageHtml(textOf(body))]);
      });
      return scans;
    },
  };
}
