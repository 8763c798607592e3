/**
 * The one formatter (issue 16, "Locales and currencies"): every price, number and date the shopper reads
 * is written here, with Intl, for the buyer's locale (storefront §9: en, de, nl, fr, it, es, pt-BR, en-GB)
 * and currency, so one amount reads one way on every page and island.
 *
 * Static pages are built once per store, in the default locale: the amounts are written by formatMoney
 * for 'en', and RELOCALIZE_SCRIPT (end of <body>) rewrites them for any other buyer's locale before the
 * islands hydrate, writing the same text (format.test.ts compares the two). The head script
 * (currency-cookie.ts) sets <html lang> to that locale first.
 */
import { assertCents, CENTS_PER_UNIT, DEFAULTS, isCurrency, isLocale, type Currency, type Locale } from './money.ts';
import { BoundedMap } from '../../../shared/memo.ts';

/** How an amount of money is written, the same for every locale and currency. */
const MONEY_OPTIONS = { style: 'currency', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
/** How a date is written: a day ('December 3, 2026'), named in UTC (an ISO date names a day, not an instant). */
const DATE_OPTIONS = { dateStyle: 'long', timeZone: 'UTC' } as const;
const NUMBER_OPTIONS = { maximumFractionDigits: 2 } as const;

/** Texts remembered per money formatter: a store's prices repeat on thousands of tiles of one build. */
const TEXTS_PER_FORMATTER = 2_000;

interface MoneyFormatter {
  format: Intl.NumberFormat;
  texts: BoundedMap<number, string>;
}

// Building an Intl formatter is the slow part of formatting: one per locale (and currency), kept.
const moneyFormatters = new Map<string, MoneyFormatter>();
const numberFormatters = new Map<Locale, Intl.NumberFormat>();
const dateFormatters = new Map<Locale, Intl.DateTimeFormat>();

function checkedLocale(locale: Locale): Locale {
  if (!isLocale(locale)) throw new RangeError(`unsupported locale ${String(locale)}`);
  return locale;
}

function moneyFormatter(currency: Currency, locale: Locale): MoneyFormatter {
  const key = `${locale}|${currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = {
      format: new Intl.NumberFormat(locale, { ...MONEY_OPTIONS, currency }),
      texts: new BoundedMap(TEXTS_PER_FORMATTER),
    };
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/** Integer cents formatted for the shopper, e.g. formatMoney(123450, 'EUR', 'de') → '1.234,50 €'. */
export function formatMoney(
  cents: number,
  currency: Currency = DEFAULTS.currency,
  locale: Locale = DEFAULTS.locale,
): string {
  assertCents(cents, 'cents');
  if (!isCurrency(currency)) throw new RangeError(`unsupported currency ${String(currency)}`);
  const { format, texts } = moneyFormatter(currency, checkedLocale(locale));
  let text = texts.get(cents);
  if (text === undefined) {
    text = format.format(cents / CENTS_PER_UNIT);
    texts.set(cents, text);
  }
  return text;
}

/** A plain number for the shopper (up to two decimals): 12.5 → '12.5' in en, '12,5' in de. */
export function formatNumber(value: number, locale: Locale = DEFAULTS.locale): string {
  let format = numberFormatters.get(checkedLocale(locale));
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_OPTIONS);
    numberFormatters.set(locale, format);
  }
  return format.format(value);
}

const amountFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * Cents as a plain amount with two decimals, for a currency the storefront does not know (the caller
 * writes the code beside it): 1250 → '12.50' in en, '12,50' in de.
 */
export function formatAmount(cents: number, locale: Locale = DEFAULTS.locale): string {
  assertCents(cents, 'cents');
  let format = amountFormatters.get(checkedLocale(locale));
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormatters.set(locale, format);
  }
  return format.format(cents / CENTS_PER_UNIT);
}

function dateFormatter(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormatters.get(checkedLocale(locale));
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_OPTIONS);
    dateFormatters.set(locale, format);
  }
  return format;
}

/** A day for the shopper: 'December 3, 2026' in en, '3. Dezember 2026' in de. */
export function formatDate(date: Date, locale: Locale = DEFAULTS.locale): string {
  return dateFormatter(locale).format(date);
}

/** Two days as one range, 'December 3 – 5, 2026'; one day when they are the same or out of order. */
export function formatDateRange(early: Date, late: Date, locale: Locale = DEFAULTS.locale): string {
  const format = dateFormatter(locale);
  return early.getTime() >= late.getTime() ? format.format(late) : format.formatRange(early, late);
}

/**
 * The end-of-<body> script of static pages: for a buyer whose locale (<html lang>, set by the head script)
 * is not the default, rewrites every built amount as formatMoney does for that locale: the price spans
 * (`.cur>[data-c]`, the currency in data-c) and any element marked `data-money="<currency>"`. An amount it
 * cannot read is left as built. Plain ES5 and ASCII, run while the page is parsed, before any island
 * hydrates; for the default locale it does nothing.
 */
export const RELOCALIZE_SCRIPT =
  `(function(){var l=document.documentElement.lang;if(!l||l==${JSON.stringify(DEFAULTS.locale)})return;` +
  `try{var f={},e=document.querySelectorAll('.cur>[data-c],[data-money]');for(var i=0;i<e.length;i++){` +
  `var c=e[i].getAttribute('data-c')||e[i].getAttribute('data-money'),m=/^(-?)\\D+?([\\d,]+\\.\\d\\d)$/.exec(e[i].textContent);` +
  // The five currencies all have two decimals, so Intl's currency style writes formatMoney's text.
  `if(c&&m)e[i].textContent=(f[c]=f[c]||new Intl.NumberFormat(l,{style:'currency',currency:c}))` +
  `.format(Number(m[1]+m[2].replace(/,/g,'')))}}catch(x){}})()`;

/**
 * The dates of a static page, built in the default locale as `<time datetime="YYYY-MM-DD" data-date>`, written
 * as formatDate does for a buyer of another locale: a script placed after them, only on pages that show a date
 * (a legal page's effective date), so other pages carry none of it. Plain ES5 and ASCII.
 */
export const RELOCALIZE_DATES_SCRIPT =
  `(function(){var l=document.documentElement.lang;if(!l||l==${JSON.stringify(DEFAULTS.locale)})return;` +
  `try{var f=new Intl.DateTimeFormat(l,${JSON.stringify(DATE_OPTIONS)}),e=document.querySelectorAll('time[data-date]');` +
  `for(var i=0;i<e.length;i++){var d=new Date(e[i].getAttribute('datetime')+'T00:00:00Z');` +
  `if(!isNaN(d.getTime()))e[i].textContent=f.format(d)}}catch(x){}})()`;
