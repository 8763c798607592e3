/**
 * `npm start`: the whole demo on one machine with no credentials. Starts the sandbox (every commerce
 * host) unless every host variable is set, builds every store of stores.config.json against it, and
 * serves one store's static pages.
 * PORT (4321), SANDBOX_PORT (4322), STORE (first store in stores.config.json).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildDirs, sandboxHosts, sandboxPort as sandboxPortOf } from '../src/hosts.ts';
import { parseStoresConfig } from '../src/shared/store-config.ts';
import { z } from 'zod';
import { BUILD_REPORT_FILE, BUILD_STOPPED_EXIT_CODE } from './build-args.ts';
import { commandLine, readNoArgs, USAGE } from './args.ts';
import { startSandbox } from './sandbox/server.ts';
import { serveStatic } from './serve.ts';

commandLine(USAGE.start, readNoArgs);
const port = Number(process.env['PORT'] ?? 4321);
const sandboxPort = sandboxPortOf(process.env);
const config = parseStoresConfig(JSON.parse(readFileSync('stores.config.json', 'utf8')));
const store = (process.env['STORE'] ?? config.stores[0]?.slug ?? 'demo').toLowerCase();
const liveHosts = sandboxHosts(process.env).length === 0;

const sandbox = liveHosts
  ? undefined
  : await startSandbox({
      port: sandboxPort,
      dbPath: resolve(process.env['SANDBOX_DB'] ?? '.sandbox/sandbox.db'),
    }).catch((error: unknown) => {
      console.error(
        `Could not start the sandbox on port ${sandboxPort}: ${String(error)}. Set SANDBOX_PORT to a free port.`,
      );
      process.exit(1);
    });
if (sandbox) console.log(`Sandbox of every commerce host at ${sandbox.url}`);

const env = { ...process.env, SANDBOX_PORT: String(sandboxPort) };
const buildCode = await new Promise<number>((done) => {
  const child = spawn(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', env });
  child.on('exit', (code) => done(code ?? 1));
});
if (buildCode === BUILD_STOPPED_EXIT_CODE) {
  // The build said why in one line (a host it needs does not answer) and pulled nothing: no report to read.
  await sandbox?.close();
  process.exit(buildCode);
}
const dirs = buildDirs(process.env);
const dir = resolve(dirs.dist, store);
const report = z
  .object({ outcomes: z.array(z.object({ slug: z.string(), status: z.string(), detail: z.string() })) })
  .safeParse(JSON.parse(readFileSync(resolve(dirs.stores, BUILD_REPORT_FILE), 'utf8')));
const served = report.success ? report.data.outcomes.find((o) => o.slug === store) : undefined;
if (!served || !['built', 'skipped'].includes(served.status) || !existsSync(resolve(dir, 'index.html'))) {
  // Never serve a stale build of a store whose latest build failed.
  console.error(`'${store}' was not built (${served ? `${served.status}: ${served.detail}` : 'not in the build'}).`);
  await sandbox?.close();
  process.exit(1);
}
if (buildCode !== 0) console.warn(`Some stores failed to build (exit code ${buildCode}); serving '${store}' anyway.`);

const server = await serveStatic(dir, port).catch((error: unknown) => {
  console.error(`Could not serve on port ${port}: ${String(error)}. Set PORT to a free port.`);
  process.exit(1);
});
console.log(`Serving ${store} at http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void (sandbox?.close() ?? Promise.resolve()).then(() => process.exit(0));
  });
}
