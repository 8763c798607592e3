import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  fromCustomer,
  isInternational,
  toCustomer,
  validateField,
  validateForm,
  validateNameOnCard,
  withAddress,
  type DeliveryForm,
} from '../../../src/features/checkout/domain/form.ts';
import { formatPhone } from '../../../src/features/checkout/domain/phone-format.ts';
import { CHECKOUT_TEXTS } from '../../../src/features/checkout/domain/texts.ts';

const GOOD: DeliveryForm = {
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '1 Market St',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
  phone: '415 555 0100',
};

describe('delivery form validation (checkout.md §5)', () => {
  it('accepts a complete US form', () => {
    expect(validateForm(GOOD, formatPhone)).toEqual({});
  });

  it('gives every spec message for an empty form, and none for the optional address2', () => {
    expect(validateForm({ ...EMPTY_FORM }, formatPhone)).toEqual({
      email: 'Please enter a valid email',
      firstname: 'Please enter your first name',
      lastname: 'Please enter your last name',
      address: 'Please enter your street address',
      city: 'Please enter your city',
      state: 'Please select your state',
      zip: 'Please enter your zipcode',
      phone: 'Please enter your phone number',
    });
  });

  it('treats whitespace as empty', () => {
    expect(validateField('city', { ...GOOD, city: '   ' }, formatPhone)).toBe('Please enter your city');
  });

  it('rejects an invalid phone with its own message, not a regex', () => {
    expect(validateField('phone', { ...GOOD, phone: '12' }, formatPhone)).toBe('Please enter a valid phone number');
    expect(validateField('phone', { ...GOOD, phone: '555 0000 00000' }, formatPhone)).toBe(
      'Please enter a valid phone number',
    );
    expect(validateField('phone', { ...GOOD, phone: '+44 20 7946 0958' }, formatPhone)).toBeNull();
  });

  it('while the phone rule loads, a blank phone has its message and any other number none yet', () => {
    expect(validateField('phone', { ...GOOD, phone: ' ' }, null)).toBe('Please enter your phone number');
    expect(validateField('phone', { ...GOOD, phone: '12' }, null)).toBeNull();
    expect(validateField('city', { ...GOOD, city: '' }, null)).toBe('Please enter your city');
  });

  it('checks the email', () => {
    expect(validateField('email', { ...GOOD, email: 'ada@' }, formatPhone)).toBe('Please enter a valid email');
    expect(validateField('email', { ...GOOD, email: '  ada@example.com ' }, formatPhone)).toBeNull();
  });

  it('a non-US country shows the international message and drops the state and zip rules', () => {
    const de = { ...GOOD, country: 'DE', state: '', zip: '' };
    expect(isInternational(de)).toBe(true);
    expect(validateForm(de, formatPhone)).toEqual({
      country:
        "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
    });
    expect(CHECKOUT_TEXTS.international).toBe(
      "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
    );
  });

  it('requires the name on card', () => {
    expect(validateNameOnCard(' ')).toBe('Please enter the name on your card');
    expect(validateNameOnCard('Ada')).toBeNull();
  });
});

describe('phone formatting (default country US, international format)', () => {
  it('formats a US national number internationally', () => {
    expect(formatPhone('(415) 555-0100')).toBe('+1 415 555 0100');
  });
  it('keeps other countries given with their code', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
  it('returns null for an invalid number', () => {
    expect(formatPhone('abc')).toBeNull();
  });
});

describe('customer mapping', () => {
  it('maps the form to the host customer and back', () => {
    const customer = toCustomer(
      { ...GOOD, email: ' ada@example.com ', address2: 'Apt 4' },
      () => 'California',
      formatPhone,
    );
    expect(customer).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 415 555 0100',
      address: {
        address1: '1 Market St',
        address2: 'Apt 4',
        city: 'San Francisco',
        stateCode: 'CA',
        state: 'California',
        zip: '94105',
        countryCode: 'US',
      },
    });
    expect(fromCustomer(customer)).toEqual({ ...GOOD, address2: 'Apt 4', phone: '+1 415 555 0100' });
    expect(fromCustomer(null)).toEqual(EMPTY_FORM);
  });

  it('fills a suggested address into the form', () => {
    const next = withAddress(GOOD, {
      address1: '1 Market Street',
      city: 'SF',
      stateCode: 'CA',
      zip: '94105-0042',
      countryCode: 'US',
    });
    expect(next).toMatchObject({ address: '1 Market Street', city: 'SF', zip: '94105-0042', email: GOOD.email });
  });
});
