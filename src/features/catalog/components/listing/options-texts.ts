/**
 * Texts of the listing options and quick add that the spec does not word (its own texts are in
 * src/shared/constants.ts TEXTS: 'Added to cart', 'Out of stock', 'This product is out of stock.').
 */
export const OPTIONS_TEXTS = {
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
  preorder: 'Pre-order',
  quickAdd: 'Quick add',
  quickAddLoading: 'Loading options…',
  quickAddFailed: 'This product could not be loaded. Please try again.',
  viewCart: 'View cart',
  checkout: 'Checkout',
  continueShopping: 'Continue shopping',
  previewDisabled: 'Checkout is disabled in preview mode.',
} as const;
