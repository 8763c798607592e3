/**
 * What besides the pulled data decides a store's output: the source code, the build configuration
 * and the public settings baked into pages. A store is skipped only when this and its data are unchanged.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOTS = ['src', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json', 'stores.config.json'];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** sha256 over the code and build settings; `env` contributes every PUBLIC_* and SANDBOX_* variable. */
export function buildFingerprint(root: string, env: Readonly<Record<string, string | undefined>>): string {
  const hash = createHash('sha256');
  for (const file of ROOTS.flatMap((r) => files(join(root, r)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const key of Object.keys(env).sort()) {
    if (key.startsWith('PUBLIC_') || key.startsWith('SANDBOX_')) hash.update(`${key}=${env[key] ?? ''}\0`);
  }
  return hash.digest('hex');
}
