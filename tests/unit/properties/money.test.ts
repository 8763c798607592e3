/**
 * Properties of money (DESIGN: Money; storefront "Prices are rounded to 2 decimals"): integer cents,
 * rounding half away from zero, no -0, formatting that loses no digit, sums in cents that are exact.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  LOCALES,
  lineTotal,
  roundMoney,
  toCents,
  toDollars,
} from '../../../src/features/localization/domain/money.ts';
import { formatMoney } from '../../../src/features/localization/domain/format.ts';

/** Cents small enough that a dollar amount in a cart is exact as a double. */
const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const dollars = fc.double({ min: -10_000_000, max: 10_000_000, noNaN: true, noDefaultInfinity: true });
const currency = fc.constantFrom(...CURRENCIES);
const locale = fc.constantFrom(...LOCALES);

describe('money properties', () => {
  it('toCents gives an integer, never -0, within half a cent of the amount', () => {
    fc.assert(
      fc.property(dollars, (d) => {
        const c = toCents(d);
        expect(Number.isSafeInteger(c)).toBe(true);
        expect(Object.is(c, -0)).toBe(false);
        expect(Math.abs(c - d * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('toCents rounds half away from zero and is symmetric: toCents(-d) = -toCents(d)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => {
        // c.5 cents written in dollars, e.g. 1.005
        const half = Number(`${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}5`);
        expect(toCents(half)).toBe(c + 1);
        expect(toCents(-half)).toBe(-(c + 1));
      }),
    );
    fc.assert(
      fc.property(dollars, (d) => {
        expect(toCents(-d) + toCents(d)).toBe(0);
      }),
    );
  });

  it('cents → dollars → cents is the identity, and roundMoney is idempotent', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(toDollars(c))).toBe(c);
      }),
    );
    fc.assert(
      fc.property(dollars, (d) => {
        const once = roundMoney(d);
        expect(roundMoney(once)).toBe(once);
        expect(Object.is(once, -0)).toBe(false);
        expect(toCents(once)).toBe(toCents(d));
      }),
    );
  });

  it('non-finite amounts and fractional cents are refused with a RangeError', () => {
    const nonFinite = fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    fc.assert(
      fc.property(nonFinite, (n) => {
        expect(() => toCents(n)).toThrow(RangeError);
        expect(() => roundMoney(n)).toThrow(RangeError);
        expect(() => formatMoney(n)).toThrow(RangeError);
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
        (n) => {
          expect(() => toDollars(n)).toThrow(RangeError);
          expect(() => formatMoney(n)).toThrow(RangeError);
          expect(() => lineTotal(n, 1)).toThrow(RangeError);
        },
      ),
    );
  });

  it('formatting keeps every digit: the digits of the text are the cents, with a minus sign only below 0', () => {
    fc.assert(
      fc.property(cents, currency, locale, (c, cur, loc) => {
        const text = formatMoney(c, cur, loc);
        const digits = text.replace(/\D/g, '');
        expect(digits).toBe(String(Math.abs(c)).padStart(3, '0'));
        expect(/[-−]/.test(text)).toBe(c < 0);
      }),
    );
  });

  it('formatting round-trips in en/USD: parsing the text gives the cents back', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const text = formatMoney(c, 'USD', 'en');
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replace(/[$,]/g, '')) * 100)).toBe(c);
      }),
    );
  });

  it('a zero amount never formats as -0', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.004, max: 0.004, noNaN: true }), currency, locale, (d, cur, loc) => {
        expect(formatMoney(toCents(d), cur, loc)).not.toMatch(/[-−]/);
      }),
    );
  });

  it('line totals and sums in cents are exact: the sum of the parts is the whole', () => {
    const line = fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 999 }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const totals = lines.map(([unit, q]) => lineTotal(unit, q));
        totals.forEach((t, i) => {
          const [unit = 0, q = 0] = lines[i] ?? [];
          expect(t).toBe(unit * q);
          expect(Number.isSafeInteger(t)).toBe(true);
        });
        const sum = totals.reduce((a, b) => a + b, 0);
        // Summing in dollars then rounding agrees with summing in cents.
        expect(toCents(totals.reduce((a, t) => a + toDollars(t), 0))).toBe(sum);
      }),
    );
  });
});
