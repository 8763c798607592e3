/**
 * $localizer: the buyer's locale's texts, once its translation has loaded; null while the buyer reads
 * English (or before the translation arrived). Loaded when an island first reads texts (onMount), and only
 * for a locale other than English: an English buyer's pages load neither a translation nor the code that
 * merges one (./translation-load.ts, its own chunk).
 */
import { atom, onMount } from 'nanostores';
import { asLocalized, type Localized } from '../../../shared/messages/catalogue.ts';
import type { English } from '../../../shared/messages/en/index.ts';
import { ui } from '../../../shared/messages/en/ui.ts';
import { $uiTexts } from '../../../ui/stores/ui-texts.ts';
import { DEFAULTS, type Locale } from '../domain/money.ts';
import { $localization } from './localization.ts';

/** A part of the catalogue in the buyer's locale: each text from the translation where it has one. */
export type Localizer = <K extends keyof English>(section: K, english: English[K]) => Localized<English[K]>;

export const $localizer = atom<Localizer | null>(null);

function follow(locale: Locale): void {
  if (locale === DEFAULTS.locale) {
    $localizer.set(null);
    return;
  }
  import('./translation-load.ts')
    .then(({ localizerFor }) => localizerFor(locale))
    .then(
      (localizer) => {
        if ($localization.get().locale === locale) $localizer.set(localizer);
      },
      // The chunk could not load (offline, a new deploy): the buyer keeps reading English.
      () => undefined,
    );
}

// From an island's first read on, the texts follow the buyer's locale.
onMount($localizer, () => $localization.subscribe(({ locale }) => follow(locale)));

// src/ui's shared parts (Dialog, Toasts) read their words from $uiTexts; while anything shows them, they
// follow the buyer's locale too (reading $localizer loads the translation).
onMount($uiTexts, () =>
  $localizer.subscribe((localizer) => {
    $uiTexts.set(localizer ? localizer('ui', ui) : asLocalized(ui));
  }),
);

/** One part of the catalogue in the buyer's locale now (for texts written outside a render, e.g. a toast). */
export function textsOf<K extends keyof English>(section: K, english: English[K]): Localized<English[K]> {
  const localizer = $localizer.get();
  return localizer ? localizer(section, english) : asLocalized(english);
}
