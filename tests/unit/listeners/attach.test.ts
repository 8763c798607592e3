/**
 * Attaching a feature's listeners (src/shared/listeners.ts and each feature's listeners/index.ts): once per
 * page however many islands ask, nothing on the server, again after a detach; the checkout's attach brings
 * the cart's, the thank-you page's brings the checkout's.
 */
import { describe, expect, it, vi } from 'vitest';
import { attachOnce } from '../../../src/shared/listeners.ts';
import { cartLine } from '../fixtures/cart.ts';
import { attached, cleanUpAfterEach, freshPage } from './page.ts';

// The checkout's index (the thank-you page's listeners attach the checkout's) holds the page's clients, made
// from these hosts.
vi.mock('../../../src/config.ts', () => ({
  hosts: { checkout: 'https://checkout.test', commerce: 'https://commerce.test' },
  currentStore: 'demo',
}));

cleanUpAfterEach();

describe('attachOnce', () => {
  it('attaches on the first call only, detaches all, and attaches again after', () => {
    vi.stubGlobal('document', {});
    const stop = vi.fn();
    const listen = vi.fn(() => [stop, stop]);
    const attach = attachOnce(listen);
    const detach = attach();
    expect(attach()).toBe(detach);
    expect(listen).toHaveBeenCalledTimes(1);
    detach();
    expect(stop).toHaveBeenCalledTimes(2);
    attach();
    expect(listen).toHaveBeenCalledTimes(2);
  });

  it('attaches nothing where there is no document (server rendering)', () => {
    vi.stubGlobal('document', undefined);
    const listen = vi.fn(() => []);
    attachOnce(listen)()();
    expect(listen).not.toHaveBeenCalled();
  });
});

describe('feature attach functions', { timeout: 20_000 }, () => {
  const line = cartLine(1);

  async function load() {
    const browser = freshPage();
    const cart = await import('../../../src/features/cart/stores/cart.ts');
    const { $modal } = await import('../../../src/ui/stores/modal.ts');
    return { browser, ...cart, $modal };
  }

  it('the checkout’s listeners bring the cart’s: an add is written and confirmed', async () => {
    const s = await load();
    const { attachCheckoutListeners } = await import('../../../src/features/checkout/listeners/index.ts');
    const detach = attached(attachCheckoutListeners());
    s.addToCart(line, 'USA');
    expect(s.browser.jar.get('sf_cart_demo')).toBe('1|USA|listing-1:p1:c1:s1:g1:1');
    expect(s.$modal.get()?.id).toBe('cart-confirmation');
    detach();
    s.removeFromCart('g1_c1_s1');
    expect(s.browser.jar.has('sf_cart_demo')).toBe(true);
  });

  it('the thank-you page’s listeners bring the checkout’s and the cart’s', async () => {
    const s = await load();
    const { attachAfterPurchaseListeners } = await import('../../../src/features/after-purchase/listeners/index.ts');
    const { rememberPayment } = await import('../../../src/features/checkout/stores/checkout-session.ts');
    attached(attachAfterPurchaseListeners());
    s.addToCart(line, 'USA', { confirm: false });
    rememberPayment('demo', { checkoutId: 'chk_1', paymentId: 'pay_1' });
    expect([...s.browser.jar.keys()].sort()).toEqual(['sf_cart_demo', 'sf_payment_demo']);
  });

  it('the cart’s listeners attach once however many islands ask', async () => {
    const s = await load();
    const { attachCartListeners } = await import('../../../src/features/cart/listeners/index.ts');
    attached(attachCartListeners());
    attachCartListeners();
    s.addToCart(line, 'USA', { confirm: false });
    expect(s.browser.writes).toHaveLength(1);
    expect(s.browser.listeners.get('focus')).toHaveLength(1);
  });
});
