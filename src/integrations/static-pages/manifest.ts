/**
 * The render manifest of a store's static build, .stores/<slug>/render-manifest.json: for every path the
 * last build wrote, its render key (src/data/render-keys.ts), its file under dist/<slug>/ and what the
 * page scan found in it (inline-script hashes, referenced origins, inline event handlers), so that a
 * build re-renders only the paths whose key changed and the hosting files' CSP needs no second read of
 * the pages (scripts/postbuild.ts).
 */
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { FETCH_DIRECTIVES } from '../../features/hosting/domain/csp.ts';

export const RENDER_MANIFEST_FILE = 'render-manifest.json';
export const MANIFEST_VERSION = 1;

/** One page's CSP scan, as the manifest keeps it and the render threads hand it over (scripts/render/). */
export const pageScanSchema = z.object({
  hashes: z.array(z.string()),
  origins: z.partialRecord(z.enum(FETCH_DIRECTIVES), z.array(z.string()).readonly()),
  handler: z.boolean(),
});
/** What one page's scan found. */
export type PageScanResult = z.infer<typeof pageScanSchema>;

const manifestSchema = z.object({
  version: z.literal(MANIFEST_VERSION),
  /** scripts/build-fingerprint.ts of the build that wrote it: keys compare only under the same code. */
  fingerprint: z.string(),
  pages: z.record(
    z.string(),
    z.object({ key: z.string(), file: z.string(), scan: z.number().int().min(0).optional() }),
  ),
  /** The distinct scan results; pages point into this list. */
  scans: z.array(pageScanSchema),
});
export type RenderManifest = z.infer<typeof manifestSchema>;

export const manifestPath = (storesDir: string, store: string) => join(storesDir, store, RENDER_MANIFEST_FILE);

/** The manifest, or undefined when there is none or it cannot be read. */
export function readRenderManifest(path: string): RenderManifest | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
  const parsed = manifestSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export function writeRenderManifest(path: string, manifest: Omit<RenderManifest, 'version'>): void {
  const next = `${path}.next-${process.pid}`;
  writeFileSync(next, JSON.stringify({ ...manifest, version: MANIFEST_VERSION }));
  renameSync(next, path);
}

/** Each built file (relative to the store's dist folder, '/'-separated) → its page scan, from the manifest. */
export function manifestScans(manifest: RenderManifest): Map<string, PageScanResult> {
  const byFile = new Map<string, PageScanResult>();
  for (const page of Object.values(manifest.pages)) {
    const scan = page.scan === undefined ? undefined : manifest.scans[page.scan];
    if (scan) byFile.set(page.file, scan);
  }
  return byFile;
}

/** The manifest with each page's scan taken from `byFile` (where it has one), the scan list rebuilt. */
export function withScans(manifest: RenderManifest, byFile: ReadonlyMap<string, PageScanResult>): RenderManifest {
  const scans: PageScanResult[] = [];
  const at = new Map<string, number>();
  const pages: RenderManifest['pages'] = {};
  for (const [pathname, page] of Object.entries(manifest.pages)) {
    const scan = byFile.get(page.file);
    const { scan: _old, ...rest } = page;
    if (!scan) {
      pages[pathname] = rest;
      continue;
    }
    const id = JSON.stringify(scan);
    let index = at.get(id);
    if (index === undefined) {
      index = scans.push(scan) - 1;
      at.set(id, index);
    }
    pages[pathname] = { ...rest, scan: index };
  }
  return { ...manifest, pages, scans };
}
