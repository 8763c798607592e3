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
 * Writing the cookie, telling other tabs, and every toast, modal and analytics event are effects: the
 * listener modules in ../listeners/ do them, on $cart and on the events the actions publish (events.ts).
 *
 * The store slug comes from `<html data-store>` (BaseLayout), so this module pulls no config or zod
 * classic into every page's bundle.
 */
import { atom, computed } from 'nanostores';
import {
  addLine,
  cartCount,
  lineLimitReached,
  removeLines,
  sameCart,
  setLineQuantity,
  type Cart,
  type CartLineInput,
} from '../domain/cart.ts';
import {
  cartCookieName,
  checkoutIdCookieName,
  decodeCart,
  encodeCartIfFits,
  parseCheckoutId,
} from '../domain/cart-cookie.ts';
import { cartCountLabel } from '../../../shared/constants.ts';
import { readCookie } from '../../../shared/cookies.ts';
import { publishCartEvent, type CartConfirmation, type CartItemDisplay, type CartRefusal } from './events.ts';

export type { CartConfirmation, CartItemDisplay, CartRefusal } from './events.ts';

export interface AddToCartInput extends CartLineInput {
  display?: CartItemDisplay;
}

export type CartWriteResult = { ok: true } | { ok: false; reason: CartRefusal };

const inBrowser = typeof document !== 'undefined';

/** This page's store (from `<html data-store>`), or null where there is none (or no document). */
export function cartStoreSlug(): string | null {
  if (!inBrowser) return null;
  const slug = document.documentElement.dataset['store'];
  return slug !== undefined && /^[a-z0-9][a-z0-9-]{0,63}$/.test(slug) ? slug : null;
}

/** The cart the cookie holds now (another tab may have written it). */
function readCookieCart(): Cart {
  const slug = cartStoreSlug();
  return slug === null ? { lines: [], region: null } : decodeCart(readCookie(cartCookieName(slug), 'raw'));
}

export const $cart = atom<Cart>(readCookieCart());
export const $cartCount = computed($cart, (cart) => cartCount(cart));
export const $cartCountLabel = computed($cartCount, (count) => cartCountLabel(count));

/** Re-reads the cookie (another tab may have written it); cheap, safe to call often. */
export function refreshCart(): void {
  const fresh = readCookieCart();
  if (!sameCart(fresh, $cart.get())) $cart.set(fresh);
}

/**
 * Applies `change` to the freshly read cookie cart and publishes the result in $cart (the cookie listener
 * writes it back at once); refuses what the cookie would not hold. With cookies blocked the cart still
 * works for this page, in memory.
 */
function commit(change: (fresh: Cart) => Cart): CartWriteResult {
  const slug = cartStoreSlug();
  if (slug === null) return { ok: false, reason: 'unavailable' };
  const fresh = readCookieCart();
  const next = change(fresh);
  if (encodeCartIfFits(slug, next) === null) {
    if (!sameCart(fresh, $cart.get())) $cart.set(fresh);
    return { ok: false, reason: 'too-large' };
  }
  $cart.set(next);
  return { ok: true };
}

/**
 * Adds a line (the same sku raises its quantity) under the shopper's buyer region, then asks for
 * cart-confirmation unless `confirm` is false (quick add shows its own). A line the cookie cannot hold
 * is refused (and the shopper told so), never dropped silently.
 */
export function addToCart(
  input: AddToCartInput,
  buyerRegion: string,
  options: { confirm?: boolean } = {},
): CartWriteResult {
  const { display, ...line } = input;
  // The line would go over its limit: nothing is added rather than fewer than asked for.
  const held = lineLimitReached(readCookieCart(), line);
  if (held !== null) {
    publishCartEvent({ type: 'refused', action: 'add', reason: 'line-limit', held });
    return { ok: false, reason: 'line-limit' };
  }
  const result = commit((fresh) => addLine(fresh, line, buyerRegion));
  if (!result.ok) {
    publishCartEvent({ type: 'refused', action: 'add', reason: result.reason });
    return result;
  }
  const added = $cart.get().lines.find((l) => l.sku === `${line.itemGroupId}_${line.colorId}_${line.sizeId}`);
  if (!added) return result;
  const confirmation: CartConfirmation = {
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
  publishCartEvent({
    type: 'added',
    line: confirmation,
    display: display ?? null,
    confirm: options.confirm !== false,
  });
  return result;
}

/** Sets a line's quantity (a line another tab removed stays removed); a refusal is reported like addToCart's. */
export function setQuantity(sku: string, quantity: number): CartWriteResult {
  const result = commit((fresh) => setLineQuantity(fresh, sku, quantity));
  if (!result.ok) publishCartEvent({ type: 'refused', action: 'set-quantity', reason: result.reason });
  return result;
}

/** Removes a line; `display` (what the shopper saw) feeds the remove_from_cart event. */
export function removeFromCart(sku: string, display?: CartItemDisplay): CartWriteResult {
  const before = $cart.get().lines.find((l) => l.sku === sku);
  const result = commit((fresh) => removeLines(fresh, [sku]));
  if (result.ok && display) publishCartEvent({ type: 'removed', sku, quantity: before?.quantity ?? 1, display });
  return result;
}

/** Drops several lines at once (unavailable items on /cart); no event: the shopper did not remove them. */
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
  const slug = cartStoreSlug();
  return slug === null ? null : parseCheckoutId(readCookie(checkoutIdCookieName(slug), 'raw'));
}

export function rememberCheckoutId(id: string): void {
  const slug = cartStoreSlug();
  if (slug !== null && parseCheckoutId(id) !== null) {
    publishCartEvent({ type: 'checkout-remembered', storeSlug: slug, checkoutId: id });
  }
}

export function forgetCheckoutId(): void {
  const slug = cartStoreSlug();
  if (slug !== null) publishCartEvent({ type: 'checkout-forgotten', storeSlug: slug });
}
