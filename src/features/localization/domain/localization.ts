/**
 * Localization rules for the 'Preferences' modal (storefront §4, §9): which choices are offered and how a
 * submitted choice is checked and stored. The cookie's format is src/features/localization/domain/currency-cookie.ts's.
 */
import { isCurrency, isLocale, DEFAULTS } from './money.ts';
import type { LocChoice } from './currency-cookie.ts';

/** The lists the modal offers (a subset of catalog's Localization, small enough for island props). */
export interface LocalizationLists {
  locales: readonly { code: string; name: string }[];
  currencies: readonly { currency: string; symbol: string }[];
  regions: readonly { region: string; fulfillmentRegion: string }[];
}

/** One year: the choice outlives the session (storefront §4: Submit saves currency and region). */
export const LOC_COOKIE_DAYS = 365;

export interface CookieAttributes {
  expires: number;
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
}

/** js-cookie attributes for the choice cookie: Secure over https only, SameSite=Lax, site-wide, a year. */
export function locCookieAttributes(protocol: string): CookieAttributes {
  return { expires: LOC_COOKIE_DAYS, path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}

/**
 * The choice a submitted form makes, each field checked against the offered lists (and the currencies
 * and locales the static pages carry); anything else keeps the current value.
 */
export function choiceFromForm(
  form: { currency: string; region: string; locale: string },
  lists: LocalizationLists,
  current: LocChoice,
): LocChoice {
  const currency = lists.currencies.some((c) => c.currency === form.currency) ? form.currency : '';
  const locale = lists.locales.some((l) => l.code === form.locale) ? form.locale : '';
  const region = lists.regions.some((r) => r.region === form.region) ? form.region : '';
  return {
    currency: isCurrency(currency) ? currency : current.currency,
    locale: isLocale(locale) ? locale : current.locale,
    region: region !== '' && /^[A-Za-z][A-Za-z ]{0,39}$/.test(region) ? region : current.region,
  };
}

/** Only the entries the storefront can honour: currencies and locales it knows, plausible regions. */
export function offeredLists(lists: LocalizationLists): LocalizationLists {
  const currencies = lists.currencies.filter((c) => isCurrency(c.currency));
  const locales = lists.locales.filter((l) => isLocale(l.code));
  const regions = lists.regions.filter((r) => /^[A-Za-z][A-Za-z ]{0,39}$/.test(r.region));
  return {
    currencies: currencies.length > 0 ? currencies : [{ currency: DEFAULTS.currency, symbol: '$' }],
    locales: locales.length > 0 ? locales : [{ code: DEFAULTS.locale, name: 'English' }],
    regions: regions.length > 0 ? regions : [{ region: DEFAULTS.region, fulfillmentRegion: DEFAULTS.region }],
  };
}
