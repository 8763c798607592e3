/**
 * /llms.txt and the listings' markdown alternates: the markdown escaping of host texts, prices as the pages
 * write them, which listings and collections are listed (the pages that exist), and a stable order.
 */
import { describe, expect, it } from 'vitest';
import { markdownInline, markdownLine, markdownLink } from '../../src/features/seo/domain/markdown.ts';
import { buildLlmsTxt, type LlmsTxtInput } from '../../src/features/seo/domain/llms-txt.ts';
import { buildListingMarkdown } from '../../src/features/seo/domain/listing-markdown.ts';
import { listingMarkdownInput, llmsTxtInput } from '../../src/data/llms.ts';
import type { Variant } from '../../src/features/catalog/domain/types.ts';
import { snapshot, tile } from './data/fixture.ts';
import { sampleListing, sampleVariant } from './fixtures/catalog.ts';

const SITE = 'https://shop.example';

describe('markdown escaping', () => {
  it('keeps a name with brackets, stars and newlines one plain name', () => {
    expect(markdownInline('[Limited] *Tour*\nTee')).toBe('\\[Limited\\] \\*Tour\\* Tee');
    expect(markdownInline('  a_b `c` <b>x</b> &copy; ~~d~~ | e \\ ')).toBe(
      'a\\_b \\`c\\` \\<b\\>x\\</b\\> \\&copy; \\~\\~d\\~\\~ \\| e \\\\',
    );
    expect(markdownLink('Tee ](evil) [x', 'https://shop.example/listing/a(b)')).toBe(
      '[Tee \\](evil) \\[x](https://shop.example/listing/a%28b%29)',
    );
  });

  it('escapes what would open a block at the start of a line', () => {
    expect(markdownLine('# Shop #')).toBe('\\# Shop \\#');
    expect(markdownLine('- one')).toBe('\\- one');
    expect(markdownLine('+ one')).toBe('\\+ one');
    expect(markdownLine('1986. A year')).toBe('1986\\. A year');
    expect(markdownLine('> quote')).toBe('\\> quote');
    expect(markdownLine('Plain 1. text - here')).toBe('Plain 1. text - here');
  });
});

function input(over: Partial<LlmsTxtInput> = {}): LlmsTxtInput {
  return {
    site: SITE,
    storeName: 'Shop',
    summary: 'Merch for fans.',
    currency: 'USD',
    pages: [{ name: 'Home', path: '/' }],
    collections: [],
    listings: [],
    optional: [{ name: 'Terms of Use', path: '/terms-of-use' }],
    ...over,
  };
}

const line = (name: string, priceCents: number | null, currency = 'USD', slug = 'tee') => ({
  name,
  path: `/listing/${slug}`,
  markdownPath: `/listing/${slug}.md`,
  productType: 'Classic Tee',
  priceCents,
  currency,
});

describe('buildLlmsTxt', () => {
  it('writes the llmstxt.org layout: H1, blockquote, then link-list sections with absolute URLs', () => {
    const text = buildLlmsTxt(
      input({
        collections: [
          { name: 'Apparel', path: '/apparel', count: 2, parent: null },
          { name: 'Tees', path: '/tees', count: 1, parent: 'Apparel' },
        ],
        listings: [line('Tee', 2899)],
      }),
    );
    expect(text).toBe(
      [
        '# Shop',
        '',
        '> Merch for fans.',
        '',
        'Each listing links its page and a markdown version of it (the page URL with `.md` added). Prices are in USD.',
        '',
        '## Store',
        '',
        '- [Home](https://shop.example/)',
        '',
        '## Collections',
        '',
        '- [Apparel](https://shop.example/apparel): 2 products',
        '- [Tees](https://shop.example/tees): 1 product, in Apparel',
        '',
        '## Listings',
        '',
        '- [Tee](https://shop.example/listing/tee): Classic Tee, $28.99 ([Markdown](https://shop.example/listing/tee.md))',
        '',
        '## Optional',
        '',
        '- [Terms of Use](https://shop.example/terms-of-use)',
        '',
      ].join('\n'),
    );
  });

  it('escapes names, formats each price in its currency, and keeps a site base path', () => {
    const text = buildLlmsTxt(
      input({
        site: 'https://example.com/shop/',
        storeName: '[Shop]\n*Best*',
        listings: [line('Tee [XL]\n*new*', 2667, 'EUR', 'a'), line('Odd', 1234, 'XYZ', 'b'), line('Free', null)],
      }),
    );
    expect(text.startsWith('# \\[Shop\\] \\*Best\\*\n')).toBe(true);
    expect(text).toContain(
      '- [Tee \\[XL\\] \\*new\\*](https://example.com/shop/listing/a): Classic Tee, €26.67 ([Markdown](https://example.com/shop/listing/a.md))',
    );
    expect(text).toContain('- [Odd](https://example.com/shop/listing/b): Classic Tee, 12.34 XYZ (');
    expect(text).toContain('- [Free](https://example.com/shop/listing/tee): Classic Tee ([Markdown]');
    expect(text.split('\n').filter((l) => l.startsWith('# '))).toHaveLength(1);
  });
});

describe('llmsTxtInput: what the store lists', () => {
  const store = snapshot((s) => {
    s.store.name = 'Northwind';
    s.theme.content.footer.about.textContent = '<p>Merch <b>for</b> fans.</p>';
    s.theme.content.header.showAbout = false;
    s.flags.support = false;
    s.collections = [
      { id: 'c1', slug: 'apparel', name: 'Apparel', parentId: null, totalCount: 3 },
      { id: 'c2', slug: 'tees', name: 'Tees', parentId: 'c1', totalCount: 2 },
      { id: 'c3', slug: 'soon', name: 'Soon', parentId: null, totalCount: 0 },
      { id: 'c4', slug: 'cart', name: 'Cart things', parentId: null, totalCount: 1 },
    ];
    // Tiles in another order than the listings: the listings' (the store's) order wins.
    s.products = [tile(3, { priceCents: 500 }), tile(1, { priceCents: 2899 }), tile(2), tile(4)];
    s.listings = [
      { listingId: 'l1', slug: 'item-1', visibility: 'public', hasColour: true },
      { listingId: 'l2', slug: 'item-2', visibility: 'private', hasColour: true },
      { listingId: 'l3', slug: 'item-3', visibility: 'public', hasColour: true },
      { listingId: 'l4', slug: 'item-4', visibility: 'public', hasColour: false },
      { listingId: 'l5', slug: 'no-tile', visibility: 'public', hasColour: true },
    ];
  });

  it('lists the public listings with a page, in the store order, each joined to its tile', () => {
    const got = llmsTxtInput(store, SITE);
    expect(got.listings.map((l) => [l.name, l.path, l.priceCents])).toEqual([
      ['Item 1', '/listing/item-1', 2899],
      ['Item 3', '/listing/item-3', 500],
      ['no-tile', '/listing/no-tile', null],
    ]);
    expect(got.listings[0]?.markdownPath).toBe('/listing/item-1.md');
    expect(got.currency).toBe('USD');
    expect(got.summary).toBe('Merch for fans.');
    const text = buildLlmsTxt(got);
    expect(text).not.toContain('item-2');
    expect(text).not.toContain('item-4');
    // The same data, the same bytes: the order depends on nothing but the data.
    expect(buildLlmsTxt(llmsTxtInput(store, SITE))).toBe(text);
  });

  it('lists collections with products at their pages, nested ones with their parent', () => {
    expect(llmsTxtInput(store, SITE).collections).toEqual([
      { name: 'Apparel', path: '/apparel', count: 3, parent: null },
      { name: 'Tees', path: '/tees', count: 2, parent: 'Apparel' },
      // 'cart' is the cart page's route: the collection's page moved (src/shared/routes.ts).
      { name: 'Cart things', path: '/cart-collection', count: 1, parent: null },
    ]);
  });

  it('names About and Support only when the store has them', () => {
    expect(llmsTxtInput(store, SITE).pages.map((p) => p.path)).toEqual(['/']);
    const full = snapshot((s) => {
      s.theme.content.header.showAbout = true;
      s.flags.support = true;
    });
    expect(llmsTxtInput(full, SITE).pages.map((p) => p.path)).toEqual(['/', '/about', '/support']);
  });
});

describe("a listing's markdown alternate", () => {
  const colour = (id: string, over: Partial<Variant> = {}) =>
    sampleVariant({
      variationId: id,
      colorName: id,
      sizes: [
        { id: 'm', label: 'M', priceCents: 2500, inventoryCount: 3 },
        { id: 'xxl', label: '2XL', priceCents: 2900, inventoryCount: 3 },
      ],
      ...over,
    });

  it('holds title, product type, price, public colours, sizes, the plain description and the page link', () => {
    const listing = sampleListing({
      slug: 'tour-tee',
      title: 'Tour *Tee*',
      description: '<p>Soft &amp; <b>warm</b>.</p><script>alert(1)</script><p># not a heading</p>',
      primaryProduct: { productId: 'p1', variationId: 'Black' },
      products: [
        {
          productId: 'p1',
          productName: 'Classic Tee',
          productType: 't-shirt',
          variants: [colour('Black'), colour('Hidden', { visibility: 'private' }), colour('Sand')],
        },
      ],
    });
    expect(buildListingMarkdown(listingMarkdownInput(listing, 'Shop', SITE))).toBe(
      [
        '# Tour \\*Tee\\*',
        '',
        '> Classic Tee from Shop, $25.00.',
        '',
        '- Page: [Tour \\*Tee\\*](https://shop.example/listing/tour-tee)',
        '- Price: $25.00',
        '- Product type: Classic Tee',
        '- Colours: Black, Sand',
        '- Sizes: M, 2XL ($29.00)',
        '',
        '## Description',
        '',
        'Soft \\& warm. \\# not a heading',
        '',
      ].join('\n'),
    );
  });

  it('gives each product of a listing its own section, the one shown first first', () => {
    const listing = sampleListing({
      primaryProduct: { productId: 'p2', variationId: 'Navy' },
      products: [
        { productId: 'p1', productName: 'Classic Tee', productType: 't-shirt', variants: [colour('Black')] },
        {
          productId: 'p2',
          productName: 'Hoodie',
          productType: 'hoodie',
          variants: [colour('Navy', { priceCents: 4500, sizes: [] })],
        },
      ],
    });
    const md = buildListingMarkdown(listingMarkdownInput(listing, 'Shop', SITE));
    expect(md).toContain('- Product types: Hoodie, Classic Tee\n');
    expect(md).toContain('## Hoodie\n\n- Price: $45.00\n- Colours: Navy\n\n## Classic Tee\n\n- Price: $25.00\n');
    expect(md).not.toContain('## Description');
  });
});
