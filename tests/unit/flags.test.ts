import { describe, expect, it } from 'vitest';
import { notificationHtml, supportLinks } from '../../src/data/chrome.ts';
import { showsFanValidation } from '../../src/data/listing.ts';
import { isSupportEnabled } from '../../src/data/support.ts';
import {
  checkoutButtons,
  checkoutVersion,
  collectionsSource,
  DEFAULT_FLAGS,
  fanValidationAllowed,
  notificationBannerOn,
  readCollections,
  supportSectionOn,
} from '../../src/data/flags.ts';
import { createHostClients, withTransport } from '../../src/data/host-clients.ts';
import type { FetchLike } from '../../src/shared/api/request.ts';
import { snapshot } from './data/fixture.ts';

const on = {
  ...DEFAULT_FLAGS,
  showFanValidation: true,
  useCheckoutV2: true,
  usHostedCheckout: true,
  support: true,
  collections: true,
  notificationBanner: true,
};
const off = {
  ...DEFAULT_FLAGS,
  showFanValidation: false,
  useCheckoutV2: false,
  usHostedCheckout: false,
  support: false,
  collections: false,
  notificationBanner: false,
};

describe('each flag, both ways', () => {
  it('usHostedCheckout: hosted buttons for US buyers only when on; legacy otherwise', () => {
    expect(checkoutButtons(on, 'USA')).toBe('hosted');
    expect(checkoutButtons(on, ' usa ')).toBe('hosted');
    expect(checkoutButtons(on, 'Canada')).toBe('legacy');
    expect(checkoutButtons(on, 'Rest of the world')).toBe('legacy');
    expect(checkoutButtons(off, 'USA')).toBe('legacy');
  });
  it('useCheckoutV2: v2 when on, v1 (the build setting) when off or unknown', () => {
    expect(checkoutVersion(on)).toBe('v2');
    expect(checkoutVersion(off)).toBe('v1');
    expect(checkoutVersion(DEFAULT_FLAGS)).toBe('v1');
  });
  it('collections: the collections feature call when on, the store answer when off', async () => {
    expect(collectionsSource(on)).toBe('collections-service');
    expect(collectionsSource(off)).toBe('store');
    const ref = { id: 'c1', slug: 'tees', name: 'Tees', parentId: null, totalCount: 3 };
    const calls: string[] = [];
    const commerce = {
      getCollections: (slug: string) => {
        calls.push(`collections:${slug}`);
        return Promise.resolve([{ ...ref, products: [] }]);
      },
      getStoreCollections: (slug: string) => {
        calls.push(`store:${slug}`);
        return Promise.resolve([{ ...ref, name: 'Old Tees' }]);
      },
    };
    expect(await readCollections(on, commerce, 'demo')).toEqual([ref]);
    expect(await readCollections(off, commerce, 'demo')).toEqual([{ ...ref, name: 'Old Tees' }]);
    expect(calls).toEqual(['collections:demo', 'store:demo']);
  });
  it('support: the section and its footer links exist only when on', () => {
    expect(supportSectionOn(on)).toBe(true);
    expect(isSupportEnabled(snapshot((s) => (s.flags = on)))).toBe(true);
    expect(supportLinks(snapshot((s) => (s.flags = on))).some((l) => l.href === '/support')).toBe(true);
    expect(supportSectionOn(off)).toBe(false);
    expect(isSupportEnabled(snapshot((s) => (s.flags = off)))).toBe(false);
    expect(supportLinks(snapshot((s) => (s.flags = off))).some((l) => l.href === '/support')).toBe(false);
  });
  it("notificationBanner: the theme's notification shows only when on", () => {
    const withText = (flags: typeof on) =>
      snapshot((s) => {
        s.flags = flags;
        s.theme.content.notification = '<b>Hello</b>';
      });
    expect(notificationBannerOn(on)).toBe(true);
    expect(notificationHtml(withText(on))).toContain('Hello');
    expect(notificationBannerOn(off)).toBe(false);
    expect(notificationHtml(withText(off))).toBeNull();
  });
  it('showFanValidation: the notice above 100 orders only when on', () => {
    expect(fanValidationAllowed(on)).toBe(true);
    expect(showsFanValidation(2481, fanValidationAllowed(on))).toBe(true);
    expect(showsFanValidation(100, fanValidationAllowed(on))).toBe(false);
    expect(fanValidationAllowed(off)).toBe(false);
    expect(showsFanValidation(2481, fanValidationAllowed(off))).toBe(false);
  });
});

describe("the store's flags client (src/data/host-clients.ts)", () => {
  const readFlags = (flagsUrl: string, store: string, fetch: FetchLike) =>
    withTransport(fetch, () => createHostClients().client('flags', store, flagsUrl).getFlags(store));
  it('asks the service with the store as context', async () => {
    const seen: string[] = [];
    const flags = await readFlags('https://flags.example', 'Demo', (url) => {
      seen.push(url);
      return Promise.resolve(Response.json({ flags: { support: true, useCheckoutV2: true } }));
    });
    expect(new URL(seen[0] ?? '').searchParams.get('context')).toBe('store:demo');
    expect(flags).toEqual({ ...DEFAULT_FLAGS, support: true, useCheckoutV2: true });
  });
  it('falls back to the defaults when the service fails', async () => {
    const flags = await readFlags('https://flags.example', 'demo', () =>
      Promise.resolve(new Response('{}', { status: 200 })),
    );
    expect(flags).toEqual(DEFAULT_FLAGS);
  });
});
