/**
 * The catalogue texts that static pages show (issue 16, "Locales and currencies"): pages are built once,
 * in English, and a buyer of another locale gets their words from a small file per locale
 * (src/features/localization/domain/page-texts.ts writes it from the translation), loaded only for them.
 *
 * An element that shows one of these texts says so with a hook naming the text by a short code, never by
 * its words: `data-t="<code>"` for its text, `data-ta="<code>"` for its aria-label. Only what is marked is
 * ever swapped, so store-written content (names, descriptions, the store's navigation titles) never is.
 * Islands translate themselves and carry no hooks.
 *
 * A code is a key's place in PAGE_TEXT_KEYS, in base 36: one or two characters, since every hook is bytes
 * of every page (listing HTML at most 14 KB gzip). Add keys at the end; a page and its locale files are
 * built together, and the files' names change with their content.
 */
import { en, type English } from './en/index.ts';

/** 'section.key' (or 'section.group.key') of every plain text of the English catalogue; no plural sets. */
type TextPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends { readonly other: string }
      ? never
      : TextPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextPath = TextPaths<English>;

/** The catalogue texts static pages mark, in code order (their code is their index). */
export const PAGE_TEXT_KEYS = [
  // The chrome of every page: header, menus, banners, footer.
  'chrome.skipToContent',
  'chrome.announcement',
  'chrome.promoCodes',
  'chrome.freeShipping',
  'chrome.percentOff',
  'chrome.amountOff',
  'chrome.withCode',
  'chrome.copy',
  'chrome.mainNavigation',
  'chrome.menu',
  'common.explore',
  'chrome.allOf',
  'chrome.about',
  'chrome.opensInNewWindow',
  'chrome.socialLink',
  'chrome.search',
  'common.getNotified',
  'chrome.cartPillBefore',
  'chrome.cartPillAfter',
  'chrome.help',
  'chrome.support',
  'chrome.trackOrder',
  'chrome.contactUs',
  'chrome.termsOfUse',
  'chrome.privacyPolicy',
  'chat.launcher',
  'signUp.emailLabel',
  'signUp.submit',
  'localization.regionCurrency',
  // Tiles and shelves.
  'tile.quickAdd',
  'common.youMightAlsoLike',
  'common.frequentlyBoughtTogether',
  'common.similarProducts',
  'common.latestReleases',
  // The listing page's static parts.
  'chrome.breadcrumb',
  'chrome.home',
  'listing.productImages',
  'listing.nextImage',
  'listing.showImageOf',
  'listing.privateListing',
  'listing.preorder',
  'listing.fanValidation',
  'listing.productInformation',
  'common.detailTabs.description',
  'common.detailTabs.productDetails',
  'common.detailTabs.deliveryDetails',
  'listing.materials',
  'listing.fit',
  'listing.comparableBrands',
  'listing.sizeChart',
  'listing.digitalDelivery',
  'listing.physicalDelivery',
  'listing.estimatedShipping',
  'listing.digitalReturns',
  'common.returnPolicy',
  'common.reportProduct',
  'chrome.opensInNewTab',
  // Home, collection and cart pages.
  'chrome.shopByCategory',
  'chrome.searchProducts',
  'feed.title',
  'chrome.subcategories',
  'common.emptyCollection',
  'common.cartTitle',
  // Legal, support, contact, tracking, not-found and login pages.
  'support.effectiveDate',
  'support.about',
  'common.notFoundTitle',
  'common.notFoundBody',
  'common.goToHomepage',
  'common.loginTitle',
  'common.loginWrongCode',
  'login.accessCode',
  'support.title',
  'support.lead',
  'support.breadcrumb',
  'support.support',
  'support.liveChat',
  'contactPages.title',
  'contactPages.intro',
  'contactPages.successHeading',
  'contactPages.successText',
  'contactPages.continueShopping',
  'track.title',
  'track.intro',
  'track.label',
  'track.hint',
  'track.submit',
  'track.lost',
  'track.recover',
  'recover.title',
  'recover.intro',
  'recover.trackOrder',
  'checkout.backToCart',
] as const satisfies readonly TextPath[];

export type PageTextKey = (typeof PAGE_TEXT_KEYS)[number];

const codes = new Map<string, string>(PAGE_TEXT_KEYS.map((key, i) => [key, i.toString(36)]));

/** The code that names a key in the hooks and the locale files. */
export function pageTextCode(key: PageTextKey): string {
  // Every PageTextKey is in the map: it is built from the same list.
  return codes.get(key) ?? '';
}

/** The text at a key path of a catalogue (English, or a translation that may lack it): undefined when absent. */
export function textAt(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = Reflect.get(node, part);
  }
  return typeof node === 'string' ? node : undefined;
}

/** A key's English text. */
export function englishText(key: PageTextKey): string {
  return textAt(en, key) ?? '';
}

/** The hook of an element whose (first) text is a catalogue text. */
export function textHook(key: PageTextKey): { 'data-t': string } {
  return { 'data-t': pageTextCode(key) };
}

/**
 * An aria-label from the catalogue with its hook: the key's English text, or `label` when the page filled
 * the text's placeholders (e.g. 'Show image 2 of 5').
 */
export function labelHook(
  key: PageTextKey,
  label: string = englishText(key),
): { 'aria-label': string; 'data-ta': string } {
  return { 'aria-label': label, 'data-ta': pageTextCode(key) };
}
