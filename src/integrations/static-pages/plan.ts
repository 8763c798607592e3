/**
 * Which paths a build renders: every path's key (its getStaticPaths cacheKey, else the snapshot's own hash)
 * and file, compared with the last build's render manifest of the same code. Shared by the prerenderer of
 * `astro build` (./prerenderer.ts) and the render of changed pages without it (scripts/render-changed.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  MANIFEST_VERSION,
  manifestScans,
  readRenderManifest,
  withScans,
  writeRenderManifest,
  type PageScanResult,
  type RenderManifest,
} from './manifest.ts';
import { outFileOf } from './out-file.ts';

export interface StaticPath {
  pathname: string;
  route: { type: string };
  cacheKey?: string;
}

export interface PlanOptions {
  distDir: string;
  snapshotFile: string;
  manifestFile: string;
  onlyChanged: boolean;
  fingerprint: string;
}

export interface Plan<P extends StaticPath> {
  /** The paths to render. */
  selected: P[];
  total: number;
  /** Files of paths that are gone, already deleted. */
  removed: number;
  /**
   * Writes the manifest once the selected paths are rendered, with the pages' CSP scans by file when the
   * renderer made them (else the postbuild scans the rendered pages).
   */
  commit(scans?: ReadonlyMap<string, PageScanResult>): void;
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

export function planRender<P extends StaticPath>(all: readonly P[], options: PlanOptions): Plan<P> {
  const { distDir } = options;
  const snapshotKey = createHash('sha256').update(readFileSync(options.snapshotFile)).digest('base64url');
  const planned = new Map(
    all.map((p) => [p.pathname, { key: p.cacheKey ?? snapshotKey, file: outFileOf(p.pathname, p.route.type) }]),
  );
  const last = options.onlyChanged ? readRenderManifest(options.manifestFile) : undefined;
  const previous = last?.fingerprint === options.fingerprint ? last : undefined;
  const before = previous?.pages ?? {};
  const changed = (p: P) => {
    const was = before[p.pathname];
    const now = planned.get(p.pathname);
    if (!was || !now) return true;
    return was.key !== now.key || was.file !== now.file || !existsSync(join(distDir, now.file));
  };
  const selected = previous ? all.filter(changed) : [...all];
  const rendered = new Set(selected.map((p) => p.pathname));
  let removed = 0;
  for (const [pathname, page] of Object.entries(before)) {
    if (planned.get(pathname)?.file === page.file) continue;
    removeFile(distDir, page.file);
    removed += 1;
  }
  return {
    selected,
    total: all.length,
    removed,
    commit(scans) {
      // A page not rendered again keeps its CSP scan, under the same numbers: the list is kept as it was.
      const pages: RenderManifest['pages'] = {};
      for (const [pathname, page] of planned) {
        const scan = rendered.has(pathname) ? undefined : previous?.pages[pathname]?.scan;
        pages[pathname] = scan === undefined ? page : { ...page, scan };
      }
      const manifest: RenderManifest = {
        version: MANIFEST_VERSION,
        fingerprint: options.fingerprint,
        pages,
        scans: previous?.scans ?? [],
      };
      const byFile = scans && scans.size > 0 ? new Map([...manifestScans(manifest), ...scans]) : undefined;
      writeRenderManifest(options.manifestFile, byFile ? withScans(manifest, byFile) : manifest);
    },
  };
}
