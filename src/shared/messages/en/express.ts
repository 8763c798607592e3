/** English: the legacy express checkout page (checkout.md §2 Express checkout). */
export const express = {
  title: 'Express checkout',
  preparing: 'Preparing your express checkout…',
  redirecting: 'Taking you to the payment page…',
  failed: 'We could not start the express checkout. Please go back to your cart and try again.',
  backToCart: 'Back to cart',
} as const;
