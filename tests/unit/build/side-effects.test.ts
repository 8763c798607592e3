/**
 * package.json declares which of the storefront's own modules have side effects, so the bundler drops what a
 * feature's index re-exports but an island does not use. A module imported only for its effects (a bare
 * `import './tabs.ts'`, as the listing's client scripts do) must be among them, or the build drops it and
 * the page silently loses its script. This finds every bare import in src/ and checks it is covered.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, matchesGlob, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ROOT = resolve(import.meta.dirname, '../../..');
const BARE_IMPORT = /^\s*import\s+'(\.{1,2}\/[^']+)';/gm;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(astro|ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** package.json's sideEffects globs, as the bundler reads them: a glob without a slash matches in any folder. */
function sideEffectGlobs(): string[] {
  const pkg = z
    .object({ sideEffects: z.array(z.string()) })
    .parse(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')));
  return pkg.sideEffects.map((glob) => (glob.startsWith('./') ? glob.slice(2) : `**/${glob}`));
}

describe('modules imported for their side effects', () => {
  const globs = sideEffectGlobs();
  const declared = (path: string) => globs.some((glob) => matchesGlob(path, glob));
  const bare = filesUnder(join(ROOT, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(BARE_IMPORT)].map((m) => ({
      from: relative(ROOT, file),
      target: relative(ROOT, resolve(dirname(file), m[1] ?? '')),
    })),
  );

  it('there are some (the listing tabs and gallery)', () => {
    expect(bare.map((b) => b.target)).toContain('src/features/catalog/components/listing/tabs.ts');
  });

  it('each is declared in package.json sideEffects', () => {
    const uncovered = bare.filter((b) => !b.target.endsWith('.css') && !declared(b.target));
    expect(uncovered).toEqual([]);
  });

  it('the storefront modules behind a feature index are not (so unused re-exports are dropped)', () => {
    for (const target of ['src/features/catalog/api/commerce.ts', 'src/features/localization/domain/countries.ts']) {
      expect(declared(target), target).toBe(false);
    }
  });
});
