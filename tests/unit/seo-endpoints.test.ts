import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveHosts } from '../../src/hosts.ts';
import type { Listing, Variant } from '../../src/features/catalog/domain/types.ts';
import { buildMerchantFeed } from '../../src/features/seo/domain/seo.ts';
import { productFacts } from '../../src/features/seo/domain/head-facts.ts';
import { scanHtml, sha256Source } from '../../src/features/hosting/domain/html-scan.ts';
import { parseHeaders, parseRedirects, headersFor, matchRedirect } from '../../src/features/hosting/domain/rules.ts';
import { merchantFeedItems, sitemapEntries, supportPaths } from '../../src/features/seo/domain/seo-sources.ts';
import { removeGatedOutput, writeHostingFiles, type HostingSnapshot } from '../../scripts/postbuild.ts';
import { sampleListing, sampleVariant } from './fixtures/catalog.ts';

function variant(id: string, overrides: Partial<Variant> = {}): Variant {
  return sampleVariant({
    variationId: id,
    title: `Tee - ${id}`,
    colorName: id,
    hex: null,
    inventoryCount: 5,
    images: [{ label: 'primary', src: `https://img.example/${id}.png`, thumbSmall: '', thumbLarge: '' }],
    sizes: [
      { id: 's', label: 'S', priceCents: 2500, inventoryCount: 3 },
      { id: 'xl', label: 'XL', priceCents: 2700, inventoryCount: 0 },
    ],
    ...overrides,
  });
}

function listing(slug: string, overrides: Partial<Listing> = {}): Listing {
  return sampleListing({
    slug,
    description: '<p>Soft &amp; warm</p>',
    primaryProduct: { productId: 'p1', variationId: 'red' },
    products: [
      {
        productId: 'p1',
        productName: 'Tee',
        productType: 't-shirt',
        variants: [variant('red'), variant('blue', { visibility: 'private' })],
      },
    ],
    ...overrides,
  });
}

const source = (showAbout: boolean, support: boolean) => ({
  theme: { content: { header: { showAbout } } },
  flags: { support },
  collections: [
    { slug: 'tees', totalCount: 3 },
    { slug: 'empty', totalCount: 0 },
  ],
  listings: [
    { slug: 'tee', visibility: 'public' as const },
    { slug: 'secret', visibility: 'private' as const },
  ],
});

describe('sitemap entries', () => {
  it('lists home, legal pages, collections with products and public listings', () => {
    const paths = sitemapEntries(source(false, false)).map((e) => e.path);
    expect(paths).toEqual(['/', '/terms-of-use', '/privacy-policy', '/tees', '/listing/tee']);
  });

  it('adds About and the support section only when they exist', () => {
    const paths = sitemapEntries(source(true, true), supportPaths({ flags: { support: true } })).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/about', '/support']));
    expect(paths.filter((p) => p.startsWith('/support/'))).toHaveLength(10);
    expect(supportPaths({ flags: { support: false } })).toEqual([]);
  });
});

describe('merchant feed items', () => {
  it('gives one item per public colour and size, addressed by the cart sku', () => {
    const items = merchantFeedItems({ listings: [listing('tee'), listing('hidden', { visibility: 'private' })] });
    expect(items.map((i) => i.id)).toEqual(['g1_red_s', 'g1_red_xl']);
    expect(items[0]).toMatchObject({
      path: '/listing/tee?pid=p1&variation=red&size=s',
      imageUrl: 'https://img.example/red.png',
      priceCents: 2500,
      availability: 'in_stock',
      color: 'red',
      size: 'S',
      itemGroupId: 'g1',
    });
    expect(items[1]).toMatchObject({ priceCents: 2700, availability: 'out_of_stock' });
    const xml = buildMerchantFeed({ storeName: 'Shop', site: 'https://shop.example', items });
    expect(xml).toContain('<g:link>https://shop.example/listing/tee?pid=p1&amp;variation=red&amp;size=s</g:link>');
  });

  it('marks pre-orders with their ship date', () => {
    const pre = listing('pre', {
      preorder: true,
      delivery: { type: 'physical', estimatedShipDate: '2026-12-01T00:00:00Z' },
    });
    expect(merchantFeedItems({ listings: [pre] })[0]).toMatchObject({
      availability: 'preorder',
      availabilityDate: '2026-12-01',
    });
  });
});

describe('social card facts from JSON-LD', () => {
  it('makes a Product page a product card with its first offer price', () => {
    const product = { '@type': 'Product', offers: [{ price: '28.99', priceCurrency: 'USD' }, { price: '1.00' }] };
    expect(productFacts([{ '@type': 'BreadcrumbList' }, product])).toEqual({
      type: 'product',
      price: { amount: '28.99', currency: 'USD' },
    });
    expect(productFacts([{ '@type': 'Product', offers: 'nonsense' }])).toEqual({ type: 'product' });
    expect(productFacts([{ '@type': 'Organization' }])).toEqual({ type: 'website' });
  });
});

describe('inline scripts and referenced origins', () => {
  const html = [
    '<script>console.log(1)</script>',
    '<script type="module">import "./a.js"</script>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '<script src="/_astro/x.js"></script>',
    '<img src="https://img.example/a.png" srcset="https://cdn.example/a.png 2x, /local.png 1x">',
    '<link rel="stylesheet" href="https://fonts.example/f.css"><link rel="icon" href="/favicon.svg">',
  ].join('\n');

  it('hashes executable inline scripts only, as the browser does', () => {
    expect(scanHtml(html).scriptHashes).toEqual([sha256Source('console.log(1)'), sha256Source('import "./a.js"')]);
    expect(sha256Source('a\r\nb')).toBe(sha256Source('a\nb'));
    expect(sha256Source('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('finds off-site origins by directive', () => {
    expect(scanHtml(html).origins).toEqual({
      'img-src': ['https://cdn.example', 'https://img.example'],
      'style-src': ['https://fonts.example'],
    });
  });
});

describe('postbuild', () => {
  const snapshot: HostingSnapshot = {
    store: { marketingPixels: { googleAnalytics: null, facebook: '123' } },
    theme: { meta: { gaToken: '' }, styles: { fonts: { url: 'https://fonts.googleapis.com/css2?family=X' } } },
  };

  it('writes _headers, _redirects and nginx.conf with the hash of every inline script', () => {
    const dist = mkdtempSync(join(tmpdir(), 'postbuild-'));
    mkdirSync(join(dist, 'checkout', 'express'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<script>a()</script><img src="https://about.example/i.png">');
    writeFileSync(join(dist, 'checkout', 'express', 'index.html'), '<script>b()</script><script>a()</script>');
    const env = { SANDBOX_PORT: '4999' };
    const result = writeHostingFiles({
      slug: 'demo',
      site: 'https://demo.example',
      distDir: dist,
      snapshot,
      hosts: resolveHosts(env),
      env,
    });
    expect(result.files).toEqual(['_redirects', '_headers', 'nginx.conf']);
    const csp =
      headersFor(parseHeaders(readFileSync(join(dist, '_headers'), 'utf8')), '/')['Content-Security-Policy'] ?? '';
    expect(csp).toBe(result.csp);
    expect(csp).toContain(`'${sha256Source('a()')}'`);
    expect(csp).toContain(`'${sha256Source('b()')}'`);
    expect(csp).toContain('https://connect.facebook.net');
    expect(csp).not.toContain('googletagmanager');
    expect(csp).toMatch(/img-src [^;]*https:\/\/about\.example/);
    expect(csp).toMatch(/font-src [^;]*https:\/\/fonts\.gstatic\.com/);
    expect(csp).toMatch(/frame-src http:\/\/localhost:4999/);
    const redirects = parseRedirects(readFileSync(join(dist, '_redirects'), 'utf8'));
    expect(matchRedirect(redirects, '/checkout/express')?.location).toBe('/checkout/express/');
    expect(readFileSync(join(dist, 'nginx.conf'), 'utf8')).toContain('error_page 404 /404.html;');
  });

  it('leaves no public folder behind for a gated store', () => {
    const dist = mkdtempSync(join(tmpdir(), 'gated-'));
    mkdirSync(join(dist, 'gated', '_astro'), { recursive: true });
    writeFileSync(join(dist, 'gated', 'index.html'), 'old public build');
    mkdirSync(join(dist, 'demo'));
    expect(removeGatedOutput(dist, 'gated')).toBe(true);
    expect(existsSync(join(dist, 'gated'))).toBe(false);
    expect(existsSync(join(dist, 'demo'))).toBe(true);
    expect(removeGatedOutput(dist, 'gated')).toBe(false);
    expect(removeGatedOutput(dist, '../x')).toBe(false);
    expect(removeGatedOutput(dist, '')).toBe(false);
    expect(existsSync(dist)).toBe(true);
  });
});
