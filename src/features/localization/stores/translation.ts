/**
 * $translation: the buyer's locale's translation file, once loaded (null: English, or not loaded yet).
 * Loaded when an island first reads texts (onMount), and only for a locale other than English: no page
 * carries another language's texts unless its buyer reads that language. Adding a translation is adding
 * one file to src/shared/messages/translations/; the glob below finds it, each in its own chunk.
 */
import { atom, onMount } from 'nanostores';
import type { English, Messages, Translation } from '../../../shared/messages/en/index.ts';
import { localize } from '../../../shared/messages/catalogue.ts';
import { messagesWith, translationsByLocale, type TranslationLoader } from '../domain/messages.ts';
import { isLocale, type Locale } from '../domain/money.ts';
import { $localization } from './localization.ts';

// A function, not a constant: Vite writes the loaders in its place at build, and plain Node (the build scripts
// reach this module through the feature's index) never calls it.
let translations: ReadonlyMap<Locale, TranslationLoader> | undefined;
function translationFiles(): ReadonlyMap<Locale, TranslationLoader> {
  translations ??= translationsByLocale(
    import.meta.glob<Translation>('../../../shared/messages/translations/*.ts', { import: 'default' }),
  );
  return translations;
}

export const $translation = atom<Translation | null>(null);

const loaded = new Map<Locale, Promise<Translation | null>>();

/** A locale's translation (null for English, or for a locale no file translates), loaded once. */
export function loadTranslation(locale: Locale): Promise<Translation | null> {
  let pending = loaded.get(locale);
  if (!pending) {
    const load = translationFiles().get(locale);
    // A chunk that fails to load (offline, a new deploy) leaves the buyer with English, and is tried again later.
    pending = load
      ? load().catch(() => {
          loaded.delete(locale);
          return null;
        })
      : Promise.resolve(null);
    loaded.set(locale, pending);
  }
  return pending;
}

/** Loads the buyer's locale's translation into $translation. */
export async function loadBuyerTranslation(): Promise<void> {
  const { locale } = $localization.get();
  const translation = await loadTranslation(locale);
  if ($localization.get().locale === locale) $translation.set(translation);
}

onMount($translation, () => {
  void loadBuyerTranslation();
});

/** The whole catalogue in a locale, English wherever its translation has no text; unknown locale: English. */
export async function messagesFor(locale: string, english: English): Promise<Messages> {
  const translation = isLocale(locale) ? await loadTranslation(locale) : null;
  return messagesWith(english, translation);
}

/** One part of the catalogue in the buyer's locale now (for texts a store writes, e.g. a toast). */
export function textsOf<K extends keyof English>(section: K, english: English[K]) {
  const translation = $translation.get();
  return localize(english, translation?.[section]);
}
