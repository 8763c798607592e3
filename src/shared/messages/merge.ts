/**
 * A translation over English, text by text (issue 16), and the check that a translation has only English's
 * keys. A module of its own: it is loaded with a translation, never on an English buyer's pages.
 */
import { asLocalized, type Localized, type Translation } from './catalogue.ts';

type Node = string | { readonly [key: string]: Node };

const PLURAL_CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A plural set: an object with 'other' whose keys are all plural categories (as IsPlural says of types). */
function isPluralForms(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'other' in value &&
    Object.keys(value).every((key) => PLURAL_CATEGORIES.includes(key))
  );
}

function merge(english: Node, translated: unknown): Node {
  if (typeof english === 'string') return typeof translated === 'string' && translated !== '' ? translated : english;
  if (typeof translated !== 'object' || translated === null) return english;
  // A plural set is replaced whole: another language's categories do not mix with English's.
  if (isPluralForms(english)) return isPluralForms(translated) ? mergePlural(english, translated) : english;
  const out: Record<string, Node> = {};
  for (const [key, value] of Object.entries(english)) out[key] = merge(value, Reflect.get(translated, key));
  return out;
}

function mergePlural(english: Node, translated: object): Node {
  const out: Record<string, Node> = {};
  for (const [key, value] of Object.entries(translated))
    if (typeof value === 'string' && value !== '') out[key] = value;
  return typeof out['other'] === 'string' ? out : english;
}

/**
 * A catalogue (or a part of one) in a locale: each text from the translation where it has one, else
 * English's, string by string. Keys the translation has and English does not are ignored.
 */
export function localize<T extends object>(
  english: T,
  translation: Translation<Localized<T>> | undefined,
): Localized<T> {
  if (translation === undefined) return asLocalized(english);
  // Both sides are this project's own catalogue modules (typed by Translation<T>), never outside data.
  return merge(english as unknown as Node, translation) as unknown as Localized<T>;
}

/** The key paths of a translation that English does not have (a typo, or a text English dropped). */
export function strayKeys(english: unknown, translation: unknown, path = ''): string[] {
  if (typeof translation !== 'object' || translation === null) {
    const expected = typeof english === 'string' ? 'string' : 'object';
    return typeof translation === expected ? [] : [path];
  }
  if (typeof english !== 'object' || english === null) return [path];
  if (isPluralForms(english)) {
    return Object.keys(translation)
      .filter((key) => !PLURAL_CATEGORIES.includes(key))
      .map((key) => `${path}.${key}`);
  }
  return Object.entries(translation).flatMap(([key, value]) => {
    const at = path === '' ? key : `${path}.${key}`;
    return key in english ? strayKeys(Reflect.get(english, key), value, at) : [at];
  });
}
