/**
 * Prices cart lines with the catalogue and computes a checkout's costs, delivery quotes and promo outcome.
 * Amounts are integer minor units (cents) of the checkout's currency; catalogue prices are USD cents.
 */
import type { DatabaseSync } from 'node:sqlite';
import {
  convertCents,
  lookupSku,
  promoCodesOf,
  stockKey,
  stockOf,
  type Currency,
  type SandboxPromo,
  type SkuInfo,
} from '../catalog.ts';
import {
  DEFAULT_TAX_BASIS_POINTS,
  FREE_SHIPPING_THRESHOLD_USD_CENTS,
  PROMO_INVALID_MESSAGE,
  PROMO_NEEDS_ADDRESS_MESSAGE,
  SHIPPING_QUOTES,
  TAX_BASIS_POINTS,
} from './magic.ts';
import type { Customer, DeliveryKind } from './schemas.ts';

export interface Money {
  amount: number;
  currency: Currency;
}
export const money = (amount: number, currency: Currency): Money => ({ amount, currency });

export interface PricedLine {
  info: SkuInfo;
  quantity: number;
  listingSlug: string;
  unitCents: number;
  /** Units in stock; undefined means the catalogue does not count it (unlimited, e.g. digital). */
  stock: number | undefined;
  stockKey: string;
}

export type LineProblem = 'unknown_sku' | 'unavailable' | 'out_of_stock';

/** Prices one line, or names why it cannot be sold. */
export function priceLine(
  db: DatabaseSync,
  store: string,
  line: { sku: string; quantity: number; listingSlug?: string | null | undefined },
  currency: Currency,
  checkStock = true,
): PricedLine | LineProblem {
  const info = lookupSku(store, line.sku);
  if (!info) return 'unknown_sku';
  if (info.visibility === 'private') return 'unavailable';
  const key = stockKey(info.listingId, info.variationId, info.sizeId);
  const stock = stockOf(db, store, key);
  if (checkStock && stock !== undefined && stock < line.quantity) return 'out_of_stock';
  return {
    info,
    quantity: line.quantity,
    listingSlug: line.listingSlug ?? info.listingSlug,
    unitCents: convertCents(info.priceCents, currency),
    stock,
    stockKey: key,
  };
}

/** Finds a store's promo code, ignoring case and surrounding spaces. */
export function findPromo(store: string, code: string): SandboxPromo | undefined {
  const wanted = code.trim().toUpperCase();
  return promoCodesOf(store).find((p) => p.code.trim().toUpperCase() === wanted);
}

/** Why a code cannot be applied now (the spec's texts), or null when it can. */
export function promoRefusal(promo: SandboxPromo | undefined, customer: Customer | null): string | null {
  if (!promo || !promo.applicable || promo.type === '') return PROMO_INVALID_MESSAGE;
  if (promo.requiresAddress && !customer?.address) return PROMO_NEEDS_ADDRESS_MESSAGE;
  return null;
}

export interface Quote {
  name: DeliveryKind;
  cents: number;
  early: string;
  late: string;
}

const isoDate = (from: Date, days: number): string =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Delivery quotes: standard is free with a free_shipping code or from the threshold; a digital-only order
 * has one free standard quote (nothing ships).
 */
export function quotesFor(
  lines: PricedLine[],
  currency: Currency,
  promo: SandboxPromo | undefined,
  now: Date,
): Quote[] {
  const digitalOnly = lines.length > 0 && lines.every((l) => l.info.digital);
  const usdSubtotal = lines.reduce((sum, l) => sum + l.info.priceCents * l.quantity, 0);
  const freeStandard =
    digitalOnly || promo?.type === 'free_shipping' || usdSubtotal >= FREE_SHIPPING_THRESHOLD_USD_CENTS;
  const quotes = SHIPPING_QUOTES.filter((q) => !digitalOnly || q.name === 'standard');
  return quotes.map((q) => ({
    name: q.name,
    cents: q.name === 'standard' && freeStandard ? 0 : convertCents(q.usdCents, currency),
    early: isoDate(now, q.earlyDays),
    late: isoDate(now, q.lateDays),
  }));
}

function discountCents(promo: SandboxPromo | undefined, subtotal: number, currency: Currency): number {
  if (!promo) return 0;
  if (promo.type === 'percentage' && typeof promo.value === 'number') {
    return Math.min(subtotal, Math.round((subtotal * promo.value) / 100));
  }
  if (promo.type === 'fixed_value' && promo.value !== null && typeof promo.value === 'object') {
    return Math.min(subtotal, convertCents(promo.value.amount, currency));
  }
  return 0;
}

export interface Costs {
  total: Money;
  subtotal: Money;
  lineItems: Money;
  shipping: Money;
  tax: Money;
  discount: Money;
}

/** total = line items - discount + shipping + tax; tax applies to (line items - discount) at the state's rate. */
export function costsOf(
  lines: PricedLine[],
  currency: Currency,
  promo: SandboxPromo | undefined,
  deliveryOption: DeliveryKind | null,
  customer: Customer | null,
  now: Date,
): Costs {
  const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const discount = discountCents(promo, subtotal, currency);
  const quote = deliveryOption
    ? quotesFor(lines, currency, promo, now).find((q) => q.name === deliveryOption)
    : undefined;
  const shipping = quote?.cents ?? 0;
  const address = customer?.address;
  const stateCode = address?.stateCode ?? address?.state ?? '';
  const basisPoints =
    address && isUs(address.countryCode) ? (TAX_BASIS_POINTS[stateCode] ?? DEFAULT_TAX_BASIS_POINTS) : 0;
  const tax = Math.round(((subtotal - discount) * basisPoints) / 10_000);
  return {
    total: money(subtotal - discount + shipping + tax, currency),
    subtotal: money(subtotal, currency),
    lineItems: money(subtotal, currency),
    shipping: money(shipping, currency),
    tax: money(tax, currency),
    discount: money(discount, currency),
  };
}

export function isUs(countryCode: string): boolean {
  return countryCode === 'US' || countryCode === 'USA';
}
