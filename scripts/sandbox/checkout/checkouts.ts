/**
 * Checkout rows and their answer shape.
 *
 * Lifecycle (checkout.md §4):
 *   created ──(CHECKOUT_PENDING_AFTER_MS)──► pending ──(CHECKOUT_SUCCESS_AFTER_MS)──► success
 *   success ──submit, payment confirmed──► completed   (order placed: orderLookupNumber, orderNumber set)
 *   success ──submit, payment declined───► failure     (error set; the buyer may submit again)
 *   failure ──submit, payment confirmed──► completed
 * created/pending/success are derived from the age at read time (nothing to schedule, nothing lost on a
 * restart); failure and completed are stored. Submit is accepted in any state but completed (clients wait
 * for success first; the sandbox does not punish one that does not). 'success' means "ready for the buyer"; the order exists only
 * once the state is completed, so a client treating success as finished must also see orderLookupNumber.
 */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { notFound } from '../http.ts';
import { CHECKOUT_PENDING_AFTER_MS, CHECKOUT_SUCCESS_AFTER_MS } from './magic.ts';
import { latestPaymentOf, paymentView } from './payments.ts';
import { costsOf, findPromo, money, priceLine, type PricedLine } from './pricing.ts';
import { platformOf, storedCheckoutSchema } from './schemas.ts';
import { docColumn, readRow } from './db.ts';

export const CHECKOUT_STATES = ['created', 'pending', 'success', 'completed', 'failure'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];
/** What the row stores; the time-derived states are all stored as 'created'. */
type StoredState = 'created' | 'completed' | 'failure';

const checkoutRowSchema = z.object({
  id: z.string(),
  store: z.string(),
  state: z.enum(['created', 'completed', 'failure'] satisfies StoredState[]),
  createdAt: z.number(),
  updatedAt: z.number(),
  doc: docColumn(storedCheckoutSchema),
});
export type CheckoutRow = z.infer<typeof checkoutRowSchema>;

export function loadCheckout(db: DatabaseSync, id: string): CheckoutRow | undefined {
  const select = 'SELECT id, store, state, created_at AS createdAt, updated_at AS updatedAt, doc FROM co_checkouts';
  return readRow(checkoutRowSchema, db.prepare(`${select} WHERE id = ?`).get(id));
}

/** The checkout of that id in that store, else a 404 naming the field that pointed at it. */
export function requireCheckout(
  db: DatabaseSync,
  id: string,
  storeSlug: string,
  source: { pointer: string } | { parameter: string },
): CheckoutRow {
  const row = loadCheckout(db, id);
  if (row?.store !== storeSlug.toLowerCase()) notFound('Checkout', source);
  return row;
}

export function saveCheckout(db: DatabaseSync, row: CheckoutRow): void {
  db.prepare(
    `INSERT INTO co_checkouts (id, store, state, created_at, updated_at, doc) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at, doc = excluded.doc`,
  ).run(row.id, row.store, row.state, row.createdAt, row.updatedAt, JSON.stringify(row.doc));
}

export function stateOf(row: CheckoutRow, now: number): CheckoutState {
  if (row.state !== 'created') return row.state;
  const age = now - row.createdAt;
  if (age < CHECKOUT_PENDING_AFTER_MS) return 'created';
  return age < CHECKOUT_SUCCESS_AFTER_MS ? 'pending' : 'success';
}

/** The checkout's lines priced now; stock is not checked (a completed order has taken it). */
export function linesOf(db: DatabaseSync, row: CheckoutRow): PricedLine[] {
  return row.doc.lineItems.flatMap((line) => {
    const priced = priceLine(db, row.store, line, row.doc.currency, false);
    return typeof priced === 'string' ? [] : [priced];
  });
}

export function costsOfCheckout(db: DatabaseSync, row: CheckoutRow, now: number) {
  const promo = row.doc.promoCode ? findPromo(row.store, row.doc.promoCode) : undefined;
  const { doc } = row;
  return costsOf(linesOf(db, row), doc.currency, promo, doc.deliveryOption, doc.customer, new Date(now));
}

/** The answer shape of a checkout. */
export function checkoutView(db: DatabaseSync, row: CheckoutRow, origin: string, now: number) {
  const { doc } = row;
  const payment = latestPaymentOf(db, row.id);
  return {
    id: row.id,
    storeSlug: row.store,
    state: stateOf(row, now),
    currency: doc.currency,
    platform: platformOf(doc.paymentMethod),
    paymentMethod: doc.paymentMethod,
    paymentId: payment?.id ?? null,
    payment: payment ? paymentView(payment, origin) : null,
    customer: doc.customer,
    costs: costsOfCheckout(db, row, now),
    deliveryOption: doc.deliveryOption,
    promoCode: doc.promoCode,
    marketingOptIn: doc.marketingOptIn,
    orderLookupNumber: doc.orderLookupNumber,
    lookupNumber: doc.orderLookupNumber ?? doc.lookupNumber,
    orderNumber: doc.orderNumber,
    lineItems: linesOf(db, row).map((l) => ({
      sku: l.info.sku,
      teespringID: l.info.teespringId,
      quantity: l.quantity,
      title: l.info.title,
      productType: l.info.productType,
      colorName: l.info.colorName,
      sizeLabel: l.info.sizeLabel,
      imageUrl: l.info.imageUrl,
      listingSlug: l.listingSlug,
      digital: l.info.digital,
      price: money(l.unitCents, doc.currency),
      total: money(l.unitCents * l.quantity, doc.currency),
    })),
    redirectUrl: doc.redirectUrl,
    error: doc.error,
    trafficSource: doc.trafficSource,
    affiliate: doc.affiliate,
    created: new Date(row.createdAt).toISOString(),
    updated: new Date(row.updatedAt).toISOString(),
  };
}
