/**
 * Scratch projects the bench builds in, so it never touches the shared dist/ or .stores/:
 * - a copy of this project (.bench/workspace) whose stores.config.json also lists the sandbox's `big`
 *   store, built with the real scripts/build.ts;
 * - a trivial Astro project (.bench/trivial): one [id].astro page, 10,000 ids, the same node_modules.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const BENCH_DIR = resolve('.bench');
const COPIED = ['src', 'scripts', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'stores.config.json'];

/** The sandbox stores the bench builds that stores.config.json does not list. */
export const BENCH_STORES = [{ slug: 'big', site: 'https://big.merch.example' }];

export function prepareWorkspace(): string {
  const dir = join(BENCH_DIR, 'workspace');
  for (const entry of COPIED) {
    rmSync(join(dir, entry), { recursive: true, force: true });
    if (!existsSync(resolve(entry))) continue; // a project without public/ has nothing to copy there
    cpSync(resolve(entry), join(dir, entry), { recursive: true });
  }
  if (!existsSync(join(dir, 'node_modules'))) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  const configPath = join(dir, 'stores.config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as { stores: { slug: string }[] };
  for (const extra of BENCH_STORES) {
    if (!config.stores.some((s) => s.slug === extra.slug)) config.stores.push(extra);
  }
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  return dir;
}

export const TRIVIAL_PAGES = 10_000;

export function prepareTrivial(): string {
  const dir = join(BENCH_DIR, 'trivial');
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
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
