/**
 * The static build's prerenderer: Astro's own, wrapped (astro:build:start setPrerenderer) to
 * - render only the paths whose render key changed since the last build, when asked (`onlyChanged`), and
 *   delete the files of paths that are gone (./plan.ts);
 * - write the render manifest (./manifest.ts) when done: a page not rendered again keeps its CSP scan, a
 *   page rendered again loses it (scripts/postbuild.ts scans the pages that have none, and keeps the result);
 * - keep Astro's prerender build as the store's render bundle (./bundle.ts), for scripts/render-changed.ts.
 */
import { join, sep } from 'node:path';
import type { AstroPrerenderer, PathWithRoute } from 'astro';
import { keepRenderBundle, prerenderEntryIn, renderContextOf } from './bundle.ts';
import { planRender, type Plan, type PlanOptions } from './plan.ts';
import { readSnapshotReady, waitForFile } from './ready.ts';

export interface ChangedPagesOptions extends PlanOptions {
  /** Where the store's render bundle is kept (.stores/<store>). */
  storeDir: string;
  /** The origin Astro renders static pages under. */
  origin: string;
  /** Render no page: only keep the render bundle (scripts/render-changed.ts --all renders the pages). */
  bundleOnly: boolean;
  /** Told what is rendered, for the build's progress. */
  onPlan?: (plan: { rendered: number; total: number; removed: number }) => void;
  /**
   * A file the build writes once the store's snapshot is pulled: the build started while the pull ran,
   * and its pages must not read the snapshot before (scripts/build-stores.ts). It also says whether this
   * build renders the pages (./ready.ts).
   */
  snapshotReady?: string;
}

/** What Astro's prerender app is known to offer here (its setInternals is the way to its build internals). */
interface BuildAppLike {
  setInternals(internals: unknown): void;
  getSettings(): { scripts?: unknown };
}

function isBuildApp(value: unknown): value is BuildAppLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'setInternals') === 'function' &&
    typeof Reflect.get(value, 'getSettings') === 'function'
  );
}

/**
 * Where Astro writes its prerender build (astro/dist/prerender/utils.js getPrerenderOutputDirectory): in
 * the outDir when that is inside the working directory, else in <cwd>/.astro.
 */
function prerenderDirOf(distDir: string): string {
  const cwd = process.cwd();
  const root = distDir === cwd || distDir.startsWith(`${cwd}${sep}`) ? distDir : join(cwd, '.astro');
  return join(root, '.prerender');
}

export function changedPagesPrerenderer(base: AstroPrerenderer, options: ChangedPagesOptions): AstroPrerenderer {
  let plan: Plan<PathWithRoute> | undefined;
  let internals: unknown;
  let scripts: unknown;
  let bundleOnly = options.bundleOnly;

  return {
    name: 'storefront:changed-pages',
    async setup() {
      if (options.snapshotReady) {
        await waitForFile(options.snapshotReady);
        bundleOnly ||= readSnapshotReady(options.snapshotReady).render === 'bundle';
      }
      await base.setup?.();
      // The app gets the build's internals only from the default prerenderer's setup; a second setup hands
      // them over again (same module, same app) through a wrapper that keeps them for the render bundle.
      const app: unknown = Reflect.get(base, 'app');
      if (!isBuildApp(app)) return;
      const original = app.setInternals.bind(app);
      app.setInternals = (value) => {
        internals = value;
        original(value);
      };
      try {
        await base.setup?.();
      } finally {
        Reflect.deleteProperty(app, 'setInternals');
      }
      scripts = app.getSettings().scripts;
    },
    async getStaticPaths() {
      if (bundleOnly) return [];
      plan = planRender(await base.getStaticPaths(), options);
      options.onPlan?.({ rendered: plan.selected.length, total: plan.total, removed: plan.removed });
      return plan.selected;
    },
    render: (request, renderOptions) => base.render(request, renderOptions),
    async teardown() {
      await base.teardown?.();
      plan?.commit();
      const prerenderDir = prerenderDirOf(options.distDir);
      const entry = prerenderEntryIn(prerenderDir);
      if (entry === undefined || internals === undefined) return;
      const context = renderContextOf(internals, scripts, entry, options.origin, options.fingerprint);
      keepRenderBundle(prerenderDir, options.storeDir, context);
    },
  };
}
