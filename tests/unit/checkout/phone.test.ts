import { describe, expect, it } from 'vitest';
import { loadedPhoneFormat, loadPhoneFormat } from '../../../src/lib/checkout/phone.ts';

describe('the phone rule loaded on demand', () => {
  it('answers synchronously only once loaded, and loads once', async () => {
    expect(loadedPhoneFormat()).toBeNull();
    const first = loadPhoneFormat();
    expect(loadPhoneFormat()).toBe(first);
    const format = await first;
    expect(loadedPhoneFormat()).toBe(format);
    expect(format('(415) 555-0100')).toBe('+1 415 555 0100');
    expect(format('12')).toBeNull();
  });
});
