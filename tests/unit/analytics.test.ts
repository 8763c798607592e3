import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCartEvent,
  beginCheckoutEvent,
  fbqCommand,
  gtagCommand,
  impressionEvent,
  parsePixelConfig,
  productClickEvent,
  purchaseEvent,
  removeFromCartEvent,
  toGa4Item,
  viewItemEvent,
  type ItemInput,
} from '../../src/features/analytics/domain/analytics.ts';

const hoodie: ItemInput = {
  id: 'p1',
  name: 'Fox Hoodie',
  variant: 'Black / M',
  category: 'Hoodie',
  priceCents: 4599,
  quantity: 2,
};

describe('GA4 payloads', () => {
  it('maps an item to the GA4 shape in currency units', () => {
    expect(toGa4Item(hoodie, 'Home')).toEqual({
      item_id: 'p1',
      item_name: 'Fox Hoodie',
      item_variant: 'Black / M',
      item_category: 'Hoodie',
      price: 45.99,
      quantity: 2,
      item_list_name: 'Home',
    });
    expect(toGa4Item({ id: 'x', name: 'X', priceCents: 100 })).toEqual({
      item_id: 'x',
      item_name: 'X',
      price: 1,
      quantity: 1,
    });
  });

  it('builds add and remove with value = price × quantity', () => {
    const add = addToCartEvent(hoodie, 'USD');
    expect(add.event).toBe('add_to_cart');
    expect(add.ecommerce).toMatchObject({ currency: 'USD', value: 91.98 });
    expect(removeFromCartEvent(hoodie, 'EUR').event).toBe('remove_from_cart');
    expect(viewItemEvent({ ...hoodie, quantity: 1 }, 'USD').ecommerce.value).toBe(45.99);
  });

  it('names the list on product clicks and impressions', () => {
    const click = productClickEvent(hoodie, 'USD', 'Featured');
    expect(click.event).toBe('select_item');
    expect(click.ecommerce.item_list_name).toBe('Featured');
    expect(click.ecommerce.items[0]?.item_list_name).toBe('Featured');
    const seen = impressionEvent([hoodie, { id: 'p2', name: 'Tee', priceCents: 2000 }], 'USD', 'Search');
    expect(seen.event).toBe('view_item_list');
    expect(seen.ecommerce.items.map((i) => i.item_id)).toEqual(['p1', 'p2']);
  });

  it('builds begin_checkout and purchase with the order totals', () => {
    expect(beginCheckoutEvent([hoodie], 'USD', 'SAVE10').ecommerce).toMatchObject({ value: 91.98, coupon: 'SAVE10' });
    const done = purchaseEvent({
      transactionId: 'o-1',
      items: [hoodie],
      currency: 'USD',
      totalCents: 10000,
      taxCents: 500,
      shippingCents: 302,
    });
    expect(done.ecommerce).toMatchObject({ transaction_id: 'o-1', value: 100, tax: 5, shipping: 3.02 });
  });

  it('turns events into gtag and Meta pixel commands', () => {
    const add = addToCartEvent(hoodie, 'USD');
    expect(gtagCommand(add, 'G-1234')).toEqual(['event', 'add_to_cart', { ...add.ecommerce, send_to: 'G-1234' }]);
    expect(fbqCommand(add)).toEqual([
      'track',
      'AddToCart',
      {
        content_ids: ['p1'],
        content_type: 'product',
        contents: [{ id: 'p1', quantity: 2 }],
        currency: 'USD',
        value: 91.98,
      },
    ]);
    expect(fbqCommand(removeFromCartEvent(hoodie, 'USD'))).toBeNull();
  });

  it('accepts only well-formed pixel ids', () => {
    expect(parsePixelConfig({ googleAnalytics: 'G-SANDBOX01', facebook: '100200300400500' })).toEqual({
      googleAnalytics: 'G-SANDBOX01',
      facebook: '100200300400500',
    });
    expect(parsePixelConfig({ googleAnalytics: '"><script>', facebook: 'abc' })).toEqual({
      googleAnalytics: null,
      facebook: null,
    });
    expect(parsePixelConfig(null)).toEqual({ googleAnalytics: null, facebook: null });
  });
});

describe('trackEvent', () => {
  let win: Record<string, unknown>;
  beforeEach(() => {
    vi.resetModules();
    win = {};
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', {
      getElementById: () => ({ textContent: '{"googleAnalytics":"G-TEST1234","facebook":"123456789"}' }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pushes each event once to the data layer, gtag and the pixel queue', async () => {
    const { trackEvent } = await import('../../src/features/analytics/browser/track.ts');
    trackEvent(addToCartEvent(hoodie, 'USD'));
    const layer = win['dataLayer'] as unknown[];
    const events = layer.filter((e) => typeof e === 'object' && e !== null && 'event' in e);
    expect(events).toEqual([{ event: 'add_to_cart', ecommerce: addToCartEvent(hoodie, 'USD').ecommerce }]);
    const gtagEvents = layer.filter((e) => Array.from(e as ArrayLike<unknown>)[0] === 'event');
    expect(gtagEvents).toHaveLength(1);
    const fbq = win['fbq'] as { queue: unknown[][] };
    expect(fbq.queue.map((c) => c.slice(0, 2))).toEqual([
      ['init', '123456789'],
      ['track', 'PageView'],
      ['track', 'AddToCart'],
    ]);
  });

  it('sends a view once per key until it is reset', async () => {
    const { trackViewOnce, resetViewOnce } = await import('../../src/features/analytics/browser/track.ts');
    const view = viewItemEvent(hoodie, 'USD');
    expect(trackViewOnce('l1-p1', view)).toBe(true);
    expect(trackViewOnce('l1-p1', view)).toBe(false);
    resetViewOnce();
    expect(trackViewOnce('l1-p1', view)).toBe(true);
    const layer = win['dataLayer'] as { event?: string }[];
    expect(layer.filter((e) => e.event === 'view_item')).toHaveLength(2);
  });
});
