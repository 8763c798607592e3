import { describe, expect, it } from 'vitest';
import { INVALID_NUMBER, PAST_EXPIRY, TEST_CARDS } from '../../../scripts/sandbox/checkout/magic.ts';
import {
  CARD_MESSAGES,
  cardBrand,
  cardFieldsState,
  EMPTY_CARD_VALUES,
  fieldIssue,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  luhnValid,
  parseCard,
} from '../../../src/features/checkout/payments/card-rules.ts';

const NOW = new Date('2026-11-22T02:00:00Z');
const card = (number: string, expiry = '12 / 30', cvc = '123') => ({ number, expiry, cvc });
const NONE = { number: false, expiry: false, cvc: false };
const ALL = { number: true, expiry: true, cvc: true };

describe('Stripe’s messages, shared with the sandbox payment host', () => {
  it('are the exact texts the host answers', () => {
    expect(CARD_MESSAGES.invalidNumber).toBe(INVALID_NUMBER.message);
    expect(CARD_MESSAGES.pastExpiryYear).toBe(PAST_EXPIRY.message);
    expect(CARD_MESSAGES).toMatchObject({
      incompleteNumber: 'Your card number is incomplete.',
      incompleteExpiry: "Your card's expiration date is incomplete.",
      incompleteCvc: "Your card's security code is incomplete.",
    });
  });
  it('accept every Stripe test number and refuse the invalid one, like the host', () => {
    for (const { number } of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid(INVALID_NUMBER.number)).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('formatting as typed', () => {
  it('groups numbers by four, American Express 4-6-5, and stops at the brand’s length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
  it('writes expiry as MM / YY, padding a first digit above 1 and refusing months above 12', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12/30')).toBe('12 / 30');
    expect(formatExpiry('13')).toBe('1');
    expect(formatExpiry('00')).toBe('0');
    expect(formatExpiry('12 /')).toBe('12'); // backspace over the separator
  });
  it('keeps CVC to 3 digits, 4 for American Express', () => {
    expect(formatCvc('12345', '4242')).toBe('123');
    expect(formatCvc('12a345', '3782')).toBe('1234');
  });
  it('detects brands like the host', () => {
    expect(['4242', '5555', '2223', '3782', '6011', '9999'].map(cardBrand)).toEqual([
      'visa',
      'mastercard',
      'mastercard',
      'amex',
      'discover',
      'unknown',
    ]);
  });
});

describe('field issues, Elements-style', () => {
  it('reports an invalid number at once, an incomplete one only after leaving it', () => {
    expect(fieldIssue('number', card('4242 4242 4242 4241'), NOW, false)).toBe('invalidNumber');
    expect(fieldIssue('number', card('4242 42'), NOW, false)).toBeNull();
    expect(fieldIssue('number', card('4242 42'), NOW, true)).toBe('incompleteNumber');
    expect(fieldIssue('number', card(''), NOW, true)).toBeNull();
  });
  it('refuses a past expiry year and a past month of this year', () => {
    expect(fieldIssue('expiry', card('4242', '12 / 25'), NOW, false)).toBe('pastExpiryYear');
    expect(fieldIssue('expiry', card('4242', '10 / 26'), NOW, false)).toBe('pastExpiryDate');
    expect(fieldIssue('expiry', card('4242', '11 / 26'), NOW, false)).toBeNull();
    expect(fieldIssue('expiry', card('4242', '11 / 2'), NOW, true)).toBe('incompleteExpiry');
  });
  it('needs the brand’s CVC length once left', () => {
    expect(fieldIssue('cvc', card('4242', '12 / 30', '12'), NOW, true)).toBe('incompleteCvc');
    expect(fieldIssue('cvc', card('3782', '12 / 30', '123'), NOW, true)).toBe('incompleteCvc');
    expect(fieldIssue('cvc', card('3782', '12 / 30', '1234'), NOW, true)).toBeNull();
  });
});

describe('the change report and the parsed card', () => {
  it('starts empty and incomplete', () => {
    expect(cardFieldsState(EMPTY_CARD_VALUES, NONE, NOW)).toEqual({ complete: false, empty: true, error: null });
  });
  it('is complete for a valid card and gives the host’s input', () => {
    const values = card('4242 4242 4242 4242', '04 / 31', '321');
    expect(cardFieldsState(values, NONE, NOW)).toEqual({ complete: true, empty: false, error: null });
    expect(parseCard(values, NOW)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 4, expYear: 2031, cvc: '321' },
    });
  });
  it('reports the first error in reading order', () => {
    const state = cardFieldsState(card('4242 4242 4242 4241', '12 / 20', '1'), ALL, NOW);
    expect(state).toEqual({ complete: false, empty: false, error: 'Your card number is invalid.' });
  });
  it('treats an empty field as incomplete when paying', () => {
    expect(parseCard(card('4242 4242 4242 4242', '', ''), NOW)).toEqual({ ok: false, issue: 'incompleteExpiry' });
    expect(parseCard(EMPTY_CARD_VALUES, NOW)).toEqual({ ok: false, issue: 'incompleteNumber' });
  });
});
