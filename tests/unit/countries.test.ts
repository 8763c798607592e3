import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY, isCountryCode } from '../../src/features/localization/domain/countries.ts';

describe('countries', () => {
  it('has about 200 entries with id, label, alpha-2 name and alpha-3 code', () => {
    expect(COUNTRIES.length).toBeGreaterThan(190);
    expect(COUNTRIES.length).toBeLessThan(260);
    expect(COUNTRIES.find((c) => c.name === 'DE')).toMatchObject({ label: 'Germany', code: 'DEU' });
    for (const c of COUNTRIES) {
      expect(c.name).toMatch(/^[A-Z]{2}$/);
      expect(c.code).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('is sorted by label and numbered from 1', () => {
    const labels = COUNTRIES.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRIES.map((c) => c.id)).toEqual(COUNTRIES.map((_, i) => i + 1));
  });

  it('knows the default and rejects unknown codes', () => {
    expect(isCountryCode(DEFAULT_COUNTRY)).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
});
