/**
 * English: the payment texts the cart, the checkout and the express checkout share: the pay buttons
 * (checkout.md §9: afterpay 'Pay now with afterpay', paypal 'PayPal', card 'Place order', else 'Pay'), the
 * wallet's total label (§9 'Total cost') and what a provider that cannot load turns into.
 */
export const payments = {
  payAfterpay: 'Pay now with afterpay',
  payPaypal: 'PayPal',
  payCard: 'Place order',
  payOther: 'Pay',
  walletTotal: 'Total cost',
  cardUnavailable: 'Card payments are unavailable right now. Please try another payment method.',
  paypalUnavailable: 'PayPal is unavailable right now. Please try another payment method.',
} as const;
