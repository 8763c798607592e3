/** English: the search page and the header's search box (storefront §2; 'No results for "{term}"' is in common). */
export const search = {
  title: 'Search',
  close: 'Close',
  label: 'Search products',
  submit: 'Search',
  /** The header box's own name and its list of suggestions. */
  quickSearch: 'Quick search',
  suggestions: 'Suggestions',
  /** The placeholder when the theme gives none. */
  placeholder: 'Search products',
  results: 'Search results',
  resultCount: { one: '{count} result', other: '{count} results' },
  unavailable: 'Search is not available right now. Please try again.',
  loading: 'Loading results',
  pages: 'Search results pages',
  firstPage: 'First page',
  first: 'First',
  prevPage: 'Prev page',
  prev: 'Prev',
  nextPage: 'Next page',
  next: 'Next',
  lastPage: 'Last page',
  last: 'Last',
  page: 'Page {n}',
  quickAdd: 'Quick add',
} as const;
