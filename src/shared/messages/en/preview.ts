/** English: the 'preview unavailable' page of owner previews (storefront §6). */
export const preview = {
  title: 'Preview unavailable',
  expired: 'This preview link has expired. Ask the store owner for a new one.',
  invalid: 'This preview link is not valid for this store. Ask the store owner for a new one.',
  back: 'Go to the store',
} as const;
