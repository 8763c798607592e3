/**
 * The thank-you page's listeners (checkout.md §2 Thank-you page, §8): the purchase event for an order this
 * browser has not tracked, sent before the order is remembered in sf_purchases (a year, SameSite=Lax,
 * Path=/, Secure over https), so a second load sends nothing; a failed order fetch is one tracking event.
 */
import { describe, expect, it, vi } from 'vitest';
import { placedOrder } from '../fixtures/checkout.ts';
import type { FakeBrowser } from '../stores/browser.ts';
import { attached, cleanUpAfterEach, freshPage, pushedEvents } from './page.ts';

// The checkout's index (the thank-you page's listeners attach the checkout's) holds the page's clients, made
// from these hosts.
vi.mock('../../../src/config.ts', () => ({
  hosts: { checkout: 'https://checkout.test', commerce: 'https://commerce.test' },
  currentStore: 'demo',
}));

const order = placedOrder;

let browser: FakeBrowser;

async function load(protocol = 'https:') {
  browser = freshPage({ store: 'demo', protocol });
  const store = await import('../../../src/features/after-purchase/stores/thankyou.ts');
  const events = await import('../../../src/features/after-purchase/stores/events.ts');
  const { attachAfterPurchaseListeners } = await import('../../../src/features/after-purchase/listeners/index.ts');
  const detach = attached(attachAfterPurchaseListeners());
  return { ...store, ...events, pushed: pushedEvents, detach };
}

cleanUpAfterEach();

describe('the purchase listeners', { timeout: 20_000 }, () => {
  it('send the purchase, then remember the order for a year; a second time sends nothing', async () => {
    const s = await load();
    const cookieAtPush: (string | undefined)[] = [];
    const dataLayer: unknown[] = [];
    dataLayer.push = (...items: unknown[]) => {
      cookieAtPush.push(browser.jar.get('sf_purchases'));
      return Array.prototype.push.apply(dataLayer, items);
    };
    Object.assign(window, { dataLayer });
    expect(s.trackPurchaseOnce(order)).toBe(true);
    expect(s.trackPurchaseOnce(order)).toBe(false);
    expect(s.pushed().map((e) => [e.event, e.ecommerce?.transaction_id, e.ecommerce?.value])).toEqual([
      ['purchase', '100001', 40],
    ]);
    expect(cookieAtPush).toEqual([undefined]);
    expect(browser.jar.get('sf_purchases')).toBe('100001');
    const attributes = browser.writes.find((w) => w.name === 'sf_purchases')?.attributes.map((a) => a.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure']));
    const expires = attributes?.find((a) => a.startsWith('expires='));
    expect(Math.round((Date.parse(expires?.slice(8) ?? '') - Date.now()) / 86_400_000)).toBe(365);
  });

  it('over http the cookie is not Secure, and the memory keeps the orders remembered before', async () => {
    const s = await load('http:');
    browser.jar.set('sf_purchases', '99');
    s.trackPurchaseOnce(order);
    expect(browser.jar.get('sf_purchases')).toBe('99.100001');
    expect(browser.writes.at(-1)?.attributes.map((a) => a.toLowerCase())).not.toContain('secure');
  });

  it('a failed order fetch is one order_fetch_error tracking event with its message', async () => {
    const s = await load();
    s.publishAfterPurchaseEvent({ type: 'order-fetch-failed', error: 'down' });
    expect(s.pushed()).toEqual([{ event: 'order_fetch_error', error: 'down' }]);
    expect(browser.writes).toEqual([]);
  });

  it('a detached listener sends and writes nothing', async () => {
    const s = await load();
    s.detach();
    s.trackPurchaseOnce(order);
    expect(s.pushed()).toEqual([]);
    expect(browser.writes).toEqual([]);
  });
});
