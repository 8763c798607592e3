/**
 * Cart texts the spec leaves to us (issue 4 §3): refusals, button labels, the promo note. Texts the spec
 * does give ('My Cart', 'Subtotal', the unavailable-items messages…) live in constants.ts (TEXTS).
 */
export const CART_TEXTS = {
  /** The cookie cannot hold another line (4 KB): the line is refused, never dropped silently. */
  cartFull: 'Your cart is full, so this item was not added. Check out or remove an item, then try again.',
  cartUnavailable: 'Your cart could not be saved. Please allow cookies for this site and try again.',
  promoNextStep: 'Have a promo code? You can enter it at the next step.',
  checkout: 'Checkout',
  payPal: 'Pay with PayPal',
  payLater: 'Pay Later',
  applePay: 'Pay with Apple Pay',
  googlePay: 'Pay with Google Pay',
  loadingCheckout: 'Starting checkout…',
  checkoutFailed: 'We could not start your checkout. Please try again.',
  loading: 'Loading your cart',
  remove: 'Remove',
  quantity: 'Quantity',
  typeQuantity: 'Type a quantity',
  viewCart: 'View cart',
  continueShopping: 'Continue shopping',
  ok: 'OK',
  /** Heading of cart-unavailable-items (the spec gives its message, not a title). */
  unavailableTitle: 'Items unavailable',
  orderSummary: 'Order summary',
  learnMore: 'Learn more',
} as const;

/** '(n items)' beside the cart title. */
export function cartItemCountText(count: number): string {
  return count === 1 ? '(1 item)' : `(${count} items)`;
}
