import { describe, expect, it } from 'vitest';
import { median } from '../../scripts/bench/proc.ts';
import { mapLimit } from '../../scripts/pull/map-limit.ts';
import { workerInputSchema } from '../../scripts/pull/isolate.ts';
import { resolveHosts } from '../../src/hosts.ts';
import { rawProductCacheSchema, toProductCache } from '../../src/features/catalog/api/cache.ts';
import { toListing, toProductTile, type Listing } from '../../src/features/catalog/index.ts';
import { withListingPrices, withTilePrices } from '../../src/features/catalog/domain/map-prices.ts';

const prices = (usd: number) => ({ USD: usd, GBP: usd * 0.5, EUR: usd * 0.75, AUD: usd * 1.5, CAD: usd * 1.25 });

function rawListing(extra: Record<string, unknown> = {}) {
  return {
    listingId: 7,
    itemGroupId: '97',
    slug: 'tee',
    title: 'Tee',
    price: '20.00',
    currency: 'USD',
    primaryProduct: [{ productId: 101, variationId: 700 }],
    prices: prices(20),
    products: [
      {
        productId: 101,
        variations: [
          {
            variationId: 700,
            productId: 101,
            color: 'Black',
            price: 20,
            prices: prices(20),
            availableSizesWithId: [
              { id: 1, label: 'S', price: 20, prices: prices(20) },
              { id: 2, label: 'XXL', price: 22, prices: prices(22) },
            ],
          },
        ],
      },
    ],
    ...extra,
  };
}

const tile = { id: 101, name: 'Tee', price: 20, url: 'tee', listingId: 7, prices: prices(20) };
const v2 = (listing: unknown) => ({
  version: 2,
  store: 's',
  hash: 'h',
  total_count: 1,
  base_currency: 'USD',
  currencies: ['USD', 'GBP', 'EUR', 'AUD', 'CAD'],
  collections: [{ slug: 'tees', listings: ['7'] }],
  products: [tile],
  listings: [listing],
});

describe('cache file v2 parsing', () => {
  it('maps every listing with prices in cents at listing, colour and size level (ids and prices normalised)', () => {
    const cache = toProductCache(rawProductCacheSchema.parse(v2(rawListing())));
    const listing = cache.listings?.[0];
    expect(listing?.listingId).toBe('7');
    expect(listing?.pricesCents).toEqual({ USD: 2000, GBP: 1000, EUR: 1500, AUD: 3000, CAD: 2500 });
    const sizes = listing?.products[0]?.variants[0]?.sizes;
    expect(sizes?.map((s) => s.pricesCents?.['AUD'])).toEqual([3000, 3300]);
    expect(cache.membership).toEqual({ tees: ['7'] });
    expect(cache.tiles[0]?.pricesCents['CAD']).toBe(2500);
  });

  it('names the field when a currency is missing deep inside a listing', () => {
    const broken = rawListing();
    const size = broken.products[0]?.variations[0]?.availableSizesWithId[1];
    if (size) size.prices = { USD: 22 } as ReturnType<typeof prices>;
    const result = rawProductCacheSchema.safeParse(v2(broken));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('listings.0.products.0.variations.0.availableSizesWithId.1.prices.GBP');
  });

  it('refuses unknown versions and a count that does not match', () => {
    expect(rawProductCacheSchema.safeParse({ ...v2(rawListing()), version: 3 }).success).toBe(false);
    expect(rawProductCacheSchema.safeParse({ ...v2(rawListing()), total_count: 2 }).success).toBe(false);
  });
});

describe('listing prices', () => {
  const parsed = rawProductCacheSchema.parse(v2(rawListing()));
  const first = parsed.version === 2 ? parsed.listings[0] : undefined;
  if (!first) throw new Error('the fixture has one listing');
  const base: Listing = toListing(first.raw);

  it('takes a live listing’s five prices from its tile when both agree on the own currency', () => {
    const t = toProductTile({ ...tile, id: '101', listingId: '7', price: 20, prices: prices(20) });
    expect(withTilePrices(base, t).pricesCents).toEqual({ USD: 2000, GBP: 1000, EUR: 1500, AUD: 3000, CAD: 2500 });
    const other = toProductTile({ ...tile, id: '101', listingId: '7', price: 25, prices: prices(25) });
    expect(withTilePrices(base, other).pricesCents).toEqual({ USD: 2000 });
    expect(withTilePrices(base, undefined).pricesCents).toEqual({ USD: 2000 });
  });

  it('leaves colours without a price skeleton unchanged', () => {
    const out = withListingPrices(base, { prices: prices(20), products: [] });
    expect(out.products[0]?.variants[0]?.pricesCents).toBeUndefined();
    expect(out.pricesCents?.['USD']).toBe(2000);
  });
});

describe('pull and bench helpers', () => {
  it('keeps the input order and never exceeds the limit', async () => {
    let inFlight = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      // n turns of the microtask queue: tasks of different lengths, no timers.
      for (let i = 0; i < n; i++) await Promise.resolve();
      inFlight--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });

  it("checks the pull process's input: a store entry, every host's URL, the folder, the cache switch and whether to tell the product count", () => {
    const input = {
      entry: { slug: 'demo', site: 'https://demo.example' },
      hosts: resolveHosts({}),
      outDir: '/tmp/stores',
      cacheDisabled: false,
      tellTiles: true,
    };
    expect(workerInputSchema.parse(input)).toEqual(input);
    const { commerce: _commerce, ...withoutCommerce } = input.hosts;
    expect(workerInputSchema.safeParse({ ...input, hosts: withoutCommerce }).success).toBe(false);
    expect(workerInputSchema.safeParse({ ...input, entry: { slug: 'demo' } }).success).toBe(false);
    expect(workerInputSchema.safeParse('demo').success).toBe(false);
    const { tellTiles: _tell, ...withoutTell } = input;
    expect(workerInputSchema.safeParse(withoutTell).success).toBe(false);
  });

  it('takes the median of odd and even runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
