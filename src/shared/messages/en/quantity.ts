/**
 * English: what the quantity box says when its text is not a quantity that can be added (storefront §5).
 */
export const quantity = {
  empty: 'Enter a quantity.',
  notANumber: 'Enter a whole number, such as 12.',
  tooSmall: 'The quantity must be at least 1.',
  tooLarge: 'You can add up to {max} at a time.',
} as const;
