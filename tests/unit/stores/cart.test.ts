/**
 * $cart's state and the events its actions publish (storefront §3, §5): every action re-reads the
 * sf_cart_<slug> cookie and applies its own change to it, an add reports the added line (for the
 * confirmation and analytics), a change the cookie cannot hold is refused and reported, and the checkout id
 * is remembered or forgotten by event. The cookie listener is attached, because the cookie is where the
 * cart keeps its state between actions; what it writes, and the toasts, modals and analytics the events
 * lead to, are tested in tests/unit/listeners/.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartDisplay, cartLine } from '../fixtures/cart.ts';
import { installBrowser, type FakeBrowser } from './browser.ts';
import { recordEvents } from './record-events.ts';

const line = cartLine;
const display = cartDisplay;

let browser: FakeBrowser;
let detach: () => void = () => undefined;

async function load(options: Parameters<typeof installBrowser>[0] = { store: 'demo' }) {
  vi.resetModules();
  browser = installBrowser(options);
  vi.stubGlobal('BroadcastChannel', undefined);
  const cart = await import('../../../src/features/cart/stores/cart.ts');
  const { $cartEvent } = await import('../../../src/features/cart/stores/events.ts');
  const { listenCartCookie } = await import('../../../src/features/cart/listeners/cart-cookie.ts');
  detach = listenCartCookie();
  return { ...cart, events: recordEvents($cartEvent) };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  detach();
  vi.restoreAllMocks();
});

describe('$cart store', { timeout: 20_000 }, () => {
  it('starts from the cookie of this store and ignores other stores’ carts', async () => {
    vi.resetModules();
    browser = installBrowser({ store: 'demo' });
    browser.jar.set('sf_cart_demo', '1|USA|listing-1:p1:c1:s1:g1:2');
    browser.jar.set('sf_cart_other', '1|USA|listing-9:p9:c9:s9:g9:5');
    const { $cart, $cartCount, $cartCountLabel } = await import('../../../src/features/cart/stores/cart.ts');
    expect($cart.get().lines.map((l) => [l.sku, l.quantity])).toEqual([['g1_c1_s1', 2]]);
    expect($cartCount.get()).toBe(2);
    expect($cartCountLabel.get()).toContain('2');
  });

  it('addToCart adds the line and reports it with what the shopper saw, asking for the confirmation', async () => {
    const { addToCart, $cart, events } = await load();
    expect(addToCart({ ...line(1, 2), display }, 'USA')).toEqual({ ok: true });
    expect($cart.get()).toEqual({ lines: [{ ...line(1, 2), sku: 'g1_c1_s1' }], region: 'USA' });
    expect(events).toEqual([
      {
        type: 'added',
        line: { ...display, sku: 'g1_c1_s1', quantity: 2, slug: 'listing-1' },
        display,
        confirm: true,
      },
    ]);
  });

  it('confirm:false asks for no confirmation; without a display the event carries none; the same sku raises its quantity', async () => {
    const { addToCart, $cart, events } = await load();
    addToCart(line(1), 'USA', { confirm: false });
    addToCart(line(1, 3), 'USA', { confirm: false });
    expect($cart.get().lines.map((l) => l.quantity)).toEqual([4]);
    expect(events.map((e) => (e.type === 'added' ? [e.confirm, e.display, e.line.quantity] : e.type))).toEqual([
      [false, null, 1],
      [false, null, 3],
    ]);
  });

  it('every action starts from the cookie, so another tab’s line is never overwritten', async () => {
    const { addToCart, $cart } = await load();
    addToCart(line(1), 'USA', { confirm: false });
    // Another tab adds line 2 behind this tab's back.
    browser.jar.set('sf_cart_demo', `${browser.jar.get('sf_cart_demo') ?? ''}|listing-2:p2:c2:s2:g2:1`);
    addToCart(line(3), 'GBR', { confirm: false });
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g1_c1_s1', 'g2_c2_s2', 'g3_c3_s3']);
    expect($cart.get().region).toBe('MIXED');
  });

  it('refuses an add that would not fit the cookie and reports it, leaving the cart as it was', async () => {
    const { addToCart, $cart, events } = await load();
    const long = 'x'.repeat(190);
    let result: ReturnType<typeof addToCart> = { ok: true };
    let added = 0;
    for (let i = 0; i < 8 && result.ok; i++) {
      result = addToCart({ ...line(i), slug: long + String(i), productId: long, colorId: `${long}${i}` }, 'USA', {
        confirm: false,
      });
      if (result.ok) added += 1;
    }
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    expect($cart.get().lines).toHaveLength(added);
    expect(events.at(-1)).toEqual({ type: 'refused', action: 'add', reason: 'too-large' });
  });

  it('refuses an add that would take its line over 999 whole, and reports what the line holds', async () => {
    const { addToCart, $cart, events } = await load();
    expect(addToCart({ ...line(1), quantity: 998 }, 'USA', { confirm: false })).toEqual({ ok: true });
    expect(addToCart({ ...line(1), quantity: 5 }, 'USA', { confirm: false })).toEqual({
      ok: false,
      reason: 'line-limit',
    });
    expect($cart.get().lines.map((l) => l.quantity)).toEqual([998]);
    expect(events.at(-1)).toEqual({ type: 'refused', action: 'add', reason: 'line-limit', held: 998 });
    expect(addToCart({ ...line(1), quantity: 1 }, 'USA', { confirm: false })).toEqual({ ok: true });
    expect($cart.get().lines.map((l) => l.quantity)).toEqual([999]);
  });

  it('without a store on the page it refuses with "unavailable" and reports it', async () => {
    const { addToCart, setQuantity, events, rememberedCheckoutId } = await load({});
    expect(addToCart(line(1), 'USA')).toEqual({ ok: false, reason: 'unavailable' });
    expect(setQuantity('g1_c1_s1', 2)).toEqual({ ok: false, reason: 'unavailable' });
    expect(events).toEqual([
      { type: 'refused', action: 'add', reason: 'unavailable' },
      { type: 'refused', action: 'set-quantity', reason: 'unavailable' },
    ]);
    expect(rememberedCheckoutId()).toBeNull();
  });

  it('with cookies blocked the cart still works in memory for this page', async () => {
    const { addToCart, $cart } = await load({ store: 'demo', cookieEnabled: false });
    browser.jar.clear();
    addToCart(line(1), 'USA', { confirm: false });
    expect($cart.get().lines).toHaveLength(1);
  });

  it('setQuantity changes a line, and a line another tab removed stays removed', async () => {
    const { addToCart, setQuantity, $cart, events } = await load();
    addToCart(line(1), 'USA', { confirm: false });
    addToCart(line(2), 'USA', { confirm: false });
    expect(setQuantity('g1_c1_s1', 7)).toEqual({ ok: true });
    expect($cart.get().lines.map((l) => l.quantity)).toEqual([7, 1]);
    browser.jar.set('sf_cart_demo', '1|USA|listing-1:p1:c1:s1:g1:7');
    setQuantity('g2_c2_s2', 5);
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g1_c1_s1']);
    expect(events.map((e) => e.type)).toEqual(['added', 'added']);
  });

  it('removeFromCart reports the removal with the quantity that was in the cart; without a display, nothing', async () => {
    const { addToCart, removeFromCart, $cart, events } = await load();
    addToCart(line(1, 3), 'USA', { confirm: false });
    addToCart(line(2), 'USA', { confirm: false });
    expect(removeFromCart('g1_c1_s1', display)).toEqual({ ok: true });
    removeFromCart('g2_c2_s2');
    expect($cart.get()).toEqual({ lines: [], region: null });
    expect(events.slice(2)).toEqual([{ type: 'removed', sku: 'g1_c1_s1', quantity: 3, display }]);
  });

  it('dropFromCart removes several lines and reports nothing; replaceCart replaces the cookie’s lines', async () => {
    const { addToCart, dropFromCart, replaceCart, $cart, events } = await load();
    for (const i of [1, 2, 3]) addToCart(line(i), 'USA', { confirm: false });
    dropFromCart(['g1_c1_s1', 'g3_c3_s3']);
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g2_c2_s2']);
    expect(events).toHaveLength(3);
    replaceCart({ lines: [{ ...line(9), sku: 'g9_c9_s9' }], region: 'DEU' });
    expect($cart.get()).toEqual({ lines: [{ ...line(9), sku: 'g9_c9_s9' }], region: 'DEU' });
  });

  it('remembers a valid checkout id by event, refuses a tampered one, reads the cookie, and clearCart forgets it', async () => {
    const { addToCart, rememberCheckoutId, rememberedCheckoutId, clearCart, $cart, events } = await load();
    rememberCheckoutId('chk_123');
    rememberCheckoutId('bad id;');
    expect(events).toEqual([{ type: 'checkout-remembered', storeSlug: 'demo', checkoutId: 'chk_123' }]);
    browser.jar.set('sf_checkout_demo', '<script>');
    expect(rememberedCheckoutId()).toBeNull();
    browser.jar.set('sf_checkout_demo', 'chk_123');
    expect(rememberedCheckoutId()).toBe('chk_123');
    addToCart(line(1), 'USA', { confirm: false });
    clearCart();
    expect($cart.get()).toEqual({ lines: [], region: null });
    expect(events.at(-1)).toEqual({ type: 'checkout-forgotten', storeSlug: 'demo' });
  });

  it('refreshCart takes another tab’s cart from the cookie, and keeps the same state when nothing changed', async () => {
    const { refreshCart, $cart } = await load();
    const before = $cart.get();
    refreshCart();
    expect($cart.get()).toBe(before);
    browser.jar.set('sf_cart_demo', '1|USA|listing-1:p1:c1:s1:g1:4');
    refreshCart();
    expect($cart.get().lines.map((l) => l.quantity)).toEqual([4]);
  });
});
