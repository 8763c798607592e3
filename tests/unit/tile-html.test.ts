/**
 * A product tile's markup (src/features/catalog/components/product/tile-html.ts), the one source of the
 * static grid's, the shelves' and the featured feed's tiles: what a shopper and the tile islands read of it,
 * whatever the catalogue's texts hold.
 */
import fc from 'fast-check';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { listTileHtml, priceHtml, productTileHtml } from '../../src/features/catalog/components/product/tile-html.ts';
import type { ProductTile } from '../../src/features/catalog/domain/types.ts';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'];

const tile: ProductTile = {
  listingId: 'l1',
  productId: 'p1',
  slug: 'tee',
  name: 'Tee',
  productName: 'Classic Tee',
  imageUrl: 'https://img.example/tee.png',
  images: ['https://img.example/tee-back.png', 'https://img.example/tee-side.png'],
  priceCents: 2500,
  currency: 'USD',
  pricesCents: { USD: 2500, GBP: 1999, EUR: 2299, AUD: 3899, CAD: 3499 },
  collections: [],
  productGroupName: null,
  externalId: null,
  visibility: 'public',
  preorder: false,
};

const isElement = (node: Node): node is Element => 'tagName' in node;

function elements(nodes: readonly Node[]): Element[] {
  return nodes.flatMap((n) => (isElement(n) ? [n, ...elements(n.childNodes)] : []));
}

const textOf = (node: Node): string =>
  node.nodeName === '#text' && 'value' in node
    ? node.value
    : isElement(node)
      ? node.childNodes.map(textOf).join('')
      : '';

const attr = (el: Element | undefined, name: string) => el?.attrs.find((a) => a.name === name)?.value;

function parsed(html: string) {
  const nodes = parseFragment(html).childNodes;
  const all = elements(nodes);
  const byClass = (cls: string) => all.find((e) => (attr(e, 'class') ?? '').split(' ').includes(cls));
  /** The text of the element of that class, which must be there. */
  const text = (cls: string) => {
    const el = byClass(cls);
    if (!el) throw new Error(`no .${cls}`);
    return textOf(el);
  };
  return { nodes, all, byClass, text };
}

describe('product tile markup', () => {
  it('links the image and name to the listing with its product, and says type and price', () => {
    const { nodes, all, byClass, text } = parsed(productTileHtml(tile));
    expect(nodes).toHaveLength(1);
    const article = byClass('product-tile');
    expect(article?.tagName).toBe('article');
    expect(attr(article, 'data-listing-id')).toBe('l1');
    expect(attr(article, 'data-price-currency')).toBe('USD');
    expect(attr(article, 'data-images')).toBe('https://img.example/tee-back.png https://img.example/tee-side.png');
    const link = byClass('product-tile__link');
    expect(attr(link, 'href')).toBe('/listing/tee?pid=p1');
    const img = all.find((e) => e.tagName === 'img');
    expect([attr(img, 'src'), attr(img, 'alt'), attr(img, 'loading'), attr(img, 'width')]).toEqual([
      'https://img.example/tee.png',
      '',
      'lazy',
      '560',
    ]);
    expect(byClass('product-tile__name')?.tagName).toBe('h3');
    expect(text('product-tile__name')).toBe('Tee');
    const button = byClass('product-tile__quick-add');
    expect(text('product-tile__quick-add')).toBe('Quick add Tee');
    expect(attr(button, 'data-quick-add')).toBe('');
    expect(text('product-tile__type')).toBe('Classic Tee');
    const prices = all.filter((e) => attr(e, 'data-c') !== undefined);
    expect(prices.map((e) => [attr(e, 'data-c'), textOf(e)])).toEqual([
      ['USD', '$25.00'],
      ['GBP', '£19.99'],
      ['EUR', '€22.99'],
      ['AUD', 'A$38.99'],
      ['CAD', 'CA$34.99'],
    ]);
  });

  it('takes a grid’s heading level and eager image, and leaves out what the tile lacks', () => {
    const { all, byClass } = parsed(
      productTileHtml({ ...tile, images: [], imageUrl: '' }, { headingLevel: 2, loading: 'eager' }),
    );
    expect(byClass('product-tile__name')?.tagName).toBe('h2');
    expect(all.some((e) => e.tagName === 'img')).toBe(false);
    expect(attr(byClass('product-tile'), 'data-images')).toBeUndefined();
    const eager = parsed(productTileHtml(tile, { loading: 'eager' })).all.find((e) => e.tagName === 'img');
    expect(attr(eager, 'loading')).toBe('eager');
  });

  it('shows the base price where a currency has none, and no price when the base is no price either', () => {
    const { all } = parsed(priceHtml({ USD: 2500, EUR: 2299 }, { cents: 2500, currency: 'USD' }, 'x'));
    expect(all.filter((e) => attr(e, 'data-c') !== undefined).map((e) => [attr(e, 'data-c'), textOf(e)])).toEqual([
      ['USD', '$25.00'],
      ['GBP', '$25.00'],
      ['EUR', '€22.99'],
      ['AUD', '$25.00'],
      ['CAD', '$25.00'],
    ]);
    expect(priceHtml({ USD: 2500 }, { cents: 2500, currency: 'XXX' }, 'x')).toBe('');
  });

  it('keeps any catalogue text as text and any URL as one attribute', () => {
    // Any text, and text that is markup, an entity or quotes.
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('<script>x</script>', '</h3><img src=x>', 'Tom &amp; Jerry', `"Tee" 'n'`),
    );
    fc.assert(
      fc.property(text, text, text, fc.array(text, { maxLength: 3 }), (name, productName, slug, images) => {
        const imageUrl = `https://img.example/${name}"><script>`;
        const { nodes, all, byClass, text } = parsed(
          productTileHtml({ ...tile, name, productName, slug, images, imageUrl }),
        );
        expect(nodes).toHaveLength(1);
        expect(all.some((e) => e.tagName === 'script')).toBe(false);
        expect(text('product-tile__name')).toBe(name);
        expect(text('product-tile__type')).toBe(productName);
        expect(attr(byClass('product-tile__link'), 'href')).toBe(`/listing/${encodeURIComponent(slug)}?pid=p1`);
        expect(
          attr(
            all.find((e) => e.tagName === 'img'),
            'src',
          ),
        ).toBe(imageUrl);
        const joined = images.join(' ');
        expect(attr(byClass('product-tile'), 'data-images')).toBe(images.length > 0 ? joined : undefined);
      }),
      { numRuns: 500 },
    );
  });

  it('writes a shelf’s tile once per tile object, with the markup of a lazy h3 tile', () => {
    const first = listTileHtml(tile);
    expect(first).toBe(productTileHtml(tile));
    expect(listTileHtml(tile)).toBe(first);
    expect(listTileHtml({ ...tile, name: 'Hoodie' })).toContain('>Hoodie<');
  });
});
