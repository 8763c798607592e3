import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_STATES } from '../../src/features/localization/domain/us-states.ts';

describe('US states', () => {
  it('lists the 50 states, DC, the territories and the military codes, once each', () => {
    const codes = US_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['CA', 'NY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP'])
      expect(codes).toContain(code);
    expect(codes.length).toBeGreaterThanOrEqual(57);
  });

  it('recognises only listed codes', () => {
    expect(isUsStateCode('AP')).toBe(true);
    expect(isUsStateCode('ZZ')).toBe(false);
    expect(isUsStateCode('ca')).toBe(false);
  });
});
