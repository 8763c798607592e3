/** English: the home feed's Load More (storefront §2). */
export const feed = {
  loadingMore: 'Loading more products',
  moreShown: { one: '{count} more product shown', other: '{count} more products shown' },
  loadFailed: 'Could not load more products. Please try again.',
} as const;
