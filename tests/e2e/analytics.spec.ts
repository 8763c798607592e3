/**
 * Analytics (issue 4 §8, storefront §7): one shopper's journey triggers each of the spec's events in turn
 * (impressions, product click, view item, add to cart, remove from cart, begin checkout) and every one
 * reaches the tag manager's data layer, gtag and (where Meta has a standard event) fbq exactly once per
 * trigger. purchase fires on the thank-you page and is covered with it.
 *
 * Nothing in the product is test-only: an init script records what the page pushes onto window.dataLayer
 * and window.fbq.queue (src/features/analytics/browser/track.ts) into sessionStorage, so the record survives the
 * navigations of the journey.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const RECORD_KEY = 'e2e-analytics-record';

/** The list a tile is shown in: named by the tile or by the list around it. */
const listNameOf = (tile: Locator) =>
  tile.evaluate((el) => el.closest<HTMLElement>('[data-list-name]')?.dataset['listName'] ?? '');

/** What one push carried: a data-layer event, a gtag command, or an fbq command. */
interface Pushed {
  via: 'dataLayer' | 'gtag' | 'fbq';
  name: string;
  items: { item_id?: string; item_name?: string; item_list_name?: string }[];
}

async function recordPushes(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    const save = (entry: unknown) => {
      const all = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      all.push(entry);
      sessionStorage.setItem(key, JSON.stringify(all));
    };
    const itemsOf = (payload: unknown): unknown[] => {
      const items: unknown = typeof payload === 'object' && payload !== null ? Reflect.get(payload, 'items') : [];
      return Array.isArray(items) ? (items as unknown[]) : [];
    };
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) {
        if (typeof entry !== 'object' || entry === null) continue;
        if ('length' in entry) {
          // gtag queues its Arguments object: ['event', name, params].
          const args = Array.from(entry as ArrayLike<unknown>);
          if (args[0] === 'event') save({ via: 'gtag', name: args[1], items: itemsOf(args[2]) });
        } else if ('event' in entry) {
          save({ via: 'dataLayer', name: entry.event, items: itemsOf(Reflect.get(entry, 'ecommerce')) });
        }
      }
      return Array.prototype.push.apply(layer, entries);
    };
    window.dataLayer = layer;
    let fbq: Window['fbq'];
    Object.defineProperty(window, 'fbq', {
      configurable: true,
      get: () => fbq,
      set: (value: Window['fbq']) => {
        fbq = value;
        const queue = value?.queue;
        if (!queue) return;
        queue.push = (...commands: unknown[]) => {
          for (const c of commands) {
            const args: unknown[] = Array.isArray(c) ? (c as unknown[]) : [];
            if (args[0] === 'track') save({ via: 'fbq', name: args[1], items: [] });
          }
          return Array.prototype.push.apply(queue, commands);
        };
      },
    });
  }, RECORD_KEY);
}

async function pushes(page: Page): Promise<Pushed[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Pushed[], RECORD_KEY);
}

/** How many times each event went to each channel. */
async function counts(page: Page, name: string): Promise<{ dataLayer: number; gtag: number; fbq: number }> {
  const all = await pushes(page);
  const n = (via: Pushed['via'], event: string) => all.filter((p) => p.via === via && p.name === event).length;
  const FB: Record<string, string> = {
    ['add_to_cart']: 'AddToCart',
    ['view_item']: 'ViewContent',
    ['begin_checkout']: 'InitiateCheckout',
  };
  return { dataLayer: n('dataLayer', name), gtag: n('gtag', name), fbq: FB[name] ? n('fbq', FB[name]) : 0 };
}

/** Demo listings (scripts/sandbox/fixtures/demo.ts): the tee opened on a chosen colour and size, the crewneck on its defaults. */
const TEE = '/listing/bestseller-classic-tee?pid=101&variation=100100702&size=10102';
const CREW = { path: '/listing/vanishing-colour-crewneck', title: 'Vanishing Colour Crewneck' };

test('each analytics event fires exactly once per trigger, to the data layer and the pixels @desktop-only', async ({
  page,
}) => {
  await recordPushes(page);

  // Impressions: every tile seen is reported once, however often it comes back into view.
  await page.goto('/');
  const tiles = page.locator('main .product-tile');
  await tiles.first().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await counts(page, 'view_item_list')).dataLayer).toBeGreaterThan(0);
  const impressions = async () =>
    (await pushes(page))
      .filter((p) => p.via === 'dataLayer' && p.name === 'view_item_list')
      .flatMap((p) => p.items.map((i) => `${i.item_list_name} ${i.item_id} ${i.item_name}`));
  // Down the page, back to the first tiles, then to the last one: once the last tile is reported, any
  // second report of the first tiles (queued before it) would have been sent too.
  const last = (await tiles.count()) - 1;
  for (const at of [0, Math.floor(last / 2), 0, last]) {
    const tile = tiles.nth(at);
    await tile.scrollIntoViewIfNeeded();
    const href = (await tile.getByRole('link').first().getAttribute('href')) ?? '';
    const productId = new URL(href, 'http://localhost').searchParams.get('pid') ?? '';
    const key = `${(await listNameOf(tile)) || 'Products'} ${productId} ${await tile.getByRole('heading').innerText()}`;
    await expect.poll(impressions).toContain(key);
  }
  const seen = await impressions();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.length).toBeLessThanOrEqual(await tiles.count());
  expect(new Set(seen).size).toBe(seen.length);
  const impressionCounts = await counts(page, 'view_item_list');
  expect(impressionCounts.gtag).toBe(impressionCounts.dataLayer);

  // Product click, then the view of the listing it opens.
  const first = tiles.first();
  const clickedName = await first.getByRole('heading').innerText();
  const clickedList = await listNameOf(first);
  expect(clickedList).not.toBe('');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/listing\//);
  expect(await counts(page, 'select_item')).toEqual({ dataLayer: 1, gtag: 1, fbq: 0 });
  const click = (await pushes(page)).find((p) => p.name === 'select_item');
  expect(click?.items[0]?.item_name).toBe(clickedName);
  await expect.poll(async () => counts(page, 'view_item')).toEqual({ dataLayer: 1, gtag: 1, fbq: 1 });
  // The list the tile carried reaches the listing's own view and add-to-cart events (storefront §2: tile
  // links carry the list name as navigation state).
  const listOf = async (event: string) =>
    (await pushes(page))
      .filter((p) => p.via === 'dataLayer' && p.name === event)
      .map((p) => p.items[0]?.item_list_name);
  expect(await listOf('view_item')).toEqual([clickedList]);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible({ timeout: 15_000 });
  expect(await listOf('add_to_cart')).toEqual([clickedList]);

  // Two more listings, opened by address (no list): one view each, and each add to cart once.
  let views = 1;
  let adds = 1;
  for (const path of [TEE, CREW.path]) {
    await page.goto(path);
    views += 1;
    await expect
      .poll(async () => counts(page, 'view_item'))
      .toEqual({
        dataLayer: views,
        gtag: views,
        fbq: views,
      });
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible({ timeout: 15_000 });
    adds += 1;
    expect(await counts(page, 'add_to_cart')).toEqual({ dataLayer: adds, gtag: adds, fbq: adds });
  }
  expect(await listOf('add_to_cart')).toEqual([clickedList, undefined, undefined]);

  // /cart: remove one line, then check out with the other.
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'My Cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await lines
    .filter({ hasText: CREW.title })
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(lines).toHaveCount(2);
  expect(await counts(page, 'remove_from_cart')).toEqual({ dataLayer: 1, gtag: 1, fbq: 0 });

  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  expect(await counts(page, 'begin_checkout')).toEqual({ dataLayer: 1, gtag: 1, fbq: 1 });

  // No trigger fired twice along the way.
  expect(await counts(page, 'select_item')).toEqual({ dataLayer: 1, gtag: 1, fbq: 0 });
  expect(await counts(page, 'add_to_cart')).toEqual({ dataLayer: 3, gtag: 3, fbq: 3 });
  expect(await counts(page, 'remove_from_cart')).toEqual({ dataLayer: 1, gtag: 1, fbq: 0 });
  expect(await counts(page, 'view_item')).toEqual({ dataLayer: 3, gtag: 3, fbq: 3 });
});
