/**
 * The web server of playwright.config.ts: everything both browser suites need, built once.
 * - one sandbox (every commerce host; each test works in its own session of it),
 * - the static build of every store against it (scripts/build.ts) and, at the same time, the on-demand
 *   (preview) server's build (STOREFRONT_MODE=preview),
 * - the static pages of PORT's store (tests/e2e) and the preview server on PREVIEW_PORT (tests/e2e-preview,
 *   stores reached as <slug>.localhost).
 * PORT, PREVIEW_PORT, SANDBOX_PORT and BUILD_DIR come from the config.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { buildDirs } from '../src/hosts.ts';
import { startSandbox } from '../scripts/sandbox/server.ts';
import { serveStatic } from '../scripts/serve.ts';
import { AXE_DIR } from './e2e-env.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`tests/e2e-stack.ts needs ${name} (set by playwright.config.ts)`);
  return value;
}

const port = Number(required('PORT'));
const previewPort = Number(required('PREVIEW_PORT'));
const sandboxPort = Number(required('SANDBOX_PORT'));
const dirs = buildDirs(process.env);
const dbPath = resolve(process.env['BUILD_DIR'] ?? '.', 'sandbox.db');
const sandbox = await startSandbox({ port: sandboxPort, dbPath, quiet: true });

const children = new Set<ChildProcess>();
function run(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const child = spawn(process.execPath, argv, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  return new Promise((done) => {
    child.on('exit', (code) => {
      children.delete(child);
      done(code ?? 1);
    });
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    void sandbox.close().then(() => process.exit(0));
  });
}

const astro = resolve('node_modules/astro/bin/astro.mjs');
const [staticCode, previewCode] = await Promise.all([
  run(['scripts/build.ts']),
  run([astro, 'build'], { STOREFRONT_MODE: 'preview' }),
]);
if (staticCode !== 0) process.stderr.write(`static build exited with ${staticCode}; the journeys name the store\n`);
if (previewCode !== 0) {
  process.stderr.write(`the on-demand build exited with ${previewCode}\n`);
  await sandbox.close();
  process.exit(previewCode);
}

const store = process.env['STORE'] ?? 'demo';
// axe-core for the journeys' accessibility checks, served from each server's own origin (the pages' CSP lets
// 'self' scripts load): a <script src> is compiled off the main thread and read from the memory cache by the
// next page of the same test, where injecting its 560 KB source through the protocol cost about 0.2
// CPU-seconds on every page (tests/e2e/fixtures.ts). Test-only: copied into the e2e build, never into a product build.
for (const root of [resolve(dirs.dist, store), resolve(dirs.dist, '_preview-server', 'client')]) {
  mkdirSync(resolve(root, AXE_DIR), { recursive: true });
  copyFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), resolve(root, AXE_DIR, 'axe.min.js'));
}
await serveStatic(resolve(dirs.dist, store), port);
const entry = resolve(dirs.dist, '_preview-server', 'server', 'entry.mjs');
// Both stacks of a name: '::' answers localhost and <slug>.localhost on IPv4 and IPv6.
const code = await run([entry], { PORT: String(previewPort), HOST: '::' });
await sandbox.close();
process.exit(code);
