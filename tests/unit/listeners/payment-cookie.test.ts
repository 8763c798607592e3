/**
 * The payment cookie listener (checkout.md §4): a started payment is written to sf_payment_<slug> (Secure,
 * SameSite=Lax, Path=/, 30 days) so a reload resumes it, readable by the store; the cleared session
 * removes it with the cart's cookies, even when storage is disabled.
 */
import { describe, expect, it, vi } from 'vitest';
import type { FakeBrowser } from '../stores/browser.ts';
import { attached, cleanUpAfterEach, freshPage } from './page.ts';

let browser: FakeBrowser;

async function load() {
  browser = freshPage();
  const session = await import('../../../src/features/checkout/stores/checkout-session.ts');
  const { listenCartCookie } = await import('../../../src/features/cart/listeners/cart-cookie.ts');
  const { listenPaymentCookie } = await import('../../../src/features/checkout/listeners/payment-cookie.ts');
  attached(listenCartCookie(), listenPaymentCookie());
  return session;
}

cleanUpAfterEach();

describe('the payment cookie listener', { timeout: 20_000 }, () => {
  it('writes the started payment per store, as the store reads it back', async () => {
    const session = await load();
    session.rememberPayment('demo', { checkoutId: 'chk_1', paymentId: 'pay_1' });
    expect(session.rememberedPayment('demo')).toEqual({ checkoutId: 'chk_1', paymentId: 'pay_1' });
    expect(session.rememberedPayment('other')).toBeNull();
    const write = browser.writes.at(-1);
    expect(write?.name).toBe('sf_payment_demo');
    const attributes = write?.attributes.map((a) => a.toLowerCase()) ?? [];
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'samesite=lax', 'secure']));
    const expires = attributes.find((a) => a.startsWith('expires='));
    expect(Math.round((Date.parse(expires?.slice(8) ?? '') - Date.now()) / 86_400_000)).toBe(30);
  });

  it('the cleared session removes the payment, cart and checkout id cookies', async () => {
    const session = await load();
    browser.jar.set('sf_cart_demo', '1|USA|l:p:c:s:g:1');
    const { refreshCart } = await import('../../../src/features/cart/stores/cart.ts');
    refreshCart();
    browser.jar.set('sf_checkout_demo', 'chk_1');
    session.rememberPayment('demo', { checkoutId: 'chk_1', paymentId: 'pay_1' });
    session.clearCheckoutSession('demo');
    expect([...browser.jar.keys()]).toEqual([]);
  });

  it('clears the cookies even when storage is disabled', async () => {
    const session = await load();
    vi.stubGlobal('sessionStorage', {
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    session.rememberPayment('demo', { checkoutId: 'chk_1', paymentId: 'pay_1' });
    session.clearCheckoutSession('demo');
    expect(browser.jar.has('sf_payment_demo')).toBe(false);
  });
});
