/**
 * The sandbox card fields' rules, as Stripe Elements applies them: formatting while typing, brand detection,
 * Luhn, expiry "MM / YY" in the future, CVC length by brand, and Stripe's exact messages. An invalid value
 * (wrong Luhn at full length, a past expiry) shows as soon as it is typed; "incomplete" only once the shopper
 * leaves a field that is partly filled, like Elements.
 */
import type { CardFieldsState, ProviderFailure } from './provider.ts';

/** Stripe's own texts (the sandbox payment host answers the same ones, scripts/sandbox/checkout/magic.ts). */
export const CARD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  pastExpiryYear: "Your card's expiration year is in the past.",
  pastExpiryDate: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
} as const;

/** Stripe's text for a request that never reached it (the shopper may retry; the checkout whitelists it). */
export const CARD_CONNECTION_FAILURE: ProviderFailure = {
  ok: false,
  code: 'api_connection_error',
  message: 'An error occurred while processing your card. Try again in a little bit.',
};

/** Stripe's error codes for the same cases (what createPaymentMethod reports). */
export const CARD_CODES = {
  invalidNumber: 'incorrect_number',
  incompleteNumber: 'incomplete_number',
  incompleteExpiry: 'incomplete_expiry',
  pastExpiryYear: 'invalid_expiry_year_past',
  pastExpiryDate: 'invalid_expiry_month_past',
  incompleteCvc: 'incomplete_cvc',
} as const satisfies Record<keyof typeof CARD_MESSAGES, string>;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';
export type CardField = 'number' | 'expiry' | 'cvc';
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

/** What the shopper typed, as shown (formatted). */
export type CardValues = Record<CardField, string>;
export const EMPTY_CARD_VALUES: CardValues = { number: '', expiry: '', cvc: '' };

/** The values in the shape the payment host's tokenisation takes. */
export interface ParsedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardIssue = keyof typeof CARD_MESSAGES;

const MAX_NUMBER_DIGITS = 19;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Same prefixes as the sandbox host's brandOf (scripts/sandbox/checkout/cards.ts). */
export function cardBrand(number: string): CardBrand {
  const d = digitsOf(number);
  if (d.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^6(011|5)/.test(d)) return 'discover';
  return 'unknown';
}

export const numberLength = (brand: CardBrand): number => (brand === 'amex' ? 15 : 16);
export const cvcLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242"; American Express groups 4-6-5. */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const d = digitsOf(value).slice(0, brand === 'unknown' ? MAX_NUMBER_DIGITS : numberLength(brand));
  const groups = brand === 'amex' ? [d.slice(0, 4), d.slice(4, 10), d.slice(10)] : (d.match(/.{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/** Typed digits → "MM / YY"; a first digit above 1 is a month ("4" → "04 / "), a month above 12 is refused. */
export function formatExpiry(value: string): string {
  let d = digitsOf(value);
  if (/^[2-9]/.test(d)) d = `0${d}`;
  if (d.length >= 2 && (Number(d.slice(0, 2)) > 12 || d.startsWith('00'))) d = d.slice(0, 1);
  d = d.slice(0, 4);
  if (d.length < 2) return d;
  if (d.length > 2) return `${d.slice(0, 2)} / ${d.slice(2)}`;
  // Exactly a month: typing it adds the separator; backspace over " / " ("12 /") leaves the bare month.
  return value.length <= 2 ? `${d} / ` : d;
}

export function formatCvc(value: string, number: string): string {
  return digitsOf(value).slice(0, cvcLength(cardBrand(number)));
}

/** The issue of one field: `left` means the shopper has left it (incomplete values count only then). */
export function fieldIssue(field: CardField, values: CardValues, now: Date, left: boolean): CardIssue | null {
  const brand = cardBrand(values.number);
  if (field === 'number') {
    const d = digitsOf(values.number);
    if (d.length === 0) return null;
    const full = brand === 'unknown' ? d.length >= 16 : d.length === numberLength(brand);
    if (full) return luhnValid(d) ? null : 'invalidNumber';
    return left ? 'incompleteNumber' : null;
  }
  if (field === 'expiry') {
    const d = digitsOf(values.expiry);
    if (d.length === 0) return null;
    if (d.length < 4) return left ? 'incompleteExpiry' : null;
    const month = Number(d.slice(0, 2));
    const year = 2000 + Number(d.slice(2, 4));
    if (year < now.getUTCFullYear()) return 'pastExpiryYear';
    if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) return 'pastExpiryDate';
    return null;
  }
  const d = digitsOf(values.cvc);
  if (d.length === 0) return null;
  return d.length < cvcLength(brand) && left ? 'incompleteCvc' : null;
}

/** The whole card parsed, or the first issue (empty fields count as incomplete here: the shopper paid). */
export function parseCard(
  values: CardValues,
  now: Date,
): { ok: true; card: ParsedCard } | { ok: false; issue: CardIssue } {
  for (const field of CARD_FIELDS) {
    const issue = fieldIssue(field, values, now, true);
    if (issue) return { ok: false, issue };
    if (digitsOf(values[field]).length === 0) {
      const empty = { number: 'incompleteNumber', expiry: 'incompleteExpiry', cvc: 'incompleteCvc' } as const;
      return { ok: false, issue: empty[field] };
    }
  }
  const e = digitsOf(values.expiry);
  return {
    ok: true,
    card: {
      number: digitsOf(values.number),
      expMonth: Number(e.slice(0, 2)),
      expYear: 2000 + Number(e.slice(2, 4)),
      cvc: digitsOf(values.cvc),
    },
  };
}

/** What the fields report (Elements' change event): the first field's error in reading order. */
export function cardFieldsState(
  values: CardValues,
  left: Readonly<Record<CardField, boolean>>,
  now: Date,
): CardFieldsState {
  const issues = CARD_FIELDS.map((f) => fieldIssue(f, values, now, left[f]));
  const first = issues.find((i) => i !== null) ?? null;
  return {
    complete: parseCard(values, now).ok,
    empty: CARD_FIELDS.every((f) => digitsOf(values[f]).length === 0),
    error: first ? CARD_MESSAGES[first] : null,
  };
}

/** A field's own message, for its aria-describedby. */
export function fieldMessage(field: CardField, values: CardValues, now: Date, left: boolean): string | null {
  const issue = fieldIssue(field, values, now, left);
  return issue ? CARD_MESSAGES[issue] : null;
}
