/**
 * `npm test`: lint, typecheck, unit, contract, e2e, in that order, stopping at the first failure.
 * (e2e: one Playwright run of the static pages' journeys and the on-demand preview server's, playwright.config.ts.)
 *   --only <stage[,stage]>  run just these stages (repeatable)
 *   --skip <stage[,stage]>  leave these stages out (repeatable)
 *   -- <args>               passed to vitest / playwright (e.g. `npm run test:e2e -- --grep checkout`)
 * The last line is `N passed, N failed`: test cases counted from the vitest and Playwright JSON reports;
 * a stage that fails without a failing test case (lint, typecheck, a crash) counts as one failure.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { BrowserNotFoundError, findBrowser } from './browser.ts';

const STAGES = ['lint', 'typecheck', 'unit', 'contract', 'e2e'] as const;
type Stage = (typeof STAGES)[number];

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Outcome {
  stage: Stage;
  ok: boolean;
  ms: number;
  counts?: Counts;
}

const ROOT = resolve(import.meta.dirname, '..');
const BIN = resolve(ROOT, 'node_modules/.bin');
const RESULTS = resolve(ROOT, 'test-results');

function usage(message: string): never {
  console.error(`${message}\nUsage: node scripts/test.ts [--only <stage>] [--skip <stage>] [-- <runner args>]`);
  console.error(`Stages: ${STAGES.join(', ')}`);
  process.exit(2);
}

function parseStages(value: string | undefined, flag: string): Stage[] {
  if (!value) usage(`${flag} needs a stage name`);
  return value.split(',').map((name) => {
    const stage = STAGES.find((s) => s === name.trim());
    if (!stage) usage(`Unknown stage '${name}'`);
    return stage;
  });
}

function parseArgs(argv: readonly string[]): { stages: Stage[]; extra: string[] } {
  const only: Stage[] = [];
  const skip: Stage[] = [];
  const dash = argv.indexOf('--');
  const own = dash < 0 ? argv : argv.slice(0, dash);
  const extra = dash < 0 ? [] : argv.slice(dash + 1);
  for (let i = 0; i < own.length; i++) {
    const arg = own[i] ?? '';
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--only' || flag === '--skip') {
      const value = inline ?? own[++i];
      (flag === '--only' ? only : skip).push(...parseStages(value, flag));
    } else if (flag === '--help' || flag === '-h') {
      usage('Runs the whole test pipeline.');
    } else {
      usage(`Unknown argument '${arg}'`);
    }
  }
  const stages = STAGES.filter((s) => (only.length === 0 || only.includes(s)) && !skip.includes(s));
  if (stages.length === 0) usage('No stage left to run');
  return { stages, extra };
}

/** Runs a package binary with this Node (the pinned one), streaming its output; resolves to the exit code. */
function run(bin: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  console.log(`$ ${bin} ${args.join(' ')}`);
  const path = [BIN, dirname(process.execPath), process.env['PATH'] ?? ''].join(delimiter);
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(BIN, bin), ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PATH: path, ...env },
    });
    child.on('error', (error) => {
      console.error(`Could not start ${bin}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

/** Counts from vitest's JSON reporter (Jest-compatible totals). */
function vitestCounts(file: string): Counts | undefined {
  const report = readJson(file);
  if (typeof report !== 'object' || report === null) return undefined;
  const r = report as Record<string, unknown>;
  return {
    passed: num(r['numPassedTests']),
    failed: num(r['numFailedTests']),
    skipped: num(r['numPendingTests']) + num(r['numTodoTests']),
  };
}

/** Counts from Playwright's JSON reporter; a test that passed on retry (flaky) counts as passed. */
function playwrightCounts(file: string): Counts | undefined {
  const report = readJson(file);
  if (typeof report !== 'object' || report === null) return undefined;
  const stats = (report as { stats?: Record<string, unknown> }).stats;
  if (!stats) return undefined;
  return {
    passed: num(stats['expected']) + num(stats['flaky']),
    failed: num(stats['unexpected']),
    skipped: num(stats['skipped']),
  };
}

async function vitestStage(
  project: 'unit' | 'contract',
  extra: readonly string[],
): Promise<Omit<Outcome, 'stage' | 'ms'>> {
  const report = resolve(RESULTS, `vitest-${project}.json`);
  rmSync(report, { force: true });
  const code = await run('vitest', [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ]);
  const counts = vitestCounts(report);
  return { ok: code === 0, ...(counts && { counts }) };
}

/** The Playwright run of playwright.config.ts: the static pages' journeys and the preview server's. */
async function e2eStage(extra: readonly string[]): Promise<Omit<Outcome, 'stage' | 'ms'>> {
  let browser: string;
  try {
    browser = await findBrowser();
  } catch (error) {
    console.error(error instanceof BrowserNotFoundError ? error.message : String(error));
    return { ok: false };
  }
  console.log(`Chromium: ${browser}`);
  const report = resolve(RESULTS, 'e2e.json');
  rmSync(report, { force: true });
  const code = await run('playwright', ['test', '--pass-with-no-tests', ...extra], {
    CHROMIUM_PATH: browser,
  });
  const counts = playwrightCounts(report);
  if (code === 0 && counts && counts.passed + counts.failed === 0) console.warn('Warning: Playwright ran no test.');
  return { ok: code === 0, ...(counts && { counts }) };
}

async function runStage(stage: Stage, extra: readonly string[]): Promise<Omit<Outcome, 'stage' | 'ms'>> {
  switch (stage) {
    case 'lint': {
      // Type-aware rules need Astro's generated types (astro:env, import.meta.glob), absent on a fresh clone.
      if ((await run('astro', ['sync'])) !== 0) return { ok: false };
      const eslint = await run('eslint', ['.']);
      const prettier = await run('prettier', ['--check', '.']);
      return { ok: eslint === 0 && prettier === 0 };
    }
    case 'typecheck':
      return { ok: (await run('astro', ['check'])) === 0 };
    case 'unit':
    case 'contract':
      return vitestStage(stage, extra);
    case 'e2e':
      return e2eStage(extra);
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function header(stage: Stage, index: number, total: number): void {
  const title = ` ${index}/${total} ${stage} `;
  console.log(`\n${'━'.repeat(4)}${title}${'━'.repeat(Math.max(4, 72 - title.length))}`);
}

function summarise(outcomes: readonly Outcome[], planned: readonly Stage[]): Counts {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  console.log(`\n${'━'.repeat(4)} summary ${'━'.repeat(63)}`);
  for (const stage of planned) {
    const outcome = outcomes.find((o) => o.stage === stage);
    if (!outcome) {
      console.log(`  ${stage.padEnd(10)} not run`);
      continue;
    }
    const c = outcome.counts;
    const tests = c ? `  ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : '';
    console.log(
      `  ${stage.padEnd(10)} ${(outcome.ok ? 'ok' : 'FAILED').padEnd(7)} ${seconds(outcome.ms).padStart(8)}${tests}`,
    );
    total.passed += c?.passed ?? 0;
    total.skipped += c?.skipped ?? 0;
    // A failed stage with no failing test case (lint, typecheck, a crash) still counts as one failure.
    total.failed += c && c.failed > 0 ? c.failed : outcome.ok ? 0 : 1;
  }
  return total;
}

const { stages, extra } = parseArgs(process.argv.slice(2));
mkdirSync(RESULTS, { recursive: true });
const outcomes: Outcome[] = [];
const started = Date.now();
for (const [i, stage] of stages.entries()) {
  header(stage, i + 1, stages.length);
  const t0 = Date.now();
  const result = await runStage(stage, extra);
  const outcome: Outcome = { stage, ms: Date.now() - t0, ...result };
  outcomes.push(outcome);
  console.log(`${stage}: ${outcome.ok ? 'ok' : 'FAILED'} in ${seconds(outcome.ms)}`);
  if (!outcome.ok) break;
}
const total = summarise(outcomes, stages);
const ok = outcomes.length === stages.length && outcomes.every((o) => o.ok);
console.log(
  `  ${ok ? 'all stages passed' : 'stopped at the first failure'} in ${seconds(Date.now() - started)}, ${total.skipped} skipped`,
);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(ok ? 0 : 1);
