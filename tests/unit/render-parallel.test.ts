/**
 * Issue 17: a full build renders its pages on every core (scripts/render/parallel.ts), the renderers taking
 * batches from one queue. The batches: every path once, in order, a listing's page and its markdown
 * alternate in one batch one after the other (they read one listing file), each about the size asked.
 */
import { describe, expect, it } from 'vitest';
import { batches, renderersFor } from '../../scripts/render/parallel.ts';

// In Astro's order: routes by name, so the feed and the markdown alternates before the listings' pages.
const paths = [
  { pathname: '/', route: { type: 'page' } },
  { pathname: '/cart', route: { type: 'page' } },
  { pathname: '/feed/1.json', route: { type: 'endpoint' } },
  ...Array.from({ length: 7 }, (_, i) => ({ pathname: `/listing/item-${i}.md`, route: { type: 'endpoint' } })),
  ...Array.from({ length: 7 }, (_, i) => ({ pathname: `/listing/item-${i}`, route: { type: 'page' } })),
];

describe('batches', () => {
  it('gives every path to exactly one batch', () => {
    const all = batches(paths, 3).flat();
    expect(all.map((p) => p.pathname).sort()).toEqual(paths.map((p) => p.pathname).sort());
  });

  it("keeps a listing's page and its markdown alternate together, one after the other", () => {
    for (const batch of batches(paths, 3)) {
      const names = batch.map((p) => p.pathname);
      for (const [i, name] of names.entries()) {
        if (name.endsWith('.md')) expect(names[i - 1]).toBe(name.replace(/\.md$/, ''));
      }
    }
  });

  it('renders every page before the other endpoints (the feed finds its tiles rendered by the shelves)', () => {
    const order = batches(paths, 3)
      .flat()
      .map((p) => p.pathname);
    expect(order.indexOf('/feed/1.json')).toBe(order.length - 1);
    expect(order.slice(0, 2)).toEqual(['/', '/cart']);
  });

  it('makes batches of about the size asked', () => {
    const sizes = batches(paths, 3).map((batch) => batch.length);
    // Groups of 1 (/, /cart, the feed) and 2 (a listing and its alternate): each batch ends at 3 or 4 paths,
    // the last less.
    expect(sizes.slice(0, -1).every((n) => n === 3 || n === 4)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(paths.length);
  });

  it('makes one batch of a store smaller than a batch', () => {
    expect(batches(paths, 100)).toHaveLength(1);
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
