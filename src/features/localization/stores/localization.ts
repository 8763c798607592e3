/**
 * $localization: the shopper's currency, region and locale, read from the sf_loc cookie (the head script
 * reads the same cookie for first paint). $localizationLists: what the Preferences modal offers, seeded
 * from the build's snapshot and refreshed from localization_details when the modal first opens (the data
 * layer answers the built-in defaults on a network failure; any other failure keeps the seeded lists).
 */
import { atom } from 'nanostores';
import Cookies from 'js-cookie';
import { LOC_COOKIE, parseLocCookie, serializeLocCookie, type LocChoice } from '../domain/currency-cookie.ts';
import { locCookieAttributes, offeredLists, type LocalizationLists } from '../domain/localization.ts';

// The cookie holds serializeLocCookie's URI-encoded text; parseLocCookie decodes it itself.
const rawCookies = Cookies.withConverter({ read: (value) => value, write: (value) => value });

function readChoice(): LocChoice {
  return parseLocCookie(typeof document === 'undefined' ? null : rawCookies.get(LOC_COOKIE));
}

export const $localization = atom<LocChoice>(readChoice());
export const $localizationLists = atom<LocalizationLists | null>(null);
export const $localizationStatus = atom<'idle' | 'loading' | 'ready'>('idle');

/** Seeds the offered lists (from island props) unless live lists already arrived. */
export function seedLocalizationLists(lists: LocalizationLists): void {
  if ($localizationStatus.get() !== 'ready') $localizationLists.set(offeredLists(lists));
}

/** Fetches localization_details once; later calls are no-ops. */
export async function loadLocalization(): Promise<void> {
  if ($localizationStatus.get() !== 'idle') return;
  $localizationStatus.set('loading');
  try {
    // Loaded on demand: the data layer and its schemas are the heavy part of this feature.
    const [commerce, { currentStore }] = await Promise.all([
      import('../../catalog/index.ts').then((catalog) => catalog.loadCommerceClient()),
      import('../../../config.ts'),
    ]);
    const choice = $localization.get();
    const live = await commerce.getLocalization({
      storeSlug: currentStore,
      currency: choice.currency,
      region: choice.region,
      locale: choice.locale,
    });
    $localizationLists.set(offeredLists(live));
  } catch {
    // A 4xx or a malformed answer: the seeded (snapshot) lists stay, which are the store's own.
  }
  $localizationStatus.set('ready');
}

/** Stores the choice in the sf_loc cookie and in $localization. */
export function saveLocalization(choice: LocChoice): void {
  rawCookies.set(LOC_COOKIE, serializeLocCookie(choice), locCookieAttributes(location.protocol));
  $localization.set(choice);
}

/** Saves the choice and reloads, so every static price and island follows it (storefront §4). */
export function applyLocalization(choice: LocChoice): void {
  saveLocalization(choice);
  location.reload();
}
