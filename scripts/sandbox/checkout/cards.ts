/**
 * Sandbox card processing with Stripe's test numbers. Like Stripe, a number that fails the Luhn check (or an
 * expiry in the past) is refused when the card is tokenised; declines, expiry, cvc and processing errors
 * only appear when the payment is confirmed (POST /payment/v1/paymentIntent/confirm, or implicitly when the
 * order is placed). Any other Luhn-valid number succeeds.
 */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { errorItem, HttpError } from '../http.ts';
import { readDoc } from './db.ts';
import { INVALID_NUMBER, PAST_EXPIRY, STRIPE_ERROR_MESSAGE, TEST_CARDS } from './magic.ts';

export type CardOutcome = keyof typeof TEST_CARDS;
const OUTCOMES = Object.keys(TEST_CARDS) as [CardOutcome, ...CardOutcome[]];

export const storedCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  name: z.string(),
  outcome: z.enum(OUTCOMES),
});
export type StoredCard = z.infer<typeof storedCardSchema>;

export const tokenizeBody = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'must be 12 to 19 digits')),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  name: z.string().trim().min(1).max(200),
});

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** A card error in the shape the storefront reads: message 'Stripe error', the card text as detail. */
export function cardError(code: string, detail: string, declineCode: string | null): HttpError {
  const item = {
    ...errorItem(402, code, detail),
    message: STRIPE_ERROR_MESSAGE,
    meta: { declineCode, displayMessage: detail },
  };
  return new HttpError(402, [item]);
}

/** Tokenises a card (Stripe's createPaymentMethod); throws the tokenisation-time errors. */
export function tokenizeCard(input: z.infer<typeof tokenizeBody>, now: Date): StoredCard {
  if (!luhnValid(input.number)) throw cardError(INVALID_NUMBER.code, INVALID_NUMBER.message, null);
  const expiredBefore = input.expYear * 12 + input.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (expiredBefore) throw cardError(PAST_EXPIRY.code, PAST_EXPIRY.message, null);
  const outcome = OUTCOMES.find((k) => TEST_CARDS[k].number === input.number) ?? 'success';
  return {
    brand: brandOf(input.number),
    last4: input.number.slice(-4),
    expMonth: input.expMonth,
    expYear: input.expYear,
    name: input.name,
    outcome,
  };
}

export function saveCard(db: DatabaseSync, id: string, card: StoredCard, now: number): void {
  db.prepare('INSERT INTO pay_methods (id, created_at, doc) VALUES (?, ?, ?)').run(id, now, JSON.stringify(card));
}

export function loadCard(db: DatabaseSync, id: string): StoredCard | undefined {
  const raw = db.prepare('SELECT doc FROM pay_methods WHERE id = ?').get(id) as { doc: string } | undefined;
  return raw ? readDoc(storedCardSchema, raw.doc) : undefined;
}

/** The confirmation-time outcome of a tokenised card: null when it succeeds. */
export function confirmationFailure(card: StoredCard): { code: string; declineCode: string; message: string } | null {
  const test = TEST_CARDS[card.outcome];
  if (test.code === null) return null;
  return { code: test.code, declineCode: test.declineCode, message: test.message };
}

/** The Luhn (mod 10) check of a card number given as digits only. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let fromRight = 0; fromRight < digits.length; fromRight++) {
    const digit = Number(digits.charAt(digits.length - 1 - fromRight));
    const weighted = fromRight % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}
