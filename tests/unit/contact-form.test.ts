import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  CONTACT_REASONS,
  contactFieldError,
  EMPTY_CONTACT,
  firstInvalidField,
  validateContact,
  type ContactValues,
} from '../../src/features/support/domain/contact-form.ts';

const valid: ContactValues = {
  orderNumber: 'SB7K2M9QXA',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  reason: CONTACT_REASONS[0].value,
  message: 'My hoodie has not arrived.',
};

describe('contact form', () => {
  it('has the spec messages exactly', () => {
    expect(CONTACT_MESSAGES).toEqual({
      orderNumber: 'Please enter your order number',
      email: 'Please enter a valid email',
      fullName: 'Please enter your full name',
      reason: 'Please select the reason for your contact',
      message: 'Please tell us why you are contacting us',
    });
  });

  it('names every field of an empty form, in the form order', () => {
    const errors = validateContact(EMPTY_CONTACT);
    expect(Object.keys(errors)).toEqual(['orderNumber', 'email', 'fullName', 'reason', 'message']);
    expect(firstInvalidField(errors)).toBe('orderNumber');
  });

  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
    expect(firstInvalidField({})).toBeNull();
  });

  it('treats blank text as missing and checks the email and the reason', () => {
    expect(contactFieldError('fullName', '   ')).toBe('Please enter your full name');
    expect(contactFieldError('email', 'ada@')).toBe('Please enter a valid email');
    expect(contactFieldError('email', ' ada@example.com ')).toBeNull();
    expect(contactFieldError('reason', 'bribe')).toBe('Please select the reason for your contact');
    expect(contactFieldError('reason', 'other')).toBeNull();
    expect(firstInvalidField(validateContact({ ...valid, message: '' }))).toBe('message');
  });

  it('refuses text longer than the field allows', () => {
    expect(contactFieldError('message', 'x'.repeat(2001))).toBe('Please tell us why you are contacting us');
    expect(contactFieldError('message', 'x'.repeat(2000))).toBeNull();
  });
});
