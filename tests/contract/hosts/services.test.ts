/**
 * One contract test per call of the storefront's other hosts (storefront.md §1, §6, §7): theme service,
 * flags, product-data cache file, availability, site root (campaign view, pre-order form) and the form
 * provider. The storefront's data layer reads the sandbox's answer and gets the fixture's values; the same
 * answer satisfies the sandbox's own spec-derived schema (scripts/sandbox/contracts/).
 */
import { describe, expect, it } from 'vitest';
import { cacheFileV2Schema } from '../../../scripts/sandbox/contracts/cache.ts';
import { availabilityAnswerSchema } from '../../../scripts/sandbox/contracts/checkout.ts';
import { flagsAnswerSchema } from '../../../scripts/sandbox/contracts/flags.ts';
import { subscribeAnswerSchema } from '../../../scripts/sandbox/contracts/forms.ts';
import { preorderAnswerSchema, viewedCampaignAnswerSchema } from '../../../scripts/sandbox/contracts/site.ts';
import { themeSchema } from '../../../scripts/sandbox/contracts/theme.ts';
import { GATED_ACCESS_CODE } from '../../../scripts/sandbox/fixtures/stores.ts';
import { SANDBOX_AVAILABILITY_KEY } from '../../../scripts/sandbox/hosts/availability.ts';
import { createAvailabilityApi } from '../../../src/features/catalog/api/availability.ts';
import { createCacheApi } from '../../../src/features/catalog/api/cache.ts';
import { createCommerceApi } from '../../../src/features/catalog/api/commerce.ts';
import { createFlagsApi } from '../../../src/shared/api/flags.ts';
import { createFormsApi } from '../../../src/features/support/api/forms.ts';
import { createSiteApi } from '../../../src/features/catalog/api/site.ts';
import { createThemeApi } from '../../../src/features/theme/api/theme.ts';
import { useSandbox } from '../sandbox.ts';
import { expectSpecShape, recorder } from './recorder.ts';

const sb = useSandbox();
const transport = (rec: ReturnType<typeof recorder>) => ({ fetch: rec.fetch, backoffMs: () => 0 });

describe('theme service contract (storefront.md §3 Theme, §6 access code)', () => {
  it('GET theme ?siteKey: the published theme', async () => {
    const rec = recorder();
    const theme = await createThemeApi({ baseUrl: sb.hosts.theme, ...transport(rec) }).getTheme({ siteKey: 'demo' });
    expect(theme.meta.storeName).toBe('Northwind Merch');
    expect(theme.content.heroBanner).toMatchObject({ template: 'classic', ctaLink: '#featured-products' });
    expect(theme.content.categories.map((c) => c.slug)).toEqual(['apparel', 'accessories', 'digital', 'coming-soon']);
    expect(theme.previewMode).toBe(false);
    expectSpecShape(themeSchema, rec.only('/v1/themes'));
  });

  it('GET theme ?siteKey&accessCode: a gated store opened with its code', async () => {
    const rec = recorder();
    const theme = await createThemeApi({ baseUrl: sb.hosts.theme, ...transport(rec) }).getTheme({
      siteKey: 'gated',
      accessCode: GATED_ACCESS_CODE,
    });
    expect(theme.content.login.title).toBe('Members only');
    expect(theme.content.cartTitle).toBe('Members Cart');
    expectSpecShape(themeSchema, rec.only('/v1/themes'));
  });

  it('GET theme in preview: previewMode on', async () => {
    const rec = recorder();
    const theme = await createThemeApi({ baseUrl: sb.hosts.theme, ...transport(rec) }).getTheme({
      siteKey: 'big',
      preview: true,
    });
    expect(theme.previewMode).toBe(true);
    expect(theme.content.heroBanner.template).toBe('search');
    expectSpecShape(themeSchema, rec.only('/v1/themes'));
  });
});

describe('flags service contract (storefront.md §6)', () => {
  it('GET flags ?context=store:<slug>: every flag a boolean', async () => {
    const rec = recorder();
    const flags = await createFlagsApi({ baseUrl: sb.hosts.flags, ...transport(rec) }).getFlags('demo');
    expect(flags).toEqual({
      showFanValidation: true,
      useCheckoutV2: false,
      usHostedCheckout: true,
      support: true,
      collections: true,
      notificationBanner: true,
    });
    expectSpecShape(flagsAnswerSchema, rec.only('/v1/flags'));
  });
});

describe('product-data cache file contract (storefront.md §7)', () => {
  it('GET the cache file of a store slug', async () => {
    const rec = recorder();
    const cache = await createCacheApi({ baseUrl: sb.hosts.cache, ...transport(rec) }).getProductCache('demo');
    const live = await createCommerceApi({ baseUrl: sb.hosts.commerce }).getAllProducts({ slug: 'demo' });
    expect(cache.version).toBe(2);
    expect(cache.tiles.map((t) => t.slug)).toEqual(live.map((t) => t.slug));
    expectSpecShape(cacheFileV2Schema, rec.only('/demo.json'));
  });
});

describe('availability service contract (storefront.md §7: returns a count, for NFT items)', () => {
  it('GET /v1/availability?userToken&listingId with the api key header', async () => {
    const cases = (await (await sb.call('/_sandbox/cases')).json()) as { nft: string };
    const listing = await createCommerceApi({ baseUrl: sb.hosts.commerce }).getListing({
      slug: cases.nft,
      storeSlug: 'demo',
    });
    const rec = recorder();
    const api = createAvailabilityApi({
      baseUrl: sb.hosts.availability,
      apiKey: SANDBOX_AVAILABILITY_KEY,
      ...transport(rec),
    });
    const count = await api.getAvailability({ userToken: 'fan-1', listingId: listing.listingId });
    const stock = listing.products
      .flatMap((p) => p.variants)
      .flatMap((v) => v.sizes)
      .reduce((sum, s) => sum + (s.inventoryCount ?? 0), 0);
    expect(count).toBe(stock);
    expect(count).toBeGreaterThan(0);
    expectSpecShape(availabilityAnswerSchema, rec.only('/v1/availability'));
  });
});

describe('site root contract (storefront.md §7)', () => {
  it('POST /tracking/viewed_campaign JSON campaign_id, referrer, get_vars', async () => {
    const rec = recorder();
    await createSiteApi({ baseUrl: sb.hosts.site, ...transport(rec) }).trackViewedCampaign({
      campaignId: 'cmp_42',
      referrer: 'https://example.com/',
      getVars: { utm_source: 'tiktok' },
    });
    expectSpecShape(viewedCampaignAnswerSchema, rec.only('/tracking/viewed_campaign'), 201);
    const records = (await (await sb.call('/_sandbox/records?table=campaign_views')).json()) as { records: unknown[] };
    expect(records.records).toMatchObject([
      { campaign_id: 'cmp_42', referrer: 'https://example.com/', get_vars: { utm_source: 'tiktok' } },
    ]);
  });

  it('POST / url-encoded pre-order form', async () => {
    const rec = recorder();
    await createSiteApi({ baseUrl: sb.hosts.site, ...transport(rec) }).submitPreorder({
      email: 'fan@example.com',
      fullname: 'Ada Lovelace',
      country: 'US',
      street: '1 Market St',
      street2: '',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
      colorId: '7001',
      sizeId: '3',
    });
    expectSpecShape(preorderAnswerSchema, rec.only('/site/'), 201);
    const records = (await (await sb.call('/_sandbox/records?table=pre_orders')).json()) as { records: unknown[] };
    expect(records.records).toMatchObject([{ email: 'fan@example.com', zip: '94105', color_id: '7001', size_id: '3' }]);
  });
});

describe('form provider contract (storefront.md §7: newsletter forms use an external form provider)', () => {
  it('POST /v1/subscribe: new, then already subscribed', async () => {
    const rec = recorder();
    const api = createFormsApi({ baseUrl: sb.hosts.forms, ...transport(rec) });
    expect(await api.subscribe({ email: 'fan@example.com', storeSlug: 'demo', source: 'newsletter' })).toEqual({
      subscribed: true,
      alreadySubscribed: false,
    });
    expectSpecShape(subscribeAnswerSchema, rec.only('/v1/subscribe'), 201);
    const again = recorder();
    const repeat = await createFormsApi({ baseUrl: sb.hosts.forms, ...transport(again) }).subscribe({
      email: 'FAN@example.com',
      storeSlug: 'demo',
      source: 'newsletter',
    });
    expect(repeat.alreadySubscribed).toBe(true);
    expectSpecShape(subscribeAnswerSchema, again.only('/v1/subscribe'), 200);
  });
});

describe('main host: the creator 404 page (storefront.md §1, §8: a missing store goes to it)', () => {
  it('GET /creator-404?store: a 404 page naming the store, its text escaped', async () => {
    const res = await sb.call('/main/creator-404?store=%3Cb%3Enosuch');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Creator not found</h1>');
    expect(html).toContain('&lt;b&gt;nosuch');
    expect(html).not.toContain('<b>nosuch');
  });

  it("GET /support/age-restricted?store: the external support page an age gate's 'No' leads to (storefront.md §4)", async () => {
    const res = await sb.call('/main/support/age-restricted?store=%3Cb%3Edemo');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('21 or older');
    expect(html).toContain('&lt;b&gt;demo');
    expect(html).not.toContain('<b>demo');
  });
});
