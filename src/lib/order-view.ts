/**
 * What the thank-you page shows of an order (checkout.md §3 Order), and the purchase event's input built
 * from it. Raw answers stay in the data layer; this is the named mapper between them and the UI.
 */
import type { Order } from './api/checkout-schemas.ts';
import type { PurchaseInput } from './analytics.ts';
import { formatMoney, isCurrency } from './money.ts';

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

export interface OrderView {
  orderNumber: string;
  lookupNumber: string;
  status: string;
  shippingMethod: string;
  placed: string;
  total: string;
  items: OrderItemView[];
}

const SHIPPING_LABELS: Readonly<Record<string, string>> = {
  standard: 'Standard',
  rush: 'Rush',
  super_rush: 'Super Rush',
};

/** Amounts in a currency the storefront formats natively, else '12.50 JPY' (never a throw). */
export function formatOrderMoney(cents: number, currency: string): string {
  if (isCurrency(currency) && Number.isInteger(cents)) return formatMoney(cents, currency);
  return `${(cents / 100).toFixed(2)} ${currency}`;
}

function sentenceCase(text: string): string {
  const flat = text.replace(/[_-]+/g, ' ').trim();
  return flat === '' ? flat : flat.charAt(0).toUpperCase() + flat.slice(1);
}

function placedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const safeImage = (url: string): string | null => (/^https?:\/\//.test(url) ? url : null);

export function toOrderView(order: Order): OrderView {
  return {
    orderNumber: String(order.orderNumber),
    lookupNumber: order.lookupNumber,
    status: sentenceCase(order.status),
    shippingMethod: SHIPPING_LABELS[order.shippingMethod] ?? sentenceCase(order.shippingMethod),
    placed: placedDate(order.created),
    total: formatOrderMoney(order.totalCost.amount, order.totalCost.currency),
    items: order.items.map((item, index) => ({
      key: `${item.sku}-${index}`,
      title: item.title,
      detail: [item.productType, item.colorName, item.sizeLabel].filter((s) => s.trim() !== '').join(' · '),
      quantity: item.quantity,
      price: formatOrderMoney(item.price.amount * item.quantity, item.price.currency),
      imageUrl: safeImage(item.imageUrl),
    })),
  };
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
