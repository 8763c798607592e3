import { describe, expect, it } from 'vitest';
import { readPngSize } from '../../scripts/sandbox/fixtures/png.ts';
import { createCacheApi, ProductCacheUnavailableError } from '../../src/features/catalog/api/cache.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

async function png(path: string): Promise<{ width: number; height: number } | undefined> {
  const res = await sb.call(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
  return readPngSize(new Uint8Array(await res.arrayBuffer()));
}

describe('cache host', () => {
  it('serves the product-data cache file with every public tile and listing slug', async () => {
    const cache = createCacheApi({ baseUrl: sb.hosts.cache });
    const file = await cache.getProductCache('demo');
    const live = (await (await sb.call('/commerce/v1/stores/products?slug=demo&per=150')).json()) as {
      pagination: { total_count: number };
    };
    expect(file.tiles).toHaveLength(live.pagination.total_count);
    expect(file.listingSlugs).toEqual(file.tiles.map((t) => t.slug));
    expect(Object.keys(file.tiles[0]?.pricesCents ?? {}).sort()).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'USD']);
    expect((await cache.getProductCache('demo')).hash).toBe(file.hash);
  });

  it('v2 carries every public listing in full with prices in five currencies that match the live answers', async () => {
    const file = await createCacheApi({ baseUrl: sb.hosts.cache }).getProductCache('demo');
    expect(file.version).toBe(2);
    expect(file.listings?.map((l) => l.slug)).toEqual(file.tiles.map((t) => t.slug));
    const listing = file.listings?.find((l) => l.products.some((p) => p.variants.length > 1)) ?? file.listings?.[0];
    if (!listing) throw new Error('no listing in the cache file');
    for (const currency of ['USD', 'GBP', 'EUR', 'AUD', 'CAD']) {
      const res = await sb.call(`/commerce/v1/listings?slug=${listing.slug}&storeSlug=demo&currency=${currency}`);
      const live = (await res.json()) as {
        price: number;
        products: { variations: { price: number; availableSizesWithId: { price: number }[] }[] }[];
      };
      const cents = (n: number | undefined) => Math.round((n ?? Number.NaN) * 100);
      expect(listing.pricesCents?.[currency]).toBe(cents(live.price));
      listing.products.forEach((product, p) =>
        product.variants.forEach((variant, v) => {
          const liveVariant = live.products[p]?.variations[v];
          expect(variant.pricesCents?.[currency]).toBe(cents(liveVariant?.price));
          variant.sizes.forEach((size, i) =>
            expect(size.pricesCents?.[currency]).toBe(cents(liveVariant?.availableSizesWithId[i]?.price)),
          );
        }),
      );
    }
    expect(Object.values(file.membership ?? {}).flat().length).toBeGreaterThan(0);
    expect(file.membership?.['tees']?.every((id) => file.tiles.some((t) => t.listingId === id))).toBe(true);
  });

  it('answers gzip to a client that accepts it, and still serves v1 (which the client still reads)', async () => {
    const zipped = await sb.call('/cache/demo.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await sb.call('/cache/demo.json', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const fetchV1 = (input: string, init?: RequestInit) => fetch(`${input}?v=1`, init);
    const v1 = await createCacheApi({ baseUrl: sb.hosts.cache, fetch: fetchV1 }).getProductCache('demo');
    expect(v1.version).toBe(1);
    expect(v1.listings).toBeUndefined();
    expect(v1.listingSlugs.length).toBe(v1.tiles.length);
  });

  it('refuses a corrupted file, naming what is wrong, until the sandbox is reset', async () => {
    const cache = createCacheApi({ baseUrl: sb.hosts.cache });
    const corrupt = (kind: string) =>
      sb.call('/_sandbox/corrupt', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ store: 'demo', kind }),
      });
    expect((await corrupt('price')).status).toBe(201);
    await expect(cache.getProductCache('demo')).rejects.toThrow(
      /listings\.0\.products\.0\.variations\.0\.availableSizesWithId\.0\.prices\.GBP/,
    );
    await corrupt('version');
    await expect(cache.getProductCache('demo')).rejects.toThrow(/version/);
    await corrupt('json');
    await expect(cache.getProductCache('demo')).rejects.toBeInstanceOf(ProductCacheUnavailableError);
    await sb.call('/_sandbox/reset', { method: 'POST' });
    expect((await cache.getProductCache('demo')).version).toBe(2);
  });

  it('answers 404 for a store without a cache file and for unknown stores', async () => {
    expect((await sb.call('/cache/minimal.json')).status).toBe(404);
    expect((await sb.call('/cache/nosuch.json')).status).toBe(404);
    await expect(createCacheApi({ baseUrl: sb.hosts.cache }).getProductCache('minimal')).rejects.toBeInstanceOf(
      ProductCacheUnavailableError,
    );
  });

  it('serves real PNGs at full, thumblarge and thumbsmall sizes', async () => {
    expect(await png('/cache/images/tee-1f1f24-front.png?w=1200')).toEqual({ width: 1200, height: 1200 });
    expect(await png('/cache/images/hoodie-f4f4f0-back.png?w=560')).toEqual({ width: 560, height: 560 });
    expect(await png('/cache/images/mug-c23b32-side.png?w=200')).toEqual({ width: 200, height: 200 });
    expect(await png('/cache/images/poster-c23b32-primary.png')).toEqual({ width: 1200, height: 1200 });
  });

  it('draws different pictures per label and colour', async () => {
    const bytes = async (p: string) => Buffer.from(await (await sb.call(p)).arrayBuffer());
    const front = await bytes('/cache/images/tee-1f1f24-front.png?w=200');
    expect(front.equals(await bytes('/cache/images/tee-1f1f24-back.png?w=200'))).toBe(false);
    expect(front.equals(await bytes('/cache/images/tee-c23b32-front.png?w=200'))).toBe(false);
    expect(front.length).toBeLessThan(20_000);
  });

  it('serves every image a listing names', async () => {
    const res = await sb.call('/commerce/v1/listings?slug=logo-sticker&storeSlug=demo');
    const listing = (await res.json()) as {
      products: { variations: { images: { src: string; thumbsmall: string }[] }[] }[];
    };
    const images = listing.products[0]?.variations[0]?.images ?? [];
    expect(images.map((i) => i.src)).toHaveLength(6);
    for (const image of images) {
      expect((await sb.call(new URL(image.thumbsmall).pathname + new URL(image.thumbsmall).search)).status).toBe(200);
    }
  });

  it('rejects unknown image names and widths', async () => {
    expect((await sb.call('/cache/images/spaceship-000000-front.png')).status).toBe(404);
    const res = await sb.call('/cache/images/tee-000000-front.png?w=5000');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { source: { parameter: string } }[] }).errors[0]?.source.parameter).toBe(
      'w',
    );
  });
});
