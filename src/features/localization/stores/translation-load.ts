/**
 * The translations, loaded on demand (issue 16): every file of src/shared/messages/translations/ is found
 * by the glob below, each in its own chunk, so adding a translation is adding one file. Only a buyer whose
 * locale is not English loads this module (./translation.ts), and then only that locale's file.
 */
import type { English, Messages, Translation } from '../../../shared/messages/en/index.ts';
import { localize } from '../../../shared/messages/merge.ts';
import { messagesWith, translationsByLocale } from '../domain/messages.ts';
import { isLocale, type Locale } from '../domain/money.ts';
import type { Localizer } from './translation.ts';

const translations = translationsByLocale(
  import.meta.glob<Translation>('../../../shared/messages/translations/*.ts', { import: 'default' }),
);

const loaded = new Map<Locale, Promise<Translation | null>>();

/** A locale's translation (null for English, or for a locale no file translates), loaded once. */
export function loadTranslation(locale: Locale): Promise<Translation | null> {
  let pending = loaded.get(locale);
  if (!pending) {
    const load = translations.get(locale);
    pending = load
      ? load().catch(() => {
          // Tried again on the next call: a chunk that failed once (offline) may load later.
          loaded.delete(locale);
          return null;
        })
      : Promise.resolve(null);
    loaded.set(locale, pending);
  }
  return pending;
}

/** The locale's texts part by part, or null when it has no translation (its buyer reads English). */
export async function localizerFor(locale: Locale): Promise<Localizer | null> {
  const translation = await loadTranslation(locale);
  if (translation === null) return null;
  return (section, english) => localize(english, translation[section]);
}

/** The whole catalogue in a locale, English wherever its translation has no text; an unknown locale: English. */
export async function messagesFor(locale: string, english: English): Promise<Messages> {
  return messagesWith(english, isLocale(locale) ? await loadTranslation(locale) : null);
}
