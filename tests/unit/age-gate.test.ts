import { describe, expect, it } from 'vitest';
import {
  AGE_GATE_TEXTS,
  AGE_GATE_VERIFIED_VALUE,
  isPromotionsUrl,
  shouldShowAgeGate,
} from '../../src/features/preview/domain/age-gate.ts';
import { ageGateExitUrl } from '../../src/features/preview/domain/platform-pages.ts';

const q = (s: string) => new URLSearchParams(s);

describe('age gate', () => {
  it('asks about 21', () => {
    expect(AGE_GATE_TEXTS.title).toBe('Are you 21 or older?');
  });

  it('is off for a store without the switch, unless ?agegate=1', () => {
    expect(shouldShowAgeGate({ storeGated: false, pathname: '/', query: q(''), stored: null })).toBe(false);
    expect(shouldShowAgeGate({ storeGated: false, pathname: '/', query: q('agegate=1'), stored: null })).toBe(true);
    expect(shouldShowAgeGate({ storeGated: false, pathname: '/', query: q('agegate=yes'), stored: null })).toBe(false);
  });

  it('is on for a store with the switch, on every page until Yes', () => {
    for (const pathname of ['/', '/listing/x', '/cart', '/about']) {
      expect(shouldShowAgeGate({ storeGated: true, pathname, query: q(''), stored: null })).toBe(true);
    }
    expect(shouldShowAgeGate({ storeGated: true, pathname: '/', query: q(''), stored: AGE_GATE_VERIFIED_VALUE })).toBe(
      false,
    );
    expect(shouldShowAgeGate({ storeGated: true, pathname: '/promotions/x', query: q(''), stored: null })).toBe(false);
  });

  it('stays away once verified', () => {
    const input = { storeGated: false, pathname: '/', query: q('agegate=1') };
    expect(shouldShowAgeGate({ ...input, stored: AGE_GATE_VERIFIED_VALUE })).toBe(false);
    expect(shouldShowAgeGate({ ...input, stored: 'true' })).toBe(true);
  });

  it('skips promotions URLs', () => {
    expect(isPromotionsUrl('/promotions', q(''))).toBe(true);
    expect(isPromotionsUrl('/promotions/summer', q(''))).toBe(true);
    expect(isPromotionsUrl('/', q('promo=SUMMER'))).toBe(true);
    expect(isPromotionsUrl('/promotionsfoo', q(''))).toBe(false);
    expect(isPromotionsUrl('/', q('promo='))).toBe(false);
    expect(
      shouldShowAgeGate({ storeGated: false, pathname: '/promotions/x', query: q('agegate=1'), stored: null }),
    ).toBe(false);
  });
});

describe("the age gate's 'No' (storefront §4: an external support page)", () => {
  it("goes to the platform's age-restricted support page on the main host, naming the store", () => {
    expect(ageGateExitUrl('http://localhost:4392/main/', 'demo')).toBe(
      'http://localhost:4392/main/support/age-restricted?store=demo',
    );
    expect(ageGateExitUrl('https://merch.example', 'a b&c')).toBe(
      'https://merch.example/support/age-restricted?store=a+b%26c',
    );
    expect(ageGateExitUrl('https://merch.example', '')).toBe('https://merch.example/support/age-restricted');
  });
});
