import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../e2e/fixtures.ts';
import { BUILD_DIR, raw } from './helpers.ts';

/**
 * DESIGN §4: the same components render the same markup from the snapshot (static build) and from live
 * data (on-demand server). Build-specific names (hashed asset files, island ids) are masked. Both read the
 * sandbox's default session, which no test changes (tests change only their own sessions).
 */
const PAGES = ['/', '/listing/bestseller-classic-tee', '/listing/midnight-fox-hoodie', '/about', '/support', '/cart'];

function body(html: string): string {
  const inner = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/\/_astro\/[^"'\s)]+/g, '/_astro/*')
    .replace(/\s(uid|prefix)="[^"]*"/g, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '<script/>');
}

for (const path of PAGES) {
  test(`${path} renders the same markup statically and on demand @desktop-only`, async () => {
    const file = join(BUILD_DIR, 'dist', 'demo', path, 'index.html');
    expect(existsSync(file), `${file} (static build of demo)`).toBe(true);
    const live = await raw('demo', path);
    expect(live.status).toBe(200);
    expect(body(live.text)).toBe(body(readFileSync(file, 'utf8')));
  });
}

// The files for AI assistants (llms.txt, a listing's markdown alternate) come out of both builds alike, each
// with its content type (the static server's is checked by tests/e2e/build-output.spec.ts).
test("/llms.txt and a listing's markdown alternate are the same statically and on demand @desktop-only", async () => {
  for (const [path, type] of [
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/listing/bestseller-classic-tee.md', 'text/markdown; charset=utf-8'],
  ] as const) {
    const file = join(BUILD_DIR, 'dist', 'demo', path);
    expect(existsSync(file), `${file} (static build of demo)`).toBe(true);
    const live = await raw('demo', path);
    expect(live.status, path).toBe(200);
    expect(live.headers['content-type'], path).toBe(type);
    expect(live.text, path).toBe(readFileSync(file, 'utf8'));
  }
});
