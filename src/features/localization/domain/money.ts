/**
 * Money: integer cents inside; formatting for the shopper is format.ts's (DESIGN: Money).
 *
 * Input contract, decided once:
 * - Functions taking dollars (`toCents`, `roundMoney`) accept any finite number and round to the cent,
 *   half away from zero, after removing binary float noise (1.005 → 1.01, -1.005 → -1.01).
 * - Functions taking cents (`toDollars`, `lineTotal`, format.ts's `formatMoney`) require safe integers and throw
 *   a RangeError otherwise: a fractional cent is a bug upstream, and hiding it would misprice a cart.
 * - Non-finite numbers (NaN, ±Infinity) are rejected everywhere with a RangeError.
 */

export const CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LOCALES = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULTS = { locale: 'en', currency: 'USD', region: 'USA' } as const satisfies {
  locale: Locale;
  currency: Currency;
  region: string;
};

/** Cents per dollar (spec: "cents and dollars convert by dividing or multiplying by 100"). */
export const CENTS_PER_UNIT = 100;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function assertFinite(value: number, what: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`${what} must be a finite number`);
}

export function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer number of cents, got ${value}`);
}

/**
 * Rounds `value × 100` to an integer, half away from zero. toPrecision(15) drops the float noise
 * that makes 1.005 × 100 = 100.49999999999999, so the half-way case rounds as a person would expect.
 */
function shiftAndRound(value: number): number {
  const shifted = Number((Math.abs(value) * CENTS_PER_UNIT).toPrecision(15));
  const rounded = Math.sign(value) * Math.round(shifted);
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Dollars (any finite number) → integer cents, rounded half away from zero. */
export function toCents(dollars: number): number {
  assertFinite(dollars, 'dollars');
  return shiftAndRound(dollars);
}

/** Integer cents → dollars. Throws a RangeError on a fractional cent. */
export function toDollars(cents: number): number {
  assertCents(cents, 'cents');
  return cents / CENTS_PER_UNIT;
}

/** Rounds a dollar amount to 2 decimals (spec: "Prices are rounded to 2 decimals"). */
export function roundMoney(dollars: number): number {
  assertFinite(dollars, 'dollars');
  return shiftAndRound(dollars) / CENTS_PER_UNIT;
}

/** Line total in cents: unit price × quantity. Quantity must be a non-negative integer. */
export function lineTotal(unitCents: number, quantity: number): number {
  assertCents(unitCents, 'unitCents');
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${quantity}`);
  }
  const total = unitCents * quantity;
  assertCents(total, 'line total');
  return total;
}
