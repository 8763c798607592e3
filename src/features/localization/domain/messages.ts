/**
 * The message catalogue for a locale (issue 16): which file holds a locale's translation, and the whole
 * catalogue of a locale (English where the translation has no text). The catalogue itself is
 * src/shared/messages/ (English complete, translations partial).
 */
import { localize } from '../../../shared/messages/merge.ts';
import type { English, Messages, Translation } from '../../../shared/messages/en/index.ts';
import { DEFAULTS, isLocale, type Locale } from './money.ts';

/** How a translation file is loaded: import.meta.glob's lazy loaders, keyed by path. */
export type TranslationLoader = () => Promise<Translation>;

/**
 * The translations (or their loaders) by locale, from the files a glob found: 'translations/de.ts' holds de. A file whose
 * name is not one of the spec's locales is ignored, and English needs none (it is the catalogue itself).
 */
export function translationsByLocale<T = TranslationLoader>(files: Readonly<Record<string, T>>): Map<Locale, T> {
  const byLocale = new Map<Locale, T>();
  for (const [path, load] of Object.entries(files)) {
    const name = /([^/]+)\.ts$/.exec(path)?.[1];
    if (isLocale(name) && name !== DEFAULTS.locale) byLocale.set(name, load);
  }
  return byLocale;
}

/** The whole catalogue for a locale's translation (null: English), text by text. */
export function messagesWith(english: English, translation: Translation | null): Messages {
  return localize(english, translation ?? undefined);
}
