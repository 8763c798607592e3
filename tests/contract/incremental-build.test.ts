/**
 * Issue 17, incremental rebuild: after one listing changes at the host, building the store again renders only
 * what depends on it, and the whole dist/<store> is byte for byte what a full build of the same data gives.
 * A full build rendered on two threads gives the same bytes. An unchanged store is skipped in under a second. The demo store, in this test's own sandbox session.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HOST_NAMES, HOSTS } from '../../src/hosts.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();
const casesSchema = z.object({ popular: z.string() });
const buildDir = mkdtempSync(join(tmpdir(), 'build-changed-'));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

function build(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  // Every host in this test's session: the build reads the session the test edits.
  const hosts = Object.fromEntries(HOST_NAMES.map((name) => [HOSTS[name].env, sb.hosts[name]]));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.ts', '--store', 'demo', ...args], {
      env: { ...process.env, ...hosts, BUILD_DIR: buildDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Every file under `dir` with its bytes, by path. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

describe('a rebuild after one listing changed', () => {
  it('renders only what depends on it, and gives the bytes of a full build', async () => {
    const dist = join(buildDir, 'dist', 'demo');
    const full = await build(['--force']);
    expect(full.code, full.output).toBe(0);
    const before = tree(dist);

    // The sandbox's best-selling listing: on its own page, in collections, on shelves and in the feed.
    const slug = casesSchema.parse(await (await sb.call('/_sandbox/cases')).json()).popular;
    expect(before.has(join('listing', slug, 'index.html'))).toBe(true);
    const title = 'Retitled by the owner';
    const edited = await sb.call('/_sandbox/listing', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store: 'demo', listingSlug: slug, title }),
    });
    expect(edited.status).toBe(201);

    const changed = await build([]);
    expect(changed.code, changed.output).toBe(0);
    // Rendered with the render bundle the full build kept, without a new astro build.
    const counted = /(\d+) of (\d+) paths rendered by the kept render bundle/.exec(changed.output);
    expect(counted, changed.output).not.toBeNull();
    const [rendered, total] = [Number(counted?.[1]), Number(counted?.[2])];
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(total / 2);
    const incremental = tree(dist);
    expect(incremental.get(join('listing', slug, 'index.html'))?.toString()).toContain(title);

    // Rendered by two renderers (the main thread and a worker thread), as a big store's full build is.
    const again = await build(['--force'], { STOREFRONT_RENDER_THREADS: '2' });
    expect(again.code, again.output).toBe(0);
    expect(again.output).toMatch(/\d+ of \d+ paths on 2 threads rendered by the kept render bundle/);
    const rebuilt = tree(dist);
    expect([...incremental.keys()].sort()).toEqual([...rebuilt.keys()].sort());
    const differ = [...rebuilt].filter(([path, bytes]) => !incremental.get(path)?.equals(bytes)).map(([p]) => p);
    expect(differ).toEqual([]);
    // The edit reached more than its own page (collection pages, search records, the sitemap's neighbours…).
    const touched = [...rebuilt].filter(([path, bytes]) => !before.get(path)?.equals(bytes)).map(([p]) => p);
    expect(touched).toContain(join('search-data', 'records.json'));
  }, 180_000);

  it('skips an unchanged store in under a second', async () => {
    const first = await build([]);
    expect(first.code, first.output).toBe(0);
    const second = await build([]);
    expect(second.code, second.output).toBe(0);
    const skipped = /demo: skipped in ([\d.]+) s/.exec(second.output);
    expect(skipped, second.output).not.toBeNull();
    expect(Number(skipped?.[1])).toBeLessThan(1);
  }, 120_000);
});
