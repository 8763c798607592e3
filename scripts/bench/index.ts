/**
 * `npm run bench`: the budgets of the static storefront (issues 3 and 17), measured, printed as a table and
 * written to .bench/results.json. Builds happen in scratch copies (see ./workspace.ts) against the
 * bench's own sandbox, so the shared dist/ and .stores/ are never touched. Timings are medians of runs.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { startSandbox } from '../sandbox/server.ts';
import { serveStatic } from '../serve.ts';
import { commandLine } from '../args.ts';
import { BENCH_USAGE, parseBenchArgs } from './args.ts';
import { checkoutJsRows } from './checkout-js.ts';
import { benchCheckoutReady, CHECKOUT_READY_BUDGET_MS } from './checkout-ready.ts';
import { failedAudits, LIGHTHOUSE_BUDGETS, lighthouseMedian, newCheckoutPath, type Scores } from './lighthouse.ts';
import { jsBytes, LISTING_HTML_BUDGET_BYTES, listingHtmlSizes, pageTypePaths } from './pages.ts';
import { measure, median, type Measured } from './proc.ts';
import { benchSearch } from './search.ts';
import { benchPreview, CONNECTIONS, DURATION_S, PREVIEW_P95_BUDGET_MS } from './preview.ts';
import { benchBuild } from './build.ts';
import { BENCH_DIR, emptyTrash, prepareWorkspace, setAside } from './workspace.ts';

const args = commandLine(BENCH_USAGE, parseBenchArgs);
/** What the bench reads of the demo store's snapshot: its first collection, for a collection page's path. */
const demoCollectionsSchema = z.object({ collections: z.array(z.object({ slug: z.string() })).optional() });
const rows: [string, string, string][] = [];
const results: Record<string, unknown> = { at: new Date().toISOString(), args: { ...args, only: [...args.only] } };
const row = (what: string, value: string, budget = '') => {
  rows.push([what, value, budget]);
  console.log(`  ${what}: ${value}${budget ? `  (${budget})` : ''}`);
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

mkdirSync(BENCH_DIR, { recursive: true });
const sandbox = await startSandbox({ port: args.port, quiet: true });
const env = { SANDBOX_PORT: String(args.port), SANDBOX_URL: undefined };
const workspace = prepareWorkspace();
const node = process.execPath;

/** `n` measured runs; `fresh` (a folder) is deleted before each, outside the timing, so every run starts clean. */
async function runs(
  label: string,
  n: number,
  cwd: string,
  argv: string[],
  options: { timeoutMs?: number; fresh?: string } = {},
): Promise<Measured[]> {
  const { timeoutMs, fresh } = options;
  const all: Measured[] = [];
  for (let i = 0; i < n; i++) {
    if (fresh) setAside(fresh);
    const m = await measure(node, argv, { cwd, env, ...(timeoutMs ? { timeoutMs } : {}) });
    const state = m.timedOut ? ' TIMED OUT' : m.code === 0 ? '' : ' FAILED';
    console.log(`  ${label} run ${i + 1}/${n}: ${s(m.ms)}, peak ${mb(m.peakRssBytes)}${state}`);
    if (m.code !== 0 && !m.timedOut) throw new Error(`${label} failed:\n${m.output.slice(-3000)}`);
    all.push(m);
    if (m.timedOut) break; // one stopped run says enough; the rest would be stopped too
  }
  return all;
}

async function cacheFileBytes(store: string): Promise<{ store: string; raw: number; gzip: number }> {
  const res = await fetch(`${sandbox.url}/cache/${store}.json`, { headers: { 'accept-encoding': 'identity' } });
  const raw = Buffer.from(await res.arrayBuffer());
  return { store, raw: raw.length, gzip: gzipSync(raw).length };
}

try {
  if (args.only.has('build')) {
    results['build'] = await benchBuild({
      sandboxUrl: sandbox.url,
      env,
      runs: args.buildRuns,
      timeoutMs: args.buildTimeoutS * 1000,
      fleetShard: args.fleetShard,
      row,
    });
    const cacheBytes = await Promise.all(['demo', 'big'].map(cacheFileBytes));
    results['cacheFiles'] = cacheBytes;
    for (const c of cacheBytes) row(`cache file v2 of ${c.store}`, `${kb(c.raw)} raw, ${kb(c.gzip)} gzip`);
  }

  const demoDist = join(workspace, 'dist', 'demo');
  if (args.only.has('html') || args.only.has('js') || args.only.has('lighthouse') || args.only.has('checkout')) {
    console.log('demo: building in the bench workspace');
    await runs('demo build', 1, workspace, ['scripts/build.ts', '--store', 'demo', '--force']);
  }
  if (args.only.has('html')) {
    const html = listingHtmlSizes(demoDist);
    results['html'] = html;
    row(`listing HTML gzip, median of ${html.listings}`, kb(html.medianGzip), `< ${kb(LISTING_HTML_BUDGET_BYTES)}`);
    row(`listing HTML gzip, max (${html.maxSlug})`, kb(html.maxGzip), `< ${kb(LISTING_HTML_BUDGET_BYTES)}`);
  }
  const demoSnapshot = join(workspace, '.stores', 'demo', 'snapshot.json');
  const snapshot = demoCollectionsSchema.parse(
    existsSync(demoSnapshot) ? JSON.parse(readFileSync(demoSnapshot, 'utf8')) : {},
  );
  const paths = pageTypePaths(demoDist, snapshot.collections?.[0]?.slug);
  if (args.only.has('js')) {
    const js = Object.entries(paths).map(([page, path]) => jsBytes(demoDist, page, path));
    results['js'] = js;
    for (const j of js) {
      row(
        `JS on ${j.page}${j.path ? ` (${j.path})` : ' (not built)'}`,
        `${j.files} file(s), ${kb(j.gzip)} gzip at load; inline ${kb(j.inlineBytes)}; islands ${kb(j.islandGzip)} gzip on hydration`,
      );
    }
  }
  if (args.only.has('js')) results['checkoutJs'] = checkoutJsRows(demoDist, row);
  if (args.only.has('lighthouse')) {
    const server = await serveStatic(demoDist, args.port + 1);
    const scores: Record<string, Scores> = {};
    try {
      // /checkout/{id}: a fresh sandbox checkout, served by the checkout shell (issue 5's budget).
      const checkoutPath = await newCheckoutPath(sandbox.url, 'demo');
      for (const page of ['home', 'collection', 'listing', 'about', 'checkout'] as const) {
        const path = page === 'checkout' ? checkoutPath : paths[page];
        if (!path) {
          row(`Lighthouse ${page}`, 'not built');
          continue;
        }
        const score = await lighthouseMedian(
          `http://localhost:${args.port + 1}${path}`,
          args.lighthouseRuns,
          BENCH_DIR,
        );
        scores[page] = score;
        const failed = failedAudits.get(`http://localhost:${args.port + 1}${path}`) ?? [];
        if (failed.length > 0) console.log(`    failing audits: ${failed.join(', ')}`);
        const cell = (v: number | null) => (v === null ? '–' : String(v));
        row(
          `Lighthouse ${page} (perf/a11y/bp/seo)`,
          `${cell(score.performance)} / ${cell(score.accessibility)} / ${cell(score['best-practices'])} / ${cell(score.seo)}`,
          page === 'checkout' ? LIGHTHOUSE_BUDGETS.checkout : LIGHTHOUSE_BUDGETS.catalogue,
        );
      }
    } finally {
      server.close();
    }
    results['lighthouse'] = { scores, failedAudits: Object.fromEntries(failedAudits) };
  }
  if (args.only.has('checkout')) {
    console.log("checkout: the cart's Checkout click to an interactive checkout form (demo, no injected latency)");
    const server = await serveStatic(demoDist, args.port + 2);
    try {
      const ready = await benchCheckoutReady(`http://localhost:${args.port + 2}`);
      results['checkout'] = { ...ready, budgetMs: CHECKOUT_READY_BUDGET_MS };
      row(
        `checkout click → interactive form, median of ${ready.runsMs.length}`,
        `${Math.round(ready.medianMs)} ms (runs ${ready.runsMs.join(', ')} ms; on /cart ${Math.round(median(ready.cartMs))} ms; load ${ready.loadAverage.toFixed(1)})`,
        `≤ ${CHECKOUT_READY_BUDGET_MS} ms`,
      );
    } finally {
      server.close();
    }
  }
  if (args.only.has('search')) {
    console.log('search: 10,000 big-store records, every query typed keystroke by keystroke');
    const r = await benchSearch(`${sandbox.url}/cache`);
    results['search'] = r;
    const ms = (v: number) => `${v.toFixed(2)} ms`;
    row('search file of big (records)', `${kb(r.fileBytes.raw)} raw, ${kb(r.fileBytes.gzip)} gzip (${r.records})`);
    row('search index build (once per load)', ms(r.indexMs));
    row(
      `search per keystroke, narrowed (${r.keystrokes} keystrokes) p50/p95`,
      `${ms(r.narrowed.p50)} / ${ms(r.narrowed.p95)}`,
    );
    row('search per keystroke, plain Fuse p50/p95', `${ms(r.plain.p50)} / ${ms(r.plain.p95)}`);
    row('search speed-up (p50)', `${r.speedup.toFixed(1)}×`, '≥ 10×');
    row('search top 5 agree: same set / same order', `${r.sameSet} / ${r.sameOrder} of ${r.keystrokes}`);
  }
  if (args.only.has('preview')) {
    console.log(`preview: on-demand server vs static, ${CONNECTIONS} connections × ${DURATION_S} s per page`);
    const loads = await benchPreview();
    results['preview'] = loads;
    for (const l of loads) {
      const value = `p50 ${l.p50.toFixed(0)} ms, p95 ${l.p95.toFixed(0)} ms, ${l.rps.toFixed(0)} req/s, ${l.errors} errors`;
      row(
        `${l.server} ${l.path} under load`,
        value,
        l.server === 'preview' ? `p95 ≤ ${PREVIEW_P95_BUDGET_MS} ms, 0 errors` : '',
      );
    }
  }
} finally {
  await sandbox.close();
  emptyTrash();
}

writeFileSync(join(BENCH_DIR, 'results.json'), JSON.stringify({ ...results, table: rows }, null, 2));
const width = Math.max(...rows.map((r) => r[0].length));
const valueWidth = Math.max(...rows.map((r) => r[1].length));
console.log(`\n${'measure'.padEnd(width)} | ${'value'.padEnd(valueWidth)} | budget`);
console.log(`${'-'.repeat(width)}-|-${'-'.repeat(valueWidth)}-|-------`);
for (const [what, value, budget] of rows)
  console.log(`${what.padEnd(width)} | ${value.padEnd(valueWidth)} | ${budget}`);
console.log(`\nwritten to ${join(BENCH_DIR, 'results.json')}`);
