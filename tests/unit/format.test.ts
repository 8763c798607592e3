/**
 * The one formatter (issue 16): every amount, number and date for the buyer's locale, and the static pages'
 * end-of-body script, which writes the amounts built in the default locale for any other: the same text as
 * an island writes for the same amount.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateRange,
  formatMoney,
  formatNumber,
  RELOCALIZE_DATES_SCRIPT,
  RELOCALIZE_SCRIPT,
} from '../../src/features/localization/domain/format.ts';
import { formatIsoDate } from '../../src/features/localization/domain/dates.ts';

const LOCALES = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB'] as const;
const CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const;

/** Spaces Intl uses (no-break, narrow no-break, thin) as plain spaces, so expectations stay readable. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

interface FakeElement {
  textContent: string;
  getAttribute: (name: string) => string | null;
}

/**
 * Runs the end-of-body script over a page whose <html lang> is `lang` and whose amounts are `texts`, each a
 * price span of `currency` (data-c), or with `marked`, an element marked data-money="<currency>".
 */
function relocalize(lang: string, texts: readonly string[], currency = 'USD', marked = false): string[] {
  const attribute = marked ? 'data-money' : 'data-c';
  const elements: FakeElement[] = texts.map((textContent) => ({
    textContent,
    getAttribute: (name) => (name === attribute ? currency : null),
  }));
  const document = {
    documentElement: { lang },
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('.cur>[data-c],[data-money]');
      return elements;
    },
  };
  runInNewContext(RELOCALIZE_SCRIPT, { document, Intl, Number });
  return elements.map((e) => e.textContent);
}

describe('formatMoney, formatNumber and dates for the spec’s locales', () => {
  it('writes one euro amount the locale’s way', () => {
    expect(plain(formatMoney(2759, 'EUR', 'en'))).toBe('€27.59');
    expect(plain(formatMoney(2759, 'EUR', 'de'))).toBe('27,59 €');
    expect(plain(formatMoney(2759, 'EUR', 'fr'))).toBe('27,59 €');
    expect(plain(formatMoney(2759, 'EUR', 'nl'))).toBe('€ 27,59');
    expect(plain(formatMoney(2759, 'EUR', 'it'))).toBe('27,59 €');
    expect(plain(formatMoney(2759, 'EUR', 'es'))).toBe('27,59 €');
    expect(plain(formatMoney(2759, 'EUR', 'pt-BR'))).toBe('€ 27,59');
    expect(plain(formatMoney(2759, 'EUR', 'en-GB'))).toBe('€27.59');
  });

  it('numbers and dates follow the locale too', () => {
    expect(formatNumber(12.5, 'en')).toBe('12.5');
    expect(formatNumber(12.5, 'de')).toBe('12,5');
    expect(formatAmount(1250, 'en')).toBe('12.50');
    expect(formatAmount(123450, 'de')).toBe('1.234,50');
    const day = new Date(Date.UTC(2026, 11, 3));
    expect(formatDate(day, 'en')).toBe('December 3, 2026');
    expect(formatDate(day, 'de')).toBe('3. Dezember 2026');
    expect(formatDate(day, 'en-GB')).toBe('3 December 2026');
    expect(formatIsoDate('2026-12-03', 'fr')).toBe('3 décembre 2026');
    expect(plain(formatDateRange(day, new Date(Date.UTC(2026, 11, 5)), 'en'))).toMatch(/^December 3 ?– ?5, 2026$/);
    expect(formatDateRange(day, day, 'en')).toBe('December 3, 2026');
  });

  it('refuses a locale outside the spec’s list', () => {
    // @ts-expect-error: not one of the spec's locales
    expect(() => formatMoney(100, 'USD', 'ja')).toThrow(RangeError);
    // @ts-expect-error: not one of the spec's locales
    expect(() => formatNumber(1, 'xx')).toThrow(RangeError);
  });
});

describe('the end-of-body script of static pages', () => {
  const amounts = [0, 5, 2759, 123450, 100000000];

  it('writes every built amount as formatMoney does for the buyer’s locale, in each currency', () => {
    for (const locale of LOCALES) {
      for (const currency of CURRENCIES) {
        const built = amounts.map((cents) => formatMoney(cents, currency, 'en'));
        const expected = amounts.map((cents) => formatMoney(cents, currency, locale));
        expect(relocalize(locale, built, currency), `${locale} ${currency}`).toEqual(expected);
        expect(relocalize(locale, built, currency, true), `${locale} ${currency} data-money`).toEqual(expected);
      }
    }
  });

  it('leaves the page alone in the default locale, and an amount it cannot read as it is', () => {
    const built = [formatMoney(2759, 'EUR', 'en'), 'Free', '27.59', '¥100', '$27.5', '<b>$1.00</b>'];
    expect(relocalize('en', built, 'EUR')).toEqual(built);
    expect(relocalize('', built, 'EUR')).toEqual(built);
    expect(relocalize('de', built, 'EUR').slice(1)).toEqual(built.slice(1));
    expect(plain(relocalize('de', built, 'EUR')[0] ?? '')).toBe('27,59 €');
    // An element that names no currency is left as built.
    expect(relocalize('de', built, '')).toEqual(built);
  });

  it('is ASCII only, so its CSP hash holds whatever charset a reader takes the page in', () => {
    expect(RELOCALIZE_SCRIPT).toMatch(/^[\x20-\x7e]*$/);
  });

  it('a negative amount keeps its sign', () => {
    expect(relocalize('de', [formatMoney(-500, 'GBP', 'en')], 'GBP')).toEqual([formatMoney(-500, 'GBP', 'de')]);
  });
});

describe("the static pages' date script", () => {
  function relocalizeDates(lang: string, datetimes: readonly string[], built: string): string[] {
    const elements = datetimes.map((datetime) => ({
      textContent: built,
      getAttribute: (name: string) => (name === 'datetime' ? datetime : null),
    }));
    const document = {
      documentElement: { lang },
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('time[data-date]');
        return elements;
      },
    };
    runInNewContext(RELOCALIZE_DATES_SCRIPT, { document, Intl, Date, isNaN });
    return elements.map((e) => e.textContent);
  }

  it('writes each date as formatIsoDate does for the buyer’s locale; English and a bad date stay as built', () => {
    for (const locale of LOCALES) {
      expect(relocalizeDates(locale, ['2020-02-20'], 'February 20, 2020'), locale).toEqual([
        formatIsoDate('2020-02-20', locale),
      ]);
    }
    expect(relocalizeDates('de', ['2026-12-03'], 'x')).toEqual(['3. Dezember 2026']);
    expect(relocalizeDates('en', ['2026-12-03'], 'built')).toEqual(['built']);
    expect(relocalizeDates('de', ['not a date'], 'built')).toEqual(['built']);
    expect(RELOCALIZE_DATES_SCRIPT).toMatch(/^[\x20-\x7e]*$/);
  });
});
