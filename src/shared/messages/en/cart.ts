/**
 * English: the cart page and the cart confirmation (storefront §2, §4). The spec's own words ('My Cart',
 * 'Subtotal', the unavailable-items messages…) are in common.ts; these are ours.
 */
export const cart = {
  /** The cookie cannot hold another line (4 KB): the line is refused, never dropped silently. */
  cartFull: 'Your cart is full, so this item was not added. Check out or remove an item, then try again.',
  cartUnavailable: 'Your cart could not be saved. Please allow cookies for this site and try again.',
  /** An add that would take a line over its limit adds nothing (storefront §5: the quantity added is the one asked for). */
  lineLimit:
    'You already have {count} of this item in your cart, and a cart holds at most {max} of one item, so none were added.',
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
  /** '(n items)' beside the cart title. */
  itemCount: { one: '({count} item)', other: '({count} items)' },
} as const;
