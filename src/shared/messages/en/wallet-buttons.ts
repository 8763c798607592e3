/** English: the wallet button, named by the wallet it opens (never a bare 'Pay'). */
export const walletButtons = {
  wallet: 'Pay with wallet',
  applePay: 'Pay with Apple Pay',
  googlePay: 'Pay with Google Pay',
} as const;
