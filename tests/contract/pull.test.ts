import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullStore, type PullOptions } from '../../scripts/pull/index.ts';
import type { CacheSwitch } from '../../scripts/pull/cache-switch.ts';
import type { FetchLike } from '../../src/shared/api/request.ts';
import { CURRENCIES } from '../../src/features/localization/domain/money.ts';
import { readListingFile, readSnapshotFile } from '../../src/data/snapshot-files.ts';
import type { Listing } from '../../src/features/catalog/domain/types.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();
const FIVE = [...CURRENCIES].sort();

/** Counts calls by path and lets a test rewrite one answer. */
function recorder(rewrite?: (url: URL, body: Record<string, unknown>) => Record<string, unknown> | undefined) {
  const calls: URL[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input);
    calls.push(url);
    const res = await globalThis.fetch(input, init);
    if (!rewrite || !res.ok) return res;
    const changed = rewrite(url, (await res.clone().json()) as Record<string, unknown>);
    return changed ? new Response(JSON.stringify(changed), { status: 200 }) : res;
  };
  return { calls, fetch, count: (path: string) => calls.filter((u) => u.pathname.endsWith(path)).length };
}

async function pull(slug: string, options: PullOptions = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'pull-'));
  const result = await pullStore({ slug, site: `https://${slug}.example` }, sb.hosts, {
    outDir,
    cacheSwitch: new Set(),
    ...options,
  });
  if (result.kind !== 'snapshot') throw new Error(`${slug} is gated`);
  const split = readSnapshotFile(outDir, slug);
  // The full listings, from the file the pull wrote for each listing that has a colour to show.
  const listings = split.listings.filter((l) => l.hasColour).map((l) => readListingFile(outDir, slug, l.slug));
  return { result, snapshot: { ...split, listings } };
}

const keys = (prices: Record<string, number> | undefined) => Object.keys(prices ?? {}).sort();

describe('pull', () => {
  it('takes every listing from the cache file v2: no per-listing call, five currencies at every level', async () => {
    const rec = recorder();
    const { snapshot, result } = await pull('demo', { fetch: rec.fetch });
    expect(snapshot.productSource).toBe('cache');
    expect(rec.count('/v1/listings')).toBe(0);
    expect(rec.count('/v1/stores/products')).toBe(0);
    expect(result.calls).toBe(1);
    expect(snapshot.listings).toHaveLength(snapshot.products.length);
    for (const listing of snapshot.listings) {
      expect(keys(listing.pricesCents)).toEqual(FIVE);
      expect(listing.pricesCents?.['USD']).toBe(listing.priceCents);
      for (const variant of listing.products.flatMap((p) => p.variants)) {
        expect(keys(variant.pricesCents)).toEqual(FIVE);
        for (const size of variant.sizes) expect(keys(size.pricesCents)).toEqual(FIVE);
      }
    }
  });

  it('gives the same listings and prices from the cache as from live data', async () => {
    const cached = (await pull('demo')).snapshot;
    await sb.call('/_sandbox/corrupt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store: 'demo', kind: 'version' }),
    });
    const live = (await pull('demo')).snapshot;
    expect(live.productSource).toBe('live');
    expect(live.products).toEqual(cached.products);
    const strip = (l: Listing) => ({
      ...l,
      products: l.products.map((p) => ({
        ...p,
        variants: p.variants.map(({ pricesCents: _v, ...v }) => ({
          ...v,
          sizes: v.sizes.map(({ pricesCents: _s, ...size }) => size),
        })),
      })),
    });
    expect(live.listings.map(strip)).toEqual(cached.listings.map(strip));
  });

  it('falls back to live paging when the cache is missing, and prices listings in five currencies', async () => {
    const rec = recorder();
    const { snapshot } = await pull('minimal', { fetch: rec.fetch });
    expect(snapshot.productSource).toBe('live');
    expect(rec.count('/v1/stores/products')).toBe(CURRENCIES.length);
    expect(rec.count('/v1/listings')).toBe(snapshot.products.length);
    for (const listing of snapshot.listings) expect(keys(listing.pricesCents)).toEqual(FIVE);
    const gbp = (await (await sb.call('/commerce/v1/stores/products?slug=minimal&currency=GBP')).json()) as {
      products: { price: number }[];
    };
    expect(snapshot.listings[0]?.pricesCents?.['GBP']).toBe(Math.round((gbp.products[0]?.price ?? 0) * 100));
  });

  it('does not use a cache that failed again in the same build', async () => {
    const cacheSwitch: CacheSwitch = new Set();
    await sb.call('/_sandbox/corrupt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store: 'demo', kind: 'price' }),
    });
    const first = await pull('demo', { cacheSwitch });
    expect(first.snapshot.productSource).toBe('live');
    expect(first.result.summary).toMatch(/prices\.GBP/);
    await sb.call('/_sandbox/reset', { method: 'POST' });
    const rec = recorder();
    const second = await pull('demo', { cacheSwitch, fetch: rec.fetch });
    expect(second.snapshot.productSource).toBe('live');
    expect(rec.count('/demo.json')).toBe(0);
  });

  it('fails one store with the store, the call and the field while another pulls fine', async () => {
    await sb.fault({
      host: 'commerce',
      // demo has the collections feature on: its collections come from GET /v1/collections.
      path: '/v1/collections',
      mode: 'errors',
      status: 422,
      errors: [
        {
          code: 'invalid_field',
          detail: 'collections.0.name: Expected string',
          source: { pointer: '/collections/0/name' },
        },
      ],
    });
    await expect(pull('demo')).rejects.toThrow(/^demo: GET \/v1\/collections: collections\.0\.name/);
    expect((await pull('minimal')).snapshot.products.length).toBeGreaterThan(0);
  });

  it('names the field of a malformed answer, and the healthy store still pulls', async () => {
    const rec = recorder((url, body) =>
      url.pathname.endsWith('/v1/stores') && url.searchParams.get('slug') === 'minimal'
        ? { ...body, name: 42 }
        : undefined,
    );
    const [broken, healthy] = await Promise.allSettled([
      pull('minimal', { fetch: rec.fetch }),
      pull('demo', { fetch: rec.fetch }),
    ]);
    expect(broken.status).toBe('rejected');
    const reason: unknown = broken.status === 'rejected' ? broken.reason : undefined;
    expect(reason instanceof Error ? reason.message : '').toMatch(
      /^minimal: GET \/v1\/stores: Malformed answer .*: name: /,
    );
    expect(healthy.status).toBe('fulfilled');
  });

  it('pulls in a child process by default, and its failures keep the store, the call and the field', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'pull-'));
    // It tells the store's product count once the products are written, before its answer (the build starts
    // a big store's render on every core then).
    const told: number[] = [];
    const ok = await pullStore({ slug: 'demo', site: 'https://demo.example' }, sb.hosts, {
      outDir,
      onTiles: (count) => told.push(count),
    });
    expect(ok.kind === 'snapshot' ? ok.summary : ok.kind).toMatch(/from cache/);
    expect(told).toEqual([readSnapshotFile(outDir, 'demo').products.length]);
    expect(told[0]).toBeGreaterThan(0);
    await sb.fault({
      host: 'commerce',
      path: '/v1/stores',
      mode: 'errors',
      status: 422,
      errors: [{ code: 'invalid_field', detail: 'name: Expected string', source: { pointer: '/name' } }],
    });
    await expect(pullStore({ slug: 'demo', site: 'https://demo.example' }, sb.hosts, { outDir })).rejects.toThrow(
      /^demo: GET \/v1\/stores: name: Expected string$/,
    );
  });
  it('takes the collections from where the collections flag says, both ways', async () => {
    const setCollectionsFlag = (on: boolean) =>
      sb.call('/_sandbox/flags', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ store: 'demo', flags: { collections: on } }),
      });
    await setCollectionsFlag(true);
    const viaFeature = recorder();
    const featured = (await pull('demo', { fetch: viaFeature.fetch })).snapshot;
    expect([viaFeature.count('/v1/collections'), viaFeature.count('/v1/stores/collections')]).toEqual([1, 0]);

    await setCollectionsFlag(false);
    const viaStore = recorder();
    const stored = (await pull('demo', { fetch: viaStore.fetch })).snapshot;
    expect([viaStore.count('/v1/collections'), viaStore.count('/v1/stores/collections')]).toEqual([0, 1]);
    // The sandbox's two calls describe the same collections: the navigation is the same either way.
    expect(featured.collections.map((c) => c.slug)).toEqual(stored.collections.map((c) => c.slug));
    expect(featured.collections.length).toBeGreaterThan(0);

    // With the feature on, its call failing fails the store and names that call.
    await setCollectionsFlag(true);
    await sb.fault({ host: 'commerce', path: '/v1/collections', mode: 'status', status: 500, count: 10 });
    await expect(pull('demo', { fetch: recorder().fetch })).rejects.toThrow('GET /v1/collections');
  });
});
