/**
 * Lighthouse (the npm package's CLI) on the system Chromium, mobile preset, median of several runs. The CLI
 * is fetched by `npm exec` on the bench's first run and kept in npm's cache, not installed with the project:
 * its 195 packages were a fifth of every `npm ci`, for a section only `npm run bench` runs.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { sampleLine } from '../sandbox/checkout/samples.ts';
import { measure, median } from './proc.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The Lighthouse the budgets were measured with. */
const LIGHTHOUSE_PACKAGE = 'lighthouse@12.8.2';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
].join(' ');

const reportSchema = z.object({
  categories: z.record(
    z.string(),
    z
      .object({
        score: z.number().nullable(),
        auditRefs: z.array(z.object({ id: z.string(), weight: z.number() }).loose()),
      })
      .loose(),
  ),
  audits: z.record(z.string(), z.object({ score: z.number().nullable(), title: z.string() }).loose()),
});

/** Lighthouse budgets per page (issue 3 for the catalogue pages, issue 5 for the checkout). */
export const LIGHTHOUSE_BUDGETS = {
  catalogue: '≥95 / 100 / 100 / 100',
  // The checkout is noindex by design (checkout.md §2), which Lighthouse's SEO category counts against it.
  checkout: '≥90 / 100 / 100 / –',
} as const;

const createdSchema = z.object({ id: z.string().min(1) }).loose();

/**
 * A fresh checkout of one in-stock line of `store` on the sandbox at `sandboxUrl`, and the path of its
 * page: /checkout/{id} (served by the checkout shell). One per measured page, so every run loads a
 * checkout in the same state.
 */
export async function newCheckoutPath(sandboxUrl: string, store: string): Promise<string> {
  const line = sampleLine(store);
  const res = await fetch(`${sandboxUrl}/checkout-host/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lineItems: [{ sku: line.sku, quantity: 1 }], storeSlug: store }),
  });
  if (!res.ok) throw new Error(`creating a checkout for the Lighthouse run failed: ${res.status}`);
  const { id } = createdSchema.parse(await res.json());
  return `/checkout/${encodeURIComponent(id)}`;
}

/** Failed weighted audits of the last run per URL, outside performance: what keeps a score under 100. */
export const failedAudits = new Map<string, string[]>();

export type Scores = Record<Category, number | null>;

/** Third-party hosts the stores' pixels load from (src/features/analytics/components/pixel-stub.ts). */
const VENDOR_HOSTS = ['googletagmanager.com', 'connect.facebook.net'] as const;
/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART); such a run is tried again. */
const TRANSIENT = /NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/;

/** How many times a run that failed transiently is tried again (it fails twice in a row now and then). */
const TRANSIENT_RETRIES = 3;

async function withRetries(run: () => Promise<Scores>, retries: number): Promise<Scores> {
  try {
    return await run();
  } catch (error) {
    if (retries > 0 && error instanceof Error && TRANSIENT.test(error.message)) return withRetries(run, retries - 1);
    throw error;
  }
}

async function runOnce(url: string, out: string): Promise<Scores> {
  rmSync(out, { force: true });
  const result = await measure(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${LIGHTHOUSE_PACKAGE}`,
      '--',
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      // The demo store's pixel vendors cannot resolve on an offline machine; blocked requests (unlike
      // unresolvable ones) are not counted as console errors, and the pages never wait on them anyway.
      ...VENDOR_HOSTS.map((host) => `--blocked-url-patterns=*${host}*`),
    ],
    { cwd: process.cwd(), env: { CHROME_PATH: process.env['CHROME_PATH'] ?? '/usr/bin/chromium' } },
  );
  if (result.code !== 0) throw new Error(`lighthouse ${url} failed:\n${result.output.slice(-2000)}`);
  const report = reportSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
  const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (report.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id}`),
  );
  failedAudits.set(url, failed);
  const score = (c: Category) => {
    const s = report.categories[c]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
}

/** The median score per category over `runs` runs (a category that never scored stays null). */
export async function lighthouseMedian(url: string, runs: number, workDir: string): Promise<Scores> {
  const all: Scores[] = [];
  for (let i = 0; i < runs; i++) {
    const out = join(workDir, `lighthouse-${i}.json`);
    all.push(await withRetries(() => runOnce(url, out), TRANSIENT_RETRIES));
  }
  const pick = (c: Category) => {
    const values = all.map((s) => s[c]).filter((v): v is number => v !== null);
    return values.length > 0 ? median(values) : null;
  };
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
  };
}
