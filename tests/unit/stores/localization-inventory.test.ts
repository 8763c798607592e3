/**
 * $localization (storefront §4: read from the sf_loc cookie, saved from Preferences, the Preferences lists
 * from localization_details; the cookie write: tests/unit/listeners/localization-cookie.test.ts) and
 * $inventory (storefront §3, §5: live counts from the commerce host, NFT counts from the availability
 * service, newest answer wins, a failed call leaves the listing's stock standing). Fetch is mocked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, type FakeBrowser } from './browser.ts';
import { recordEvents } from './record-events.ts';

vi.mock('../../../src/config.ts', () => ({
  hosts: { commerce: 'https://commerce.test', availability: 'https://availability.test' },
  currentStore: 'Demo',
  availabilityApiKey: 'key-1',
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The URL a fetch call asked for. */
function urlOf(input: RequestInfo | URL | undefined): URL {
  if (input instanceof Request) return new URL(input.url);
  return new URL(input instanceof URL ? input.href : (input ?? ''));
}

let browser: FakeBrowser;
let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  vi.resetModules();
  browser = installBrowser({ store: 'demo' });
  fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const LIVE = {
  buyer_region: 'GBR',
  buyer_currency: 'GBP',
  buyer_locale: 'en-GB',
  fulfillment_region: 'GBR',
  available_locales: [
    { local_code: 'en-GB', local_name: 'English (UK)' },
    { local_code: 'xx', local_name: 'Unknown' },
  ],
  available_currencies: [
    { currency: 'GBP', symbol: '£' },
    { currency: 'JPY', symbol: '¥' },
  ],
  available_regions: [{ region: 'GBR', fulfillment_region: 'GBR' }],
};
const SEED = {
  locales: [{ code: 'en', name: 'English' }],
  currencies: [{ currency: 'USD', symbol: '$' }],
  regions: [{ region: 'USA', fulfillmentRegion: 'USA' }],
};

describe('$localization store', { timeout: 20_000 }, () => {
  it('reads the choice from sf_loc, and falls back to USD / USA / en for a tampered cookie', async () => {
    browser.jar.set('sf_loc', encodeURIComponent('EUR|DEU|de'));
    const first = await import('../../../src/features/localization/stores/localization.ts');
    expect(first.$localization.get()).toEqual({ currency: 'EUR', region: 'DEU', locale: 'de' });
    vi.resetModules();
    browser.jar.set('sf_loc', encodeURIComponent('XXX|<b>|zz'));
    const second = await import('../../../src/features/localization/stores/localization.ts');
    expect(second.$localization.get()).toEqual({ currency: 'USD', region: 'USA', locale: 'en' });
  });

  it('saveLocalization changes $localization and reports the choice; applyLocalization reloads after it', async () => {
    const { $localization } = await import('../../../src/features/localization/stores/localization.ts');
    const { saveLocalization, applyLocalization } =
      await import('../../../src/features/localization/stores/preferences.ts');
    const { $localizationEvent } = await import('../../../src/features/localization/stores/events.ts');
    const events = recordEvents($localizationEvent);
    saveLocalization({ currency: 'GBP', region: 'GBR', locale: 'en-GB' });
    expect($localization.get()).toEqual({ currency: 'GBP', region: 'GBR', locale: 'en-GB' });
    expect(events).toEqual([{ type: 'chosen', choice: { currency: 'GBP', region: 'GBR', locale: 'en-GB' } }]);
    expect(browser.location.reload).not.toHaveBeenCalled();
    applyLocalization({ currency: 'EUR', region: 'DEU', locale: 'de' });
    expect(browser.location.reload).toHaveBeenCalledTimes(1);
    expect(events.at(-1)).toEqual({ type: 'chosen', choice: { currency: 'EUR', region: 'DEU', locale: 'de' } });
  });

  it('loadLocalization asks localization_details once with the choice, and offers only what the store can honour', async () => {
    browser.jar.set('sf_loc', encodeURIComponent('GBP|GBR|en-GB'));
    fetchMock.mockResolvedValue(json(LIVE));
    const store = await import('../../../src/features/localization/stores/localization.ts');
    store.seedLocalizationLists(SEED);
    await store.loadLocalization();
    await store.loadLocalization();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = urlOf(fetchMock.mock.calls[0]?.[0]);
    expect(`${url.origin}${url.pathname}`).toBe('https://commerce.test/v1/localization_details');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      storeId: 'demo',
      region: 'GBR',
      currency: 'GBP',
      locale: 'en-GB',
    });
    expect(store.$localizationStatus.get()).toBe('ready');
    expect(store.$localizationLists.get()?.currencies.map((c) => c.currency)).toEqual(['GBP']);
    expect(store.$localizationLists.get()?.locales.map((l) => l.code)).toEqual(['en-GB']);
    // Live lists win over a later seed.
    store.seedLocalizationLists(SEED);
    expect(store.$localizationLists.get()?.currencies.map((c) => c.currency)).toEqual(['GBP']);
  });

  it('a refused or malformed answer keeps the seeded lists', async () => {
    fetchMock.mockResolvedValue(json({ nope: true }));
    const store = await import('../../../src/features/localization/stores/localization.ts');
    store.seedLocalizationLists(SEED);
    await store.loadLocalization();
    expect(store.$localizationStatus.get()).toBe('ready');
    expect(store.$localizationLists.get()).toEqual(SEED);
  });
});

describe('$inventory store', { timeout: 20_000 }, () => {
  it('asks the commerce host for a physical item and keeps the count under listing-variation-size', async () => {
    fetchMock.mockResolvedValue(json({ inventoryCount: 7 }));
    const { loadInventory, inventoryOf, $inventory, $fetchingInventory } =
      await import('../../../src/features/catalog/stores/inventory.ts');
    const pending = loadInventory({ listingId: 'L1', nft: false }, 'c1', 's1');
    expect($fetchingInventory.get()).toBe(true);
    expect(await pending).toBe(7);
    expect($fetchingInventory.get()).toBe(false);
    const url = urlOf(fetchMock.mock.calls[0]?.[0]);
    expect(`${url.origin}${url.pathname}`).toBe('https://commerce.test/v1/inventory');
    expect(url.searchParams.get('colorId')).toBe('c1');
    expect(url.searchParams.get('sizeId')).toBe('s1');
    expect(inventoryOf('L1', 'c1', 's1')).toBe(7);
    expect(Object.keys($inventory.get())).toEqual(['L1-c1-s1']);
  });

  it('asks the availability service for an NFT, with the API key and the shopper’s token', async () => {
    fetchMock.mockResolvedValue(json({ count: 3 }));
    const { loadInventory, inventoryOf } = await import('../../../src/features/catalog/stores/inventory.ts');
    expect(await loadInventory({ listingId: 'N1', nft: true }, 'c', 's', 'device-9')).toBe(3);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    const url = urlOf(input);
    expect(`${url.origin}${url.pathname}`).toBe('https://availability.test/v1/availability');
    expect(url.searchParams.get('userToken')).toBe('device-9');
    expect(url.searchParams.get('listingId')).toBe('N1');
    expect(new Headers(init?.headers).get('x-api-key')).toBe('key-1');
    expect(inventoryOf('N1', 'c', 's')).toBe(3);
  });

  it('a failed call resolves to null and stores nothing (the listing’s stock stands)', async () => {
    fetchMock.mockResolvedValue(json({ errors: [{ title: 'bad' }] }, 400));
    const { loadInventory, inventoryOf, $fetchingInventory } =
      await import('../../../src/features/catalog/stores/inventory.ts');
    expect(await loadInventory({ listingId: 'L1', nft: false }, 'c1', 's1')).toBeNull();
    expect(inventoryOf('L1', 'c1', 's1')).toBeUndefined();
    expect($fetchingInventory.get()).toBe(false);
  });

  it('the newest request for a key wins, even when an older answer arrives last', async () => {
    const answers: ((r: Response) => void)[] = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const { loadInventory, inventoryOf, $fetchingInventory } =
      await import('../../../src/features/catalog/stores/inventory.ts');
    const older = loadInventory({ listingId: 'L1', nft: false }, 'c1', 's1');
    const newer = loadInventory({ listingId: 'L1', nft: false }, 'c1', 's1');
    await vi.waitFor(() => {
      expect(answers).toHaveLength(2);
    });
    answers[1]?.(json({ inventoryCount: 2 }));
    expect(await newer).toBe(2);
    expect($fetchingInventory.get()).toBe(true);
    answers[0]?.(json({ inventoryCount: 9 }));
    expect(await older).toBe(9);
    expect(inventoryOf('L1', 'c1', 's1')).toBe(2);
    expect($fetchingInventory.get()).toBe(false);
  });
});
