import { z } from 'zod';
import { CENTS_PER_UNIT, DEFAULTS, formatMoney, formatNumber, type Locale } from '../../localization/index.ts';
import { fill } from '../../../shared/messages/catalogue.ts';
import { chrome } from '../../../shared/messages/en/chrome.ts';

/** Promo banner rotation and the 'Copied!' confirmation (storefront §2, §9). */
export const PROMO_ROTATION_MS = 7000;
export const COPIED_MS = 3000;

/** Fixed-value codes show on the banner only when their amount is in this currency (storefront §5). */
export const PROMO_BANNER_CURRENCY = 'USD';

/** A promo code as any source sends it; checked here, so structurally compatible with catalog's PromoCode. */
export interface PromoCodeInput {
  code?: unknown;
  type?: unknown;
  value?: unknown;
}

export type BannerPromo =
  | { code: string; kind: 'free_shipping' }
  | { code: string; kind: 'percentage'; percent: number }
  | { code: string; kind: 'fixed_value'; amountCents: number };

const isPositiveNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** A fixed-value code's value: a whole positive number of cents, in the currency it names. */
const fixedValueSchema = z.object({
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string(),
});

/**
 * The banner form of a code, or null when the spec's rule hides it: code and type non-empty, and
 * free_shipping; or percentage with value > 0; or fixed_value with amount > 0 in USD. Fixed amounts are
 * cents; a fractional cent is treated as malformed rather than guessed at.
 */
export function toBannerPromo(input: PromoCodeInput): BannerPromo | null {
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  const type = typeof input.type === 'string' ? input.type.trim() : '';
  if (code === '' || type === '') return null;
  if (type === 'free_shipping') return { code, kind: 'free_shipping' };
  if (type === 'percentage')
    return isPositiveNumber(input.value) ? { code, kind: 'percentage', percent: input.value } : null;
  if (type !== 'fixed_value') return null;
  const fixed = fixedValueSchema.safeParse(input.value);
  if (!fixed.success || fixed.data.currency.toUpperCase() !== PROMO_BANNER_CURRENCY) return null;
  return { code, kind: 'fixed_value', amountCents: fixed.data.amount };
}

/** The codes the promo banner rotates through, in their original order. */
export function validBannerCodes(codes: readonly PromoCodeInput[]): BannerPromo[] {
  return codes.map(toBannerPromo).filter((p): p is BannerPromo => p !== null);
}

/** 'Free shipping', '20% off', '$5.00 off' (amount in the shopper's number format, always in USD). */
export function promoLabel(promo: BannerPromo, locale: Locale = DEFAULTS.locale): string {
  switch (promo.kind) {
    case 'free_shipping':
      return chrome.freeShipping;
    case 'percentage':
      return fill(chrome.percentOff, { percent: formatNumber(promo.percent, locale) });
    case 'fixed_value':
      return fill(chrome.amountOff, { amount: formatMoney(promo.amountCents, PROMO_BANNER_CURRENCY, locale) });
  }
}

/**
 * promoLabel in three parts, [before, amount, after], the amount ('' for none) apart: a static page marks it
 * data-money="USD", so the buyer's locale rewrites it as every other amount (localization's RELOCALIZE_SCRIPT).
 */
export function promoLabelParts(promo: BannerPromo, locale: Locale = DEFAULTS.locale): [string, string, string] {
  if (promo.kind !== 'fixed_value') return [promoLabel(promo, locale), '', ''];
  const amount = formatMoney(promo.amountCents, PROMO_BANNER_CURRENCY, locale);
  const [before = '', after = ''] = chrome.amountOff.split('{amount}');
  return [before, amount, after];
}

/** Fixed amount in dollars (cents ÷ 100), for analytics or copy that wants a number. */
export function promoAmountDollars(promo: Extract<BannerPromo, { kind: 'fixed_value' }>): number {
  return promo.amountCents / CENTS_PER_UNIT;
}

/** The banner's next slot: wraps around, and stays at 0 when there is nothing to rotate. */
export function nextPromoIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + 1) % count) + count) % count;
}
