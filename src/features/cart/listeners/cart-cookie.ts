/**
 * The cart's cookies and its other tabs (storefront §3): every $cart change is written to `sf_cart_<slug>`
 * (Secure over https, SameSite=Lax, Path=/, 30 days; removed once the cart is empty) before the action that
 * made it returns, and other tabs are told through a BroadcastChannel; this tab re-reads the cookie when
 * another one writes, and when the page becomes visible, gains focus or is shown again. The checkout id
 * the cart remembers is written to (or removed from) `sf_checkout_<slug>`.
 */
import { onSet } from 'nanostores';
import type { Cart } from '../domain/cart.ts';
import {
  cartCookieAttributes,
  cartCookieName,
  checkoutIdCookieName,
  decodeCart,
  encodeCart,
} from '../domain/cart-cookie.ts';
import { readCookie, removeCookie, writeCookie } from '../../../shared/cookies.ts';
import { $cart, cartStoreSlug, refreshCart } from '../stores/cart.ts';
import { $cartEvent } from '../stores/events.ts';

/** Writes `cart` unless the cookie already holds it (a re-read from another tab's write is not written back). */
function persist(slug: string, cart: Cart, channel: BroadcastChannel | null): void {
  const name = cartCookieName(slug);
  const value = encodeCart(cart);
  if (encodeCart(decodeCart(readCookie(name, 'raw'))) === value) return;
  if (cart.lines.length === 0) removeCookie(name);
  else writeCookie(name, value, cartCookieAttributes(location.protocol), 'raw');
  channel?.postMessage('changed');
}

/** Attaches the cart's cookie writes and tab sync; returns what detaches them. */
export function listenCartCookie(): () => void {
  const slug = cartStoreSlug();
  if (slug === null) return () => undefined;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`sf-cart-${slug}`);
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') refreshCart();
  };
  channel?.addEventListener('message', refreshCart);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', refreshCart);
  window.addEventListener('pageshow', refreshCart);
  const stopCart = onSet($cart, ({ newValue }) => {
    persist(slug, newValue, channel);
  });
  const stopEvents = onSet($cartEvent, ({ newValue: event }) => {
    if (event?.type === 'checkout-remembered') {
      writeCookie(
        checkoutIdCookieName(event.storeSlug),
        event.checkoutId,
        cartCookieAttributes(location.protocol),
        'raw',
      );
    } else if (event?.type === 'checkout-forgotten') removeCookie(checkoutIdCookieName(event.storeSlug));
  });
  return () => {
    stopCart();
    stopEvents();
    channel?.close();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', refreshCart);
    window.removeEventListener('pageshow', refreshCart);
  };
}
