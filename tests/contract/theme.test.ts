import { describe, expect, it } from 'vitest';
import {
  createThemeApi,
  GatedStoreError,
  HERO_TEMPLATES,
  themeSchema,
  type Theme,
} from '../../src/features/theme/api/theme.ts';
import { createDefaultTheme } from '../../src/features/theme/domain/default-theme.ts';
import { GATED_ACCESS_CODE, STORES } from '../../scripts/sandbox/fixtures/stores.ts';
import { HOSTILE_MARKERS, LEGITIMATE_MARKERS } from '../../scripts/sandbox/themes/hostile.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

interface ErrorsBody {
  errors: { code: string; source?: { parameter?: string } }[];
}

async function getTheme(query: string): Promise<{ status: number; body: unknown }> {
  const res = await sb.call(`/theme/v1/themes?${query}`);
  return { status: res.status, body: await res.json() };
}

async function theme(query: string): Promise<Theme> {
  const { status, body } = await getTheme(query);
  expect(status).toBe(200);
  return themeSchema.parse(body);
}

async function expectErrors(query: string, status: number, code: string, parameter: string): Promise<void> {
  const res = await getTheme(query);
  expect(res.status).toBe(status);
  const first = (res.body as ErrorsBody).errors[0];
  expect(first?.code).toBe(code);
  expect(first?.source?.parameter).toBe(parameter);
}

/** Every key path of a JSON value's objects (arrays contribute their first element's keys). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.length > 0 ? keyPaths(value[0], `${prefix}[]`) : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [`${prefix}${k}`, ...keyPaths(v, `${prefix}${k}.`)]);
}

const THEMED = ['demo', 'gated', 'big'] as const;
const query = (store: string, extra = '') =>
  `siteKey=${store}${store === 'gated' ? `&accessCode=${GATED_ACCESS_CODE}` : ''}${extra}`;

describe('theme service', () => {
  it('answers the demo theme with the full shape of spec §3, every field present', async () => {
    const { status, body } = await getTheme('siteKey=demo');
    expect(status).toBe(200);
    // The raw answer (before defaults) must already carry the whole shape, like the live service.
    const parsedPaths = keyPaths(themeSchema.parse(body)).filter((p) => !p.includes('customLinks[]'));
    expect(keyPaths(body)).toEqual(expect.arrayContaining(parsedPaths));
    const t = themeSchema.parse(body);
    expect(t.meta).toMatchObject({ storeId: 'st_demo', storeName: 'Northwind Merch', gaToken: 'G-SANDBOX-DEMO' });
    expect(t.meta.searchOptions.placeholder).not.toBe('');
    expect(t.content.heroBanner.template).toBe('classic');
    expect(t.content.heroBanner.ctaLink).toBe('#featured-products');
    expect(t.content.header.showAbout).toBe(true);
    expect(t.content.aboutText.length).toBeGreaterThan(0);
    expect(t.content.heroImage).not.toBeNull();
    expect(t.content.login.headerLogo).not.toBeNull();
    expect(t.brand.socialMedia.length).toBeGreaterThan(0);
    expect(t.previewMode).toBe(false);
  });

  it('names only collections the store has in its category banners', async () => {
    for (const store of THEMED) {
      const t = await theme(query(store));
      const slugs = STORES[store].collections.map((c) => c.slug);
      expect(t.content.categories.length).toBeGreaterThan(0);
      for (const c of t.content.categories) expect(slugs).toContain(c.slug);
    }
  });

  it('serves every image and font stylesheet it names', async () => {
    const t = await theme('siteKey=demo');
    const urls = [
      t.content.favicon,
      t.content.heroImage,
      t.content.login.headerLogo,
      t.content.login.footerLogo,
      t.brand.logo,
      ...t.content.categories.map((c) => c.image),
    ].filter((u): u is string => u !== null);
    expect(urls.length).toBeGreaterThan(6);
    for (const url of urls) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
    const font = await fetch(t.styles.fonts.url ?? 'missing');
    expect(font.headers.get('content-type')).toContain('text/css');
    expect(await font.text()).toContain('Northwind Display');
  });

  it('answers 404 for an unknown asset', async () => {
    for (const name of ['nothing.svg', 'constructor', 'logo-.svg', '..%2Fsecret']) {
      expect((await sb.call(`/theme/assets/${name}`)).status).toBe(404);
    }
  });

  it('serves the hostile demo content verbatim for the storefront to sanitise', async () => {
    const { body } = await getTheme('siteKey=demo');
    const raw = JSON.stringify(body);
    for (const marker of HOSTILE_MARKERS) expect(raw).toContain(marker.replace(/"/g, '\\"'));
    const t = themeSchema.parse(body);
    expect(t.content.notification).toContain('<script>');
    expect(t.content.notification).toContain('<strong>Free shipping</strong>');
    expect(t.styles.customCSS).toMatch(/@import/);
    expect(t.styles.customCSS).toContain('</style>');
    expect(t.styles.customCSS).toMatch(/checkout[^{]*\{\s*display:\s*none/);
    expect(t.content.aboutText.map((a) => a.text).join('')).toMatch(/<img src="[^"]+" alt="Our workshop">/);
    for (const marker of LEGITIMATE_MARKERS) expect(raw).toContain(marker.replace(/"/g, '\\"'));
  });

  it('sends a javascript: navigation link that the data layer drops', async () => {
    const { body } = await getTheme('siteKey=demo');
    expect(JSON.stringify(body)).toContain('javascript:window.__pwned=\\"nav-link\\"');
    const links = themeSchema.parse(body).content.header.customLinks;
    expect(links.map((l) => l.label)).toEqual(['Support', 'Tour dates']);
  });

  it('uses different default hero templates across stores', async () => {
    const templates = await Promise.all(THEMED.map(async (s) => (await theme(query(s))).content.heroBanner.template));
    expect(templates).toEqual(['classic', 'split', 'search']);
  });

  for (const store of THEMED) {
    it(`serves each of the five hero templates for ${store}, each with its own content`, async () => {
      for (const template of HERO_TEMPLATES) {
        const hero = (await theme(query(store, `&heroTemplate=${template}`))).content.heroBanner;
        expect(hero.template).toBe(template);
        expect(hero.title).not.toBe('');
        expect(hero.image !== null).toBe(template === 'split' || template === 'full-image');
        expect(hero.titleImg !== null).toBe(template === 'wordmark');
        expect(hero.showSearch).toBe(template === 'search');
        expect(hero.body !== '').toBe(template === 'split');
        expect(hero.ctaText === '').toBe(template === 'search');
      }
    });
  }

  it('answers 404 with an errors list for the store without a theme and for an unknown store', async () => {
    await expectErrors('siteKey=minimal', 404, 'theme_not_found', 'siteKey');
    await expectErrors('siteKey=nosuchstore', 404, 'not_found', 'siteKey');
  });

  it('answers 400 naming the parameter for a bad query', async () => {
    await expectErrors('', 400, 'invalid_parameter', 'siteKey');
    await expectErrors('siteKey=', 400, 'invalid_parameter', 'siteKey');
    await expectErrors('siteKey=demo&heroTemplate=carousel', 400, 'invalid_parameter', 'heroTemplate');
    await expectErrors('siteKey=demo&preview=maybe', 400, 'invalid_parameter', 'preview');
  });

  it('gates the gated store behind its access code', async () => {
    await expectErrors('siteKey=gated', 401, 'access_code_required', 'accessCode');
    await expectErrors('siteKey=gated&accessCode=', 401, 'access_code_required', 'accessCode');
    await expectErrors('siteKey=gated&accessCode=wrong', 401, 'access_code_invalid', 'accessCode');
    const t = await theme(`siteKey=gated&accessCode=${GATED_ACCESS_CODE}`);
    expect(t.meta.storeName).toBe('Backstage Club');
    expect(t.content.login.title).toBe('Members only');
    expect(t.content.cartTitle).toBe('Members Cart');
  });

  it('ignores an access code for an open store and reads the store slug case-insensitively', async () => {
    expect((await theme('siteKey=DEMO&accessCode=whatever')).meta.storeId).toBe('st_demo');
  });

  it('answers the unpublished variant in preview', async () => {
    const published = await theme('siteKey=demo');
    for (const flag of ['1', 'true']) {
      const draft = await theme(`siteKey=demo&preview=${flag}`);
      expect(draft.previewMode).toBe(true);
      expect(draft.content.heroBanner.title).toBe(`DRAFT: ${published.content.heroBanner.title}`);
      expect(draft.content.heroBanner.titleBadge).toBe('Draft');
    }
    expect((await theme('siteKey=demo&preview=0')).previewMode).toBe(false);
  });
});

describe('theme data layer against the sandbox', () => {
  const api = () => createThemeApi({ baseUrl: sb.hosts.theme, backoffMs: () => 0 });

  it('loads a store theme, and the default theme for a store without one', async () => {
    expect((await api().getTheme({ siteKey: 'demo' })).meta.storeName).toBe('Northwind Merch');
    expect(await api().getTheme({ siteKey: 'minimal' })).toEqual(createDefaultTheme());
  });

  it('raises GatedStoreError for the gated store until the code is right', async () => {
    await expect(api().getTheme({ siteKey: 'gated' })).rejects.toMatchObject({ reason: 'missing' });
    await expect(api().getTheme({ siteKey: 'gated', accessCode: 'no' })).rejects.toBeInstanceOf(GatedStoreError);
    const t = await api().getTheme({ siteKey: 'gated', accessCode: GATED_ACCESS_CODE, preview: true });
    expect(t.previewMode).toBe(true);
  });

  it('falls back to the default theme when the service keeps failing, and recovers after one failure', async () => {
    await sb.fault({ host: 'theme', path: '/v1/themes', mode: 'status', status: 503, count: 3 });
    expect(await api().getTheme({ siteKey: 'demo' })).toEqual(createDefaultTheme());
    await sb.fault({ host: 'theme', path: '/v1/themes', mode: 'status', status: 500, count: 1 });
    expect((await api().getTheme({ siteKey: 'demo' })).meta.storeName).toBe('Northwind Merch');
  });
});

describe('POST /_sandbox/theme (hostile CSS tests, issue 14)', () => {
  const setCss = (body: unknown) =>
    sb.call('/_sandbox/theme', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("replaces the store's customCSS in this session until a reset", async () => {
    expect((await setCss({ store: 'demo', customCSS: '.x { color: red }' })).status).toBe(200);
    expect((await theme('siteKey=demo')).styles.customCSS).toBe('.x { color: red }');
    expect((await theme('siteKey=big')).styles.customCSS).not.toBe('.x { color: red }');
    await sb.call('/_sandbox/reset', { method: 'POST' });
    expect((await theme('siteKey=demo')).styles.customCSS).not.toBe('.x { color: red }');
  });

  it('refuses an unknown store or a missing customCSS', async () => {
    expect((await setCss({ store: 'nope', customCSS: '' })).status).toBe(404);
    expect((await setCss({ store: 'demo' })).status).toBe(400);
  });
});
