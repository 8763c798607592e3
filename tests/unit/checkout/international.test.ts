/** The international redirect (issue 13; checkout.md §7, §9): address fields over one character, the typed address as JSON. */
import { describe, expect, it } from 'vitest';
import type { DeliveryForm } from '../../../src/features/checkout/domain/form.ts';
import { internationalUrl, redirectAddressErrors } from '../../../src/features/checkout/domain/international.ts';
import { openCheckout } from '../stores/checkout-harness.ts';

const FORM: DeliveryForm = {
  email: ' ada@example.com ',
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '10 Downing St',
  address2: '',
  city: 'London',
  state: '',
  zip: 'SW1A 2AA',
  country: 'GB',
  phone: '+44 20 7946 0000',
};

describe('the international redirect', () => {
  it('needs street, city and zip longer than one character (§9)', () => {
    expect(redirectAddressErrors(FORM)).toEqual({});
    expect(redirectAddressErrors({ ...FORM, city: ' L ', zip: 'S', address: '' })).toEqual({
      address: 'Please enter your street address',
      city: 'Please enter your city',
      zip: 'Please enter your zipcode',
    });
  });

  it("carries the cart, the checkout's currency and the typed address to express_checkout", () => {
    const url = new URL(
      internationalUrl(
        { mainUrl: 'https://main.test', storeId: 'st_demo', storeUrl: 'https://shop.test/' },
        { ...openCheckout(), currency: 'GBP' },
        FORM,
        'en',
      ),
    );
    expect(url.pathname).toBe('/express_checkout');
    const q = url.searchParams;
    expect(q.get('currency')).toBe('GBP');
    expect(q.get('skus')).toBe('g1_c1_s1_1');
    expect(q.get('ship_method')).toBe('1');
    expect(q.get('store_id')).toBe('st_demo');
    expect(JSON.parse(q.get('shipping') ?? '')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      address1: '10 Downing St',
      city: 'London',
      zip: 'SW1A 2AA',
      countryCode: 'GB',
    });
  });
});
