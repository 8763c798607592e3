/**
 * Timings, limits and user-visible texts of the spec (storefront §2, §4, §8, §9; checkout §2, §9), shared by
 * static pages and islands. Texts are copied exactly, punctuation included.
 *
 * Defined elsewhere, one place each: currencies, locales and defaults (money.ts); request retries and the
 * API page sizes (api/request.ts, api/commerce.ts); breakpoints (breakpoints.ts); promo timings (promo.ts).
 */
import { fill, type Localized } from './messages/catalogue.ts';
import { chrome } from './messages/en/chrome.ts';
import { common } from './messages/en/common.ts';

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

/**
 * User-visible texts, exactly as the spec writes them: the English catalogue's common part
 * (src/shared/messages/en/common.ts), with the detail tabs as the list the listing page walks.
 */
export const TEXTS = {
  ...common,
  detailTabs: [common.detailTabs.description, common.detailTabs.productDetails, common.detailTabs.deliveryDetails],
} as const;

/** 'No results for "{term}"' (storefront §2, §8). */
export function noResultsText(term: string, texts: Localized<typeof common> = common): string {
  return fill(texts.noResults, { term });
}

/** Collection page title: '{collection} | {store name}'. */
export function collectionPageTitle(collection: string, storeName: string): string {
  return fill(chrome.collectionTitle, { collection, store: storeName });
}

/** Cart pill count: '99+' above 99. */
export function cartCountLabel(count: number): string {
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(Math.max(0, Math.trunc(count)));
}

/** Cart line: 'Size: x, Color: y'. */
export function sizeColorText(size: string, color: string, texts: Localized<typeof common> = common): string {
  return fill(texts.sizeColor, { size, color });
}

/** Last entry of the quantity dropdown, 'N+', which switches to free typing. */
export function quantityOverflowLabel(max: number = QUANTITY_DROPDOWN_MAX): string {
  return fill(common.quantityMore, { max });
}

/** True when the search term is long enough to show results ("longer than 2 characters"). */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length > SEARCH_MIN_TERM_LENGTH;
}
