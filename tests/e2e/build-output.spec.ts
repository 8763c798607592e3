/**
 * Build assertions on the e2e build's dist/<slug>/ for the conditional pages of every public store (the
 * e2e server serves only the first store, so `minimal` — About off, support off — is checked here).
 * The Playwright web server has built every store into BUILD_DIR before these run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SUPPORT_ARTICLES } from '../../src/content/support.ts';
import { buildDirs } from '../../src/hosts.ts';

interface BuiltStore {
  slug: string;
  dir: string;
  showAbout: boolean;
  support: boolean;
  useCheckoutV2: boolean;
  usHostedCheckout: boolean;
}

const dirs = buildDirs({ BUILD_DIR: process.env['E2E_BUILD_DIR'] ?? '.e2e' });

function builtStores(): BuiltStore[] {
  return readdirSync(dirs.dist).flatMap((slug) => {
    const dir = join(dirs.dist, slug);
    const snapshotFile = join(dirs.stores, slug, 'snapshot.json');
    if (!existsSync(join(dir, 'index.html')) || !existsSync(snapshotFile)) return [];
    const snap = JSON.parse(readFileSync(snapshotFile, 'utf8')) as {
      theme: { content: { header: { showAbout: boolean } } };
      flags: { support: boolean; useCheckoutV2: boolean; usHostedCheckout: boolean };
    };
    return [{ slug, dir, showAbout: snap.theme.content.header.showAbout, ...snap.flags }];
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

test.describe('conditional pages in the build output @desktop-only', () => {
  test('every public store of stores.config.json was built', () => {
    expect(stores.map((s) => s.slug).sort()).toEqual(['demo', 'minimal']);
  });

  for (const store of stores) {
    test(`${store.slug}: /about exists exactly when the theme shows About`, () => {
      expect(existsSync(join(store.dir, 'about', 'index.html'))).toBe(store.showAbout);
      if (store.showAbout) expect(read(store, 'about/index.html')).toContain('Latest releases');
    });

    test(`${store.slug}: /support and its articles are pages with the flag on, redirects to / with it off`, () => {
      // checkout.md §2: 'with 10 articles in total'.
      expect(SUPPORT_ARTICLES).toHaveLength(10);
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
    });

    test(`${store.slug}: every page carries the baked checkout flags on <html>`, () => {
      for (const path of ['index.html', 'cart/index.html', 'search/index.html']) {
        const html = /<html[^>]*>/.exec(read(store, path))?.[0] ?? '';
        expect(html).toContain(`data-checkout-version="${store.useCheckoutV2 ? 'v2' : 'v1'}"`);
        expect(html).toContain(`data-us-hosted-checkout="${store.usHostedCheckout ? 'on' : 'off'}"`);
      }
    });

    test(`${store.slug}: 404 and listing-not-found carry the spec texts and are not indexed`, () => {
      for (const path of ['404.html', 'listing-not-found/index.html']) {
        const html = read(store, path);
        for (const text of [
          '404! Page not found',
          'Somehow you have come to a page that does not exist.',
          'Go to homepage',
        ])
          expect(html).toContain(text);
        expect(html).toMatch(/<meta name="robots" content="noindex[^"]*">/);
      }
    });
  }
});
