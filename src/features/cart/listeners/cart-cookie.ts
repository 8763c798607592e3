/**
 * The cart's cookies and its other tabs (storefront §3): every $cart change is written to `sf_cart_<slug>`
 * (Secure over https, SameSite=Lax, Path=/, 30 days; removed once the cart is empty) before the action that
 * made it returns, and other tabs are told through a BroadcastChannel (where a browser has none, through a
 * localStorage key's storage event); this tab re-reads the cookie when another one writes, and when the page
 * becomes visible, gains focus or is shown again. Pages without this module keep their cart pill in step
 * the same way (CartPillSlot.astro's inline script). The checkout id
 * the cart remembers is written to (or removed from) `sf_checkout_<slug>`.
 */
import { onSet } from 'nanostores';
import type { Cart } from '../domain/cart.ts';
import {
  cartChannelName,
  cartCookieAttributes,
  cartCookieName,
  checkoutIdCookieName,
  decodeCart,
  encodeCart,
} from '../domain/cart-cookie.ts';
import { readCookie, removeCookie, writeCookie } from '../../../shared/cookies.ts';
import { $cart, cartStoreSlug, refreshCart } from '../stores/cart.ts';
import { $cartEvent } from '../stores/events.ts';

/**
 * Tells the other tabs, with the cookie's new value (their cookies may lag behind this write for a moment):
 * on the channel, else under the storage key (other tabs get a storage event).
 */
function tellOtherTabs(slug: string, channel: BroadcastChannel | null, value: string): void {
  if (channel) {
    channel.postMessage(value);
    return;
  }
  try {
    localStorage.setItem(cartChannelName(slug), value);
  } catch {
    // No storage (private mode, blocked): other tabs catch up when they are shown or focused.
  }
}

/** How long a tab waits for its cookies to show another tab's write before it reads them anyway. */
const CATCH_UP_MS = 1000;
const CATCH_UP_EVERY_MS = 20;

/**
 * Another tab wrote `value` (null: unknown): re-reads the cookie once this tab's cookies show it. Never
 * writes it back: the cookie stays the one source of truth, and a newer write is never overwritten.
 */
function catchUp(slug: string, value: string | null): void {
  const deadline = Date.now() + CATCH_UP_MS;
  const check = (): void => {
    const current = readCookie(cartCookieName(slug), 'raw') ?? '';
    if (value === null || current === value || Date.now() >= deadline) refreshCart();
    else setTimeout(check, CATCH_UP_EVERY_MS);
  };
  check();
}

/** Writes `cart` unless the cookie already holds it (a re-read from another tab's write is not written back). */
function persist(slug: string, cart: Cart, channel: BroadcastChannel | null): void {
  const name = cartCookieName(slug);
  const value = encodeCart(cart);
  if (encodeCart(decodeCart(readCookie(name, 'raw'))) === value) return;
  if (cart.lines.length === 0) removeCookie(name);
  else writeCookie(name, value, cartCookieAttributes(location.protocol), 'raw');
  tellOtherTabs(slug, channel, cart.lines.length === 0 ? '' : value);
}

/** Attaches the cart's cookie writes and tab sync; returns what detaches them. */
export function listenCartCookie(): () => void {
  const slug = cartStoreSlug();
  if (slug === null) return () => undefined;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(cartChannelName(slug));
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') refreshCart();
  };
  const onStorage = (event: StorageEvent): void => {
    if (event.key === cartChannelName(slug)) catchUp(slug, event.newValue ?? '');
  };
  const onMessage = (event: MessageEvent): void => {
    catchUp(slug, typeof event.data === 'string' ? event.data : null);
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
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
    window.removeEventListener('storage', onStorage);
  };
}
