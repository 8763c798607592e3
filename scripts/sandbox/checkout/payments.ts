/** The payment host's rows: payments (one checkout may have several attempts) and tokenised cards. */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { CURRENCIES } from '../catalog.ts';
import { docColumn, readRow } from './db.ts';
import { PAYMENT_METHODS, PLATFORMS } from './schemas.ts';
import { PAYMENT_STATES } from '../contracts/checkout.ts';

// PAYMENT_STATES: pending → authorized (card confirmed / PayPal approved) → captured (order placed); or failed / cancelled.

export const storedPaymentSchema = z.object({
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  platform: z.enum(PLATFORMS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentMethodId: z.string().nullable(),
  storeSlug: z.string(),
  billingDetails: z.record(z.string(), z.unknown()).nullable(),
  customer: z.record(z.string(), z.unknown()).nullable(),
  lookupNumber: z.string().nullable(),
  storeName: z.string().nullable(),
  paypalOrderId: z.string().nullable(),
  payerEmail: z.string().nullable(),
  clientSecret: z.string(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type StoredPayment = z.infer<typeof storedPaymentSchema>;

const paymentRowSchema = z.object({
  id: z.string(),
  checkoutId: z.string(),
  token: z.string(),
  state: z.enum(PAYMENT_STATES),
  createdAt: z.number(),
  updatedAt: z.number(),
  doc: docColumn(storedPaymentSchema),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** The payment rows `where` picks, their columns named as PaymentRow's fields. */
const selectPayments = (where: string) =>
  `SELECT id, checkout_id AS checkoutId, token, state, created_at AS createdAt, updated_at AS updatedAt, doc
   FROM pay_payments ${where}`;

export function loadPayment(db: DatabaseSync, id: string): PaymentRow | undefined {
  return readRow(paymentRowSchema, db.prepare(selectPayments('WHERE id = ?')).get(id));
}

export function loadPaymentByPaypalOrder(db: DatabaseSync, paypalOrderId: string): PaymentRow | undefined {
  const select = selectPayments("WHERE json_extract(doc, '$.paypalOrderId') = ?");
  return readRow(paymentRowSchema, db.prepare(select).get(paypalOrderId));
}

/** The checkout's most recent payment attempt. */
export function latestPaymentOf(db: DatabaseSync, checkoutId: string): PaymentRow | undefined {
  const select = selectPayments('WHERE checkout_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1');
  return readRow(paymentRowSchema, db.prepare(select).get(checkoutId));
}

export function savePayment(db: DatabaseSync, row: PaymentRow): void {
  db.prepare(
    `INSERT INTO pay_payments (id, checkout_id, token, state, created_at, updated_at, doc) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at, doc = excluded.doc`,
  ).run(row.id, row.checkoutId, row.token, row.state, row.createdAt, row.updatedAt, JSON.stringify(row.doc));
}

/** The answer shape of a payment (GET /v1/payment, initiate, update, and inside a checkout). */
export function paymentView(row: PaymentRow, origin: string) {
  const { doc } = row;
  const paypal = doc.paypalOrderId
    ? {
        paypalOrderId: doc.paypalOrderId,
        approveUrl: `${origin}/payment/v1/paypal/orders/${doc.paypalOrderId}/approve`,
        cancelUrl: `${origin}/payment/v1/paypal/orders/${doc.paypalOrderId}/cancel`,
      }
    : {};
  return {
    id: row.id,
    paymentToken: row.token,
    state: row.state,
    checkoutId: row.checkoutId,
    platform: doc.platform,
    paymentMethod: doc.paymentMethod,
    amount: { amount: doc.amount, currency: doc.currency },
    meta: {
      paymentMethodId: doc.paymentMethodId,
      clientSecret: doc.clientSecret,
      failureCode: doc.failureCode,
      failureMessage: doc.failureMessage,
      // What the payment was opened with (initiate / update): the card holder, the order and the store.
      billingDetails: doc.billingDetails,
      lookupNumber: doc.lookupNumber,
      storeName: doc.storeName,
      ...paypal,
    },
  };
}
