import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isTypedQuantity,
  parseQuantity,
  quantityChoices,
  readTypedQuantity,
} from '../../src/features/cart/domain/quantity.ts';

describe('quantity picker', () => {
  it('offers 1 to 10 then 10+ by default', () => {
    const choices = quantityChoices();
    expect(choices.map((c) => c.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '10+']);
    expect(choices.at(-1)?.value).toBe('more');
  });

  it('follows another max, never below 1', () => {
    expect(quantityChoices(3).map((c) => c.label)).toEqual(['1', '2', '3', '3+']);
    expect(quantityChoices(0).map((c) => c.label)).toEqual(['1', '1+']);
  });

  it('accepts only whole numbers from 1 to 999 when typed', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' 7 ')).toBe(7);
    for (const bad of ['0', '-1', '1.5', '1e3', '1000', 'abc', '', '<b>2</b>']) expect(parseQuantity(bad)).toBeNull();
  });

  it('says why typed text is not a quantity: nothing, not a whole number, below 1, above 999', () => {
    const cases: [string, string][] = [
      ['', 'Enter a quantity.'],
      ['   ', 'Enter a quantity.'],
      ['abc', 'Enter a whole number, such as 12.'],
      ['2.5', 'Enter a whole number, such as 12.'],
      ['1e3', 'Enter a whole number, such as 12.'],
      ['12abc', 'Enter a whole number, such as 12.'],
      ['<b>2</b>', 'Enter a whole number, such as 12.'],
      ['0', 'The quantity must be at least 1.'],
      ['-3', 'The quantity must be at least 1.'],
      ['-0', 'The quantity must be at least 1.'],
      ['1000', 'You can add up to 999 at a time.'],
      ['99999999999999999999999', 'You can add up to 999 at a time.'],
    ];
    for (const [text, message] of cases)
      expect(readTypedQuantity(text), JSON.stringify(text)).toEqual({ ok: false, message });
    expect(readTypedQuantity(' 15 ')).toEqual({ ok: true, quantity: 15 });
    expect(readTypedQuantity('007')).toEqual({ ok: true, quantity: 7 });
    expect(readTypedQuantity('999')).toEqual({ ok: true, quantity: 999 });
  });

  it('reads back exactly the whole number typed, for every one from 1 to 999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (n) => {
        expect(readTypedQuantity(String(n))).toEqual({ ok: true, quantity: n });
      }),
    );
  });

  it('never accepts text that is not a whole number from 1 to 999', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = readTypedQuantity(text);
        if (read.ok) {
          expect(text.trim()).toMatch(/^\+?\d+$/);
          expect(read.quantity).toBeGreaterThanOrEqual(1);
          expect(read.quantity).toBeLessThanOrEqual(999);
        }
      }),
    );
  });

  it('switches to typing on N+ or above the list', () => {
    expect(isTypedQuantity('more', 1)).toBe(true);
    expect(isTypedQuantity('3', 3)).toBe(false);
    expect(isTypedQuantity('3', 12)).toBe(true);
  });
});
