/** English: the header's search box with its suggestions (storefront §2). */
export const headerSearch = {
  label: 'Search products',
  /** The form's own name and its list of suggestions. */
  quickSearch: 'Quick search',
  suggestions: 'Suggestions',
  /** The placeholder when the theme gives none. */
  placeholder: 'Search products',
} as const;
