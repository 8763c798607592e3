/** English: /checkout-complete/{cartId}, shown for the moment before it redirects to /thankyou. */
export const checkoutComplete = {
  title: 'Completing your order',
  heading: 'Completing your order…',
  ifNothingHappens: 'If nothing happens,',
  link: 'go to your order confirmation',
} as const;
