/**
 * Scratch projects the bench builds in, so it never touches the shared dist/ or .stores/:
 * - copies of this project (.bench/workspace, whose stores.config.json also lists the sandbox's scale
 *   stores; .bench/fleet, which lists only the fleet's), built with the real scripts/build.ts;
 * - a trivial Astro project (.bench/trivial): one [id].astro page, 10,000 ids, the same node_modules.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

export const BENCH_DIR = resolve('.bench');
const COPIED = ['src', 'scripts', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'stores.config.json'];

/** The sandbox's scale stores the bench builds (big is 10,000 listings; big-<n> holds n). */
export const SCALE_SIZES = [1_000, 5_000, 10_000, 20_000] as const;
export const scaleSlug = (listings: number) => (listings === 10_000 ? 'big' : `big-${listings}`);

/** The sandbox stores the bench builds that stores.config.json does not list. */
export const BENCH_STORES = SCALE_SIZES.map((n) => ({
  slug: scaleSlug(n),
  site: `https://${scaleSlug(n)}.merch.example`,
}));

/** Stores of 50 listings each (the sandbox's fleet-<k>), for the many-stores measure. */
export function fleetStores(count: number): { slug: string; site: string }[] {
  return Array.from({ length: count }, (_, i) => ({
    slug: `fleet-${i + 1}`,
    site: `https://fleet-${i + 1}.merch.example`,
  }));
}

/** What the workspace reads of its stores.config.json (the rest is written back as it was). */
const configStoresSchema = z.looseObject({ stores: z.array(z.looseObject({ slug: z.string() })) });

/**
 * A copy of the project in .bench/<name>; its stores.config.json lists the project's stores and
 * BENCH_STORES, or only `stores` when given.
 */
export function prepareWorkspace(name = 'workspace', stores?: { slug: string; site: string }[]): string {
  const dir = join(BENCH_DIR, name);
  for (const entry of COPIED) {
    rmSync(join(dir, entry), { recursive: true, force: true });
    if (!existsSync(resolve(entry))) continue; // a project without public/ has nothing to copy there
    cpSync(resolve(entry), join(dir, entry), { recursive: true });
  }
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  const configPath = join(dir, 'stores.config.json');
  const config = configStoresSchema.parse(JSON.parse(readFileSync(configPath, 'utf8')));
  if (stores) config.stores = stores;
  for (const extra of stores ? [] : BENCH_STORES) {
    if (!config.stores.some((s) => s.slug === extra.slug)) config.stores.push(extra);
  }
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  return dir;
}

const TRASH_DIR = join(BENCH_DIR, 'trash');
let setAsideCount = 0;

/**
 * Empties `path` for a measured run by moving it into .bench/trash, deleted by emptyTrash once every run
 * is measured. Deleting tens of thousands of files right before a run made the run's own file creation
 * several times slower: for each new inode, ext4 skips every recently deleted one (the kernel's
 * recently_deleted in find_inode_bit, 37 % of a pull's samples under perf), which would be the bench's
 * own cleanup measured as the build's cost.
 */
export function setAside(path: string): void {
  if (!existsSync(path)) return;
  mkdirSync(TRASH_DIR, { recursive: true });
  renameSync(path, join(TRASH_DIR, `${process.pid}-${setAsideCount++}`));
}

/** Deletes what setAside moved away (after the measured runs, or a bench run stopped before). */
export function emptyTrash(): void {
  rmSync(TRASH_DIR, { recursive: true, force: true });
}

export const TRIVIAL_PAGES = 10_000;

export function prepareTrivial(): string {
  const dir = join(BENCH_DIR, 'trivial');
  setAside(join(dir, 'dist'));
  mkdirSync(join(dir, 'src', 'pages'), { recursive: true });
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-trivial', private: true, type: 'module' }));
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n",
  );
  writeFileSync(
    join(dir, 'src', 'pages', '[id].astro'),
    [
      '---',
      'export function getStaticPaths() {',
      `  return Array.from({ length: ${TRIVIAL_PAGES} }, (_, i) => ({ params: { id: String(i) } }));`,
      '}',
      'const { id } = Astro.params;',
      '---',
      '<html lang="en"><head><title>Page {id}</title></head><body><h1>Page {id}</h1></body></html>',
      '',
    ].join('\n'),
  );
  return dir;
}
