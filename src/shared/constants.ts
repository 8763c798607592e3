/**
 * Timings, limits and user-visible texts of the spec (storefront §2, §4, §8, §9; checkout §2, §9), shared by
 * static pages and islands. Texts are copied exactly, punctuation included.
 *
 * Defined elsewhere, one place each: currencies, locales and defaults (money.ts); request retries and the
 * API page sizes (api/request.ts, api/commerce.ts); breakpoints (breakpoints.ts); promo timings (promo.ts).
 */

// Timings (ms).
export const QUICK_ADD_CONFIRMATION_MS = 6000;
export const TILE_IMAGE_CYCLE_MS = 1000;
export const UNAVAILABLE_ITEMS_MODAL_DELAY_MS = 400;
export const PRODUCT_CHANGE_SCROLL_DELAY_MS = 200;
export const TOAST_DURATION_MS = 3000;
/** Checkout §4: all but the newest notification are dismissed after 5 minutes. */
export const STALE_TOAST_MS = 300_000;

// Limits.
export const PRODUCT_GRID_PAGE_SIZE = 12;
export const SEARCH_RESULTS_PAGE_SIZE = 12;
export const SEARCH_MAX_EXTRA_PAGES = 50;
/** Search results show once the term is longer than this many characters. */
export const SEARCH_MIN_TERM_LENGTH = 2;
export const AUTOCOMPLETE_MAX_ITEMS = 5;
export const RELATED_SHELF_MAX_ITEMS = 4;
export const ABOUT_PAGE_PRODUCTS = 4;
export const SKELETON_TILES = 4;
export const CART_COUNT_CAP = 99;
export const QUANTITY_DROPDOWN_MAX = 10;
export const HEADER_HIDE_SCROLL_PX = 15;
export const AGE_GATE_MIN_AGE = 21;
export const THUMBNAIL_SIZE_PX = 560;
/** A fan-validation notice shows only above this many orders (and unless showFanValidation is off). */
export const FAN_VALIDATION_MIN_ORDERS = 100;
/** Size selector: a dropdown above this many sizes… */
export const SIZE_GRID_MAX_SIZES = 10;
/** …or when any label is longer than this. */
export const SIZE_GRID_MAX_LABEL_LENGTH = 5;
/** A size grid with fewer items than this is marked underfill. */
export const SIZE_GRID_UNDERFILL_BELOW = 6;

// Policies and support facts (checkout §2, §9), used by listing, cart, support and legal texts.
export const RETURN_POLICY_DAYS = 30;
export const ORDER_RECOVERY_DAYS = 60;
export const SUPPORT_REPLY_BUSINESS_HOURS = 24;
export const LIVE_CHAT_DAYS_PER_WEEK = 7;

/** Anchor of the product feed: the hero CTA default and the search pagination target. */
export const FEATURED_PRODUCTS_ANCHOR = '#featured-products';

/** Modal ids (storefront §2: "Modals (opened by id)"). */
export const MODAL_IDS = {
  cartConfirmation: 'cart-confirmation',
  quickAddConfirmation: 'quick-add-confirmation',
  quickAddOutOfStock: 'quick-add-out-of-stock',
  cartUnavailableItems: 'cart-unavailable-items',
  sizeChart: 'sizechart-modal',
  preorderForm: 'preorderform-modal',
  getNotified: 'getnotified-modal',
  localization: 'localization-modal',
  afterpayUnavailable: 'afterpay-unavailable-modal',
} as const;
export type ModalId = (typeof MODAL_IDS)[keyof typeof MODAL_IDS];

/** User-visible texts, exactly as the spec writes them. */
export const TEXTS = {
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
  detailTabs: ['Description', 'Product Details', 'Delivery Details'],
  toastErrorTitle: 'Error',
  toastSuccessTitle: 'Success',
  loginTitle: 'Login',
  /** The login page after a refused access code (the spec gives no text). */
  loginWrongCode: 'That access code is not correct. Please check it and try again.',
} as const;

/** 'No results for "{term}"' (storefront §2, §8). */
export function noResultsText(term: string): string {
  return `No results for "${term}"`;
}

/** Collection page title: '{collection} | {store name}'. */
export function collectionPageTitle(collection: string, storeName: string): string {
  return `${collection} | ${storeName}`;
}

/** Cart pill count: '99+' above 99. */
export function cartCountLabel(count: number): string {
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(Math.max(0, Math.trunc(count)));
}

/** Cart line: 'Size: x, Color: y'. */
export function sizeColorText(size: string, color: string): string {
  return `Size: ${size}, Color: ${color}`;
}

/** Last entry of the quantity dropdown, 'N+', which switches to free typing. */
export function quantityOverflowLabel(max: number = QUANTITY_DROPDOWN_MAX): string {
  return `${max}+`;
}

/** True when the search term is long enough to show results ("longer than 2 characters"). */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length > SEARCH_MIN_TERM_LENGTH;
}
