import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productTileKey } from '../../src/features/catalog/components/product/tile-key.ts';
import { onceKey, RENDERED_MAX, rememberRendered, renderedBefore } from '../../src/ui/render-once.ts';
import type { ProductTile } from '../../src/features/catalog/domain/types.ts';

const tile: ProductTile = {
  listingId: 'l1',
  productId: 'p1',
  slug: 'tee',
  name: 'Tee',
  productName: 'Classic Tee',
  imageUrl: 'https://img.example/tee.png',
  images: [],
  priceCents: 2500,
  currency: 'USD',
  pricesCents: { USD: 2500 },
  collections: [],
  productGroupName: null,
  externalId: null,
  visibility: 'public',
  preorder: false,
};

describe('RenderOnce memory', () => {
  // As in a build: Vite compiles import.meta.env.DEV to false there (vitest runs with it true).
  beforeEach(() => {
    vi.stubEnv('DEV', false);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives back what was remembered for a key, and nothing for an unknown key', () => {
    expect(renderedBefore('t:a')).toBeUndefined();
    expect(rememberRendered('t:a', '<article>a</article>')).toBe('<article>a</article>');
    expect(renderedBefore('t:a')).toBe('<article>a</article>');
    expect(renderedBefore('t:b')).toBeUndefined();
  });

  it('remembers nothing without a key', () => {
    expect(rememberRendered(undefined, '<p>x</p>')).toBe('<p>x</p>');
    expect(renderedBefore(undefined)).toBeUndefined();
  });

  it('refuses markup that must be written per page: islands and scripts', () => {
    expect(() => rememberRendered('t:island', '<li><astro-island uid="x"></astro-island></li>')).toThrow(/island/);
    expect(() => rememberRendered('t:script', '<p>x</p><SCRIPT>go()</SCRIPT>')).toThrow(/script/);
    expect(renderedBefore('t:island')).toBeUndefined();
    expect(renderedBefore('t:script')).toBeUndefined();
  });

  it('remembers nothing under astro dev, where an edited component must show its new HTML', () => {
    vi.stubEnv('DEV', true);
    expect(rememberRendered('t:dev', '<p>old</p>')).toBe('<p>old</p>');
    expect(renderedBefore('t:dev')).toBeUndefined();
    expect(() => rememberRendered('t:dev-island', '<astro-island></astro-island>')).toThrow(/island/);
  });

  it('stays bounded: past its limit it starts over', () => {
    rememberRendered('t:first', 'first');
    for (let i = 0; i < RENDERED_MAX; i++) rememberRendered(`t:fill-${i}`, 'x');
    expect(renderedBefore('t:first')).toBeUndefined();
    expect(renderedBefore(`t:fill-${RENDERED_MAX - 1}`)).toBe('x');
  });
});

describe('onceKey', () => {
  it('names the markup, so two parts with the same input never share a key', () => {
    expect(onceKey('Header.nav', { items: [] })).not.toBe(onceKey('Footer.links', { items: [] }));
    expect(onceKey('A', { n: 1 })).toBe(onceKey('A', { n: 1 }));
    expect(onceKey('A', { n: 1 })).not.toBe(onceKey('A', { n: 2 }));
  });

  it('gives no key for input it cannot compare: that markup renders every time', () => {
    expect(onceKey('A', { at: new Date(0) })).toBeUndefined();
  });
});

describe('productTileKey', () => {
  it('differs for any change a tile renders, and is equal for equal data', () => {
    const key = productTileKey(tile);
    expect(key).toMatch(/^ProductTile:/);
    expect(productTileKey({ ...tile })).toBe(key);
    expect(productTileKey({ ...tile, name: 'Tee 2' })).not.toBe(key);
    expect(productTileKey({ ...tile, pricesCents: { USD: 2500, EUR: 2300 } })).not.toBe(key);
    expect(productTileKey({ ...tile, images: ['https://img.example/b.png'] })).not.toBe(key);
  });
});
