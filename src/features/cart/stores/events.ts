/**
 * What the cart's actions report as having happened, for the listener modules (../listeners/) to act on:
 * the confirmation modal, refusal toasts, analytics and the checkout-id cookie. An action publishes an
 * event and changes state, nothing more; the listeners hear it synchronously (nanostores' onSet), so an
 * effect still happens before the action returns, as it did when the action performed it itself.
 */
import { atom } from 'nanostores';
import type { RemovedItem } from '../domain/cart-view.ts';

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

/** Data of the cart-confirmation modal. */
export interface CartConfirmation extends CartItemDisplay {
  sku: string;
  quantity: number;
  slug: string;
}

/** Data of the cart-unavailable-items modal. */
export interface UnavailableItems {
  message: string;
  items: RemovedItem[];
}

/** Why a change was refused: the cookie is full, there is no cart on this page, or the line would go over its limit. */
export type CartRefusal = 'too-large' | 'unavailable' | 'line-limit';

export type CartEvent =
  /** A line was added; `display` is what the shopper saw, `confirm` asks for the confirmation modal. */
  | { type: 'added'; line: CartConfirmation; display: CartItemDisplay | null; confirm: boolean }
  /** The shopper removed a line they saw (`quantity` is what the cart held). */
  | { type: 'removed'; sku: string; quantity: number; display: CartItemDisplay }
  /** A change was refused: the cookie could not hold it, there is no cart on this page, or (`held` of the
   * item already in the cart) the line would go over MAX_LINE_QUANTITY. */
  | { type: 'refused'; action: 'add' | 'set-quantity'; reason: CartRefusal; held?: number }
  /** Lines proved unavailable were dropped; the shopper is told which. */
  | { type: 'items-unavailable'; removed: UnavailableItems }
  /** The checkout made from this cart, remembered for the next visit to /cart and /thankyou (or forgotten). */
  | { type: 'checkout-remembered'; storeSlug: string; checkoutId: string }
  | { type: 'checkout-forgotten'; storeSlug: string };

/** The latest cart event (null before the first); listeners attach with onSet. */
export const $cartEvent = atom<CartEvent | null>(null);

export function publishCartEvent(event: CartEvent): void {
  $cartEvent.set(event);
}
