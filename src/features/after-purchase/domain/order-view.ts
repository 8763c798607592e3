/**
 * What the thank-you page shows of an order (checkout.md §3 Order), and the purchase event's input built
 * from it. Raw answers stay in the data layer; this is the named mapper between them and the UI.
 */
import type { Order } from '../../checkout/index.ts';
import type { PurchaseInput } from '../../analytics/index.ts';
import {
  DEFAULTS,
  formatAmount,
  formatDate,
  formatDateRange,
  formatMoney,
  formatNumber,
  isCurrency,
  type Locale,
} from '../../localization/index.ts';
import { THANKYOU_TEXTS } from './thankyou.ts';

/** checkout.md §3: the order load status. */
export const ORDER_LOAD_STATUS = { none: 'NONE', loaded: 'LOADED', failure: 'FAILURE' } as const;
export type OrderLoadStatus = (typeof ORDER_LOAD_STATUS)[keyof typeof ORDER_LOAD_STATUS];

export interface OrderItemView {
  key: string;
  title: string;
  /** e.g. 'Hoodie · Black · M'. */
  detail: string;
  quantity: number;
  /** The line's price (unit price × quantity), formatted. */
  price: string;
  imageUrl: string | null;
}

/** One line of the order's cost summary (subtotal, delivery, tax, discount), formatted. */
export interface OrderCostLine {
  key: 'subtotal' | 'shipping' | 'tax' | 'discount';
  amount: string;
}

export interface OrderView {
  orderNumber: string;
  lookupNumber: string;
  status: string;
  shippingMethod: string;
  placed: string;
  total: string;
  items: OrderItemView[];
  /** Subtotal, delivery ('Free' at 0), tax and a discount (as −$x.xx, only when there is one); [] when not answered. */
  costs: OrderCostLine[];
  promoCode: string | null;
  /** The email the confirmation goes to. */
  email: string | null;
  /** The recipient's first name, for the thanks. */
  firstName: string | null;
  /** Name, street, city/state/zip, country: one line each. */
  addressLines: string[];
  /** The arrival window of the delivery option, e.g. 'December 3 – 5, 2026'. */
  arrival: string | null;
}

const SHIPPING_LABELS: Readonly<Record<string, string>> = {
  standard: THANKYOU_TEXTS.shippingStandard,
  rush: THANKYOU_TEXTS.shippingRush,
  super_rush: THANKYOU_TEXTS.shippingSuperRush,
};

/**
 * Amounts in the buyer's locale: a currency the storefront knows through the one formatter, any other as
 * the locale's number and the code ('12.50 JPY'); never a throw.
 */
export function formatOrderMoney(cents: number, currency: string, locale: Locale = DEFAULTS.locale): string {
  if (!Number.isSafeInteger(cents)) return `${formatNumber(cents / 100, locale)} ${currency}`;
  if (isCurrency(currency)) return formatMoney(cents, currency, locale);
  return `${formatAmount(cents, locale)} ${currency}`;
}

function sentenceCase(text: string): string {
  const flat = text.replace(/[_-]+/g, ' ').trim();
  return flat === '' ? flat : flat.charAt(0).toUpperCase() + flat.slice(1);
}

function placedDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, locale);
}

const safeImage = (url: string): string | null => (/^https?:\/\//.test(url) ? url : null);

function isoDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'December 3 – 5, 2026' (one day: 'December 3, 2026'); null when either date is not an ISO date. */
export function arrivalWindow(
  window: { early: string; late: string } | null,
  locale: Locale = DEFAULTS.locale,
): string | null {
  if (window === null) return null;
  const early = isoDay(window.early);
  const late = isoDay(window.late);
  if (early === null || late === null) return null;
  return formatDateRange(early, late, locale).replace(/\u2009/g, ' ');
}

function addressLinesOf(address: Order['shippingAddress']): string[] {
  if (address === null) return [];
  const region = [address.city, [address.stateCode ?? address.state, address.zip].filter(Boolean).join(' ')]
    .filter((s) => s !== '')
    .join(', ');
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address1,
    address.address2 ?? '',
    region,
    address.country ?? address.countryCode,
  ].filter((line) => line.trim() !== '');
}

function firstNameOf(address: Order['shippingAddress']): string | null {
  const name = address?.firstName.trim() ?? '';
  return name === '' ? null : name;
}

function costLinesOf(costs: Order['costs'], locale: Locale): OrderCostLine[] {
  if (costs === null) return [];
  const money = (m: { amount: number; currency: string }) => formatOrderMoney(m.amount, m.currency, locale);
  const lines: OrderCostLine[] = [
    { key: 'subtotal', amount: money(costs.subtotal) },
    { key: 'shipping', amount: costs.shipping.amount === 0 ? THANKYOU_TEXTS.free : money(costs.shipping) },
    { key: 'tax', amount: money(costs.tax) },
  ];
  if (costs.discount.amount !== 0) {
    lines.push({
      key: 'discount',
      amount: `−${money({ ...costs.discount, amount: Math.abs(costs.discount.amount) })}`,
    });
  }
  return lines;
}

/** The order as the thank-you page shows it, every amount and date in the buyer's locale. */
export function toOrderView(order: Order, locale: Locale = DEFAULTS.locale): OrderView {
  return {
    orderNumber: String(order.orderNumber),
    lookupNumber: order.lookupNumber,
    status: sentenceCase(order.status),
    shippingMethod: SHIPPING_LABELS[order.shippingMethod] ?? sentenceCase(order.shippingMethod),
    placed: placedDate(order.created, locale),
    total: formatOrderMoney(order.totalCost.amount, order.totalCost.currency, locale),
    items: order.items.map((item, index) => ({
      key: `${item.sku}-${index}`,
      title: item.title,
      detail: [item.productType, item.colorName, item.sizeLabel].filter((s) => s.trim() !== '').join(' · '),
      quantity: item.quantity,
      price: formatOrderMoney(item.price.amount * item.quantity, item.price.currency, locale),
      imageUrl: safeImage(item.imageUrl),
    })),
    costs: costLinesOf(order.costs, locale),
    promoCode: order.promoCode,
    email: order.email,
    firstName: firstNameOf(order.shippingAddress),
    addressLines: addressLinesOf(order.shippingAddress),
    arrival: arrivalWindow(order.estimatedDelivery, locale),
  };
}

/**
 * True when the host's order is the one this browser placed: it was placed from `checkoutId` (the
 * checkout the cart holds) in this store, and any order number or lookup number the link carries is its own.
 */
export function isOwnOrder(
  order: Pick<Order, 'cartId' | 'storeSlug' | 'orderNumber' | 'lookupNumber'>,
  expected: { checkoutId: string; storeSlug: string; orderNumber: string | null; lookupNumber: string | null },
): boolean {
  return (
    order.cartId === expected.checkoutId &&
    order.storeSlug.toLowerCase() === expected.storeSlug.toLowerCase() &&
    (expected.orderNumber === null || String(order.orderNumber) === expected.orderNumber) &&
    (expected.lookupNumber === null || order.lookupNumber === expected.lookupNumber)
  );
}

/** The purchase event's input (transaction id: the order number, as the shopper sees it). */
export function purchaseInputOf(order: Order): PurchaseInput {
  return {
    transactionId: String(order.orderNumber),
    currency: order.totalCost.currency,
    totalCents: order.totalCost.amount,
    items: order.items.map((item) => ({
      id: item.sku,
      name: item.title,
      variant: [item.colorName, item.sizeLabel].filter((s) => s.trim() !== '').join(' / '),
      category: item.productType,
      priceCents: item.price.amount,
      quantity: item.quantity,
    })),
  };
}
