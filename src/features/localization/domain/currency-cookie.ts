import { CURRENCIES, DEFAULTS, isCurrency, isLocale, type Currency, type Locale } from './money.ts';

/**
 * The shopper's localization choice as one cookie, `sf_loc=<currency>|<region>|<locale>` (URI-encoded),
 * read by static pages before first paint and written by the localization island. Anything unexpected
 * falls back to the defaults (USD, USA, en) field by field: a cookie is untrusted input.
 */
export const LOC_COOKIE = 'sf_loc';

export interface LocChoice {
  currency: Currency;
  region: string;
  locale: Locale;
}

const REGION = /^[A-Za-z][A-Za-z ]{0,39}$/;

/** Parses the raw cookie value (still URI-encoded, as in document.cookie); never throws. */
export function parseLocCookie(raw: string | null | undefined): LocChoice {
  let decoded = '';
  try {
    decoded = decodeURIComponent(raw ?? '');
  } catch {
    decoded = '';
  }
  const [currency, region, locale] = decoded.split('|');
  return {
    currency: isCurrency(currency) ? currency : DEFAULTS.currency,
    region: region !== undefined && REGION.test(region) ? region : DEFAULTS.region,
    locale: isLocale(locale) ? locale : DEFAULTS.locale,
  };
}

/** The cookie value for a choice, URI-encoded (regions contain spaces). */
export function serializeLocCookie(choice: LocChoice): string {
  return encodeURIComponent(`${choice.currency}|${choice.region}|${choice.locale}`);
}

/**
 * The blocking <head> script: sets `data-currency` on <html> from the cookie before the body is parsed,
 * so CSS shows the right amount of every price on first paint. Same rule as parseLocCookie's currency,
 * in a few hundred bytes of plain ES5; the static markup already says USD for shoppers without JS.
 */
export const CURRENCY_HEAD_SCRIPT =
  `(function(){try{var m=document.cookie.match(/(?:^|; )${LOC_COOKIE}=([^;]*)/),` +
  `c=m?decodeURIComponent(m[1]).split('|')[0]:'';` +
  `if(/^(${CURRENCIES.join('|')})$/.test(c))document.documentElement.setAttribute('data-currency',c)}catch(e){}})()`;
