import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiErrorsError, MalformedResponseError, type FetchLike } from '../../../src/shared/api/request.ts';
import {
  createThemeApi,
  GatedStoreError,
  HERO_TEMPLATE_USES,
  HERO_TEMPLATES,
  themeSchema,
  type Theme,
} from '../../../src/features/theme/api/theme.ts';
import { createDefaultTheme, themeDeclaresExtraRoutes } from '../../../src/features/theme/domain/default-theme.ts';
import { callOf, fakeFetch, json } from './fake-fetch.ts';

const api = (fetch: FetchLike, onFallback?: (reason: unknown) => void) =>
  createThemeApi({
    baseUrl: 'http://theme.test/base',
    fetch,
    backoffMs: () => 0,
    ...(onFallback ? { onFallback } : {}),
  });

function firstIssuePath(input: unknown): string {
  const result = themeSchema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]?.path.join('.') ?? '';
}

describe('hero templates', () => {
  it('are five distinct names, each with a documented use', () => {
    expect(new Set(HERO_TEMPLATES).size).toBe(5);
    expect(Object.keys(HERO_TEMPLATE_USES).sort()).toEqual([...HERO_TEMPLATES].sort());
  });
});

describe('themeSchema', () => {
  it('gives an empty theme every default', () => {
    const theme = themeSchema.parse({});
    expect(theme.meta.storeName).toBe('My Store');
    expect(theme.content.heroBanner.template).toBe('classic');
    expect(theme.content.heroBanner.ctaLink).toBe('#featured-products');
    expect(theme.content.header).toEqual({
      showCategories: true,
      showSocialIcons: true,
      showAbout: false,
      customLinks: [],
    });
    expect(theme.styles.button.primary).toEqual({
      color: '#ffffff',
      backgroundColor: '#111111',
      borderColor: '#111111',
    });
    expect(theme.content.login.title).toBe('Login');
    expect(theme.content.categories).toEqual([]);
    expect(theme.brand.socialMedia).toEqual([]);
    expect(theme.previewMode).toBe(false);
    expect('cartTitle' in theme.content).toBe(false);
  });

  it('keeps what a partial theme sends and fills the rest', () => {
    const theme = themeSchema.parse({
      content: { heroBanner: { title: 'Hello', template: 'split' }, cartTitle: 'Bag' },
      styles: { button: { primary: { color: 'white' } } },
    });
    expect(theme.content.heroBanner.title).toBe('Hello');
    expect(theme.content.heroBanner.template).toBe('split');
    expect(theme.content.heroBanner.ctaText).toBe('Shop now');
    expect(theme.content.cartTitle).toBe('Bag');
    expect(theme.styles.button.primary).toEqual({ color: 'white', backgroundColor: '#111111', borderColor: '#111111' });
    expect(theme.styles.button.secondary.color).toBe('#111111');
  });

  it('rejects wrong types, naming the field', () => {
    expect(firstIssuePath({ styles: { primaryColor: 5 } })).toBe('styles.primaryColor');
    expect(firstIssuePath({ content: { header: { showAbout: 'yes' } } })).toBe('content.header.showAbout');
    expect(firstIssuePath({ content: { categories: [{ slug: 'tees' }] } })).toBe('content.categories.0.displayName');
    expect(firstIssuePath({ content: { heroBanner: { template: 'fancy' } } })).toBe('content.heroBanner.template');
    expect(firstIssuePath({ previewMode: 1 })).toBe('previewMode');
  });

  it('rejects colours and font names that could break out of a CSS declaration', () => {
    expect(firstIssuePath({ styles: { header: { color: 'red;} body{display:none' } } })).toBe('styles.header.color');
    expect(firstIssuePath({ styles: { fonts: { body: 'Arial; } </style>' } } })).toBe('styles.fonts.body');
    for (const ok of ['#fff', '#A1B2C3', '#11223344', 'rgb(1, 2, 3)', 'hsla(10deg 20% 30% / 0.5)', 'rebeccapurple']) {
      expect(themeSchema.safeParse({ styles: { primaryColor: ok } }).success).toBe(true);
    }
  });

  it('replaces dangerous link and image URLs with their defaults', () => {
    const theme = themeSchema.parse({
      content: {
        favicon: 'javascript:alert(1)',
        heroImage: 'data:text/html,<script>alert(1)</script>',
        heroBanner: {
          ctaLink: 'JavaScript:alert(1)',
          titleImg: 'data:image/png;base64,AAAA',
          image: '//evil.example/x.png',
        },
        header: {
          customLinks: [
            { label: 'Ok', href: '/support' },
            { label: 'Bad', href: 'javascript:alert(1)' },
            { label: 'Mail', href: 'mailto:hi@example.com' },
          ],
        },
        login: { headerLogo: '' },
      },
      brand: {
        socialMedia: [
          { id: 1, url: 'vbscript:x', icon: 'x' },
          { id: 'ig', url: 'https://instagram.com/a', icon: 'ig' },
        ],
      },
    });
    expect(theme.content.favicon).toBeNull();
    expect(theme.content.heroImage).toBeNull();
    expect(theme.content.heroBanner.ctaLink).toBe('#featured-products');
    expect(theme.content.heroBanner.titleImg).toBe('data:image/png;base64,AAAA');
    expect(theme.content.heroBanner.image).toBeNull();
    expect(theme.content.header.customLinks.map((l) => l.label)).toEqual(['Ok', 'Mail']);
    expect(theme.content.login.headerLogo).toBeNull();
    expect(theme.brand.socialMedia).toEqual([{ id: 'ig', url: 'https://instagram.com/a', icon: 'ig' }]);
  });

  it('passes HTML and custom CSS through untouched: the storefront sanitises at render', () => {
    const html = '<strong>hi</strong><script>x()</script>';
    const theme = themeSchema.parse({ content: { notification: html }, styles: { customCSS: '@import url(x);' } });
    expect(theme.content.notification).toBe(html);
    expect(theme.styles.customCSS).toBe('@import url(x);');
  });

  it('turns numeric about-text and social ids into strings', () => {
    const theme = themeSchema.parse({ content: { aboutText: [{ id: 7, text: '<p>x</p>' }] } });
    expect(theme.content.aboutText).toEqual([{ id: '7', text: '<p>x</p>', list: [] }]);
  });
});

describe('default theme', () => {
  it('needs no network and declares no extra routes', () => {
    const theme = createDefaultTheme();
    expect(JSON.stringify(theme)).not.toMatch(/https?:|\/\//);
    expect(theme.styles.fonts.url).toBeNull();
    expect(themeDeclaresExtraRoutes(theme)).toBe(false);
    expect(theme.content.notification).toBe('');
    expect(theme.previewMode).toBe(false);
  });

  it('is a valid theme and a fresh copy each time, optionally naming the store', () => {
    const a = createDefaultTheme({ storeName: 'Northwind', storeId: 'st_1' });
    expect(themeSchema.parse(a)).toEqual(a);
    expect(a.meta.storeName).toBe('Northwind');
    a.content.header.showAbout = true;
    expect(themeDeclaresExtraRoutes(a)).toBe(true);
    expect(createDefaultTheme().content.header.showAbout).toBe(false);
    expect(createDefaultTheme().meta.storeName).toBe('My Store');
  });
});

describe('createThemeApi().getTheme', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks with siteKey (lower-cased), accessCode, preview and heroTemplate, and parses the answer', async () => {
    const fetch = fakeFetch(json({ meta: { storeName: 'Demo' }, previewMode: true }));
    const theme = await api(fetch).getTheme({
      siteKey: 'DEMO',
      accessCode: 'c0de',
      preview: true,
      heroTemplate: 'search',
    });
    expect(theme.meta.storeName).toBe('Demo');
    expect(theme.previewMode).toBe(true);
    const { url } = callOf(fetch);
    expect(url.pathname).toBe('/base/v1/themes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      siteKey: 'demo',
      accessCode: 'c0de',
      preview: '1',
      heroTemplate: 'search',
    });
  });

  it('leaves out optional parameters that were not given', async () => {
    const fetch = fakeFetch(json({}));
    await api(fetch).getTheme({ siteKey: 'demo', accessCode: '' });
    expect([...callOf(fetch).url.searchParams.keys()]).toEqual(['siteKey']);
  });

  it('falls back to the default theme on a 404 and says why', async () => {
    const onFallback = vi.fn();
    const theme = await api(fakeFetch(json({ errors: [{ code: 'theme_not_found' }] }, 404)), onFallback).getTheme({
      siteKey: 'minimal',
    });
    expect(theme).toEqual(createDefaultTheme());
    expect(onFallback.mock.calls[0]?.[0]).toBeInstanceOf(ApiErrorsError);
  });

  it("readTheme says, as a value, that the default theme replaced the store's and why", async () => {
    const read = await api(fakeFetch(json({ errors: [{ code: 'theme_not_found' }] }, 404))).readTheme({
      siteKey: 'minimal',
    });
    expect(read.theme).toEqual(createDefaultTheme());
    expect(read.defaulted).toBe(true);
    expect(read.defaulted && read.reason).toBeInstanceOf(ApiErrorsError);
    const own = await api(fakeFetch(json(createDefaultTheme({ storeName: 'Demo' })))).readTheme({ siteKey: 'demo' });
    expect(own).toMatchObject({ defaulted: false, theme: { meta: { storeName: 'Demo' } } });
  });

  it('falls back to the default theme after failed retries', async () => {
    const fetch = fakeFetch(json({}, 500), new TypeError('offline'), json({}, 503));
    const theme: Theme = await api(fetch).getTheme({ siteKey: 'demo' });
    expect(theme).toEqual(createDefaultTheme());
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('falls back to the default theme on a malformed answer, naming the field', async () => {
    const onFallback = vi.fn();
    const theme = await api(fakeFetch(json({ styles: { primaryColor: 42 } })), onFallback).getTheme({
      siteKey: 'demo',
    });
    expect(theme.meta.storeName).toBe('My Store');
    const reason: unknown = onFallback.mock.calls[0]?.[0];
    expect(reason).toBeInstanceOf(MalformedResponseError);
    expect((reason as Error).message).toContain('styles.primaryColor');
  });

  it('raises GatedStoreError on a 401 without redirecting the browser', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/', assign });
    const missing = await api(fakeFetch(json({ errors: [{ code: 'access_code_required' }] }, 401)))
      .getTheme({ siteKey: 'gated' })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GatedStoreError);
    expect((missing as GatedStoreError).reason).toBe('missing');
    expect((missing as GatedStoreError).siteKey).toBe('gated');

    const wrong = await api(fakeFetch(json({ errors: [{ code: 'access_code_invalid' }] }, 401)))
      .getTheme({ siteKey: 'gated', accessCode: 'nope' })
      .catch((e: unknown) => e);
    expect((wrong as GatedStoreError).reason).toBe('wrong');
    expect(assign).not.toHaveBeenCalled();
  });

  it('treats a bare 401 (no errors list) as gated too', async () => {
    const fetch = fakeFetch(json({}, 401), json({}, 401), json({}, 401));
    await expect(api(fetch).getTheme({ siteKey: 'gated' })).rejects.toBeInstanceOf(GatedStoreError);
  });
});
