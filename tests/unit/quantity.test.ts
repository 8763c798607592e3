import { describe, expect, it } from 'vitest';
import { isTypedQuantity, parseQuantity, quantityChoices } from '../../src/lib/quantity.ts';

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

  it('switches to typing on N+ or above the list', () => {
    expect(isTypedQuantity('more', 1)).toBe(true);
    expect(isTypedQuantity('3', 3)).toBe(false);
    expect(isTypedQuantity('3', 12)).toBe(true);
  });
});
