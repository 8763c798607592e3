import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  DEFAULTS,
  isCurrency,
  isLocale,
  lineTotal,
  LOCALES,
  roundMoney,
  toCents,
  toDollars,
  type Currency,
  type Locale,
} from '../../src/features/localization/domain/money.ts';
import { formatMoney } from '../../src/features/localization/domain/format.ts';

/** Intl uses narrow and regular no-break spaces as group/currency separators; compare on plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('constants', () => {
  it('lists the five currencies and eight locales of the spec, with the spec defaults', () => {
    expect(CURRENCIES).toEqual(['USD', 'GBP', 'EUR', 'AUD', 'CAD']);
    expect(LOCALES).toEqual(['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB']);
    expect(DEFAULTS).toEqual({ locale: 'en', currency: 'USD', region: 'USA' });
  });

  it('recognises supported currencies and locales only', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('JPY')).toBe(false);
    expect(isCurrency(42)).toBe(false);
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('pt')).toBe(false);
  });
});

describe('toCents / toDollars', () => {
  it('converts by a factor of 100', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0)).toBe(0);
    expect(toCents(25)).toBe(2500);
    expect(toDollars(1234)).toBe(12.34);
    expect(toDollars(5)).toBe(0.05);
    expect(toDollars(0)).toBe(0);
  });

  it('survives float noise that naive multiplication gets wrong', () => {
    expect(0.29 * 100).not.toBe(29); // the trap
    expect(toCents(0.29)).toBe(29);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds fractional cents half away from zero', () => {
    expect(toCents(0.125)).toBe(13);
    expect(toCents(0.124)).toBe(12);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(-1.005)).toBe(-101);
  });

  it('never answers negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(Object.is(roundMoney(-0.004), 0)).toBe(true);
  });

  it('handles negative amounts (refunds, discounts) symmetrically', () => {
    expect(toCents(-12.34)).toBe(-1234);
    expect(toDollars(-1234)).toBe(-12.34);
  });

  it('round-trips every cent value in a range', () => {
    for (let cents = -1000; cents <= 100_000; cents += 7) expect(toCents(toDollars(cents))).toBe(cents);
  });

  it('rejects non-finite dollars and fractional cents', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toDollars(12.5)).toThrow(/integer number of cents/);
    expect(() => toDollars(Number.NaN)).toThrow(RangeError);
  });
});

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [1.255, 1.26],
    [2.675, 2.68],
    [1.004, 1],
    [10.235, 10.24],
    [-1.005, -1.01],
    [0, 0],
    [123456.785, 123456.79],
    [19.999, 20],
  ])('roundMoney(%s) = %s', (input, expected) => {
    expect(roundMoney(input)).toBe(expected);
  });

  it('rejects non-finite input', () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('lineTotal', () => {
  it('multiplies integer cents by the quantity', () => {
    expect(lineTotal(1999, 3)).toBe(5997);
    expect(lineTotal(1999, 0)).toBe(0);
    expect(lineTotal(-500, 2)).toBe(-1000);
  });

  it('gives the spec line total with 2 decimals once converted', () => {
    expect(toDollars(lineTotal(toCents(0.1), 3))).toBe(0.3); // 0.1 * 3 = 0.30000000000000004 in floats
  });

  it('rejects fractional cents and bad quantities', () => {
    expect(() => lineTotal(19.99, 1)).toThrow(RangeError);
    expect(() => lineTotal(1999, -1)).toThrow(/quantity/);
    expect(() => lineTotal(1999, 1.5)).toThrow(/quantity/);
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats with the defaults (en, USD)', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-5)).toBe('-$0.05');
    expect(formatMoney(2500)).toBe('$25.00');
  });

  it('formats known locale and currency pairs exactly', () => {
    expect(formatMoney(123450, 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatMoney(123450, 'USD', 'en-GB')).toBe('US$1,234.50');
    expect(formatMoney(123450, 'AUD', 'en')).toBe('A$1,234.50');
    expect(formatMoney(123450, 'CAD', 'en')).toBe('CA$1,234.50');
    expect(plain(formatMoney(123450, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(123450, 'EUR', 'fr'))).toBe('1 234,50 €');
    expect(plain(formatMoney(123450, 'EUR', 'nl'))).toBe('€ 1.234,50');
    expect(plain(formatMoney(123450, 'USD', 'pt-BR'))).toBe('US$ 1.234,50');
  });

  const digits: Record<Locale, RegExp> = {
    en: /1,234\.50/,
    'en-GB': /1,234\.50/,
    de: /1\.234,50/,
    nl: /1\.234,50/,
    'pt-BR': /1\.234,50/,
    fr: /1 234,50/,
    it: /1\.?234,50/,
    es: /1\.?234,50/,
  };
  const marker: Record<Currency, RegExp> = {
    USD: /\$|USD/,
    GBP: /£|GBP/,
    EUR: /€|EUR/,
    AUD: /\$|AUD/,
    CAD: /\$|CAD/,
  };
  for (const locale of LOCALES) {
    for (const currency of CURRENCIES) {
      it(`formats ${currency} in ${locale} with two decimals and the currency marked`, () => {
        const text = plain(formatMoney(123450, currency, locale));
        expect(text).toMatch(digits[locale]);
        expect(text).toMatch(marker[currency]);
        expect(plain(formatMoney(100, currency, locale))).toMatch(/1[.,]00/);
      });
    }
  }

  it('rejects fractional cents and unsupported currencies or locales', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
    expect(() => formatMoney(100, 'JPY' as Currency)).toThrow(/unsupported currency/);
    expect(() => formatMoney(100, 'USD', 'ja' as Locale)).toThrow(/unsupported locale/);
  });

  it('reuses a formatter (same answer on repeated calls)', () => {
    const first = formatMoney(999, 'CAD', 'fr');
    expect(formatMoney(999, 'CAD', 'fr')).toBe(first);
  });
});
