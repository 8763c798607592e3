/**
 * Shared Playwright fixtures. Journeys import `test` and `expect` from here instead of @playwright/test:
 *   test('buys a hoodie', async ({ page, sandbox, axe }) => { await sandbox.fault(…); …; await axe(); });
 *
 * Every test runs in its own sandbox session: the browser context sends `x-sandbox-session: <id>` on every
 * request, and `sandbox.request` does the same for calls made from the test itself, so a test's carts,
 * orders, payments, faults, flags and clock are its own. Nothing is ever reset; tests run in parallel.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result, RunOptions } from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import type { FaultInput } from '../../scripts/sandbox/faults.ts';
import { AXE_PATH } from '../e2e-env.ts';

export { expect };

/** Set by playwright.config.ts for the sandbox that its web server starts. */
const SANDBOX_URL = (process.env['SANDBOX_URL'] ?? 'http://localhost:4392').replace(/\/+$/, '');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/** The header that names a sandbox session (the sandbox's CORS answers allow it). */
export const SESSION_HEADER = 'x-sandbox-session';

export interface SandboxHelpers {
  /** The sandbox origin, e.g. http://localhost:4392. */
  readonly url: string;
  /** This test's sandbox session id. */
  readonly session: string;
  /** fetch(`${url}${path}`) in this test's session, e.g. request('/_sandbox/records?table=pre_orders'). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Makes the next matching call(s) misbehave; see scripts/sandbox/faults.ts. */
  fault(fault: FaultInput): Promise<void>;
  /** The sandbox's named test cases (GET /_sandbox/cases), fetched once per worker. */
  cases(): Promise<Record<string, unknown>>;
}

export interface AxeOptions {
  /** CSS selectors to check instead of the whole page. */
  include?: string[];
  /** CSS selectors to leave out (third-party frames, for example). */
  exclude?: string[];
  /** Rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

export type AxeCheck = (options?: AxeOptions) => Promise<void>;

/** fetch against the sandbox in `session`. */
function sessionFetch(session: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(SESSION_HEADER, session);
  return fetch(`${SANDBOX_URL}${path}`, { ...init, headers });
}

async function call(session: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await sessionFetch(session, path, init);
  if (!res.ok) throw new Error(`${method} ${SANDBOX_URL}${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** axe-core's browser build, read once per worker. */
let axeSource: string | undefined;
function axeScript(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Puts axe-core into the page: as a script from the page's own origin (tests/e2e-stack.ts serves it there),
 * else, on a page of another origin or when it does not load, by evaluating its source. The script element is
 * removed once it ran, so the DOM axe checks is the page's own.
 */
async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(
    (src) =>
      new Promise<boolean>((done) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => {
          script.remove();
          done('axe' in window);
        };
        script.onerror = () => {
          script.remove();
          done(false);
        };
        document.head.append(script);
      }),
    AXE_PATH,
  );
  if (!loaded) await page.evaluate(axeScript());
}

export interface AxeRun extends AxeOptions {
  /** Run only these rules (for example ['color-contrast']) instead of the WCAG A/AA and best-practice tags. */
  rules?: string[];
}

/**
 * axe's violations on the page. axe runs inside the page (axe.run), injected once per document: the
 * storefront's pages have no frames, so @axe-core/playwright's frame-by-frame run, which finishes in a
 * second blank page with axe injected again, only cost CPU (measured: 3.5 against 1.4 CPU-seconds a check).
 */
export async function axeViolations(page: Page, options: AxeRun = {}): Promise<Result[]> {
  // axe runs in the top document only; a page that grows frames must have them checked too.
  expect(page.frames(), 'the page has frames, which this check does not enter').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  const context = { include: options.include ?? [], exclude: options.exclude ?? [] };
  const runOptions: RunOptions = {
    runOnly: options.rules ? { type: 'rule', values: options.rules } : { type: 'tag', values: [...AXE_TAGS] },
    resultTypes: ['violations'],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  return page.evaluate(
    async ([ctx, opts]) => {
      // The page's own globals are not typed here; axe was injected just above.
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Result[] }> } })
        .axe;
      const include = ctx.include.length > 0 ? ctx.include.map((s) => [s]) : [['html']];
      return (await axe.run({ include, exclude: ctx.exclude.map((s) => [s]) }, opts)).violations;
    },
    [context, runOptions] as const,
  );
}

/** A readable report of axe's violations: one line per rule, then each node's target and summary. */
export function axeReport(violations: readonly Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
      );
      return `  [${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

async function runAxe(page: Page, options: AxeOptions = {}): Promise<void> {
  const violations = await axeViolations(page, options);
  // Compared as text so a failure prints the readable report, not a dump of axe's objects.
  expect(axeReport(violations), `${violations.length} accessibility violation(s) on ${page.url()}`).toBe('');
}

export const test = base.extend<{ sandbox: SandboxHelpers; axe: AxeCheck }, { sandboxCases: SandboxCasesCache }>({
  sandboxCases: [
    async ({}, use) => {
      await use({ value: undefined });
    },
    { scope: 'worker' },
  ],
  sandbox: async ({ sandboxCases }, use, testInfo) => {
    const session = `w${testInfo.workerIndex}-${randomUUID()}`;
    await use({
      url: SANDBOX_URL,
      session,
      request: (path, init) => sessionFetch(session, path, init),
      fault: async (fault) => {
        await call(session, 'POST', '/_sandbox/faults', fault);
      },
      cases: () => {
        sandboxCases.value ??= call(session, 'GET', '/_sandbox/cases').then(async (res) => {
          const json: unknown = await res.json();
          if (!isRecord(json)) throw new Error(`GET /_sandbox/cases did not answer an object: ${JSON.stringify(json)}`);
          return json;
        });
        return sandboxCases.value;
      },
    });
  },
  // Every request of the test's browser context (pages, islands' fetches, navigations to sandbox hosts)
  // carries the session, so what the shopper does lands in this test's sandbox state only.
  context: async ({ context, sandbox }, use) => {
    await context.setExtraHTTPHeaders({ [SESSION_HEADER]: sandbox.session });
    await use(context);
  },
  axe: async ({ page }, use) => {
    await use((options) => runAxe(page, options));
  },
  // A failed test's page, as it was when the test ended (playwright-shared.ts says why not Playwright's own).
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const path = testInfo.outputPath('test-failed.png');
    try {
      await page.screenshot({ path, timeout: 5_000 });
      testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' });
    } catch {
      // The page could not be drawn (a crash, a hung renderer); the error and its context are in the report.
    }
  },
});

interface SandboxCasesCache {
  value: Promise<Record<string, unknown>> | undefined;
}

/**
 * Holds the page's requests whose URL matches `url` until `release()`, so the page stays in flight for as
 * long as the test looks at it: a condition, never a timed delay. Requests after the release go straight on.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<{ release: () => void }> {
  let release = (): void => undefined;
  const gate = new Promise<void>((open) => (release = open));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}
