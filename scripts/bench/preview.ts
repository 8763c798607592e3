/**
 * `node scripts/bench/preview.ts` (also `npm run bench -- --only preview`): the on-demand server under
 * load against `npm run serve` serving the same pages statically. Both run against one sandbox on
 * loopback, each server in its own process; autocannon holds CONNECTIONS connections for DURATION_S seconds per page and server, and every
 * response's latency is kept to give exact p50/p95. Errors are non-2xx answers, time-outs and socket errors.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { z } from 'zod';

export const CONNECTIONS = 200;
export const DURATION_S = 30;
/** Home, a collection and a listing of the demo store. */
const PAGES = ['/', '/apparel', '/listing/bestseller-classic-tee'] as const;
/** Issue 17: the preview server's p95 under CONNECTIONS connections on loopback, with no errors. */
export const PREVIEW_P95_BUDGET_MS = 50;

const resultSchema = z.object({
  requests: z.object({ total: z.number(), average: z.number() }),
  throughput: z.object({ average: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
  duration: z.number(),
});

interface Instance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Autocannon = (options: object, done: (error: unknown, result: unknown) => void) => Instance;
// autocannon ships no types: the one call used is typed here and its result is checked by resultSchema.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadResult {
  server: 'static' | 'preview';
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  /** What the errors were. */
  detail: string;
  mbPerS: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);

function load(url: string, server: LoadResult['server'], path: string, durationS = DURATION_S): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url: url + path, connections: CONNECTIONS, duration: durationS, headers: { accept: 'text/html' } },
      (error, raw) => {
        if (error) return fail(error instanceof Error ? error : new Error('autocannon failed'));
        const r = resultSchema.parse(raw);
        latencies.sort((a, b) => a - b);
        done({
          server,
          path,
          requests: r.requests.total,
          rps: r.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          errors: r.errors + r.timeouts + r.non2xx,
          detail: `${r.errors} socket, ${r.timeouts} time-outs, ${r.non2xx} non-2xx`,
          mbPerS: r.throughput.average / 1e6,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

async function until(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function run(argv: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(process.execPath, argv, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  return { child, done: new Promise((d) => child.on('exit', (code) => d(code ?? 1))) };
}

export function formatRows(results: readonly LoadResult[]): string[] {
  return results.map(
    (r) =>
      `${r.server.padEnd(7)} ${r.path.padEnd(32)} p50 ${r.p50.toFixed(0).padStart(5)} ms  p95 ${r.p95.toFixed(0).padStart(5)} ms  ` +
      `${r.rps.toFixed(0).padStart(6)} req/s  ${r.mbPerS.toFixed(1).padStart(5)} MB/s  ${r.requests} requests  ${r.errors} errors (${r.detail})`,
  );
}

/**
 * Sandbox (port + 1), static build of demo, `npm run serve` of it (port - 2) and the preview server (port),
 * each in its own process so the load generator here competes with none of them; then the load.
 */
export async function benchPreview(port = 4403, durationS = DURATION_S): Promise<LoadResult[]> {
  const dir = resolve('.bench', 'preview-build');
  const sandboxPort = port + 1;
  const staticPort = port - 2;
  const env = {
    BUILD_DIR: dir,
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
    SANDBOX_DB: join(dir, 'sandbox.db'),
    PREVIEW_STORE: 'demo',
    STORE: 'demo',
  };
  const children: ChildProcess[] = [];
  const start = (argv: string[], extra: NodeJS.ProcessEnv = {}) => {
    const started = run(argv, { ...env, ...extra });
    children.push(started.child);
    return started;
  };
  try {
    start(['scripts/sandbox/main.ts']);
    await until(`${env.SANDBOX_URL}/_sandbox/cases`, 30_000);
    if ((await run(['scripts/build.ts', '--store', 'demo'], env).done) !== 0)
      throw new Error('static build of demo failed');
    start(['scripts/preview-server.ts', '--no-sandbox'], { PORT: String(port), HOST: '127.0.0.1' });
    start(['scripts/serve.ts'], { PORT: String(staticPort) });
    const previewUrl = `http://127.0.0.1:${port}`;
    const staticUrl = `http://127.0.0.1:${staticPort}`;
    await until(`${previewUrl}/`, 180_000);
    await until(`${staticUrl}/`, 30_000);
    const results: LoadResult[] = [];
    for (const path of PAGES) {
      await load(previewUrl, 'preview', path, 2); // warm-up: JIT, host answers
      results.push(await load(staticUrl, 'static', path, durationS));
      results.push(await load(previewUrl, 'preview', path, durationS));
    }
    return results;
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

if (import.meta.main) {
  const results = await benchPreview();
  console.log(`\n${CONNECTIONS} connections × ${DURATION_S} s per page and server (loopback):`);
  for (const line of formatRows(results)) console.log(`  ${line}`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync(join('.bench', 'preview.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
  process.exit(results.some((r) => r.errors > 0) ? 1 : 0);
}
