/**
 * The build driver end to end against the sandbox (issue 3 §1): one store's broken data fails that store
 * alone, with a message naming the store, the call and the field; the other stores still build; the exit
 * code says that something failed.
 *
 * The broken data is real: the commerce host is reached through a proxy that turns one collection's name
 * into a number in the sandbox's own answer. The test injects no text: the field path in the message comes
 * from the build's validation, and the built pages are checked against the sandbox's fixture data and the
 * spec's texts.
 *
 * Only the commerce host is configured (the proxy): theme, cache and flags are left unset, as on a fresh clone,
 * so the build must start the embedded sandbox itself on SANDBOX_PORT (issue 17) and stop it when it ends. And
 * a configured host that refuses connections stops the build at once with one line (issue 17).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort } from '../free-port.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();
const buildDir = mkdtempSync(join(tmpdir(), 'build-alone-'));
let proxy: Server;
let proxyUrl = '';

const collectionsAnswer = z.object({ collections: z.array(z.looseObject({ name: z.unknown() })) });

/** Forwards every call to the sandbox's commerce host; minimal's collections come back with a numeric name. */
beforeAll(async () => {
  proxy = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    void (async () => {
      const upstream = await fetch(`${sb.sandbox.url}/commerce${url.pathname}${url.search}`, {
        method: req.method ?? 'GET',
      });
      let body = await upstream.text();
      if (url.pathname === '/v1/stores/collections' && url.searchParams.get('slug') === 'minimal') {
        const answer = collectionsAnswer.parse(JSON.parse(body));
        body = JSON.stringify({
          collections: answer.collections.map((c, i) => (i === 0 ? { ...c, name: 42 } : c)),
        });
      }
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(body);
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((ready) => proxy.listen(0, '127.0.0.1', ready));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((closed) => proxy.close(closed));
  rmSync(buildDir, { recursive: true, force: true });
});

/** The test's environment without any host or sandbox variable: each test says which it sets. */
const bareEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('PUBLIC_') && !key.startsWith('SANDBOX_')),
);

interface BuildRun {
  code: number | null;
  output: string;
  stderr: string;
  ms: number;
}

function runBuild(env: Record<string, string>): Promise<BuildRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.ts', '--force'], {
      env: { ...bareEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, output, stderr, ms: performance.now() - started });
    });
  });
}

/** Whether anything accepts connections on the local port. */
async function listening(port: number): Promise<boolean> {
  try {
    await fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

const snapshotSources = z.object({ defaultTheme: z.boolean(), productSource: z.string() });

// Tiles come in both of the spec's alias families (name | title).
const tileSlugs = z.object({
  products: z.array(
    z
      .object({ url: z.string().min(1), name: z.string().optional(), title: z.string().optional(), price: z.number() })
      .transform((t) => ({ ...t, name: t.name ?? t.title ?? '' })),
  ),
});

describe('npm run build', () => {
  it('fails the store with broken data alone, naming the store, the call and the field', async () => {
    const sandboxPort = await freePort();
    const { code, output } = await runBuild({
      BUILD_DIR: buildDir,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: join(buildDir, 'sandbox.db'),
      PUBLIC_COMMERCE_URL: proxyUrl,
    });
    expect(code).toBe(1);
    // theme, cache and flags are unset: the build started the sandbox they came from (the demo has a theme of
    // its own and a product-data cache in the sandbox's fixtures; with no sandbox it gets neither)…
    const demo = snapshotSources.parse(
      JSON.parse(readFileSync(join(buildDir, '.stores', 'demo', 'snapshot.json'), 'utf8')),
    );
    expect(demo).toEqual({ defaultTheme: false, productSource: 'cache' });
    // …and stopped it when it ended.
    expect(await listening(sandboxPort)).toBe(false);
    // '<store>: <call>: … <field>': the field path comes from the build's validation of the answer.
    expect(output).toMatch(/minimal: GET \/v1\/stores\/collections: .*collections\.0\.name/);
    expect(output).not.toMatch(/demo: .*failed/);
    const dist = join(buildDir, 'dist');
    expect(existsSync(join(dist, 'minimal', 'index.html'))).toBe(false);

    // demo was built from the sandbox's data: its fixture store name, collections and listings…
    const read = (path: string) => readFileSync(join(dist, 'demo', path), 'utf8');
    expect(read('index.html')).toContain('Northwind Merch');
    // storefront.md §2: "Page title is '{collection} | {store name}'".
    expect(read('apparel/index.html')).toContain('<title>Apparel | Northwind Merch</title>');
    expect(read('coming-soon/index.html')).toContain('There are no products for this category');
    const firstPage = tileSlugs.parse(
      await (await sb.call('/commerce/v1/stores/products?slug=demo&currency=USD&region=USA&page=1')).json(),
    );
    expect(firstPage.products.length).toBeGreaterThan(0);
    const built = new Set(readdirSync(join(dist, 'demo', 'listing')));
    for (const tile of firstPage.products) expect(built).toContain(tile.url);
    // …and the spec's texts: storefront.md §2 listing page ("physical items show '30 Day Free Return
    // Policy'", the demo's first tile is a tee) and 404 page.
    expect(read(`listing/${firstPage.products[0]?.url ?? ''}/index.html`)).toContain('30 Day Free Return Policy');
    // llms.txt (llmstxt.org) lists each listing with its USD price and its page on the store's site, and the
    // listing's markdown alternate is built beside its page, which links it.
    const llms = read('llms.txt');
    expect(llms.startsWith('# Northwind Merch\n')).toBe(true);
    for (const tile of firstPage.products) {
      const page = `https://demo.merch.example/listing/${tile.url}`;
      const line = llms.split('\n').find((l) => l.startsWith(`- [${tile.name}](${page}): `));
      expect(line, tile.url).toMatch(new RegExp(`, \\$${tile.price.toFixed(2)} \\(\\[Markdown\\]\\(\\S+\\.md\\)\\)$`));
      expect(line).toContain(`([Markdown](${page}.md))`);
      expect(read(`listing/${tile.url}.md`)).toContain(`- Page: [${tile.name}](${page})`);
      expect(read(`listing/${tile.url}/index.html`)).toContain(
        `<link rel="alternate" type="text/markdown" href="${page}.md">`,
      );
    }
    const notFound = read('404.html');
    for (const text of [
      '404! Page not found',
      'Somehow you have come to a page that does not exist.',
      'Go to homepage',
    ])
      expect(notFound).toContain(text);
  }, 300_000);

  it('stops at once with one line when a configured host refuses connections', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const dir = mkdtempSync(join(tmpdir(), 'build-unreachable-'));
    try {
      const { code, output, stderr, ms } = await runBuild({
        BUILD_DIR: dir,
        PUBLIC_COMMERCE_URL: `${closed}/commerce`,
      });
      // One line naming the host's URL and the variable to set, or unset to use the sandbox; no store was tried.
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${closed}/commerce`);
      expect(lines[0]).toMatch(/PUBLIC_COMMERCE_URL.*unset/);
      expect(output).not.toMatch(/demo: /);
      expect(code).toBe(2); // README: 2 = stopped before pulling (1 = some store failed)
      expect(existsSync(join(dir, '.stores'))).toBe(false);
      // One quick probe, not a pull's retries (3 attempts of up to 10 s per call).
      expect(ms).toBeLessThan(5_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
