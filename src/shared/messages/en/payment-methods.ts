/** English: the payment method choices of the checkout's section 3 (checkout.md §2). */
export const paymentMethods = {
  card: 'Card',
  paypal: 'PayPal',
  wallet: 'Wallet',
  afterpay: 'Afterpay',
} as const;
