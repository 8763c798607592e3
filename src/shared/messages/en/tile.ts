/** English: a product tile's own words (storefront §4 Quick add on a tile); the same on every tile. */
export const tile = {
  quickAdd: 'Quick add',
} as const;
