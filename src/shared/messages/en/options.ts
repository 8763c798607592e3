/**
 * English: the listing options and quick add (storefront §2, §4); the spec's 'Added to cart' and 'Out of
 * stock' are in common.ts.
 */
export const options = {
  product: 'Product',
  color: 'Colour',
  /** After a colour's name when none of its sizes is in stock: 'Black, sold out'. */
  soldOut: 'sold out',
  size: 'Size',
  chooseSize: 'Choose a size',
  quantity: 'Quantity',
  typeQuantity: 'Type a quantity',
  addToCart: 'Add to cart',
  stickyBar: 'Buy this product',
  adding: 'Adding…',
  checkingStock: 'Checking stock…',
  sizeGuide: 'Size guide',
  /** The size guide's modal (sizechart-modal). */
  sizeChart: 'Size chart',
  preorder: 'Pre-order',
  quickAddLoading: 'Loading options…',
  quickAddFailed: 'This product could not be loaded. Please try again.',
  viewCart: 'View cart',
  checkout: 'Checkout',
  continueShopping: 'Continue shopping',
  previewDisabled: 'Checkout is disabled in preview mode.',
} as const;
