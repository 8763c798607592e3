import { CURRENCIES, DEFAULTS, isCurrency, isLocale, LOCALES, type Currency, type Locale } from './money.ts';

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

/** The cookie's lifetime, in seconds, as the head script writes it: one year (localization.ts). */
const LOC_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const oneOf = (values: readonly string[]): string => `/^(${values.join('|')})$/`;

/**
 * The blocking <head> script, before the body is parsed:
 * - a `locale` query parameter naming one of the spec's locales becomes the shopper's locale, remembered in
 *   the cookie (its currency and region kept; storefront §2: a listing's query takes locale);
 * - <html lang> is set to the shopper's locale, and <html data-currency> to the currency, so CSS shows the
 *   right amount of every price on first paint and format.ts's end-of-body script writes it for the locale;
 * - for a locale with a file of the static pages' words (`pageTexts`: locale → its path, page-texts.ts), that
 *   file is added to the head, render-blocking where the browser knows `blocking="render"` (a same-origin
 *   file of a few KB, fetched beside the stylesheets: the first paint is already in the buyer's words) and
 *   async everywhere (a file that fails leaves the page English). English, and a locale without a file,
 *   costs one property lookup.
 * Same rules as parseLocCookie, in plain ES5; without JavaScript the static markup says USD, in English.
 */
export function localizationHeadScript(pageTexts: Readonly<Partial<Record<Locale, string>>> = {}): string {
  const files = Object.entries(pageTexts).filter(([locale]) => isLocale(locale) && locale !== DEFAULTS.locale);
  const setLang =
    files.length === 0
      ? `if(L.test(l))d.setAttribute('lang',l)`
      : `if(L.test(l)){d.setAttribute('lang',l);var f=${JSON.stringify(Object.fromEntries(files))}[l];` +
        `if(f){var s=document.createElement('script');s.src=f;s.blocking='render';document.head.append(s)}}`;
  return (
    `(function(){try{var d=document.documentElement,C=${oneOf(CURRENCIES)},L=${oneOf(LOCALES)},` +
    `m=document.cookie.match(/(?:^|; )${LOC_COOKIE}=([^;]*)/),v=m?decodeURIComponent(m[1]).split('|'):[],` +
    `c=v[0],l=v[2],q=/[?&]locale=([^&#]*)/.exec(location.search),n='';try{n=q?decodeURIComponent(q[1]):''}catch(e){}` +
    `if(L.test(n)&&n!==l){l=n;document.cookie='${LOC_COOKIE}='+encodeURIComponent((C.test(c)?c:'${DEFAULTS.currency}')+'|'+` +
    `(v[1]&&${REGION.toString()}.test(v[1])?v[1]:'${DEFAULTS.region}')+'|'+l)+` +
    `';path=/;max-age=${LOC_COOKIE_SECONDS};samesite=lax'+(location.protocol==='https:'?';secure':'')}` +
    `if(C.test(c))d.setAttribute('data-currency',c);${setLang}}catch(e){}})()`
  );
}
