/**
 * The countries list (storefront §3: id, label, name (two-letter), code (three-letter), about 200 entries),
 * from the maintained ISO 3166 data of i18n-iso-countries with its English names, sorted by label.
 * Imported only by the pre-order form, which loads on demand.
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

export interface Country {
  /** Position in the sorted list, from 1. */
  id: number;
  /** English short name, e.g. 'Germany'. */
  label: string;
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  name: string;
  /** ISO 3166-1 alpha-3, e.g. 'DEU'. */
  code: string;
}

countries.registerLocale(en);

function buildCountries(): Country[] {
  const names = countries.getNames('en', { select: 'official' });
  return Object.entries(names)
    .map(([alpha2, label]) => ({ label, name: alpha2, code: countries.alpha2ToAlpha3(alpha2) ?? '' }))
    .filter((c) => c.code !== '')
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
    .map((c, i) => ({ id: i + 1, ...c }));
}

export const COUNTRIES: readonly Country[] = buildCountries();

/** The country the form preselects: the United States, where pre-orders ship from. */
export const DEFAULT_COUNTRY = 'US';

export function isCountryCode(value: string): boolean {
  return COUNTRIES.some((c) => c.name === value);
}
