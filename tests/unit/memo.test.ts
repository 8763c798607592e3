import { describe, expect, it, vi } from 'vitest';
import { BoundedMap, memoizeByObject, memoizeByString } from '../../src/shared/memo.ts';
import { sanitizeCustomCss } from '../../src/features/theme/domain/custom-css.ts';
import { CURRENCIES, LOCALES } from '../../src/features/localization/domain/money.ts';
import { formatMoney } from '../../src/features/localization/domain/format.ts';
import { promoLabel } from '../../src/features/catalog/domain/promo.ts';
import { htmlToPlainText, sanitizeNotificationHtml } from '../../src/shared/sanitize.ts';
import { themeToCssVariables } from '../../src/features/theme/domain/theme-css.ts';
import { createDefaultTheme } from '../../src/features/theme/domain/default-theme.ts';

describe('BoundedMap', () => {
  it('keeps up to its bound, then starts over with the entry being set', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    map.set('c', 3);
    expect([...map]).toEqual([['c', 3]]);
  });
});

describe('memoizeByString', () => {
  it('computes once per input, and starts over past its bound', () => {
    const fn = vi.fn((s: string) => s.length);
    const memo = memoizeByString(fn, 2);
    expect([memo('a'), memo('a'), memo('bb'), memo('a')]).toEqual([1, 1, 2, 1]);
    expect(fn).toHaveBeenCalledTimes(2);
    memo('ccc'); // third entry: the cache starts over
    memo('a');
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('remembers undefined results too', () => {
    const fn = vi.fn((): undefined => undefined);
    const memo = memoizeByString(fn);
    memo('x');
    memo('x');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('memoizeByObject', () => {
  it('computes once per object identity', () => {
    const fn = vi.fn((o: { n: number }) => o.n * 2);
    const memo = memoizeByObject(fn);
    const a = { n: 1 };
    expect([memo(a), memo(a), memo({ n: 1 })]).toEqual([2, 2, 2]);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('memoised build-time helpers give the same results as computing afresh', () => {
  it('formatMoney: the same text on every call, for every currency and locale', () => {
    for (const currency of CURRENCIES) {
      for (const locale of LOCALES) {
        for (const cents of [0, 5, 999, 123450, 99999999]) {
          const fresh = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }).format(cents / 100);
          expect(formatMoney(cents, currency, locale)).toBe(fresh);
          expect(formatMoney(cents, currency, locale)).toBe(fresh);
        }
      }
    }
  });

  it('formatMoney still rejects a fractional cent after the same amount was formatted whole', () => {
    formatMoney(100);
    expect(() => formatMoney(100.5)).toThrow(RangeError);
  });

  it('promoLabel: percentages per locale', () => {
    expect(promoLabel({ code: 'A', kind: 'percentage', percent: 12.5 })).toBe('12.5% off');
    expect(promoLabel({ code: 'A', kind: 'percentage', percent: 12.5 }, 'de')).toBe('12,5% off');
    expect(promoLabel({ code: 'A', kind: 'percentage', percent: 12.5 })).toBe('12.5% off');
  });

  it('sanitising and plain text: repeated calls agree', () => {
    const html = '<strong>Hi</strong> <a href="javascript:alert(1)">x</a><script>bad()</script>';
    const first = sanitizeNotificationHtml(html);
    expect(sanitizeNotificationHtml(html)).toBe(first);
    expect(first).not.toContain('script');
    expect(htmlToPlainText('<p>A &amp; B</p><p>C</p>')).toBe('A & B C');
    expect(htmlToPlainText('<p>A &amp; B</p><p>C</p>')).toBe('A & B C');
  });

  it('theme variables and custom CSS: the same text for the same theme or input', () => {
    const theme = createDefaultTheme();
    expect(themeToCssVariables(theme)).toBe(themeToCssVariables(createDefaultTheme()));
    const css = '.a { color: red; } @import url(x.css);';
    const first = sanitizeCustomCss(css);
    expect(sanitizeCustomCss(css)).toEqual(first);
    expect(sanitizeCustomCss(css, { layer: null }).css).not.toContain('@layer');
    expect(first.css).toContain('@layer custom');
  });
});
