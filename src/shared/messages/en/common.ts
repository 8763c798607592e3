/**
 * English: the texts several parts of the store share, copied exactly from the spec (storefront §2, §4, §8;
 * checkout.md §2).
 */
export const common = {
  explore: 'Explore',
  getNotified: 'Get notified',
  loadMore: 'Load More',
  emptyCollection: 'There are no products for this category',
  returnPolicy: '30 Day Free Return Policy',
  returnPolicyLearnMore: '30 Day Free Return Policy. Learn more',
  reportProduct: 'Report this product',
  youMightAlsoLike: 'You might also like',
  frequentlyBoughtTogether: 'Frequently bought together',
  similarProducts: 'Similar Products',
  latestReleases: 'Latest releases',
  cartTitle: 'My Cart',
  cartEmpty: 'Your cart is empty.',
  subtotal: 'Subtotal',
  shippingAtCheckout: 'Shipping & taxes are calculated at checkout',
  addedToCart: 'Added to cart',
  outOfStock: 'Out of stock',
  outOfStockModal: 'This product is out of stock.',
  preferences: 'Preferences',
  copied: 'Copied!',
  notFoundTitle: '404! Page not found',
  notFoundBody: 'Somehow you have come to a page that does not exist.',
  goToHomepage: 'Go to homepage',
  unavailableItemsSome: 'Some items were removed from your cart because they are not available at this time.',
  unavailableItemsListed:
    'The following item(s) were removed from your cart because they are not available at this time.',
  detailTabs: { description: 'Description', productDetails: 'Product Details', deliveryDetails: 'Delivery Details' },
  loginTitle: 'Login',
  /** The login page after a refused access code (the spec gives no text). */
  loginWrongCode: 'That access code is not correct. Please check it and try again.',
  /** Empty search (storefront §2, §8). */
  noResults: 'No results for "{term}"',
  /** A cart line's options (storefront §2 Cart page). */
  sizeColor: 'Size: {size}, Color: {color}',
  /** The quantity dropdown's last entry, 'N+' (storefront §5). */
  quantityMore: '{max}+',
} as const;
