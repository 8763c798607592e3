/**
 * The message catalogue's rules (issue 16): English (./en/) defines every key and text; a translation
 * (./translations/<locale>.ts) gives any part of it, and each text it lacks is English's. A text with
 * '{name}' placeholders is filled by `fill`; a text that depends on a count is a set of plural forms
 * ({ one, other, … }, the CLDR categories of Intl.PluralRules), chosen by `pluralForm`.
 *
 * The merge of a translation over English is ./merge.ts, loaded only for a buyer whose locale is not English.
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
  : IsPlural<T> extends true
    ? T extends { readonly other: infer O extends string }
      ? PluralForms<TextOf<O>>
      : never
    : { readonly [K in keyof T]: Localized<T[K]> };

/** A plural set: an object with 'other' whose keys are all plural categories. */
type IsPlural<T> = T extends { readonly other: string } ? (keyof T extends PluralCategory ? true : false) : false;

/** What a translation file may hold of a catalogue's shape: any part, nothing else. */
export type Translation<T> = T extends string
  ? T
  : IsPlural<T> extends true
    ? T
    : { readonly [K in keyof T]?: Translation<T[K]> };

/** The placeholders of a text: read from a template's type, or from English's literal text itself. */
export type NamesOf<T extends string> = T extends { readonly [placeholderNames]?: infer K extends string }
  ? [K] extends [never]
    ? Placeholders<T>
    : K
  : Placeholders<T>;

/** The values of a template's placeholders (none to give: not a template, nothing to fill). */
export type FillValues<K extends string> = [K] extends [never] ? never : Readonly<Record<K, string | number>>;

/**
 * A text with its '{name}' placeholders replaced, e.g. fill('Thank you, {name}!', { name: 'Ada' }). Values
 * are inserted as given (format numbers and money with the localization feature's formatter first).
 */
export function fill<T extends string>(template: T, values: FillValues<NamesOf<T>>): string {
  const named: Readonly<Record<string, string | number>> = values;
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole: string, name: string) => {
    const value = named[name];
    return value === undefined ? whole : String(value);
  });
}

/** The form of a plural set for a category, 'other' when the set has none for it. */
export function pluralForm<T>(forms: PluralForms<T>, category: PluralCategory): T {
  return forms[category] ?? forms.other;
}

/** English texts as the type every locale's texts have (they are one of them: the fallback). */
export function asLocalized<T>(english: T): Localized<T> {
  // English is the catalogue's own literal; Localized<T> only widens its texts (same value, wider type).
  return english as unknown as Localized<T>;
}

/**
 * A message some rule wrote in English (a schema's, a store's), in another locale's texts: found by its
 * English text among a part's texts, and given in the other's words; any other text is returned as it is.
 */
export function translated<T extends object>(text: string, english: T, texts: Localized<T>): string;
export function translated<T extends object>(
  text: string | undefined,
  english: T,
  texts: Localized<T>,
): string | undefined;
export function translated<T extends object>(
  text: string | undefined,
  english: T,
  texts: Localized<T>,
): string | undefined {
  if (text === undefined || Object.is(texts, english)) return text;
  for (const [key, value] of Object.entries(english)) {
    const other: unknown = value === text ? Reflect.get(texts, key) : undefined;
    if (typeof other === 'string') return other;
  }
  return text;
}
