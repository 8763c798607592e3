/**
 * The cart's cookie listener (storefront §3): each $cart change is written to sf_cart_<slug> (Secure over
 * https, SameSite=Lax, Path=/, 30 days) before the action returns, an empty cart removes it, a re-read of
 * another tab's write is not written back, other tabs are told through a BroadcastChannel (else a storage
 * key's storage event) and this one re-reads on their word and when the page comes back; the checkout id events write and remove
 * sf_checkout_<slug>.
 */
import { describe, expect, it, vi } from 'vitest';
import { cartLine } from '../fixtures/cart.ts';
import type { FakeBrowser } from '../stores/browser.ts';
import { attached, cleanUpAfterEach, freshPage } from './page.ts';

const line = cartLine;

let browser: FakeBrowser;

async function load(options: Parameters<typeof freshPage>[0] = { store: 'demo' }, channel = false) {
  browser = freshPage(options, channel);
  const cart = await import('../../../src/features/cart/stores/cart.ts');
  const { listenCartCookie } = await import('../../../src/features/cart/listeners/cart-cookie.ts');
  return { ...cart, detach: attached(listenCartCookie()) };
}

const attributesOf = (write: FakeBrowser['writes'][number] | undefined) =>
  (write?.attributes ?? []).map((a) => a.toLowerCase());

cleanUpAfterEach();

describe('the cart cookie listener', { timeout: 20_000 }, () => {
  it('writes each change before the action returns: Secure, SameSite=Lax, Path=/, 30 days', async () => {
    const { addToCart } = await load();
    addToCart(line(1, 2), 'USA', { confirm: false });
    expect(browser.jar.get('sf_cart_demo')).toBe('1|USA|listing-1:p1:c1:s1:g1:2');
    const write = browser.writes.at(-1);
    expect(attributesOf(write)).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure']));
    const expires = write?.attributes.find((a) => a.toLowerCase().startsWith('expires='));
    const days = (Date.parse(expires?.slice(8) ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('over http the cookie is not Secure', async () => {
    const { addToCart } = await load({ store: 'demo', protocol: 'http:' });
    addToCart(line(1), 'USA', { confirm: false });
    expect(attributesOf(browser.writes.at(-1))).not.toContain('secure');
  });

  it('the last line removed removes the cookie; replaceCart writes the new lines', async () => {
    const { addToCart, removeFromCart, replaceCart } = await load();
    addToCart(line(1, 3), 'USA', { confirm: false });
    removeFromCart('g1_c1_s1');
    expect(browser.jar.has('sf_cart_demo')).toBe(false);
    replaceCart({ lines: [{ ...line(9), sku: 'g9_c9_s9' }], region: 'DEU' });
    expect(browser.jar.get('sf_cart_demo')).toBe('1|DEU|listing-9:p9:c9:s9:g9:1');
  });

  it('a refused change writes nothing, and a re-read of another tab’s cart is not written back', async () => {
    const { addToCart, refreshCart, $cart } = await load();
    browser.jar.set('sf_cart_demo', '1|USA|listing-5:p5:c5:s5:g5:1');
    refreshCart();
    expect($cart.get().lines).toHaveLength(1);
    expect(browser.writes).toEqual([]);
    const long = 'x'.repeat(190);
    let written = 0;
    for (let i = 0; i < 8; i++) {
      const result = addToCart({ ...line(i), slug: long + String(i), productId: long }, 'USA', { confirm: false });
      if (!result.ok) break;
      written = browser.writes.length;
    }
    expect(browser.writes).toHaveLength(written);
    expect((browser.jar.get('sf_cart_demo') ?? '').length).toBeLessThan(4000);
  });

  it('writes sf_checkout_<slug> for a remembered checkout and removes it with the cart', async () => {
    const { addToCart, rememberCheckoutId, rememberedCheckoutId, clearCart } = await load();
    rememberCheckoutId('chk_123');
    expect(browser.jar.get('sf_checkout_demo')).toBe('chk_123');
    expect(attributesOf(browser.writes.at(-1))).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure']));
    expect(rememberedCheckoutId()).toBe('chk_123');
    addToCart(line(1), 'USA', { confirm: false });
    clearCart();
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

  it('tells other tabs through a BroadcastChannel, with the new cookie value, and re-reads when one of them writes', async () => {
    const { addToCart, $cart } = await load({ store: 'demo' }, true);
    const other = new BroadcastChannel('sf-cart-demo');
    const heard = new Promise<unknown>((resolve) => other.addEventListener('message', (e) => resolve(e.data)));
    addToCart(line(1), 'USA', { confirm: false });
    expect(await heard).toBe(browser.jar.get('sf_cart_demo'));
    // The other tab's word arrives before this tab's cookies show its write: the cookie is read once they do.
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const probe = new BroadcastChannel('sf-cart-demo');
    const delivered = new Promise<void>((resolve) => probe.addEventListener('message', () => resolve()));
    const written = '1|USA|listing-5:p5:c5:s5:g5:1';
    other.postMessage(written);
    await delivered;
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g1_c1_s1']);
    browser.jar.set('sf_cart_demo', written);
    await vi.waitFor(() => {
      expect($cart.get().lines.map((l) => l.sku)).toEqual(['g5_c5_s5']);
    });
    probe.close();
    other.close();
  });

  it('without a BroadcastChannel, tells other tabs through a storage key and re-reads on their storage event', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { setItem: (k: string, v: string) => stored.set(k, v) });
    const { addToCart, $cart } = await load();
    addToCart(line(1), 'USA', { confirm: false });
    // The new cookie value each time: the other tabs get a storage event for every write.
    expect(stored.get('sf-cart-demo')).toBe(browser.jar.get('sf_cart_demo'));
    addToCart(line(1), 'USA', { confirm: false });
    expect(stored.get('sf-cart-demo')).toBe(browser.jar.get('sf_cart_demo'));

    const written = '1|USA|listing-7:p7:c7:s7:g7:2';
    browser.jar.set('sf_cart_demo', written);
    type OnStorage = (e: { key: string | null; newValue: string | null }) => void;
    const onStorage = (browser.listeners.get('storage') ?? []) as unknown as OnStorage[];
    expect(onStorage).toHaveLength(1);
    onStorage.forEach((fn) => fn({ key: 'another-key', newValue: written }));
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g1_c1_s1']);
    onStorage.forEach((fn) => fn({ key: 'sf-cart-demo', newValue: written }));
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g7_c7_s7']);
  });

  it('once detached it writes nothing and hears no page event', async () => {
    const { addToCart, $cart, detach: stop } = await load();
    stop();
    addToCart(line(1), 'USA', { confirm: false });
    expect(browser.writes).toEqual([]);
    browser.jar.set('sf_cart_demo', '1|USA|listing-2:p2:c2:s2:g2:1');
    browser.fire('focus');
    expect($cart.get().lines.map((l) => l.sku)).toEqual(['g1_c1_s1']);
  });

  it('without a store on the page it attaches nothing', async () => {
    await load({});
    expect(browser.listeners.size).toBe(0);
  });
});
