/**
 * The static build's prerenderer: Astro's own, wrapped (astro:build:start setPrerenderer) to
 * - render only the paths whose render key changed since the last build, when asked (`onlyChanged`), and
 *   delete the files of paths that are gone; a path keeps the key its getStaticPaths gave (cacheKey,
 *   src/data/render-keys.ts), else the snapshot's own hash, so a page with no key of its own is rendered
 *   again whenever anything in the store changed;
 * - write the render manifest (./manifest.ts) when done: a page not rendered again keeps its CSP scan, a
 *   page rendered again loses it (scripts/postbuild.ts scans the pages that have none, and keeps the result).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AstroPrerenderer, PathWithRoute } from 'astro';
import { readRenderManifest, writeRenderManifest, type RenderManifest } from './manifest.ts';
import { outFileOf } from './out-file.ts';

export interface ChangedPagesOptions {
  /** The store's dist folder. */
  distDir: string;
  snapshotFile: string;
  manifestFile: string;
  /** Render only what changed since the manifest's build (else everything). */
  onlyChanged: boolean;
  /** scripts/build-fingerprint.ts of this build ('' when built outside scripts/build.ts). */
  fingerprint: string;
  /** Told what was rendered, for the build's progress line. */
  onPlan?: (plan: { rendered: number; total: number; removed: number }) => void;
}

interface Planned {
  key: string;
  file: string;
}

/** Removes a file and the folders it leaves empty, up to the dist folder. */
function removeFile(distDir: string, file: string): void {
  const path = join(distDir, file);
  if (!existsSync(path)) return;
  unlinkSync(path);
  for (let dir = dirname(path); dir.startsWith(distDir) && dir !== distDir; dir = dirname(dir)) {
    if (readdirSync(dir).length > 0) break;
    rmdirSync(dir);
  }
}

export function changedPagesPrerenderer(base: AstroPrerenderer, options: ChangedPagesOptions): AstroPrerenderer {
  const { distDir } = options;
  const planned = new Map<string, Planned>();
  /** Paths rendered by this build. */
  const rendered = new Set<string>();
  let previous: RenderManifest | undefined;

  return {
    name: 'storefront:changed-pages',
    setup: () => base.setup?.() ?? Promise.resolve(),
    async getStaticPaths() {
      const all = await base.getStaticPaths();
      const snapshotKey = createHash('sha256').update(readFileSync(options.snapshotFile)).digest('base64url');
      for (const { pathname, route, cacheKey } of all) {
        planned.set(pathname, { key: cacheKey ?? snapshotKey, file: outFileOf(pathname, route.type) });
      }
      const last = options.onlyChanged ? readRenderManifest(options.manifestFile) : undefined;
      previous = last?.fingerprint === options.fingerprint ? last : undefined;
      const before = previous?.pages ?? {};
      const changed = (p: PathWithRoute) => {
        const was = before[p.pathname];
        const now = planned.get(p.pathname);
        if (!was || !now) return true;
        return was.key !== now.key || was.file !== now.file || !existsSync(join(distDir, now.file));
      };
      const selected = previous ? all.filter(changed) : all;
      for (const path of selected) rendered.add(path.pathname);
      let removed = 0;
      for (const [pathname, page] of Object.entries(before)) {
        if (planned.get(pathname)?.file === page.file) continue;
        removeFile(distDir, page.file);
        removed += 1;
      }
      options.onPlan?.({ rendered: selected.length, total: all.length, removed });
      return selected;
    },
    render: (request, renderOptions) => base.render(request, renderOptions),
    async teardown() {
      await base.teardown?.();
      // A page not rendered again keeps its scan, under the same numbers: the list is kept as it was.
      const scans = previous?.scans ?? [];
      const pages: RenderManifest['pages'] = {};
      for (const [pathname, page] of planned) {
        const scan = rendered.has(pathname) ? undefined : previous?.pages[pathname]?.scan;
        pages[pathname] = scan === undefined ? page : { ...page, scan };
      }
      writeRenderManifest(options.manifestFile, { fingerprint: options.fingerprint, pages, scans });
    },
  };
}
