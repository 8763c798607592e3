/**
 * The message catalogue's rules (issue 16): English (./en/) defines every key and text; a translation
 * (./translations/<locale>.ts) gives any part of it, and each text it lacks is English's. A text with
 * '{name}' placeholders is filled by `fill`; a text that depends on a count is a set of plural forms
 * ({ one, other, … }, the CLDR categories of Intl.PluralRules), chosen by `pluralForm`.
 *
 * Types: `Localized<typeof english>` is the shape every locale's catalogue has once merged: any text, but a
 * text with placeholders must keep them (written as template-literal types, so a translation that drops
 * '{name}' does not compile), and a plural set may use every CLDR category. `Translation<…>` is what a
 * translation file may hold: any part of that shape, and nothing English does not have.
 */

declare const placeholderNames: unique symbol;

/** The '{name}' placeholders of a text, as a union of names. */
export type Placeholders<S extends string> = S extends `${string}{${infer K}}${infer Rest}`
  ? K | Placeholders<Rest>
  : never;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Any text holding each of the placeholders K, in any order; `fill` reads K back from it. */
export type Template<K extends string> = UnionToIntersection<K extends string ? `${string}{${K}}${string}` : never> & {
  readonly [placeholderNames]?: K;
};

/** The type of a text in any locale: a string, or a template keeping English's placeholders. */
export type TextOf<S extends string> = [Placeholders<S>] extends [never] ? string : Template<Placeholders<S>>;

/** The CLDR plural categories (Intl.PluralRules); every set has 'other'. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A text per plural category: English writes { one, other }; a translation may use any category. */
export type PluralForms<T = string> = { readonly other: T } & Partial<
  Readonly<Record<Exclude<PluralCategory, 'other'>, T>>
>;

/** A catalogue's shape for any locale, from English's literal one. */
export type Localized<T> = T extends string
  ? TextOf<T>
  : T extends { readonly other: infer O extends string }
    ? PluralForms<TextOf<O>>
    : { readonly [K in keyof T]: Localized<T[K]> };

/** What a translation file may hold of a catalogue's shape: any part, nothing else. */
export type Translation<T> = T extends string
  ? T
  : T extends { readonly other: string }
    ? T
    : { readonly [K in keyof T]?: Translation<T[K]> };

/** The values of a template's placeholders. */
export type FillValues<K extends string> = Readonly<Record<K, string | number>>;

/**
 * A text with its '{name}' placeholders replaced, e.g. fill('Thank you, {name}!', { name: 'Ada' }). Values
 * are inserted as given (format numbers and money with the localization feature's formatter first).
 */
export function fill<K extends string>(template: Template<K>, values: FillValues<K>): string {
  const named: Readonly<Record<string, string | number>> = values;
  return String(template).replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole: string, name: string) => {
    const value = named[name];
    return value === undefined ? whole : String(value);
  });
}

/** The form of a plural set for a category, 'other' when the set has none for it. */
export function pluralForm<T>(forms: PluralForms<T>, category: PluralCategory): T {
  return forms[category] ?? forms.other;
}

type Node = string | { readonly [key: string]: Node };

function isPluralForms(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'other' in value;
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
  if (translation === undefined) return english as unknown as Localized<T>;
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
    const categories: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
    return Object.keys(translation)
      .filter((key) => !categories.includes(key))
      .map((key) => `${path}.${key}`);
  }
  return Object.entries(translation).flatMap(([key, value]) => {
    const at = path === '' ? key : `${path}.${key}`;
    return key in english ? strayKeys(Reflect.get(english, key), value, at) : [at];
  });
}
