/** Orders: stored once per checkout, read by lookup number or cart (checkout) id, shown on a tracking page. */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import {
  ORDER_STATUSES,
  orderCostsSchema,
  orderEstimatedDeliverySchema,
  orderItemSchema,
  orderMoneySchema,
  orderShipmentSchema,
  orderShippingAddressSchema,
  type OrderAnswer,
} from '../contracts/orders.ts';
import { docColumn, readRow } from './db.ts';
import { escapeHtml, htmlFacts, htmlPage } from './html.ts';
import { DELIVERY_KINDS } from './schemas.ts';

export { ORDER_STATUSES };

export const storedOrderSchema = z.object({
  storeSlug: z.string(),
  checkoutId: z.string(),
  status: z.enum(ORDER_STATUSES),
  shippingMethod: z.enum(DELIVERY_KINDS),
  totalCost: orderMoneySchema,
  items: z.array(orderItemSchema),
  shipments: z.array(orderShipmentSchema),
  // What the thank-you page shows, kept as the order was placed (optional: rows stored before these existed).
  costs: orderCostsSchema.optional(),
  email: z.string().nullable().optional(),
  shippingAddress: orderShippingAddressSchema.nullable().optional(),
  estimatedDelivery: orderEstimatedDeliverySchema.nullable().optional(),
  promoCode: z.string().nullable().optional(),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

const orderRowSchema = z.object({
  lookupNumber: z.string(),
  orderNumber: z.number(),
  createdAt: z.number(),
  doc: docColumn(storedOrderSchema),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** The order `where` picks, its columns named as OrderRow's fields. */
const selectOrder = (where: string) =>
  `SELECT lookup_number AS lookupNumber, order_number AS orderNumber, created_at AS createdAt, doc FROM co_orders ${where}`;

export function orderByLookupNumber(db: DatabaseSync, lookupNumber: string): OrderRow | undefined {
  return readRow(orderRowSchema, db.prepare(selectOrder('WHERE lookup_number = ?')).get(lookupNumber));
}

export function orderByCheckout(db: DatabaseSync, checkoutId: string): OrderRow | undefined {
  return readRow(orderRowSchema, db.prepare(selectOrder('WHERE checkout_id = ?')).get(checkoutId));
}

export function countOrders(db: DatabaseSync, checkoutId: string): number {
  const row = db.prepare('SELECT COUNT(*) AS n FROM co_orders WHERE checkout_id = ?').get(checkoutId) as { n: number };
  return row.n;
}

const LOOKUP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh order lookup number, SB + 8 characters, not used by an order yet. */
export function newLookupNumber(db: DatabaseSync): string {
  for (;;) {
    const random = Array.from({ length: 8 }, () => LOOKUP_ALPHABET[Math.floor(Math.random() * LOOKUP_ALPHABET.length)]);
    const lookupNumber = `SB${random.join('')}`;
    if (!orderByLookupNumber(db, lookupNumber)) return lookupNumber;
  }
}

/**
 * Inserts the order under the lookup number reserved for its checkout (a fresh one for a checkout created
 * before numbers were reserved); the UNIQUE checkout_id column is the last guard against a second order.
 */
export function insertOrder(
  db: DatabaseSync,
  doc: StoredOrder,
  email: string | null,
  now: number,
  reserved: string | null = null,
): OrderRow {
  const max = db.prepare('SELECT MAX(order_number) AS n FROM co_orders').get() as { n: number | null };
  const orderNumber = (max.n ?? 100_000) + 1;
  const lookupNumber = reserved !== null && !orderByLookupNumber(db, reserved) ? reserved : newLookupNumber(db);
  db.prepare(
    'INSERT INTO co_orders (lookup_number, order_number, checkout_id, store, email, created_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(lookupNumber, orderNumber, doc.checkoutId, doc.storeSlug, email, now, JSON.stringify(doc));
  return { lookupNumber, orderNumber, createdAt: now, doc };
}

/**
 * The order of that lookup number when it belongs to `checkoutId` (when given): an order of another
 * checkout answers like an unknown one, so a lookup number alone never tells a stranger that it exists.
 */
export function orderOfCheckout(
  db: DatabaseSync,
  lookupNumber: string,
  checkoutId: string | undefined,
): OrderRow | undefined {
  const row = orderByLookupNumber(db, lookupNumber);
  return row && (checkoutId === undefined || row.doc.checkoutId === checkoutId) ? row : undefined;
}

/** The answer shape of an order (GET /commerce/v1/orders?cartId, GET /checkout-host/v1/orders/:lookupNumber). */
export function orderView(row: OrderRow): OrderAnswer {
  const iso = new Date(row.createdAt).toISOString();
  const { doc } = row;
  return {
    lookupNumber: row.lookupNumber,
    orderNumber: row.orderNumber,
    cartId: doc.checkoutId,
    storeSlug: doc.storeSlug,
    status: doc.status,
    shippingMethod: doc.shippingMethod,
    created: iso,
    updated: iso,
    totalCost: doc.totalCost,
    items: doc.items,
    shipments: doc.shipments,
    costs: doc.costs ?? null,
    email: doc.email ?? null,
    shippingAddress: doc.shippingAddress ?? null,
    estimatedDelivery: doc.estimatedDelivery ?? null,
    promoCode: doc.promoCode ?? null,
  };
}

const formatMoney = (m: { amount: number; currency: string }) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: m.currency }).format(m.amount / 100);

/** The tracking page of GET /checkout-host/track/order/:lookupNumber. */
export function trackingPage(row: OrderRow): string {
  const { doc } = row;
  const items = doc.items
    .map(
      (i) =>
        `<li>${escapeHtml(i.quantity)} × ${escapeHtml(i.title)} (${escapeHtml(i.colorName)}, ${escapeHtml(i.sizeLabel)})</li>`,
    )
    .join('\n');
  const facts = htmlFacts([
    ['Order number', row.orderNumber],
    ['Status', doc.status],
    ['Shipping method', doc.shippingMethod],
    ['Placed', new Date(row.createdAt).toISOString().slice(0, 10)],
    ['Total', formatMoney(doc.totalCost)],
    [
      'Shipments',
      doc.shipments.length === 0 ? 'Not shipped yet' : doc.shipments.map((s) => s.trackingNumber).join(', '),
    ],
  ]);
  return htmlPage(`Order ${row.lookupNumber}`, `${facts}\n<h2>Items</h2>\n<ul>\n${items}\n</ul>`);
}

export function trackingNotFoundPage(lookupNumber: string): string {
  return htmlPage('Order not found', `<p>We could not find an order with the number ${escapeHtml(lookupNumber)}.</p>`);
}
