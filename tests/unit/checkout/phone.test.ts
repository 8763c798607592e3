import { describe, expect, it, vi } from 'vitest';

describe('the phone rule loaded on demand', () => {
  it('answers synchronously only once loaded, and loads once', async () => {
    // A fresh module: another test file of this worker may have loaded the rule already.
    vi.resetModules();
    const { loadedPhoneFormat, loadPhoneFormat } = await import('../../../src/features/checkout/domain/phone.ts');
    expect(loadedPhoneFormat()).toBeNull();
    const first = loadPhoneFormat();
    expect(loadPhoneFormat()).toBe(first);
    const format = await first;
    expect(loadedPhoneFormat()).toBe(format);
    expect(format('(415) 555-0100')).toBe('+1 415 555 0100');
    expect(format('12')).toBeNull();
  });
});
