/**
 * `npm run preview-server [-- --no-build]`: the on-demand server of every store (DESIGN §4 Preview).
 * Builds the pages with STOREFRONT_MODE=preview (Node adapter, standalone) into <BUILD_DIR>/dist/_preview-server
 * and runs it. The store comes from the Host header (stores.config.json `site`, or <slug>.localhost), else
 * PREVIEW_STORE. With a host left unconfigured it starts the embedded sandbox first (SANDBOX_PORT).
 * PORT (4403), HOST (localhost), PREVIEW_SECRET (required unless every host is the sandbox).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildDirs, sandboxHosts, sandboxPort as sandboxPortOf } from '../src/hosts.ts';
import { PreviewSecretError, resolvePreviewSecret } from '../src/features/preview/domain/secret.ts';
import { commandLine, readPreviewServerArgs, USAGE } from './args.ts';
import { startSandbox, type Sandbox } from './sandbox/server.ts';

export const PREVIEW_PORT = 4403;
const args = commandLine(USAGE.previewServer, readPreviewServerArgs);
const port = Number(process.env['PORT'] ?? PREVIEW_PORT);
const sandboxPort = sandboxPortOf(process.env);
const dirs = buildDirs(process.env);
const entry = resolve(dirs.dist, '_preview-server', 'server', 'entry.mjs');

try {
  resolvePreviewSecret(process.env['PREVIEW_SECRET'], process.env);
} catch (error) {
  if (!(error instanceof PreviewSecretError)) throw error;
  console.error(`preview-server: ${error.message}`);
  process.exit(1);
}

let sandbox: Sandbox | undefined;
if (sandboxHosts(process.env).length > 0 && args.sandbox) {
  sandbox = await startSandbox({
    port: sandboxPort,
    dbPath: resolve(process.env['SANDBOX_DB'] ?? '.sandbox/preview.db'),
  }).catch((error: unknown) => {
    console.error(`Could not start the sandbox on port ${sandboxPort}: ${String(error)}. Set SANDBOX_PORT.`);
    process.exit(1);
  });
  console.log(`Sandbox of every commerce host at ${sandbox.url}`);
}

const env = { ...process.env, STOREFRONT_MODE: 'preview', SANDBOX_PORT: String(sandboxPort) };
function run(argv: string[], extra: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, argv, { stdio: 'inherit', env: { ...env, ...extra } });
  return { child, done: new Promise<number>((done) => child.on('exit', (code) => done(code ?? 1))) };
}

if (args.build || !existsSync(entry)) {
  const code = await run([resolve('node_modules/astro/bin/astro.mjs'), 'build']).done;
  if (code !== 0) {
    console.error('preview-server: the on-demand build failed');
    await sandbox?.close();
    process.exit(code);
  }
}

const server = run([entry], { PORT: String(port), HOST: process.env['HOST'] ?? 'localhost' });
console.log(`Preview server at http://localhost:${port} (stores by host, e.g. http://demo.localhost:${port})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.child.kill(signal));
}
const code = await server.done;
await sandbox?.close();
process.exit(code);
