import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullInProcess } from '../../../scripts/pull/index.ts';
import { startSandbox, type Sandbox } from '../../../scripts/sandbox/server.ts';
import { createLiveBackend } from '../../../src/data/live.ts';
import { createHostClients } from '../../../src/data/host-clients.ts';
import { runWithRequest } from '../../../src/data/live-context.ts';
import { resolveHosts, type HostUrls } from '../../../src/hosts.ts';
import { GatedStoreError } from '../../../src/features/theme/api/theme.ts';
import type { Snapshot } from '../../../src/data/snapshot-format.ts';

let sandbox: Sandbox;
let hosts: HostUrls;
const calls: string[] = [];
const counting = (input: string, init?: RequestInit) => {
  calls.push(input);
  return fetch(input, init);
};

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
  hosts = resolveHosts({ SANDBOX_URL: sandbox.url });
});
afterAll(() => sandbox.close());

const publicDemo = { store: 'demo', preview: false, accessCode: undefined, locked: false };
const PRIVATE = 'backstage-pass-tee';

describe('live backend', () => {
  it('reads what the pull writes, from the hosts: same store, theme, flags, collections, tiles and listings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'live-'));
    // The pull and the live backend of one process share the store's clients: each is made once.
    const made: string[] = [];
    const clients = createHostClients({ onCreate: (host, store) => made.push(`${host} ${store}`) });
    try {
      await pullInProcess({ slug: 'demo', site: 'https://demo.merch.example' }, hosts, {
        outDir: dir,
        fetch,
        cacheSwitch: new Set(),
        clients,
      });
      const pulled = JSON.parse(readFileSync(join(dir, 'demo', 'snapshot.json'), 'utf8')) as Snapshot;
      const live = await createLiveBackend({ hosts, ttlMs: 0, clients }).load(publicDemo);
      for (const part of ['store', 'theme', 'defaultTheme', 'flags', 'collections', 'localization'] as const) {
        expect(live[part], part).toEqual(pulled[part]);
      }
      expect(live.products).toEqual(pulled.products);
      expect(live.listings.map((l) => l.slug)).toEqual(pulled.listings.filter((l) => l.hasColour).map((l) => l.slug));
      const file = JSON.parse(
        readFileSync(join(dir, 'demo', 'listings', 'bestseller-classic-tee.json'), 'utf8'),
      ) as unknown;
      expect(await createLiveBackend({ hosts, ttlMs: 0, clients }).listing('demo', 'bestseller-classic-tee')).toEqual(
        file,
      );
      expect(made.sort()).toEqual(['cache demo', 'commerce demo', 'flags demo', 'theme demo']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows only public items and the published theme outside preview', async () => {
    const live = createLiveBackend({ hosts, ttlMs: 0 });
    const data = await live.load(publicDemo);
    expect(data.theme.previewMode).toBe(false);
    expect(data.products.every((t) => t.visibility === 'public')).toBe(true);
    expect(await runWithRequest({ ...publicDemo }, () => live.listing('demo', PRIVATE))).toBeNull();
  });

  it('in preview: visibility=any, the unpublished theme, previewMode set for the checkout buttons', async () => {
    const live = createLiveBackend({ hosts, ttlMs: 0 });
    const request = { ...publicDemo, preview: true };
    const data = await live.load(request);
    expect(data.theme.previewMode).toBe(true);
    expect(data.theme.content.heroBanner.title).toMatch(/^DRAFT: /);
    expect(data.products.some((t) => t.slug === PRIVATE && t.visibility === 'private')).toBe(true);
    const listing = await runWithRequest(request, () => live.listing('demo', PRIVATE));
    expect(listing?.visibility).toBe('private');
    expect(Object.keys(listing?.pricesCents ?? {}).sort()).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'USD']);
  });

  it('a gated store needs its code; locked, it gives the login page nothing of the catalogue', async () => {
    const live = createLiveBackend({ hosts, ttlMs: 0 });
    const gated = { store: 'gated', preview: false, accessCode: undefined, locked: false };
    await expect(live.load(gated)).rejects.toBeInstanceOf(GatedStoreError);
    await expect(live.load({ ...gated, accessCode: 'wrong' })).rejects.toBeInstanceOf(GatedStoreError);
    expect((await live.load({ ...gated, accessCode: 'letmein-2026' })).products.length).toBeGreaterThan(0);
    const locked = await live.load({ ...gated, locked: true });
    expect(locked).toMatchObject({ products: [], listings: [], collections: [], defaultTheme: true });
    expect(locked.store.promoCodes).toEqual([]);
    expect(await runWithRequest({ ...gated, locked: true }, () => live.listing('gated', 'anything'))).toBeNull();
  });

  it('loads once per request, and keeps answers only for ttlMs', async () => {
    let now = 0;
    const live = createLiveBackend({ hosts, ttlMs: 1000, fetch: counting, now: () => now });
    calls.length = 0;
    await runWithRequest({ ...publicDemo }, async () => {
      await live.snapshot('demo');
      await live.snapshot('demo');
    });
    const perLoad = calls.length;
    expect(perLoad).toBeGreaterThan(0);
    await live.snapshot('demo');
    expect(calls.length).toBe(perLoad);
    now = 1001;
    await live.snapshot('demo');
    expect(calls.length).toBe(2 * perLoad);
  });

  it("reads a request's sandbox session, and keeps its answers apart from other sessions'", async () => {
    const session = 'live-session-test';
    await fetch(`${sandbox.url}/_sandbox/flags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-session': session },
      body: JSON.stringify({ store: 'demo', flags: { useCheckoutV2: true } }),
    });
    const bases = Object.values(hosts);
    const made: string[] = [];
    const clients = createHostClients({ onCreate: (host, store) => made.push(`${host} ${store}`) });
    const live = createLiveBackend({ hosts, ttlMs: 60_000, sandboxBases: bases, clients });
    expect((await live.load({ ...publicDemo, sandboxSession: session })).flags.useCheckoutV2).toBe(true);
    expect((await live.load(publicDemo)).flags.useCheckoutV2).toBe(false);
    const other = 'live-session-other';
    expect((await live.load({ ...publicDemo, sandboxSession: other })).flags.useCheckoutV2).toBe(false);
    // Three requests, two sessions, one store: one client per host, the session carried per request.
    expect(made.sort()).toEqual(['cache demo', 'commerce demo', 'flags demo', 'theme demo']);
    // Hosts that are not the embedded sandbox never get the header: the session's flag is not seen.
    const live2 = createLiveBackend({ hosts, ttlMs: 0, sandboxBases: [] });
    expect((await live2.load({ ...publicDemo, sandboxSession: session })).flags.useCheckoutV2).toBe(false);
  });
});
