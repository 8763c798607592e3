/**
 * $localization: the shopper's currency, region and locale, read from the sf_loc cookie (the head script
 * reads the same cookie for first paint). $localizationLists: what the Preferences modal offers, seeded
 * from the build's snapshot and refreshed from localization_details when the modal first opens (the data
 * layer answers the built-in defaults on a network failure; any other failure keeps the seeded lists).
 * The shopper's choice is saved by preferences.ts.
 */
import { atom } from 'nanostores';
import { LOC_COOKIE, parseLocCookie, type LocChoice } from '../domain/currency-cookie.ts';
import { offeredLists, type LocalizationLists } from '../domain/localization.ts';
import { readCookie } from '../../../shared/cookies.ts';

// The cookie holds serializeLocCookie's URI-encoded text; parseLocCookie decodes it itself.
function readChoice(): LocChoice {
  return parseLocCookie(readCookie(LOC_COOKIE, 'raw'));
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
