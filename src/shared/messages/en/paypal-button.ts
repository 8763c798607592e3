/** English: the PayPal method's part while PayPal's button loads. */
export const paypalButton = {
  loading: 'Loading PayPal…',
} as const;
