/**
 * cart-page (storefront §3, §5): the listings behind the lines in the shopper's currency, the line views,
 * invalid lines dropped and reported (the listener opens cart-unavailable-items after 400 ms:
 * tests/unit/listeners/cart-feedback.test.ts), a gone listing removed with a reload, NFT stock from the
 * availability service, lines another tab adds, and the shelf's records.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieLine, listing, loadCartStores } from './cart-harness.ts';

const mocks = vi.hoisted(() => ({
  loadInventory: vi.fn<(...args: unknown[]) => Promise<number | null>>(),
  loadSearchRecords: vi.fn<() => Promise<readonly unknown[]>>(),
}));
vi.mock('../../../src/features/catalog/stores/inventory.ts', () => ({ loadInventory: mocks.loadInventory }));
vi.mock('../../../src/features/search/stores/search-records.ts', () => ({
  loadSearchRecords: mocks.loadSearchRecords,
}));

beforeEach(() => {
  mocks.loadInventory.mockReset();
  mocks.loadSearchRecords.mockReset();
  mocks.loadSearchRecords.mockResolvedValue([]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startCartPage', { timeout: 20_000 }, () => {
  it('loads each line’s listing in the shopper’s currency and region, shows the lines and is ready', async () => {
    const s = await loadCartStores([cookieLine('tee', 2), cookieLine('cap', 1, 'g2')]);
    s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug)));
    s.startCartPage(s.config);
    await vi.waitFor(() => {
      expect(s.$cartPageStatus.get()).toBe('ready');
    });
    expect(s.getListing).toHaveBeenCalledWith({
      slug: 'tee',
      storeSlug: 'demo',
      currency: 'USD',
      region: 'USA',
      locale: expect.any(String) as string,
      preview: false,
    });
    expect(s.$cartLines.get().map((l) => [l.slug, l.quantityInCart, l.title])).toEqual([
      ['tee', 2, 'Title tee'],
      ['cap', 1, 'Title cap'],
    ]);
    expect(s.cartPageConfig()).toBe(s.config);
    expect(mocks.loadSearchRecords).toHaveBeenCalledTimes(1);
    expect(mocks.loadInventory).not.toHaveBeenCalled();
  });

  it('an empty cart is ready at once and loads no shelf', async () => {
    const s = await loadCartStores([]);
    s.startCartPage(s.config);
    await vi.waitFor(() => {
      expect(s.$cartPageStatus.get()).toBe('ready');
    });
    expect(s.getListing).not.toHaveBeenCalled();
    expect(mocks.loadSearchRecords).not.toHaveBeenCalled();
  });

  it('an out-of-stock line is dropped from the cart and reported as unavailable, by name', async () => {
    const s = await loadCartStores([cookieLine('tee'), cookieLine('cap', 1, 'g2')]);
    s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug, q.slug === 'cap' ? 0 : 5)));
    s.startCartPage(s.config);
    await vi.waitFor(() => {
      expect(s.$cartPageStatus.get()).toBe('ready');
    });
    expect(s.$cart.get().lines.map((l) => l.slug)).toEqual(['tee']);
    expect(s.cartEvents).toEqual([
      {
        type: 'items-unavailable',
        removed: {
          message: 'The following item(s) were removed from your cart because they are not available at this time.',
          items: [{ sku: 'g2_v1_s1', title: 'Title cap', productType: 't-shirt' }],
        },
      },
    ]);
    expect(s.browser.location.reload).not.toHaveBeenCalled();
  });

  it('a listing that is gone removes its line and reloads the page', async () => {
    const s = await loadCartStores([cookieLine('tee'), cookieLine('gone', 1, 'g2')]);
    s.getListing.mockImplementation((q) =>
      q.slug === 'gone' ? Promise.reject(s.notFound('gone')) : Promise.resolve(listing(q.slug)),
    );
    s.startCartPage(s.config);
    await vi.waitFor(() => {
      expect(s.browser.location.reload).toHaveBeenCalledTimes(1);
    });
    expect(s.$cart.get().lines.map((l) => l.slug)).toEqual(['tee']);
  });

  it('a line another tab adds is fetched on its own', async () => {
    const s = await loadCartStores([cookieLine('tee')]);
    s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug)));
    s.startCartPage(s.config);
    await vi.waitFor(() => {
      expect(s.$cartPageStatus.get()).toBe('ready');
    });
    s.browser.jar.set('sf_cart_demo', `1|USA|${cookieLine('tee')}|${cookieLine('mug', 3, 'g3')}`);
    s.refreshCart();
    await vi.waitFor(() => {
      expect(s.$cartLines.get().map((l) => l.slug)).toEqual(['tee', 'mug']);
    });
    expect(s.getListing.mock.calls.map(([q]) => q.slug)).toEqual(['tee', 'mug']);
  });

  it('an NFT line’s stock is the availability service’s count: none drops it, a count keeps it', async () => {
    const s = await loadCartStores([cookieLine('nft-a'), cookieLine('nft-b', 1, 'g2')]);
    s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug, 5, { isNft: true })));
    mocks.loadInventory.mockImplementation((l) =>
      Promise.resolve((l as { listingId: string }).listingId === 'l-nft-a' ? 3 : null),
    );
    s.startCartPage(s.config);
    await vi.waitFor(() => {
      expect(s.$cartPageStatus.get()).toBe('ready');
    });
    expect(mocks.loadInventory).toHaveBeenCalledWith({ listingId: 'l-nft-a', nft: true }, 'v1', 's1');
    expect(s.$nftCounts.get()).toEqual({ g1_v1_s1: 3, g2_v1_s1: null });
    expect(s.$cart.get().lines.map((l) => l.slug)).toEqual(['nft-a']);
  });
});

describe('listing helpers', { timeout: 20_000 }, () => {
  it('fetchListingResult never throws and tells a gone listing from a failed call', async () => {
    const s = await loadCartStores([]);
    s.getListing.mockRejectedValueOnce(s.notFound('x')).mockRejectedValueOnce(new Error('down'));
    expect(await s.fetchListingResult({ ...s.config, preview: true }, 'x')).toEqual({ ok: false, notFound: true });
    expect(s.getListing.mock.calls[0]?.[0].preview).toBe(true);
    expect(await s.fetchListingResult(s.config, 'y')).toEqual({ ok: false, notFound: false });
  });

  it('storeListings merges fresh answers; announceRemoved of nothing reports nothing', async () => {
    const s = await loadCartStores([]);
    s.storeListings({ a: { ok: false, notFound: true } });
    s.storeListings({ b: { ok: true, listing: listing('b') } });
    expect(Object.keys(s.$cartListings.get())).toEqual(['a', 'b']);
    s.announceRemoved([]);
    expect(s.cartEvents).toEqual([]);
  });

  it('the shelf is empty until the store’s records load, and stays empty when they fail', async () => {
    const s = await loadCartStores([cookieLine('tee')]);
    s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug)));
    mocks.loadSearchRecords.mockRejectedValue(new Error('down'));
    s.startCartPage(s.config);
    await vi.waitFor(() => {
      expect(mocks.loadSearchRecords).toHaveBeenCalled();
    });
    expect(s.$storeProducts.get()).toEqual([]);
    expect(s.$cartSuggestions.get()).toEqual([]);
  });

  it('the shelf joins the lines’ related products, never one already in the cart', async () => {
    const s = await loadCartStores([cookieLine('tee')]);
    const summer = { id: 'c1', slug: 'summer', name: 'Summer', parentId: null };
    s.getListing.mockImplementation((q) => Promise.resolve(listing(q.slug, 5, { collections: [summer] })));
    const record = (listingId: string) => ({
      listingId,
      productId: 'p1',
      name: listingId,
      url: listingId,
      productName: 'Tee',
      collections: [{ name: 'Summer', slug: 'summer' }],
      productGroupName: '',
      image: null,
      priceCents: 2000,
      currency: 'USD',
      pricesCents: { USD: 2000 },
    });
    mocks.loadSearchRecords.mockResolvedValue([record('l-tee'), record('l-other')]);
    s.startCartPage(s.config);
    await vi.waitFor(() => {
      expect(s.$storeProducts.get()).toHaveLength(2);
    });
    expect(s.$cartSuggestions.get().map((r) => r.listingId)).toEqual(['l-other']);
  });
});
