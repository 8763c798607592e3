import { describe, expect, it } from 'vitest';
import {
  COPIED_MS,
  nextPromoIndex,
  promoAmountDollars,
  promoLabel,
  promoLabelParts,
  PROMO_ROTATION_MS,
  toBannerPromo,
  validBannerCodes,
} from '../../src/features/catalog/domain/promo.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('validBannerCodes (storefront §5)', () => {
  it('keeps free shipping, positive percentages and positive USD fixed amounts, in order', () => {
    const codes = validBannerCodes([
      { code: 'SAVE10', type: 'percentage', value: 10 },
      { code: 'FIVE', type: 'fixed_value', value: { amount: 500, currency: 'USD' } },
      { code: 'SHIP', type: 'free_shipping', value: null },
      { code: 'NOTHING0', type: 'percentage', value: 0 },
      { code: 'EURO5', type: 'fixed_value', value: { amount: 500, currency: 'EUR' } },
      { code: 'MYSTERY', type: '', value: null },
    ]);
    expect(codes).toEqual([
      { code: 'SAVE10', kind: 'percentage', percent: 10 },
      { code: 'FIVE', kind: 'fixed_value', amountCents: 500 },
      { code: 'SHIP', kind: 'free_shipping' },
    ]);
  });

  it.each([
    ['empty code', { code: '', type: 'free_shipping' }],
    ['blank code', { code: '  ', type: 'free_shipping' }],
    ['missing type', { code: 'X' }],
    ['unknown type', { code: 'X', type: 'bogo', value: 10 }],
    ['negative percentage', { code: 'X', type: 'percentage', value: -5 }],
    ['percentage as string', { code: 'X', type: 'percentage', value: '10' }],
    ['NaN percentage', { code: 'X', type: 'percentage', value: Number.NaN }],
    ['infinite percentage', { code: 'X', type: 'percentage', value: Number.POSITIVE_INFINITY }],
    ['zero fixed amount', { code: 'X', type: 'fixed_value', value: { amount: 0, currency: 'USD' } }],
    ['negative fixed amount', { code: 'X', type: 'fixed_value', value: { amount: -100, currency: 'USD' } }],
    ['fractional cents', { code: 'X', type: 'fixed_value', value: { amount: 12.5, currency: 'USD' } }],
    ['fixed without currency', { code: 'X', type: 'fixed_value', value: { amount: 500 } }],
    ['fixed as number', { code: 'X', type: 'fixed_value', value: 500 }],
    ['fixed null', { code: 'X', type: 'fixed_value', value: null }],
    ['code not a string', { code: 42, type: 'free_shipping' }],
  ])('hides a code with %s', (_, input) => {
    expect(toBannerPromo(input)).toBeNull();
  });

  it('accepts a lower-case currency code and trims code and type', () => {
    expect(toBannerPromo({ code: ' FIVE ', type: ' fixed_value ', value: { amount: 500, currency: 'usd' } })).toEqual({
      code: 'FIVE',
      kind: 'fixed_value',
      amountCents: 500,
    });
  });
});

describe('promoLabel', () => {
  it('labels each kind; fixed amounts are cents ÷ 100 in USD', () => {
    expect(promoLabel({ code: 'A', kind: 'free_shipping' })).toBe('Free shipping');
    expect(promoLabel({ code: 'A', kind: 'percentage', percent: 20 })).toBe('20% off');
    expect(promoLabel({ code: 'A', kind: 'percentage', percent: 12.5 })).toBe('12.5% off');
    expect(promoLabel({ code: 'A', kind: 'fixed_value', amountCents: 500 })).toBe('$5.00 off');
    expect(plain(promoLabel({ code: 'A', kind: 'fixed_value', amountCents: 1250 }, 'de'))).toBe('12,50 $ off');
    expect(promoAmountDollars({ code: 'A', kind: 'fixed_value', amountCents: 1250 })).toBe(12.5);
  });

  it('sets a fixed amount apart, so a static page can write it in the buyer’s locale', () => {
    expect(promoLabelParts({ code: 'A', kind: 'fixed_value', amountCents: 500 })).toEqual(['', '$5.00', ' off']);
    expect(promoLabelParts({ code: 'A', kind: 'percentage', percent: 20 })).toEqual(['20% off', '', '']);
    expect(promoLabelParts({ code: 'A', kind: 'free_shipping' })).toEqual(['Free shipping', '', '']);
  });
});

describe('rotation', () => {
  it('uses the spec timings', () => {
    expect(PROMO_ROTATION_MS).toBe(7000);
    expect(COPIED_MS).toBe(3000);
  });
  it('wraps around and copes with an empty list', () => {
    expect(nextPromoIndex(0, 3)).toBe(1);
    expect(nextPromoIndex(2, 3)).toBe(0);
    expect(nextPromoIndex(5, 0)).toBe(0);
  });
});
