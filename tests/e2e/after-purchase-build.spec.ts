/**
 * The after-purchase pages in the build output of every public store (the e2e server serves only demo):
 * /support/track/recover follows the support flag like the rest of /support, and the pages holding a
 * shopper's own order or email are never indexed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDirs } from '../../src/hosts.ts';

const dirs = buildDirs({ BUILD_DIR: process.env['E2E_BUILD_DIR'] ?? '.e2e' });
const stores = readdirSync(dirs.dist).flatMap((slug) => {
  const snapshotFile = join(dirs.stores, slug, 'snapshot.json');
  if (!existsSync(join(dirs.dist, slug, 'index.html')) || !existsSync(snapshotFile)) return [];
  const snap = JSON.parse(readFileSync(snapshotFile, 'utf8')) as { flags: { support: boolean } };
  return [{ slug, dir: join(dirs.dist, slug), support: snap.flags.support }];
});
const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

test.describe('after-purchase pages in the build output @desktop-only', () => {
  test('both a support-on and a support-off store were built', () => {
    expect(stores.map((s) => s.support).sort()).toEqual([false, true]);
  });

  for (const store of stores) {
    test(`${store.slug}: /support/track/recover is the recover page only with support on`, () => {
      const html = read(store.dir, 'support/track/recover/index.html');
      if (store.support) {
        expect(html).not.toContain('http-equiv="refresh"');
        expect(html).toContain('Recover my order number');
      } else {
        expect(html).toMatch(/<meta http-equiv="refresh" content="0;\s*url=\/">/);
      }
    });

    test(`${store.slug}: thank-you, recover, contact-success, express and the shell are not indexed`, () => {
      for (const path of [
        'thankyou/index.html',
        'track/recover/index.html',
        'contact-success/index.html',
        'checkout/express/index.html',
        'checkout-complete/shell/index.html',
      ]) {
        expect(read(store.dir, path), path).toMatch(/<meta name="robots" content="noindex[^"]*">/);
      }
      for (const path of ['track/index.html', 'contact/index.html', 'live-chat/index.html']) {
        expect(read(store.dir, path), path).not.toContain('noindex');
      }
    });
  }
});
