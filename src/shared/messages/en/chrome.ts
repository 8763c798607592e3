/** English: the page chrome: header, menus, footer, promo banner, tiles (storefront §1, §2). */
export const chrome = {
  skipToContent: 'Skip to content',
  /** After a link's text, for screen readers. */
  opensInNewWindow: ' (opens in a new window)',
  opensInNewTab: ' (opens in a new tab)',
  /** A collection page's title (storefront §2). */
  collectionTitle: '{collection} | {store}',
  mainNavigation: 'Main',
  menu: 'Menu',
  search: 'Search',
  /** A menu group's first link: 'All {collection}'. */
  allOf: 'All {collection}',
  /** The header's link to /about (storefront §2: About, when the theme shows it). */
  about: 'About',
  /** A breadcrumb trail's first crumb. */
  home: 'Home',
  /** A social icon's name for screen readers: 'Instagram (opens in a new window)'. */
  socialLink: '{network} (opens in a new window)',
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
} as const;
