/** English: after the purchase: the thank-you page, track and recover (checkout.md §2, §9). */
export const thankYou = {
  title: 'Thank you for your order',
  thanksNamed: 'Thank you, {name}!',
  thanks: 'Thank you!',
  confirmation: 'Your order is confirmed. We will email you when it ships.',
  orderNumber: 'Order number',
  lookupNumber: 'Order lookup number',
  arrivalEstimate: 'Estimated arrival',
  status: 'Status',
  delivery: 'Delivery',
  total: 'Total',
  items: 'Items in your order',
  quantity: 'Quantity',
  loading: 'Loading your order details…',
  /** The heading while the order is checked with the host, and when the host could not answer. */
  pending: 'Your order',
  track: 'Track your order',
  continueShopping: 'Continue shopping',
  subtotal: 'Subtotal',
  shipping: 'Delivery',
  tax: 'Tax',
  discount: 'Discount',
  discountWithCode: 'Discount ({code})',
  free: 'Free',
  deliveryAddress: 'Delivery address',
  confirmationEmail: 'Confirmation sent to',
  summary: 'Order summary',
  /** The failure of a host that did not answer: the order may exist, so nothing is claimed either way. */
  unavailable: 'We could not check your order right now. Please try again in a moment.',
  retry: 'Try again',
  notFoundTitle: 'We could not find that order',
  notFound:
    'This link does not match an order placed from this browser. If you placed an order, the confirmation email has its order number: you can track the order with it.',
  trackLink: 'Track an order',
} as const;

/** /checkout-complete/{cartId}: shown for the moment before it redirects to /thankyou. */
export const checkoutComplete = {
  title: 'Completing your order',
  heading: 'Completing your order…',
  ifNothingHappens: 'If nothing happens,',
  link: 'go to your order confirmation',
} as const;

/** The Track my order form (checkout.md §2 Track, recover, contact). */
export const track = {
  title: 'Track my order',
  intro: 'Enter the order number from your confirmation email to see where your order is.',
  label: 'Order number',
  hint: 'The order lookup number from your confirmation email.',
  submit: 'Track order',
  lost: "Can't find your order number?",
  recover: 'Recover my order number',
} as const;

/** The recover-order-number form (checkout.md §2, §5, §9). */
export const recover = {
  title: 'Recover my order number',
  intro: 'Enter the email address you used at checkout and we will email you your order numbers.',
  emailLabel: 'Email address',
  submit: 'Send my orders',
  sending: 'Sending…',
  invalidEmail: 'Please enter a valid email',
  success: 'Check your inbox: we have emailed you your orders of the last {days} days.',
  trackOrder: 'Track my order',
} as const;
