/** English: browsing, the listing page, its options and quick add, the pre-order form (storefront §2, §4, §5, §9). */

/** The page chrome: header, menus, footer (storefront §1, §2). */
export const chrome = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  menu: 'Menu',
  search: 'Search',
  /** A menu group's first link: 'All {collection}'. */
  allOf: 'All {collection}',
  announcement: 'Announcement',
  help: 'Help',
  support: 'Support',
  trackOrder: 'Track my order',
  contactUs: 'Contact us',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  /** The cart pill, read as 'Cart, 3 items'. */
  cartPillBefore: 'Cart,',
  cartPillAfter: 'items',
  breadcrumb: 'Breadcrumb',
  subcategories: 'Subcategories',
  shopByCategory: 'Shop by category',
  searchProducts: 'Search products',
  promoCodes: 'Promo codes',
  /** '20% off with code SPRING': the words between the offer and the code. */
  withCode: 'with code',
  copy: 'Copy',
  freeShipping: 'Free shipping',
  percentOff: '{percent}% off',
  amountOff: '{amount} off',
  quickAdd: 'Quick add',
} as const;

/** The listing page's static parts (notices, gallery, detail tabs). */
export const listing = {
  fanValidation: 'Fan favourite: bought by more than {count} fans.',
  privateListing: 'This is a private listing. Only people with the link can see it.',
  preorder: 'Pre-order: this product ships once production starts.',
  digitalDelivery: 'Digital item: delivered to your email, no shipping needed.',
  physicalDelivery: 'Printed on demand and shipped to you.',
  digitalReturns: 'Digital downloads cannot be returned once delivered.',
  productImages: 'Product images',
  nextImage: 'Next image',
  showImage: 'Show image',
  /** A thumbnail's name: 'Show image 2 of 5'. */
  showImageOf: 'Show image {n} of {count}',
  imageAlt: '{title}, {color}',
  imageAltOf: '{title}, {color} ({n} of {count})',
  productInformation: 'Product information',
  color: 'Colour',
  sizes: 'Sizes',
  materials: 'Materials',
  fit: 'Fit',
  comparableBrands: 'Comparable to',
  estimatedShipping: 'Estimated delivery',
  sizeChart: 'Size chart',
} as const;

/** The listing options and quick add (the spec words 'Added to cart', 'Out of stock': see common). */
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
  preorder: 'Pre-order',
  quickAdd: 'Quick add',
  quickAddLoading: 'Loading options…',
  quickAddFailed: 'This product could not be loaded. Please try again.',
  viewCart: 'View cart',
  checkout: 'Checkout',
  continueShopping: 'Continue shopping',
  previewDisabled: 'Checkout is disabled in preview mode.',
} as const;

/** December's delivery messages (storefront §9, 'Holiday 2023 messages in December'). */
export const holiday = {
  digital: 'Holiday gift? Digital items are delivered within 5 hours.',
  standard: 'Order by December 5 with standard shipping for arrival by 12/25.',
  rush: 'Order by December 8 with rush shipping for arrival by 12/25.',
  superRush: 'Order by December 10 with super rush shipping for arrival by 12/25.',
} as const;

/** The pre-order form (storefront §5; its messages copied exactly). */
export const preorder = {
  title: 'Pre-order',
  intro: 'Leave your details and we will reserve this item for you.',
  submit: 'Submit',
  sending: 'Sending…',
  success: 'Thank you! Your pre-order has been received.',
  failure: 'Your pre-order could not be sent. Please try again.',
  labels: {
    email: 'Email',
    fullname: 'Full name',
    country: 'Country',
    street: 'Street address',
    street2: 'Apartment, suite, etc. (optional)',
    city: 'City',
    state: 'State',
    zip: 'Zipcode',
  },
  messages: {
    fullname: 'Please enter your full name',
    email: 'Please enter a valid email',
    street: 'Please enter your street address',
    city: 'Please enter your city',
    zipRequired: 'Please enter your zipcode',
    zipInvalid: 'Please enter a valid zipcode',
    state: 'Please select your state',
    country: 'Please select your country',
  },
} as const;

/** The home feed and its Load More (storefront §2). */
export const feed = {
  loadingMore: 'Loading more products',
  moreShown: { one: '{count} more product shown', other: '{count} more products shown' },
  loadFailed: 'Could not load more products. Please try again.',
} as const;
