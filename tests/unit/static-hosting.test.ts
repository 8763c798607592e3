import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveHosts, type HostUrls } from '../../src/hosts.ts';
import { buildCsp, cspDirectives, type CspInput } from '../../src/features/hosting/domain/csp.ts';
import {
  buildHeaderRules,
  buildRedirectRules,
  PAGES_UNDER_SHELLS,
  shellFor,
  type HostingRulesInput,
} from '../../src/features/hosting/domain/hosting-rules.ts';
import { buildNginxSnippet } from '../../src/features/hosting/domain/nginx.ts';
import { storeCsp } from '../../src/features/hosting/domain/store-csp.ts';
import {
  formatHeaders,
  formatRedirects,
  headersFor,
  matchRedirect,
  parseHeaders,
  parseRedirects,
} from '../../src/features/hosting/domain/rules.ts';
import { resolveFile } from '../../scripts/serve.ts';

const sandboxHosts = resolveHosts({ SANDBOX_PORT: '4999' });
const liveHosts: HostUrls = {
  commerce: 'https://api.shop.example/v1',
  theme: 'https://themes.example',
  cache: 'https://img.cdn.example',
  availability: 'https://avail.example',
  flags: 'https://flags.example',
  site: 'https://site.example',
  forms: 'https://forms.example',
  checkout: 'https://checkout.example',
  payment: 'https://pay.example',
  recovery: 'https://recover.example',
  main: 'https://main.example',
  chat: 'https://widget.chat.example/v2/loader.js',
};
const base: CspInput = {
  hosts: sandboxHosts,
  stripe: false,
  paypal: false,
  googleTag: false,
  metaPixel: false,
  sandboxPayments: false,
  scriptHashes: ['sha256-abc='],
};
const directive = (input: CspInput, name: string) => cspDirectives(input).find(([n]) => n === name)?.[1] ?? [];

describe('Content-Security-Policy', () => {
  it('allows only the sandbox and inline scripts by hash when nothing else is configured', () => {
    const csp = buildCsp(base);
    expect(directive(base, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(base, 'connect-src')).toEqual(["'self'", 'http://localhost:4999']);
    expect(directive(base, 'frame-src')).toEqual(["'none'"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/stripe|paypal|google|facebook/);
    expect(directive(base, 'script-src').join(' ')).not.toContain('unsafe');
  });

  it('frames the sandbox only when it stands in for the payment provider', () => {
    expect(directive({ ...base, sandboxPayments: true }, 'frame-src')).toEqual(['http://localhost:4999']);
  });

  it('adds Stripe hosts only with a Stripe key', () => {
    const input = { ...base, stripe: true };
    expect(directive(input, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(input, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(input, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(buildCsp(input)).not.toContain('paypal');
  });

  it('adds PayPal hosts only with a PayPal client id', () => {
    const input = { ...base, paypal: true };
    for (const d of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(directive(input, d)).toContain('https://*.paypal.com');
    }
    expect(buildCsp(input)).not.toContain('stripe');
  });

  it('adds analytics and pixel hosts only when the store configures them', () => {
    const tag = { ...base, googleTag: true };
    expect(directive(tag, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(tag, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(buildCsp(tag)).not.toContain('facebook');
    const pixel = { ...base, metaPixel: true };
    expect(directive(pixel, 'script-src')).toContain('https://connect.facebook.net');
    expect(buildCsp(pixel)).not.toContain('google');
  });

  it("lets the chat widget's script origin load scripts only where the store offers the widget", () => {
    const live = { ...base, hosts: liveHosts };
    expect(directive(live, 'script-src')).not.toContain('https://widget.chat.example');
    expect(directive({ ...live, chatWidget: true }, 'script-src')).toEqual([
      "'self'",
      'https://widget.chat.example',
      "'sha256-abc='",
    ]);
    // The widget is a script, not an API the pages call.
    expect(directive({ ...live, chatWidget: true }, 'connect-src')).not.toContain('https://widget.chat.example');
    const snapshot = (support: boolean) => ({
      store: { marketingPixels: { googleAnalytics: null, facebook: null } },
      theme: { meta: { gaToken: '' }, styles: { fonts: { url: null } } },
      flags: { support },
    });
    const policy = (support: boolean) =>
      storeCsp({
        site: 'https://shop.example',
        hosts: liveHosts,
        env: {},
        snapshot: snapshot(support),
        scriptHashes: [],
        origins: {},
      });
    expect(policy(true)).toMatch(/script-src 'self' https:\/\/widget\.chat\.example;/);
    expect(policy(false)).not.toContain('widget.chat.example');
  });

  it('lists each live host by origin, in the directive that uses it', () => {
    const input = { ...base, hosts: liveHosts, stripe: true, paypal: true, upgradeInsecureRequests: true };
    const connect = directive(input, 'connect-src');
    expect(connect).toEqual(expect.arrayContaining(['https://api.shop.example', 'https://pay.example']));
    expect(connect).not.toContain('https://main.example');
    expect(directive(input, 'img-src')).toEqual(
      expect.arrayContaining(['https://img.cdn.example', 'https://themes.example']),
    );
    expect(directive(input, 'form-action')).toEqual(["'self'", 'https://forms.example', 'https://site.example']);
    expect(buildCsp(input).endsWith('upgrade-insecure-requests')).toBe(true);
    expect(buildCsp(input)).toBe(buildCsp({ ...input }));
  });

  it('refuses a source that could inject a directive', () => {
    expect(() =>
      buildCsp({ ...base, extra: { 'img-src': ["https://x.example; script-src 'unsafe-inline'"] } }),
    ).toThrow();
    expect(() => buildCsp({ ...base, scriptHashes: ["x' 'unsafe-inline"] })).toThrow();
  });
});

describe('_redirects and _headers', () => {
  it('parses, matches splats and placeholders, and keeps the query on redirects', () => {
    const rules = parseRedirects('# c\n/blog/:year/:slug /posts/:year-:slug 301\n/app/* /shell/ 200\n/old /new 302!\n');
    expect(matchRedirect(rules, '/blog/2024/hello', '?a=1')?.location).toBe('/posts/2024-hello?a=1');
    expect(matchRedirect(rules, '/app/x/y')).toMatchObject({ location: '/shell/', rule: { status: 200 } });
    expect(matchRedirect(rules, '/app')).toBeNull();
    expect(matchRedirect(rules, '/old')?.rule.force).toBe(true);
    expect(matchRedirect(rules, '/blog/2024')).toBeNull();
  });

  it('takes the first matching rule', () => {
    const rules = parseRedirects('/a/b /first 301\n/a/* /second 301\n');
    expect(matchRedirect(rules, '/a/b')?.location).toBe('/first');
  });

  it('names the line of a syntax error', () => {
    expect(() => parseRedirects('/ok /fine 301\nnot-a-path /x\n')).toThrow(/line 2/);
    expect(() => parseRedirects('/a /b 418\n')).toThrow(/status/);
    expect(() => parseRedirects('/a /b 301 Country=us\n')).toThrow(/conditions/);
    expect(() => parseHeaders('  X-A: 1\n')).toThrow(/line 1/);
    expect(() => parseRedirects('/*/* /x 301\n')).toThrow(/one \*/);
  });

  it('merges header blocks like Cloudflare: repeated names joined, ! detaches', () => {
    const rules = parseHeaders('/*\n  X-A: one\n  X-B: b\n/x/*\n  X-A: two\n  ! X-B\n');
    expect(headersFor(rules, '/x/y')).toEqual({ 'X-A': 'one, two' });
    expect(headersFor(rules, '/z')).toEqual({ 'X-A': 'one', 'X-B': 'b' });
  });

  const input: HostingRulesInput = {
    csp: "default-src 'self'",
    https: true,
    staticPagesUnderShells: ['/checkout/express/', '/checkout/shell/'],
    featureRedirects: parseRedirects('/support / 307\n/support/* / 307\n'),
    stripe: false,
  };

  it('rewrites dynamic paths to their shells, keeps static pages under them, and redirects aliases', () => {
    const rules = buildRedirectRules(input);
    expect(matchRedirect(rules, '/checkout/abc123')?.location).toBe('/checkout/shell/');
    expect(matchRedirect(rules, '/checkout-complete/cart9')?.location).toBe('/checkout-complete/shell/');
    expect(matchRedirect(rules, '/checkout/express')?.location).toBe('/checkout/express/');
    expect(matchRedirect(rules, '/terms/')).toMatchObject({ location: '/terms-of-use', rule: { status: 301 } });
    expect(matchRedirect(rules, '/support/track/recover')?.location).toBe('/');
    expect(matchRedirect(rules, '/support/returns')).toMatchObject({ location: '/', rule: { status: 307 } });
    const supportOn = buildRedirectRules({ ...input, featureRedirects: [] });
    expect(matchRedirect(supportOn, '/support/track/recover')?.location).toBe('/track/recover');
    expect(matchRedirect(rules, '/listing/tee')).toBeNull();
  });

  it('round-trips both files through format and parse', () => {
    const redirects = buildRedirectRules(input);
    const headers = buildHeaderRules(input);
    expect(parseRedirects(formatRedirects(redirects, ['generated']))).toEqual(redirects);
    expect(parseHeaders(formatHeaders(headers, ['generated']))).toEqual(headers);
    const applied = headersFor(headers, '/_astro/app.js');
    expect(applied).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Strict-Transport-Security': 'max-age=31536000',
    });
    expect(headersFor(headers, '/')['Cache-Control']).toBeUndefined();
  });

  it('writes the same rules as an nginx snippet', () => {
    const nginx = buildNginxSnippet({
      slug: 'demo',
      redirects: buildRedirectRules(input),
      headers: buildHeaderRules(input),
    });
    expect(nginx).toContain('location = "/terms" {');
    expect(nginx).toContain('return 301 /terms-of-use$is_args$args;');
    expect(nginx).toContain('location ~ "^/checkout/(.*)$" {');
    expect(nginx).toContain('try_files $uri $uri/index.html /checkout/shell/index.html =404;');
    expect(nginx).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    // The listings' markdown alternates: .md is in no default mime.types, and nginx adds a charset only to
    // the types charset_types lists; a Content-Type by add_header would be a second one.
    expect(nginx).toContain(
      'location ~ "^/listing/(.*)\\.md$" {\n    types { text/markdown md; }\n    charset_types text/markdown;\n',
    );
    expect(nginx).toMatch(/gzip_types [^;]*text\/markdown/);
    expect(nginx).not.toMatch(/add_header Content-Type/i);
    expect(headersFor(buildHeaderRules(input), '/listing/tee.md')['Content-Type']).toBe('text/markdown; charset=utf-8');
    expect(headersFor(buildHeaderRules(input), '/listing/tee')['Content-Type']).toBeUndefined();
    const locations = nginx.split('location ').length - 1;
    expect(nginx.split(`add_header Content-Security-Policy "default-src 'self'" always;`).length - 1).toBe(locations);
    expect(() =>
      buildNginxSnippet({ slug: 'x', redirects: [], headers: parseHeaders('/*\n  X-A: $evil\n') }),
    ).toThrow();
  });
});

describe('resolveFile', () => {
  const outer = mkdtempSync(join(tmpdir(), 'serve-root-'));
  const root = join(outer, 'site');
  mkdirSync(join(root, 'about'), { recursive: true });
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, 'about', 'index.html'), 'about');
  writeFileSync(join(root, 'page.html'), 'page');
  writeFileSync(join(root, '_headers'), '/*\n');
  writeFileSync(join(outer, 'secret.txt'), 'SECRET');
  symlinkSync(join(outer, 'secret.txt'), join(root, 'link.txt'));

  it('maps paths to files, directories to index.html and extensionless paths to .html', () => {
    expect(resolveFile(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveFile(root, '/about')).toBe(join(root, 'about', 'index.html'));
    expect(resolveFile(root, '/about/?x=1')).toBe(join(root, 'about', 'index.html'));
    expect(resolveFile(root, '/page')).toBe(join(root, 'page.html'));
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/about/../../secret.txt',
    '/..\\secret.txt',
    '/index.html%00.txt',
    '/%E0%A4%A',
    '/link.txt',
    '/_headers',
  ])('refuses %s', (path) => {
    expect(resolveFile(root, path)).toBeUndefined();
  });
});

describe('shellFor: the on-demand server serves dynamic paths as the static rewrites do', () => {
  it('sends a checkout or completion id to its shell', () => {
    expect(shellFor('/checkout/chk_123')).toBe('/checkout/shell/');
    expect(shellFor('/checkout/chk_123/')).toBe('/checkout/shell/');
    expect(shellFor('/checkout-complete/ord-9')).toBe('/checkout-complete/shell/');
  });
  it('keeps the pages built under a prefix and every other path', () => {
    expect(shellFor('/checkout/express')).toBeNull();
    expect(shellFor('/checkout/express/')).toBeNull();
    expect(shellFor('/checkout')).toBeNull();
    expect(shellFor('/checkoutx/1')).toBeNull();
    expect(shellFor('/cart')).toBeNull();
  });
  it('agrees with the rewrite rules written for the static hosts', () => {
    const rules = buildRedirectRules({
      csp: "default-src 'self'",
      https: false,
      staticPagesUnderShells: [...PAGES_UNDER_SHELLS, '/checkout/shell/'],
      featureRedirects: [],
      stripe: false,
    });
    for (const path of ['/checkout/abc', '/checkout-complete/abc', '/checkout/express', '/cart']) {
      const match = matchRedirect(rules, path);
      const rewrite = match?.rule.status === 200 && match.location !== `${path}/` ? match.location : null;
      expect(shellFor(path), path).toBe(rewrite);
    }
  });
  it('lists every page that src/pages builds under a shell prefix', () => {
    const pages = readdirSync('src/pages/checkout')
      .filter((f) => f.endsWith('.astro') && f !== 'shell.astro')
      .map((f) => `/checkout/${f.replace(/\.astro$/, '')}/`);
    expect([...PAGES_UNDER_SHELLS].sort()).toEqual(pages.sort());
    expect(readdirSync('src/pages/checkout-complete')).toEqual(['shell.astro']);
  });
});
