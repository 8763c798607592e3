/**
 * `npm test`: lint, typecheck, unit, contract, e2e, in that order, stopping at the first failure.
 * (e2e: one Playwright run of the static pages' journeys and the on-demand preview server's, playwright.config.ts.)
 *   --only <stage[,stage]>  run just these stages (repeatable)
 *   --skip <stage[,stage]>  leave these stages out (repeatable)
 *   -- <args>               passed to vitest / playwright (e.g. `npm run test:e2e -- --grep checkout`)
 * The last line is `N passed, N failed`: test cases counted from the vitest and Playwright JSON reports;
 * a stage that fails without a failing test case (lint, typecheck, a crash) counts as one failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import { z } from 'zod';
import { e2eStack, type E2eStack } from '../tests/e2e-env.ts';
import { commandLine, readTestArgs, USAGE, type TestStage as Stage } from './args.ts';
import { BrowserNotFoundError, findBrowser } from './browser.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

type StageResult = Omit<Outcome, 'stage' | 'ms'>;

interface Outcome {
  stage: Stage;
  ok: boolean;
  ms: number;
  counts?: Counts;
}

const ROOT = resolve(import.meta.dirname, '..');
const BIN = resolve(ROOT, 'node_modules/.bin');
const RESULTS = resolve(ROOT, 'test-results');

/**
 * Runs a package binary with this Node (the pinned one); resolves to the exit code. Its output streams to
 * ours, or, for a stage that runs beside another, goes into `sink` to be printed whole when it ends.
 */
function run(bin: string, args: readonly string[], env: NodeJS.ProcessEnv = {}, sink?: Buffer[]): Promise<number> {
  const say = (line: string) => (sink ? sink.push(Buffer.from(`${line}\n`)) : console.log(line));
  say(`$ ${bin} ${args.join(' ')}`);
  const path = [BIN, dirname(process.execPath), process.env['PATH'] ?? ''].join(delimiter);
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(BIN, bin), ...args], {
      cwd: ROOT,
      stdio: sink ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PATH: path, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
    });
    child.stdout?.on('data', (chunk: Buffer) => sink?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => sink?.push(chunk));
    child.on('error', (error) => {
      say(`Could not start ${bin}: ${error.message}`);
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

const count = z.number().catch(0);

/** What the runner counts of Playwright's JSON report (its `stats`). */
const playwrightReportSchema = z.object({
  stats: z.object({ expected: count, flaky: count, unexpected: count, skipped: count }),
});

/** Counts from Playwright's JSON reporter; a test that passed on retry (flaky) counts as passed. */
function playwrightCounts(file: string): Counts | undefined {
  const report = playwrightReportSchema.safeParse(readJson(file));
  if (!report.success) return undefined;
  const { stats } = report.data;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

type VitestProject = 'unit' | 'contract';

/** What the runner reads of vitest's JSON report: each test file's path and its tests' statuses. */
const vitestReportSchema = z.object({
  testResults: z.array(
    z
      .object({
        name: z.string().catch(''),
        assertionResults: z.array(z.object({ status: z.unknown() }).catch({ status: undefined })),
      })
      .nullable()
      .catch(null),
  ),
});

/** A vitest JSON report's test cases, counted per project (by the test file's folder, tests/<project>/). */
function vitestCountsByProject(
  file: string,
  projects: readonly VitestProject[],
): Map<VitestProject, Counts> | undefined {
  const report = vitestReportSchema.safeParse(readJson(file));
  if (!report.success) return undefined;
  const byProject = new Map<VitestProject, Counts>(projects.map((p) => [p, { passed: 0, failed: 0, skipped: 0 }]));
  for (const entry of report.data.testResults) {
    if (entry === null) continue;
    const path = entry.name.split('\\').join('/');
    const project = projects.find((p) => path.includes(`/tests/${p}/`));
    const counts = project && byProject.get(project);
    if (!counts) continue;
    for (const { status } of entry.assertionResults) {
      if (status === 'passed') counts.passed += 1;
      else if (status === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
  }
  return byProject;
}

/**
 * One vitest invocation for the given projects. With unit and contract together (and no runner arguments,
 * which would narrow the run and trip the floor) it collects v8 coverage over both and enforces the
 * floor of vitest.config.ts. The JSON report is split per project, so each stage keeps its own counts; a
 * failing exit with no failing test (the coverage floor, a crash) is charged to the last project.
 */
async function vitestStages(
  projects: readonly VitestProject[],
  extra: readonly string[],
  sink?: Buffer[],
): Promise<Map<VitestProject, StageResult>> {
  const name = projects.join('-');
  const report = resolve(RESULTS, `vitest-${name}.json`);
  rmSync(report, { force: true });
  const coverage = projects.includes('unit') && projects.includes('contract') && extra.length === 0;
  const code = await run(
    'vitest',
    [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...(coverage ? ['--coverage'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extra,
    ],
    {},
    sink,
  );
  const counts = vitestCountsByProject(report, projects);
  const anyFailed = projects.some((p) => (counts?.get(p)?.failed ?? 0) > 0);
  if (code !== 0 && counts && !anyFailed) {
    console.error(coverage ? 'vitest failed with no failing test: coverage floor not met?' : 'vitest failed.');
  }
  const results = new Map<VitestProject, StageResult>();
  projects.forEach((project, i) => {
    const c = counts?.get(project);
    const last = i === projects.length - 1;
    const ok = code === 0 || (c?.failed === 0 && (anyFailed || !last));
    results.set(project, { ok, ...(c && { counts: c }) });
  });
  return results;
}

/**
 * The browser suites' stack (tests/e2e-stack.ts: sandbox, static and preview builds, both servers), started
 * first: its two builds keep both cores busy, and the first group starts when it answers (`firstGroupGate`).
 * Its builds rewrite Astro's generated types (.astro/), which ESLint and `astro check` read, so `astro sync`
 * runs after them. Playwright then reuses it (E2E_STACK_STARTED). Its output goes to test-results/e2e-stack.log.
 */
class Stack {
  private readonly child: ChildProcess;
  private exited: number | undefined;
  private readonly log = resolve(RESULTS, 'e2e-stack.log');
  private readonly stack: E2eStack;

  constructor(stack: E2eStack) {
    this.stack = stack;
    const out = openSync(this.log, 'w');
    this.child = spawn(process.execPath, ['tests/e2e-stack.ts'], {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...stack.env },
    });
    this.child.on('exit', (code) => (this.exited = code ?? 1));
  }

  /** Resolves once the stack answers; false (with its log's tail printed, once) if it stopped first. */
  ready(): Promise<boolean> {
    this.readiness ??= this.poll();
    return this.readiness;
  }

  private readiness: Promise<boolean> | undefined;

  private async poll(): Promise<boolean> {
    for (;;) {
      if (this.exited !== undefined) {
        console.error(`The e2e stack stopped (exit code ${this.exited}); the end of ${this.log}:`);
        console.error(readFileSync(this.log, 'utf8').slice(-6000));
        return false;
      }
      if (await answers(this.stack.readyUrl)) return true;
      await new Promise((done) => setTimeout(done, 250));
    }
  }

  stop(): void {
    if (this.exited === undefined) this.child.kill('SIGTERM');
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * At most `size` of the first group's tools at once, so each has a core to itself. Measured on the 2-core
 * machine: the e2e stack's builds, ESLint, `astro check`, Prettier and vitest side by side cost 302 CPU-seconds
 * (155 s); one after the other, 224 (every extra process on a core makes the others slower: shared caches,
 * switching). A waiting tool takes the next free core in `rank` order, longest first.
 */
class Slots {
  private free: number;
  private readonly queue: { rank: number; go: () => void }[] = [];
  private pumping = false;

  constructor(size: number) {
    this.free = size;
  }

  async hold<T>(rank: number, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((go) => {
      this.queue.push({ rank, go });
      this.schedule();
    });
    try {
      return await work();
    } finally {
      this.free += 1;
      this.schedule();
    }
  }

  /** On the next turn, so that tools released by the same event all queue before the first core is given. */
  private schedule(): void {
    if (this.pumping) return;
    this.pumping = true;
    setImmediate(() => {
      this.pumping = false;
      this.queue.sort((a, b) => a.rank - b.rank);
      while (this.free > 0 && this.queue.length > 0) {
        this.free -= 1;
        this.queue.shift()?.go();
      }
    });
  }
}

/** The first group's tools, longest first (CPU-seconds alone on the 2-core machine in the comments). */
const RANK = { vitest: 0, eslint: 1, typecheck: 2, prettier: 3 } as const; // 70, 71, 28, 19
const slots = new Slots(2);

/** The Playwright run of playwright.config.ts: the static pages' journeys and the preview server's. */
async function e2eStage(extra: readonly string[], stack: Stack | undefined): Promise<StageResult> {
  let browser: string;
  try {
    browser = await findBrowser();
  } catch (error) {
    console.error(error instanceof BrowserNotFoundError ? error.message : String(error));
    return { ok: false };
  }
  console.log(`Chromium: ${browser}`);
  if (stack && !(await stack.ready())) return { ok: false };
  const report = resolve(RESULTS, 'e2e.json');
  rmSync(report, { force: true });
  const code = await run('playwright', ['test', '--pass-with-no-tests', ...extra], {
    CHROMIUM_PATH: browser,
    ...(stack && { E2E_STACK_STARTED: '1' }),
  });
  const counts = playwrightCounts(report);
  if (code === 0 && counts && counts.passed + counts.failed === 0) console.warn('Warning: Playwright ran no test.');
  return { ok: code === 0, ...(counts && { counts }) };
}

/**
 * `astro sync`'s exit code: lint's type-aware rules and the typecheck need Astro's generated types. Run before
 * the first group, after the stack's builds (which write the same files), so nobody reads them half written.
 */
let syncCode = 0;

async function runStage(
  stage: Stage,
  extra: readonly string[],
  stack: Stack | undefined,
  sink?: Buffer[],
): Promise<StageResult> {
  switch (stage) {
    case 'lint': {
      // ESLint's type-aware rules need Astro's generated types (astro:env, import.meta.glob), absent on a
      // fresh clone; Prettier reads no generated file.
      const [eslint, prettier] = await Promise.all([
        syncCode === 0 ? slots.hold(RANK.eslint, () => run('eslint', ['.'], {}, sink)) : 1,
        slots.hold(RANK.prettier, () => run('prettier', ['--check', '.', '--log-level', 'warn'], {}, sink)),
      ]);
      return { ok: eslint === 0 && prettier === 0 };
    }
    case 'typecheck':
      if (syncCode !== 0) return { ok: false };
      return { ok: (await slots.hold(RANK.typecheck, () => run('astro', ['check', '--noSync'], {}, sink))) === 0 };
    case 'unit':
    case 'contract': {
      const result = (await slots.hold(RANK.vitest, () => vitestStages([stage], extra, sink))).get(stage);
      return result ?? { ok: false };
    }
    case 'e2e':
      return e2eStage(extra, stack);
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function header(stage: string, index: number, total: number): void {
  const title = ` ${index}/${total} ${stage} `;
  console.log(`\n${'━'.repeat(4)}${title}${'━'.repeat(Math.max(4, 72 - title.length))}`);
}

function summarise(outcomes: readonly Outcome[], planned: readonly Stage[]): Counts {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  console.log(`\n${'━'.repeat(4)} summary ${'━'.repeat(63)}`);
  if (stackMs !== undefined)
    console.log(`  ${'e2e stack'.padEnd(10)} ${'built'.padEnd(7)} ${seconds(stackMs).padStart(8)}`);
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

/**
 * Stages of a group run at the same time (their output printed whole as each ends, never interleaved);
 * groups run in order, stopping after the first that fails. In the first group unit and contract (one
 * vitest run, 1 worker), ESLint, Prettier and the typecheck share the two cores through `slots`, two tools
 * at a time, after the e2e stack's builds.
 */
const GROUPS: readonly (readonly Stage[])[] = [['lint', 'typecheck', 'unit', 'contract'], ['e2e']];

/** What runs as one process tree: a stage, or unit and contract in one vitest invocation. */
interface Task {
  stages: readonly Stage[];
  run(sink?: Buffer[]): Promise<ReadonlyMap<Stage, StageResult>>;
}

function tasksOf(planned: readonly Stage[], extra: readonly string[], stack: Stack | undefined): Task[] {
  // One vitest invocation, so coverage is measured over both; each stage keeps its own counts.
  const joint = planned.includes('unit') && planned.includes('contract');
  const tasks: Task[] = joint
    ? [
        {
          stages: ['unit', 'contract'],
          run: (sink) => slots.hold(RANK.vitest, () => vitestStages(['unit', 'contract'], extra, sink)),
        },
      ]
    : [];
  for (const stage of planned) {
    if (joint && (stage === 'unit' || stage === 'contract')) continue;
    tasks.push({ stages: [stage], run: async (sink) => new Map([[stage, await runStage(stage, extra, stack, sink)]]) });
  }
  return tasks;
}

const { stages, extra } = commandLine(USAGE.test, readTestArgs);
mkdirSync(RESULTS, { recursive: true });
const outcomes: Outcome[] = [];
const started = Date.now();
const e2e = e2eStack();
const startStack = stages.includes('e2e') && process.env['E2E_STACK_STARTED'] !== '1' && !(await answers(e2e.readyUrl));
let stack: Stack | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stack?.stop();
    process.exit(1);
  });
}
if (startStack) stack = new Stack(e2e);
let stackMs: number | undefined;

/**
 * Before the first group: the stack's builds, which keep both cores busy, then `astro sync` if lint or the
 * typecheck runs. Then the group's tools take the two cores (`slots`).
 */
async function firstGroupGate(planned: readonly Stage[], stack: Stack | undefined): Promise<void> {
  if (stack) {
    console.log("Waiting for the e2e stack's builds (test-results/e2e-stack.log)…");
    const t0 = Date.now();
    await stack.ready();
    stackMs = Date.now() - t0;
  }
  if (planned.includes('lint') || planned.includes('typecheck')) syncCode = await run('astro', ['sync']);
}

let index = 0;
for (const group of GROUPS) {
  const planned = group.filter((stage) => stages.includes(stage));
  if (planned.length === 0) continue;
  if (planned.some((stage) => stage !== 'e2e')) await firstGroupGate(planned, stack);
  const tasks = tasksOf(planned, extra, stack);
  const alone = tasks.length === 1;
  const done = await Promise.all(
    tasks.map(async (task) => {
      const title = task.stages.join(' + ');
      const sink: Buffer[] | undefined = alone ? undefined : [];
      if (alone) header(title, ++index, stages.length);
      const t0 = Date.now();
      const results = await task.run(sink);
      const ms = Date.now() - t0;
      if (sink) {
        header(title, ++index, stages.length);
        process.stdout.write(Buffer.concat(sink));
      }
      return task.stages.map((stage, i) => {
        // A joint run's time is shown once, on its first stage.
        const outcome: Outcome = { stage, ms: i === 0 ? ms : 0, ...(results.get(stage) ?? { ok: false }) };
        const timing = i === 0 ? ` in ${seconds(ms)}` : ` (timed with ${task.stages[0] ?? ''})`;
        console.log(`${stage}: ${outcome.ok ? 'ok' : 'FAILED'}${timing}`);
        outcomes.push(outcome);
        return outcome;
      });
    }),
  );
  if (done.flat().some((outcome) => !outcome.ok)) break;
}
stack?.stop();
const total = summarise(outcomes, stages);
const ok = outcomes.length === stages.length && outcomes.every((o) => o.ok);
console.log(
  `  ${ok ? 'all stages passed' : 'stopped at the first failure'} in ${seconds(Date.now() - started)}, ${total.skipped} skipped`,
);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(ok ? 0 : 1);
