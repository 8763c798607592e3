/**
 * $cart's actions and side effects (storefront §3, §5): every action re-reads the sf_cart_<slug> cookie,
 * writes it back with the spec's attributes, opens cart-confirmation, tracks analytics, refuses what the
 * cookie cannot hold with a toast, and remembers or forgets the checkout id.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, type FakeBrowser } from './browser.ts';

const line = (i: number, quantity = 1) => ({
  slug: `listing-${i}`,
  productId: `p${i}`,
  colorId: `c${i}`,
  sizeId: `s${i}`,
  itemGroupId: `g${i}`,
  quantity,
});
const display = {
  title: 'Tour Tee',
  productType: 'T-Shirt',
  colorName: 'Black',
  sizeLabel: 'M',
  priceCents: 2500,
  currency: 'USD',
  image: null,
};

let browser: FakeBrowser;

async function load(options: Parameters<typeof installBrowser>[0] = { store: 'demo' }) {
  vi.resetModules();
  browser = installBrowser(options);
  const cart = await import('../../../src/features/cart/stores/cart.ts');
  const { $modal } = await import('../../../src/ui/stores/modal.ts');
  const { $toasts } = await import('../../../src/ui/stores/toasts.ts');
  return { ...cart, $modal, $toasts };
}

function dataLayer(): unknown[] {
  return (globalThis.window as { dataLayer?: unknown[] }).dataLayer ?? [];
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
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

  it('addToCart writes the cookie (Secure, SameSite=Lax, Path=/, 30 days), opens cart-confirmation and tracks add_to_cart', async () => {
    const { addToCart, $cart, $modal } = await load();
    expect(addToCart({ ...line(1, 2), display }, 'USA')).toEqual({ ok: true });
    expect(browser.jar.get('sf_cart_demo')).toBe('1|USA|listing-1:p1:c1:s1:g1:2');
    const write = browser.writes.at(-1);
    expect(write?.attributes.map((a) => a.toLowerCase())).toEqual(
      expect.arrayContaining(['path=/', 'samesite=lax', 'secure']),
    );
    const expires = write?.attributes.find((a) => a.toLowerCase().startsWith('expires='));
    const days = (Date.parse(expires?.slice(8) ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect($cart.get().lines).toHaveLength(1);
    expect($modal.get()).toEqual({
      id: 'cart-confirmation',
      data: { ...display, sku: 'g1_c1_s1', quantity: 2, slug: 'listing-1' },
    });
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
  });

  it('over http the cookie is not Secure; confirm:false opens no modal; the same sku raises its quantity', async () => {
    const { addToCart, $modal, $cart } = await load({ store: 'demo', protocol: 'http:' });
    addToCart(line(1), 'USA', { confirm: false });
    addToCart(line(1, 3), 'USA', { confirm: false });
    expect(browser.writes.at(-1)?.attributes.map((a) => a.toLowerCase())).not.toContain('secure');
    expect($modal.get()).toBeNull();
    expect($cart.get().lines.map((l) => l.quantity)).toEqual([4]);
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

  it('refuses an add that would not fit the cookie, with a toast, leaving the cookie as it was', async () => {
    const { addToCart, $toasts } = await load();
    const long = 'x'.repeat(190);
    let result: ReturnType<typeof addToCart> = { ok: true };
    for (let i = 0; i < 8 && result.ok; i++) {
      result = addToCart({ ...line(i), slug: long + String(i), productId: long, colorId: `${long}${i}` }, 'USA', {
        confirm: false,
      });
    }
    expect(result).toEqual({ ok: false, reason: 'too-large' });
    expect((browser.jar.get('sf_cart_demo') ?? '').length).toBeLessThan(4000);
    expect($toasts.get().map((t) => [t.type, t.message])).toContainEqual([
      'danger',
      'Your cart is full, so this item was not added. Check out or remove an item, then try again.',
    ]);
  });

  it('without a store on the page it refuses with "unavailable" and a toast asking for cookies', async () => {
    const { addToCart, $toasts, rememberedCheckoutId } = await load({});
    expect(addToCart(line(1), 'USA')).toEqual({ ok: false, reason: 'unavailable' });
    expect($toasts.get().map((t) => t.message)).toContain(
      'Your cart could not be saved. Please allow cookies for this site and try again.',
    );
    expect(rememberedCheckoutId()).toBeNull();
  });

  it('with cookies blocked the cart still works in memory for this page', async () => {
    const { addToCart, $cart } = await load({ store: 'demo', cookieEnabled: false });
    browser.jar.clear();
    addToCart(line(1), 'USA', { confirm: false });
    expect($cart.get().lines).toHaveLength(1);
  });

  it('setQuantity changes a line, and a line another tab removed stays removed', async () => {
    const { addToCart, setQuantity, $cart } = await load();
    addToCart(line(1), 'USA', { confirm: false });
    addToCart(line(2), 'USA', { confirm: false });
    expect(setQuantity('g1_c1_s1', 7)).toEqual({ ok: true });
    expect($cart.get().lines.map((l) => l.quantity)).toEqual([7, 1]);
    browser.jar.set('sf_cart_demo', '1|USA|listing-1:p1:c1:s1:g1:7');
    setQuantity('g2_c2_s2', 5);
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g1_c1_s1']);
  });

  it('removeFromCart tracks remove_from_cart with the quantity that was in the cart; the last line removes the cookie', async () => {
    const { addToCart, removeFromCart, $cart } = await load();
    addToCart(line(1, 3), 'USA', { confirm: false });
    expect(removeFromCart('g1_c1_s1', display)).toEqual({ ok: true });
    expect($cart.get()).toEqual({ lines: [], region: null });
    expect(browser.jar.has('sf_cart_demo')).toBe(false);
    const event = dataLayer().find((e) => (e as { event?: string }).event === 'remove_from_cart') as
      { ecommerce: { items: { quantity: number }[] } } | undefined;
    expect(event?.ecommerce.items[0]?.quantity).toBe(3);
  });

  it('dropFromCart removes several lines without analytics; replaceCart replaces the cookie’s lines', async () => {
    const { addToCart, dropFromCart, replaceCart, $cart } = await load();
    for (const i of [1, 2, 3]) addToCart(line(i), 'USA', { confirm: false });
    const before = dataLayer().length;
    dropFromCart(['g1_c1_s1', 'g3_c3_s3']);
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g2_c2_s2']);
    expect(dataLayer()).toHaveLength(before);
    replaceCart({ lines: [{ ...line(9), sku: 'g9_c9_s9' }], region: 'DEU' });
    expect(browser.jar.get('sf_cart_demo')).toBe('1|DEU|listing-9:p9:c9:s9:g9:1');
  });

  it('remembers a valid checkout id, refuses a tampered one, and clearCart forgets it with the cart', async () => {
    const { addToCart, rememberCheckoutId, rememberedCheckoutId, clearCart, $cart } = await load();
    rememberCheckoutId('chk_123');
    expect(browser.jar.get('sf_checkout_demo')).toBe('chk_123');
    expect(rememberedCheckoutId()).toBe('chk_123');
    rememberCheckoutId('bad id;');
    expect(rememberedCheckoutId()).toBe('chk_123');
    browser.jar.set('sf_checkout_demo', '<script>');
    expect(rememberedCheckoutId()).toBeNull();
    browser.jar.set('sf_checkout_demo', 'chk_123');
    addToCart(line(1), 'USA', { confirm: false });
    clearCart();
    expect($cart.get().lines).toEqual([]);
    expect(browser.jar.has('sf_cart_demo')).toBe(false);
    expect(browser.jar.has('sf_checkout_demo')).toBe(false);
  });

  it('re-reads the cookie when the page becomes visible, gains focus or is shown again', async () => {
    const { $cart } = await load();
    browser.jar.set('sf_cart_demo', '1|USA|listing-1:p1:c1:s1:g1:4');
    browser.setVisibility('hidden');
    browser.fire('visibilitychange');
    expect($cart.get().lines).toEqual([]);
    browser.setVisibility('visible');
    browser.fire('visibilitychange');
    expect($cart.get().lines.map((l) => l.quantity)).toEqual([4]);
    browser.jar.set('sf_cart_demo', '1|USA|listing-1:p1:c1:s1:g1:6');
    browser.fire('focus');
    expect($cart.get().lines.map((l) => l.quantity)).toEqual([6]);
    browser.jar.delete('sf_cart_demo');
    browser.fire('pageshow');
    expect($cart.get().lines).toEqual([]);
  });

  it('tells other tabs through a BroadcastChannel, and re-reads when one of them writes', async () => {
    const { addToCart, $cart } = await load();
    const other = new BroadcastChannel('sf-cart-demo');
    const heard = new Promise<unknown>((resolve) => other.addEventListener('message', (e) => resolve(e.data)));
    addToCart(line(1), 'USA', { confirm: false });
    expect(await heard).toBe('changed');
    browser.jar.set('sf_cart_demo', '1|USA|listing-5:p5:c5:s5:g5:1');
    const updated = new Promise<void>((resolve) => {
      const stop = $cart.listen(() => {
        stop();
        resolve();
      });
    });
    other.postMessage('changed');
    await updated;
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g5_c5_s5']);
    other.close();
  });
});
