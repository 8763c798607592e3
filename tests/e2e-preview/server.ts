/**
 * The web server of playwright.preview.config.ts: one sandbox, the static build of every store against it
 * (so tests can compare markup and list dist/), then the on-demand server against the same sandbox.
 * PORT, SANDBOX_PORT, BUILD_DIR come from the config.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startSandbox } from '../../scripts/sandbox/server.ts';

const sandboxPort = Number(process.env['SANDBOX_PORT']);
const buildDir = process.env['BUILD_DIR'] ?? '.e2e-preview';
const sandbox = await startSandbox({ port: sandboxPort, dbPath: resolve(buildDir, 'sandbox.db'), quiet: true });

function run(argv: string[]): { pid: number | undefined; done: Promise<number> } {
  const child = spawn(process.execPath, argv, { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child.kill(signal));
  return { pid: child.pid, done: new Promise((done) => child.on('exit', (code) => done(code ?? 1))) };
}

const built = await run(['scripts/build.ts']).done;
if (built !== 0) process.stderr.write(`static build exited with ${built}; the markup comparison names the store\n`);
const code = await run(['scripts/preview-server.ts', '--no-sandbox']).done;
await sandbox.close();
process.exit(code);
