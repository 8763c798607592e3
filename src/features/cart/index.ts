/** The cart feature's public face: what other features use. */
export { cartCookieAttributes } from './domain/cart-cookie.ts';
export { lineProblem, removedItem } from './domain/cart-view.ts';
export type { CartLineView, ListingResult, RemovedItem } from './domain/cart-view.ts';
export type { CartLine } from './domain/cart.ts';
export { CART_TEXTS } from './domain/constants-cart.ts';
export {
  QUANTITY_MORE,
  QUANTITY_TEXTS,
  isTypedQuantity,
  parseQuantity,
  quantityChoices,
  readTypedQuantity,
} from './domain/quantity.ts';
export { $cartLines, announceRemoved, fetchListingResult, storeListings } from './stores/cart-page.ts';
export type { CartPageConfig } from './stores/cart-page.ts';
export { $cart, addToCart, clearCart, dropFromCart, rememberCheckoutId, rememberedCheckoutId } from './stores/cart.ts';
export type { CartWriteResult } from './stores/cart.ts';
export { attachCartListeners } from './listeners/index.ts';
