/**
 * Issue 17: a full build renders its pages on every core (scripts/render/parallel.ts). The shares: every
 * path once, a listing's page and its markdown alternate in one share one after the other (they read one
 * listing file), and the shares within one group of each other in size.
 */
import { describe, expect, it } from 'vitest';
import { deal, renderersFor } from '../../scripts/render/parallel.ts';

const paths = [
  '/',
  '/cart',
  ...Array.from({ length: 7 }, (_, i) => `/listing/item-${i}`),
  ...Array.from({ length: 7 }, (_, i) => `/listing/item-${i}.md`),
].map((pathname) => ({ pathname }));

describe('deal', () => {
  it('gives every path to exactly one share', () => {
    const shares = deal(paths, 3);
    expect(shares).toHaveLength(3);
    expect(
      shares
        .flat()
        .map((p) => p.pathname)
        .sort(),
    ).toEqual(paths.map((p) => p.pathname).sort());
  });

  it("keeps a listing's page and its markdown alternate together, one after the other", () => {
    for (const share of deal(paths, 2)) {
      const names = share.map((p) => p.pathname);
      for (const [i, name] of names.entries()) {
        if (name.endsWith('.md')) expect(names[i - 1]).toBe(name.replace(/\.md$/, ''));
      }
    }
  });

  it('balances the shares', () => {
    const sizes = deal(paths, 2).map((share) => share.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(2);
  });

  it('gives one share of everything to one renderer', () => {
    const [only, ...rest] = deal(paths, 1);
    expect(rest).toEqual([]);
    expect(only).toHaveLength(paths.length);
  });
});

describe('renderersFor', () => {
  it('uses the number it is told', () => {
    expect(renderersFor(2, 10)).toBe(2);
    expect(renderersFor(1, 50_000)).toBe(1);
  });

  it('renders a small store on one thread', () => {
    expect(renderersFor('auto', 240)).toBe(1);
  });
});
