/**
 * Build assertions on dist/<slug>/ for the conditional pages, for every store that has been built (the
 * e2e server serves only the first store, so `minimal` — About off, support off — is checked here).
 * A store not built yet is skipped; run `npm run build` first to cover it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORT_ARTICLES } from '../../src/content/support.ts';
import { TEXTS } from '../../src/lib/constants.ts';

interface BuiltStore {
  slug: string;
  dir: string;
  showAbout: boolean;
  support: boolean;
}

function builtStores(): BuiltStore[] {
  if (!existsSync('dist')) return [];
  return readdirSync('dist').flatMap((slug) => {
    const dir = join('dist', slug);
    const snapshotFile = join('.stores', slug, 'snapshot.json');
    if (!existsSync(join(dir, 'index.html')) || !existsSync(snapshotFile)) return [];
    const snap = JSON.parse(readFileSync(snapshotFile, 'utf8')) as {
      theme: { content: { header: { showAbout: boolean } } };
      flags: { support: boolean };
    };
    return [{ slug, dir, showAbout: snap.theme.content.header.showAbout, support: snap.flags.support }];
  });
}

const stores = builtStores();
const read = (store: BuiltStore, path: string) => readFileSync(join(store.dir, path), 'utf8');

function expectRedirectHome(html: string): void {
  expect(html).toMatch(/<meta http-equiv="refresh" content="0;\s*url=\/">/);
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toMatch(/<link rel="canonical" href="(https?:\/\/[^"/]+)?\/">/);
  expect(html).toMatch(/<a href="\/">/);
}

describe.skipIf(stores.length === 0)('conditional pages in the build output', () => {
  it.each(stores)('$slug: /about exists exactly when the theme shows About', (store) => {
    expect(existsSync(join(store.dir, 'about', 'index.html'))).toBe(store.showAbout);
    if (store.showAbout) expect(read(store, 'about/index.html')).toContain(TEXTS.latestReleases);
  });

  it.each(stores)(
    '$slug: /support and every article are pages with the flag on, redirects to / with it off',
    (store) => {
      const paths = ['support/index.html', ...SUPPORT_ARTICLES.map((a) => `support/${a.slug}/index.html`)];
      for (const path of paths) {
        const html = read(store, path);
        if (store.support) {
          expect(html).not.toContain('http-equiv="refresh"');
          expect(html).toContain('<h1');
        } else {
          expectRedirectHome(html);
        }
      }
    },
  );

  it.each(stores)('$slug: 404 and listing-not-found carry the spec texts and are not indexed', (store) => {
    for (const path of ['404.html', 'listing-not-found/index.html']) {
      const html = read(store, path);
      for (const text of [TEXTS.notFoundTitle, TEXTS.notFoundBody, TEXTS.goToHomepage]) expect(html).toContain(text);
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    }
  });
});
