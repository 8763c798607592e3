import { describe, expect, it } from 'vitest';
import { priceAmounts } from '../../src/features/localization/domain/price-display.ts';

describe('priceAmounts', () => {
  it('formats all five currencies in order', () => {
    const amounts = priceAmounts(
      { USD: 2899, GBP: 2290, EUR: 2667, AUD: 4406, CAD: 3943 },
      { cents: 2899, currency: 'USD' },
    );
    expect(amounts).toEqual([
      { currency: 'USD', text: '$28.99' },
      { currency: 'GBP', text: '£22.90' },
      { currency: 'EUR', text: '€26.67' },
      { currency: 'AUD', text: 'A$44.06' },
      { currency: 'CAD', text: 'CA$39.43' },
    ]);
  });

  it('formats per locale', () => {
    expect(priceAmounts({ EUR: 123450 }, { cents: 1, currency: 'USD' }, 'de')?.[2]?.text).toBe('1.234,50\u00a0€');
  });

  it('shows the base price in its own currency where a currency is missing or broken', () => {
    const amounts = priceAmounts({ USD: 1000, EUR: 1.5, GBP: -1 }, { cents: 1000, currency: 'USD' });
    expect(amounts?.map((a) => a.text)).toEqual(['$10.00', '$10.00', '$10.00', '$10.00', '$10.00']);
  });

  it('gives up when neither the map nor the base can price every currency', () => {
    expect(priceAmounts({ USD: 1000 }, { cents: 1000, currency: 'JPY' })).toBeNull();
  });
});
