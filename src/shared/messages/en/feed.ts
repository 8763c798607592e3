/** English: the home feed's Load More (storefront §2). */
export const feed = {
  /** The home feed's heading (and its list's name in analytics). */
  title: 'Featured products',
  loadingMore: 'Loading more products',
  moreShown: { one: '{count} more product shown', other: '{count} more products shown' },
  loadFailed: 'Could not load more products. Please try again.',
} as const;
