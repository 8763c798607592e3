/**
 * Every island attaches the listeners of the stores it uses, so the shopper sees the same toasts, modals,
 * cookies and analytics as when the actions did these themselves. An island is a component a page or layout
 * hydrates (`client:*`) or a page's `<script>`; it "uses" a feature's stores when its import graph (static
 * and lazy imports) reaches one of that feature's store modules that publish events. It attaches a feature
 * when a module of its graph calls the feature's attach function, or one that attaches it in turn (the
 * checkout's attaches the cart's; the thank-you page's the checkout's).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SRC = join(ROOT, 'src');
const FEATURES = join(SRC, 'features');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

const text = (file: string): string => readFileSync(file, 'utf8');

/** Runtime imports of a module (static, re-exports and lazy import()), resolved to files; type-only ones left out. */
function importsOf(file: string): string[] {
  const source = text(file);
  const specifiers = [
    ...[...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s*'([^']+)'/gm)].map((m) => m[1]),
    ...[...source.matchAll(/^\s*import\s*'([^']+)'/gm)].map((m) => m[1]),
    ...[...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]),
  ];
  return specifiers
    .filter((s): s is string => s?.startsWith('.') === true)
    .map((s) => resolve(dirname(file), s))
    .filter((path) => existsSync(path));
}

/** The island's modules, short of the listener modules (reaching a store through them needs nothing more). */
function graphOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file) || file.includes('/listeners/')) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return seen;
}

/** The features with listeners, each with its attach function's name and the features it attaches too. */
const features = readdirSync(FEATURES)
  .filter((name) => existsSync(join(FEATURES, name, 'listeners/index.ts')))
  .map((name) => {
    const index = text(join(FEATURES, name, 'listeners/index.ts'));
    const attach = /export const (attach\w+Listeners)\b/.exec(index)?.[1] ?? '';
    const publishers = filesUnder(join(FEATURES, name, 'stores'), /\.ts$/).filter(
      (file) => file.endsWith('/events.ts') || text(file).includes("from './events.ts'"),
    );
    return { name, attach, calls: [...index.matchAll(/\b(attach\w+Listeners)\(\)/g)].map((m) => m[1]), publishers };
  });

function attachedBy(call: string): string[] {
  const feature = features.find((f) => f.attach === call);
  if (!feature) return [];
  return [feature.name, ...feature.calls.flatMap((c) => (c === undefined ? [] : attachedBy(c)))];
}

/** Hydrated components and page scripts, from every .astro file. */
function islands(): string[] {
  return filesUnder(SRC, /\.astro$/).flatMap((file) => {
    const source = text(file);
    const hydrated = [...source.matchAll(/^import (\w+) from '([^']+\.tsx)';/gm)].flatMap(([, name, path]) =>
      new RegExp(`<${name ?? ''}\\b[^>]*\\bclient:`).test(source) ? [resolve(dirname(file), path ?? '')] : [],
    );
    const scripts = [...source.matchAll(/<script>([\s\S]*?)<\/script>/g)].flatMap(([, body]) =>
      [...(body ?? '').matchAll(/from '([^']+)'|import '([^']+)'/g)].map((m) =>
        resolve(dirname(file), m[1] ?? m[2] ?? ''),
      ),
    );
    return [...hydrated, ...scripts];
  });
}

/** What an island needs attached and what it attaches. */
function wiring(entry: string): { needs: string[]; attaches: string[] } {
  const graph = graphOf(entry);
  const needs = features.filter((f) => f.publishers.some((p) => graph.has(p))).map((f) => f.name);
  const calls = [...graph].flatMap((file) =>
    [...text(file).matchAll(/\b(attach\w+Listeners)\(\)/g)].map((m) => m[1] ?? ''),
  );
  return { needs, attaches: [...new Set(calls.flatMap(attachedBy))].sort() };
}

describe('islands attach the listeners of the stores they use', () => {
  const entries = [...new Set(islands())];
  const name = (file: string) => relative(ROOT, file);

  it('finds the islands and the features with listeners', () => {
    expect(features.map((f) => [f.name, f.attach])).toEqual([
      ['after-purchase', 'attachAfterPurchaseListeners'],
      ['cart', 'attachCartListeners'],
      ['checkout', 'attachCheckoutListeners'],
      ['localization', 'attachLocalizationListeners'],
    ]);
    expect(entries.map(name)).toEqual(
      expect.arrayContaining([
        'src/features/cart/components/CartPage.tsx',
        'src/features/checkout/components/CheckoutIsland.tsx',
        'src/features/after-purchase/components/ThankYou.tsx',
        // The pill, Preferences and quick add are reached through the chrome's two islands.
        'src/layouts/chrome/Followers.tsx',
        'src/layouts/chrome/Modals.tsx',
      ]),
    );
  });

  it('an island that reaches a store publishing events needs that feature (the check is not vacuous)', () => {
    const at = (path: string) => wiring(join(ROOT, path)).needs;
    expect(at('src/features/cart/components/CartPillLive.tsx')).toEqual(['cart']);
    expect(at('src/features/catalog/components/product/QuickAdd.tsx')).toEqual(['cart', 'checkout']);
    expect(at('src/features/after-purchase/components/ThankYou.tsx')).toEqual(['after-purchase', 'cart', 'checkout']);
    expect(at('src/ui/Toasts.tsx')).toEqual([]);
  });

  it('every island attaches each feature it needs', () => {
    const missing = entries.flatMap((entry) => {
      const { needs, attaches } = wiring(entry);
      return needs.filter((f) => !attaches.includes(f)).map((f) => `${name(entry)} does not attach ${f}`);
    });
    expect(missing).toEqual([]);
  });
});
