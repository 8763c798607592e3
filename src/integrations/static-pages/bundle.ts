/**
 * The render bundle: the prerender build Astro makes for a store's pages (dist/<store>/.prerender, deleted
 * by Astro once the pages are written) kept in .astro/render-bundles/ with what its app needs
 * besides itself (each page's stylesheets, the page-script bundles, injected scripts: Astro's build keeps
 * them in its own memory and hands them to the app by setInternals and setOptions). With it,
 * scripts/render-changed.ts renders the pages whose data changed without running Astro's whole build again,
 * as long as the code is the same (the fingerprint).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';

/**
 * Where a store's bundle is kept: inside the project (its chunks import packages from node_modules, found
 * from where they lie), one folder per store folder (BUILD_DIR may put .stores anywhere).
 */
export function renderBundleDir(storeDir: string): string {
  const key = createHash('sha256').update(storeDir).digest('hex').slice(0, 16);
  return join(process.cwd(), '.astro', 'render-bundles', `${basename(storeDir)}-${key}`);
}
const CONTEXT_FILE = 'render-context.json';

const stylesheetSchema = z.looseObject({ depth: z.number(), order: z.number(), sheet: z.looseObject({}) });
export const contextSchema = z.object({
  fingerprint: z.string(),
  /** The bundle's entry file (prerender-entry.<hash>.mjs). */
  entry: z.string().regex(/^[\w.-]+\.mjs$/),
  /** The origin Astro renders static pages under. */
  origin: z.string(),
  /** Astro's page data key → that page's stylesheets. */
  pages: z.array(z.tuple([z.string(), z.array(stylesheetSchema)])),
  bundles: z.array(z.tuple([z.string(), z.string()])),
  scripts: z.array(z.looseObject({ stage: z.string(), content: z.string() })),
});
export type RenderContext = z.infer<typeof contextSchema>;

/** The parts of Astro's build internals the app reads while rendering (its head elements). */
const internalsSchema = z.looseObject({
  pagesByKeys: z.instanceof(Map),
  entrySpecifierToBundleMap: z.instanceof(Map),
});

/** What the kept bundle needs from the build, read from its internals and settings. */
export function renderContextOf(
  internals: unknown,
  scripts: unknown,
  entry: string,
  origin: string,
  fingerprint: string,
): RenderContext {
  const parsed = internalsSchema.parse(internals);
  const pages = [...parsed.pagesByKeys].map(([key, page]: [unknown, unknown]) => [
    String(key),
    z.looseObject({ styles: z.array(stylesheetSchema) }).parse(page).styles,
  ]);
  const bundles = [...parsed.entrySpecifierToBundleMap].map(([k, v]: [unknown, unknown]) => [String(k), String(v)]);
  return contextSchema.parse({ fingerprint, entry, origin, pages, bundles, scripts });
}

/** Moves Astro's prerender build to the store's render bundle (Astro deletes what it finds left). */
export function keepRenderBundle(prerenderDir: string, storeDir: string, context: RenderContext): void {
  const target = renderBundleDir(storeDir);
  mkdirSync(dirname(target), { recursive: true });
  rmSync(target, { recursive: true, force: true });
  try {
    renameSync(prerenderDir, target);
  } catch {
    cpSync(prerenderDir, target, { recursive: true });
  }
  writeFileSync(join(target, CONTEXT_FILE), JSON.stringify(context));
}

/** The entry file of Astro's prerender build in `dir`. */
export function prerenderEntryIn(dir: string): string | undefined {
  return existsSync(dir) ? readdirSync(dir).find((name) => /^prerender-entry\.[\w-]+\.mjs$/.test(name)) : undefined;
}

/** The kept bundle of the store, when there is one for this code. */
export function readRenderBundle(
  storeDir: string,
  fingerprint: string,
): { dir: string; context: RenderContext } | undefined {
  const dir = renderBundleDir(storeDir);
  try {
    const context = contextSchema.parse(JSON.parse(readFileSync(join(dir, CONTEXT_FILE), 'utf8')));
    if (context.fingerprint !== fingerprint || !existsSync(join(dir, context.entry))) return undefined;
    return { dir, context };
  } catch {
    return undefined;
  }
}
