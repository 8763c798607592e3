import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  buildMerchantFeed,
  buildRobotsTxt,
  buildSitemap,
  buildSitemapFiles,
  canonicalUrl,
  jsonLdScript,
  organizationJsonLd,
  pageDescription,
  pageTitle,
  productJsonLd,
  serializeJsonLd,
  SITEMAP_MAX_URLS,
  socialMetaTags,
  truncateText,
  websiteJsonLd,
  xmlEscape,
  type FeedItem,
  type SeoProduct,
} from '../../src/features/seo/domain/seo.ts';

const SITE = 'https://shop.example';
const HOSTILE = '</script><script>alert("x")</script> & <!-- \u2028\u2029';
const store = { name: 'Northwind' };

describe('canonicalUrl', () => {
  it.each([
    ['/', 'https://shop.example/'],
    ['', 'https://shop.example/'],
    ['/listing/tee', 'https://shop.example/listing/tee'],
    ['/listing/tee/', 'https://shop.example/listing/tee'],
    ['//listing//tee?pid=1&x=2#top', 'https://shop.example/listing/tee'],
    ['/hoodies?page=2', 'https://shop.example/hoodies'],
    ['/a b/ü', 'https://shop.example/a%20b/%C3%BC'],
  ])('%s → %s', (path, url) => expect(canonicalUrl(SITE, path)).toBe(url));

  it('keeps a base path of the site and ignores a trailing slash on it', () => {
    expect(canonicalUrl('https://x.example/shop/', '/listing/tee/')).toBe('https://x.example/shop/listing/tee');
    expect(canonicalUrl('https://x.example/shop', '/')).toBe('https://x.example/shop');
  });

  it('refuses a non-http site', () => {
    expect(() => canonicalUrl('javascript:alert(1)', '/')).toThrow();
  });
});

describe('absoluteUrl', () => {
  it('resolves relative paths and keeps http(s) URLs', () => {
    expect(absoluteUrl(SITE, '/img/a.png')).toBe('https://shop.example/img/a.png');
    expect(absoluteUrl(SITE, 'img/a.png')).toBe('https://shop.example/img/a.png');
    expect(absoluteUrl(SITE, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
  it('refuses other schemes and protocol-relative URLs', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/a.png', '']) {
      expect(absoluteUrl(SITE, bad)).toBeNull();
    }
  });
});

describe('pageTitle and pageDescription', () => {
  it('titles each page type', () => {
    expect(pageTitle({ type: 'home' }, store)).toBe('Northwind');
    expect(pageTitle({ type: 'home' }, { ...store, seoTitle: 'Northwind — official merch' })).toBe(
      'Northwind — official merch',
    );
    expect(pageTitle({ type: 'collection', name: 'Hoodies' }, store)).toBe('Hoodies | Northwind');
    expect(pageTitle({ type: 'listing', title: 'Logo Tee' }, store)).toBe('Logo Tee | Northwind');
    expect(pageTitle({ type: 'cart' }, store)).toBe('My Cart | Northwind');
    expect(pageTitle({ type: 'not-found' }, store)).toBe('404! Page not found | Northwind');
    expect(pageTitle({ type: 'terms' }, store)).toBe('Terms of Use | Northwind');
    expect(pageTitle({ type: 'support-article', title: 'Returns' }, store)).toBe('Returns | Northwind');
  });

  it('gives every page type a distinct title', () => {
    const types = ['home', 'about', 'search', 'cart', 'terms', 'privacy', 'support', 'login', 'not-found'] as const;
    const titles = types.map((type) => pageTitle({ type }, store));
    expect(new Set(titles).size).toBe(types.length);
  });

  it('describes listings from their description as plain text, within 160 characters', () => {
    const long = `<p>Heavyweight <b>cotton</b> &amp; soft.</p>${' word'.repeat(60)}`;
    const description = pageDescription({ type: 'listing', title: 'Logo Tee', description: long }, store);
    expect(description.startsWith('Heavyweight cotton & soft. word')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(pageDescription({ type: 'listing', title: 'Logo Tee' }, store)).toBe('Logo Tee from Northwind.');
    expect(pageDescription({ type: 'collection', name: 'Hoodies' }, store)).toBe(
      'Shop the Hoodies collection from Northwind.',
    );
  });

  it('truncates at a word boundary', () => {
    expect(truncateText('aaa bbb ccc', 8)).toBe('aaa bbb…');
    expect(truncateText('short', 8)).toBe('short');
  });
});

describe('socialMetaTags', () => {
  it('writes Open Graph and Twitter tags with the product image and price', () => {
    const tags = socialMetaTags({
      title: 'Logo Tee | Northwind',
      description: 'Soft tee',
      url: 'https://shop.example/listing/tee',
      siteName: 'Northwind',
      type: 'product',
      image: 'https://cdn.example/tee.png',
      imageAlt: 'Logo Tee',
      price: { amount: '25.00', currency: 'USD' },
    });
    const get = (key: string) => tags.find((t) => t.key === key);
    expect(get('og:image')).toEqual({ attribute: 'property', key: 'og:image', content: 'https://cdn.example/tee.png' });
    expect(get('twitter:card')).toEqual({ attribute: 'name', key: 'twitter:card', content: 'summary_large_image' });
    expect(get('og:type')?.content).toBe('product');
    expect(get('product:price:amount')?.content).toBe('25.00');
    expect(get('twitter:image:alt')?.content).toBe('Logo Tee');
  });
  it('falls back to a summary card without an image', () => {
    const tags = socialMetaTags({ title: 't', description: 'd', url: SITE, siteName: 's', type: 'website' });
    expect(tags.find((t) => t.key === 'twitter:card')?.content).toBe('summary');
    expect(tags.some((t) => t.key === 'og:image')).toBe(false);
  });
});

const PRODUCT: SeoProduct = {
  name: `Logo Tee ${HOSTILE}`,
  description: '<p>Soft &amp; <b>heavy</b></p>',
  path: '/listing/logo-tee',
  images: ['/img/tee.png', 'javascript:alert(1)'],
  sku: 'L1',
  brand: 'Northwind',
  offers: [
    {
      sku: 'L1-black',
      color: 'Black',
      priceCents: 2500,
      currency: 'USD',
      availability: 'in_stock',
      path: '/listing/logo-tee?variation=1',
    },
    {
      sku: 'L1-white',
      color: 'White',
      priceCents: 2750,
      currency: 'USD',
      availability: 'out_of_stock',
      path: '/listing/logo-tee?variation=2',
    },
    {
      sku: 'L1-red',
      priceCents: 3000,
      currency: 'EUR',
      availability: 'preorder',
      path: '/listing/logo-tee?variation=3',
    },
  ],
};

describe('productJsonLd', () => {
  const ld = productJsonLd(PRODUCT, SITE) as { offers: Record<string, unknown>[] } & Record<string, unknown>;

  it('describes the product with absolute URLs and plain-text description', () => {
    expect(ld['@type']).toBe('Product');
    expect(ld['url']).toBe('https://shop.example/listing/logo-tee');
    expect(ld['image']).toEqual(['https://shop.example/img/tee.png']);
    expect(ld['description']).toBe('Soft & heavy');
    expect(ld['brand']).toEqual({ '@type': 'Brand', name: 'Northwind' });
  });

  it('has an Offer per variant with price, currency, availability and the 30-day free return policy', () => {
    expect(ld.offers).toHaveLength(3);
    expect(ld.offers.map((o) => [o['price'], o['priceCurrency'], o['availability']])).toEqual([
      ['25.00', 'USD', 'https://schema.org/InStock'],
      ['27.50', 'USD', 'https://schema.org/OutOfStock'],
      ['30.00', 'EUR', 'https://schema.org/PreOrder'],
    ]);
    expect(ld.offers[0]?.['url']).toBe('https://shop.example/listing/logo-tee?variation=1');
    expect(ld.offers[0]?.['hasMerchantReturnPolicy']).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      merchantReturnDays: 30,
      returnFees: 'https://schema.org/FreeReturn',
      applicableCountry: 'US',
    });
    expect(ld.offers[2]).not.toHaveProperty('color');
  });
});

describe('breadcrumbs, organisation, website', () => {
  it('numbers breadcrumbs from 1 with canonical URLs', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Hoodies', path: '/hoodies/' },
      ],
      SITE,
    );
    expect(ld['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Hoodies', item: 'https://shop.example/hoodies' },
    ]);
  });

  it('lists http(s) social links once as sameAs', () => {
    const ld = organizationJsonLd({
      name: 'Northwind',
      site: SITE,
      logo: '/logo.png',
      socialUrls: ['https://instagram.com/nw', 'https://instagram.com/nw', 'javascript:alert(1)', ' https://x.com/nw '],
    });
    expect(ld['sameAs']).toEqual(['https://instagram.com/nw', 'https://x.com/nw']);
    expect(ld['logo']).toBe('https://shop.example/logo.png');
    expect(organizationJsonLd({ name: 'N', site: SITE, socialUrls: [] })).not.toHaveProperty('sameAs');
  });

  it('points the search action at /search?searchterm=', () => {
    const ld = websiteJsonLd('Northwind', SITE) as { potentialAction: { target: { urlTemplate: string } } };
    expect(ld.potentialAction.target.urlTemplate).toBe('https://shop.example/search?searchterm={search_term_string}');
  });
});

describe('jsonLdScript', () => {
  it('cannot be broken out of, and parses back to the same data', () => {
    const data = { name: HOSTILE };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
    const script = jsonLdScript(productJsonLd(PRODUCT, SITE));
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
  });
});

describe('sitemap and robots', () => {
  it('lists canonical URLs once, escaped, with valid lastmod only', () => {
    const xml = buildSitemap(SITE, [
      { path: '/' },
      { path: '/listing/a&b', lastmod: '2024-05-01' },
      { path: '/listing/a&b/?x=1' },
      { path: '/hoodies', lastmod: 'yesterday' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/</loc></url>\n' +
        '<url><loc>https://shop.example/listing/a&amp;b</loc><lastmod>2024-05-01</lastmod></url>\n' +
        '<url><loc>https://shop.example/hoodies</loc></url>\n</urlset>\n',
    );
  });

  it('splits above the protocol limit into an index and parts', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ path: `/listing/p${i}` }));
    const files = buildSitemapFiles(SITE, entries);
    expect(files.map((f) => f.path)).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml']);
    expect(files[0]?.xml).toContain('<sitemapindex');
    expect(files[0]?.xml).toContain('<loc>https://shop.example/sitemap-2.xml</loc>');
    expect(files[2]?.xml.match(/<url>/g)).toHaveLength(1);
    expect(() => buildSitemap(SITE, entries)).toThrow(RangeError);
  });

  it('writes robots.txt with the sitemap, or disallows everything when not indexable', () => {
    const robots = buildRobotsTxt(SITE);
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(robots).toContain('Disallow: /cart\n');
    expect(robots).toContain('Disallow: /checkout/\n');
    expect(robots.endsWith('\nSitemap: https://shop.example/sitemap.xml\n')).toBe(true);
    expect(buildRobotsTxt(SITE, { indexable: false })).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('xmlEscape', () => {
  it('escapes markup characters and removes characters XML forbids', () => {
    expect(xmlEscape(`<a href="x">'&'</a>\u0000\u0008\uFFFF ok`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt; ok',
    );
  });
});

describe('buildMerchantFeed', () => {
  const item: FeedItem = {
    id: 'L1-black-M',
    title: `Logo Tee ${HOSTILE}`,
    description: '<p>Soft &amp; heavy</p>',
    path: '/listing/logo-tee?pid=1&variation=2',
    imageUrl: '/img/tee.png',
    additionalImageUrls: ['/img/back.png', 'javascript:alert(1)'],
    priceCents: 2500,
    currency: 'USD',
    availability: 'in_stock',
    itemGroupId: 'L1',
    color: 'Black',
    size: 'M',
  };
  const xml = buildMerchantFeed({
    storeName: 'North & Wind',
    site: SITE,
    items: [item, { ...item, id: 'no-image', imageUrl: null }],
  });

  it('is RSS 2.0 with the g: namespace', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      ),
    ).toBe(true);
    expect(xml).toContain('<title>North &amp; Wind</title>');
    expect(xml.trimEnd().endsWith('</rss>')).toBe(true);
  });

  it('writes the required attributes, escaped', () => {
    expect(xml).toContain('<g:id>L1-black-M</g:id>');
    expect(xml).toContain('<g:price>25.00 USD</g:price>');
    expect(xml).toContain('<g:availability>in_stock</g:availability>');
    expect(xml).toContain('<g:link>https://shop.example/listing/logo-tee?pid=1&amp;variation=2</g:link>');
    expect(xml).toContain('<g:image_link>https://shop.example/img/tee.png</g:image_link>');
    expect(xml).toContain('<g:additional_image_link>https://shop.example/img/back.png</g:additional_image_link>');
    expect(xml).toContain('<g:description>Soft &amp; heavy</g:description>');
    expect(xml).toContain('<g:brand>North &amp; Wind</g:brand>');
    expect(xml).toContain('<g:condition>new</g:condition>');
    expect(xml).not.toContain('<script');
    expect(xml).not.toContain('javascript:');
    expect(xml).not.toMatch(/[\u2028\u2029]/);
  });

  it('leaves out items Merchant Center would reject', () => {
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml).not.toContain('no-image');
  });
});
