/**
 * $cart: the shopper's cart for this store, kept in the `sf_cart_<slug>` cookie (src/features/cart/domain/cart-cookie.ts).
 *
 * Two tabs never lose a line: the cookie is the one source of truth and this store only mirrors it.
 * Every action re-reads the cookie, applies ITS OWN operation (add this sku, set that quantity, remove
 * that sku) to what it read, and writes the result back, so nothing a stale tab holds in memory is ever
 * written over another tab's change. A removal is therefore simply the absence of the sku after the
 * operation, and needs no tombstone: an add in tab B after a removal in tab A starts from A's cart, and a
 * quantity change of a sku another tab removed is a no-op (it does not bring the line back). Other tabs
 * learn of a write through a BroadcastChannel and re-read on `visibilitychange`/`focus`.
 *
 * The store slug comes from `<html data-store>` (BaseLayout), so this module pulls no config or zod
 * classic into every page's bundle.
 */
import { atom, computed } from 'nanostores';
import Cookies from 'js-cookie';
import {
  addLine,
  cartCount,
  removeLines,
  sameCart,
  setLineQuantity,
  type Cart,
  type CartLineInput,
} from '../domain/cart.ts';
import {
  cartCookieAttributes,
  cartCookieName,
  checkoutIdCookieName,
  decodeCart,
  encodeCartIfFits,
  parseCheckoutId,
} from '../domain/cart-cookie.ts';
import { cartCountLabel, MODAL_IDS } from '../../../shared/constants.ts';
import { CART_TEXTS } from '../domain/constants-cart.ts';
import { addToCartEvent, removeFromCartEvent, type ItemInput, trackEvent } from '../../analytics/index.ts';
import { openModal } from '../../../ui/stores/modal.ts';
import { addToast } from '../../../ui/stores/toasts.ts';

/** What the confirmation modal and analytics show of an added line; never stored in the cookie. */
export interface CartItemDisplay {
  title: string;
  productType: string;
  colorName: string;
  sizeLabel: string;
  /** Unit price in cents, in `currency`. */
  priceCents: number;
  currency: string;
  image: string | null;
  /** The product list the shopper added it from (a tile's list, or the one a tile brought them from). */
  listName?: string | undefined;
}

export interface AddToCartInput extends CartLineInput {
  display?: CartItemDisplay;
}

/** Data of the cart-confirmation modal. */
export interface CartConfirmation extends CartItemDisplay {
  sku: string;
  quantity: number;
  slug: string;
}

export type CartRefusal = 'too-large' | 'unavailable';
export type CartWriteResult = { ok: true } | { ok: false; reason: CartRefusal };

// The value is cookie-safe as encoded (cart-cookie.ts); js-cookie must not escape it again.
const rawCookies = Cookies.withConverter({ read: (value) => value, write: (value) => value });
const inBrowser = typeof document !== 'undefined';

function storeSlug(): string | null {
  if (!inBrowser) return null;
  const slug = document.documentElement.dataset['store'];
  return slug !== undefined && /^[a-z0-9][a-z0-9-]{0,63}$/.test(slug) ? slug : null;
}

function readCookieCart(): Cart {
  const slug = storeSlug();
  return slug === null ? { lines: [], region: null } : decodeCart(rawCookies.get(cartCookieName(slug)));
}

export const $cart = atom<Cart>(readCookieCart());
export const $cartCount = computed($cart, (cart) => cartCount(cart));
export const $cartCountLabel = computed($cartCount, (count) => cartCountLabel(count));

let channel: BroadcastChannel | null = null;

/** Re-reads the cookie (another tab may have written it); cheap, safe to call often. */
export function refreshCart(): void {
  const fresh = readCookieCart();
  if (!sameCart(fresh, $cart.get())) $cart.set(fresh);
}

/** Applies `change` to the freshly read cookie cart and writes it back; refuses what would not fit. */
function commit(change: (fresh: Cart) => Cart): CartWriteResult {
  const slug = storeSlug();
  if (slug === null) return { ok: false, reason: 'unavailable' };
  const fresh = readCookieCart();
  const next = change(fresh);
  const value = encodeCartIfFits(slug, next);
  if (value === null) {
    if (!sameCart(fresh, $cart.get())) $cart.set(fresh);
    return { ok: false, reason: 'too-large' };
  }
  const name = cartCookieName(slug);
  if (next.lines.length === 0) rawCookies.remove(name, { path: '/' });
  else rawCookies.set(name, value, cartCookieAttributes(location.protocol));
  // Cookies blocked: the cart still works for this page, in memory.
  $cart.set(navigator.cookieEnabled ? readCookieCart() : next);
  channel?.postMessage('changed');
  return { ok: true };
}

function itemOf(sku: string, display: CartItemDisplay, quantity: number): ItemInput {
  return {
    id: sku,
    name: display.title,
    variant: [display.colorName, display.sizeLabel].filter((s) => s !== '').join(' / '),
    category: display.productType,
    priceCents: display.priceCents,
    quantity,
    listName: display.listName,
  };
}

/**
 * Adds a line (the same sku raises its quantity) under the shopper's buyer region, then opens
 * cart-confirmation unless `confirm` is false (quick add shows its own). A line the cookie cannot hold
 * is refused with a toast saying so, never dropped silently.
 */
export function addToCart(
  input: AddToCartInput,
  buyerRegion: string,
  options: { confirm?: boolean } = {},
): CartWriteResult {
  const { display, ...line } = input;
  const result = commit((fresh) => addLine(fresh, line, buyerRegion));
  if (!result.ok) {
    addToast({
      type: 'danger',
      message: result.reason === 'too-large' ? CART_TEXTS.cartFull : CART_TEXTS.cartUnavailable,
    });
    return result;
  }
  const added = $cart.get().lines.find((l) => l.sku === `${line.itemGroupId}_${line.colorId}_${line.sizeId}`);
  if (display && added) trackEvent(addToCartEvent(itemOf(added.sku, display, line.quantity), display.currency));
  if (options.confirm !== false && added) {
    const data: CartConfirmation = {
      ...(display ?? {
        title: '',
        productType: '',
        colorName: '',
        sizeLabel: '',
        priceCents: 0,
        currency: '',
        image: null,
      }),
      sku: added.sku,
      quantity: line.quantity,
      slug: line.slug,
    };
    openModal(MODAL_IDS.cartConfirmation, data);
  }
  return result;
}

/** Sets a line's quantity (a line another tab removed stays removed); a refusal toasts like addToCart. */
export function setQuantity(sku: string, quantity: number): CartWriteResult {
  const result = commit((fresh) => setLineQuantity(fresh, sku, quantity));
  if (!result.ok && result.reason === 'too-large') addToast({ type: 'danger', message: CART_TEXTS.cartFull });
  return result;
}

/** Removes a line; `display` (what the shopper saw) feeds the remove_from_cart event. */
export function removeFromCart(sku: string, display?: CartItemDisplay): CartWriteResult {
  const before = $cart.get().lines.find((l) => l.sku === sku);
  const result = commit((fresh) => removeLines(fresh, [sku]));
  if (result.ok && display) {
    trackEvent(removeFromCartEvent(itemOf(sku, display, before?.quantity ?? 1), display.currency));
  }
  return result;
}

/** Drops several lines at once (unavailable items on /cart); no analytics: the shopper did not remove them. */
export function dropFromCart(skus: readonly string[]): CartWriteResult {
  return commit((fresh) => removeLines(fresh, skus));
}

/** Replaces the whole cart (e.g. a recovered cart); unlike the other actions it ignores the cookie's lines. */
export function replaceCart(cart: Cart): CartWriteResult {
  return commit(() => cart);
}

/** Empties the cart and forgets the checkout id (after a successful order, checkout §4). */
export function clearCart(): void {
  commit(() => ({ lines: [], region: null }));
  forgetCheckoutId();
}

/** The checkout id remembered for this store, so the cart button can reuse it. */
export function rememberedCheckoutId(): string | null {
  const slug = storeSlug();
  return slug === null ? null : parseCheckoutId(rawCookies.get(checkoutIdCookieName(slug)));
}

export function rememberCheckoutId(id: string): void {
  const slug = storeSlug();
  if (slug !== null && parseCheckoutId(id) !== null) {
    rawCookies.set(checkoutIdCookieName(slug), id, cartCookieAttributes(location.protocol));
  }
}

export function forgetCheckoutId(): void {
  const slug = storeSlug();
  if (slug !== null) rawCookies.remove(checkoutIdCookieName(slug), { path: '/' });
}

if (inBrowser && storeSlug() !== null) {
  const slug = storeSlug() ?? '';
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(`sf-cart-${slug}`);
    channel.addEventListener('message', refreshCart);
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshCart();
  });
  window.addEventListener('focus', refreshCart);
  window.addEventListener('pageshow', refreshCart);
}
