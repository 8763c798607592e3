/**
 * POST /checkout-host/v1/checkout/submit: places at most one order per checkout.
 *
 * - The Idempotency-Key header is required. Once the request has passed validation its answer (the order,
 *   or a payment decline) is stored under the key, in the same transaction as the order; the same key
 *   again replays that answer, so a retry after a lost response ('drop' fault) gets the order it placed.
 * - A different key for a checkout that already has an order answers that order: never a second one
 *   (the UNIQUE checkout_id of co_orders backs this up).
 * - A key reused for another checkout is refused (422 idempotency_key_reused), as Stripe does.
 * - Validation failures (400/404/409/422) are not stored: fixing the input and retrying with the same key works.
 */
import type { DatabaseSync } from 'node:sqlite';
import { takeStock } from '../catalog.ts';
import type { SandboxContext } from '../context.ts';
import { errorItem, fail, HttpError, parseBody, type SandboxRequest, type SandboxResponse } from '../http.ts';
import {
  checkoutView,
  costsOfCheckout,
  linesOf,
  requireCheckout,
  saveCheckout,
  type CheckoutRow,
} from './checkouts.ts';
import { confirmPayment } from './confirm.ts';
import { inTransaction } from './db.ts';
import { DELIVERY_ERROR_CODES, UNDELIVERABLE_STATES } from './magic.ts';
import { insertOrder, type StoredOrder } from './orders.ts';
import { loadPayment, savePayment } from './payments.ts';
import { findPromo, isUs, priceLine, quotesFor, type Costs, type PricedLine } from './pricing.ts';
import { submitBody } from './schemas.ts';

function idempotencyKey(req: SandboxRequest): string {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 255) {
    fail(400, 'idempotency_key_required', 'Idempotency-Key: a header of 1 to 255 characters is required', {
      parameter: 'Idempotency-Key',
    });
  }
  return key;
}

function storedAnswer(db: DatabaseSync, key: string): { checkoutId: string; status: number; body: string } | undefined {
  const row = db.prepare('SELECT checkout_id, status, body FROM co_submissions WHERE idempotency_key = ?').get(key) as
    { checkout_id: string; status: number; body: string } | undefined;
  return row ? { checkoutId: row.checkout_id, status: row.status, body: row.body } : undefined;
}

function storeAnswer(
  db: DatabaseSync,
  key: string,
  checkoutId: string,
  out: SandboxResponse,
  now: number,
): SandboxResponse {
  db.prepare(
    'INSERT INTO co_submissions (idempotency_key, checkout_id, status, body, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(key, checkoutId, out.status, JSON.stringify(out.json), now);
  return out;
}

/** The checkout must have a deliverable US address and a delivery option before an order can be placed. */
function requireShippable(row: CheckoutRow): void {
  const address = row.doc.customer?.address;
  if (!address)
    fail(422, 'customer_required', 'customer: an address is required to place the order', { pointer: '/customer' });
  if (!isUs(address.countryCode)) {
    fail(422, DELIVERY_ERROR_CODES.countryNotSupported, 'Only United States addresses are supported', {
      pointer: '/customer/address/countryCode',
    });
  }
  const state = (address.stateCode ?? address.state ?? '').toUpperCase();
  if ((UNDELIVERABLE_STATES as readonly string[]).includes(state)) {
    fail(422, DELIVERY_ERROR_CODES.undeliverable, 'The items cannot be shipped to the selected destination', {
      pointer: '/customer/address/stateCode',
    });
  }
  if (!row.doc.deliveryOption)
    fail(422, 'delivery_option_required', 'deliveryOption: choose a delivery option', { pointer: '/deliveryOption' });
}

function stockedLines(db: DatabaseSync, row: CheckoutRow): PricedLine[] {
  return row.doc.lineItems.map((line, i) => {
    const priced = priceLine(db, row.store, line, row.doc.currency);
    if (typeof priced === 'string')
      fail(409, priced, `lineItems.${i}: ${priced.replace(/_/g, ' ')}`, { pointer: `/lineItems/${i}` });
    return priced;
  });
}

/** What the thank-you page shows besides the lines, kept as placed: costs, email, address, arrival window. */
function orderFacts(
  db: DatabaseSync,
  row: CheckoutRow,
  costs: Costs,
  now: number,
): Pick<StoredOrder, 'costs' | 'email' | 'shippingAddress' | 'estimatedDelivery' | 'promoCode'> {
  const { customer, deliveryOption, promoCode, currency } = row.doc;
  const promo = promoCode ? findPromo(row.store, promoCode) : undefined;
  const quote = quotesFor(linesOf(db, row), currency, promo, new Date(now)).find((q) => q.name === deliveryOption);
  return {
    costs: {
      subtotal: costs.subtotal,
      shipping: costs.shipping,
      tax: costs.tax,
      discount: costs.discount,
      total: costs.total,
    },
    email: customer?.email ?? null,
    shippingAddress: customer?.address
      ? { firstName: customer.firstName, lastName: customer.lastName, ...customer.address }
      : null,
    estimatedDelivery: quote ? { early: quote.early, late: quote.late } : null,
    promoCode,
  };
}

function withOrderQuery(returnUrl: string, orderNumber: number, lookupNumber: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('orderNumber', String(orderNumber));
  url.searchParams.set('orderLookupNumber', lookupNumber);
  return url.toString();
}

export function submitHandler(ctx: SandboxContext) {
  return (req: SandboxRequest): SandboxResponse => {
    const { db } = ctx;
    const key = idempotencyKey(req);
    const body = parseBody(req, submitBody);
    const now = ctx.now();
    const previous = storedAnswer(db, key);
    if (previous) {
      if (previous.checkoutId !== body.checkoutId) {
        fail(422, 'idempotency_key_reused', 'Idempotency-Key was already used for another checkout', {
          parameter: 'Idempotency-Key',
        });
      }
      return {
        status: previous.status,
        json: JSON.parse(previous.body) as unknown,
        headers: { 'idempotent-replayed': 'true' },
      };
    }
    const row = requireCheckout(db, body.checkoutId, body.storeSlug, { pointer: '/checkoutId' });
    if (row.state === 'completed') {
      return inTransaction(db, () =>
        storeAnswer(db, key, row.id, { status: 200, json: checkoutView(db, row, req.origin, now) }, now),
      );
    }
    const payment = loadPayment(db, body.paymentId);
    if (payment?.checkoutId !== row.id || payment.token !== body.paymentToken) {
      fail(422, 'payment_mismatch', 'paymentId: no such payment for this checkout and token', {
        pointer: '/paymentId',
      });
    }
    if (payment.doc.platform !== body.platform) {
      fail(422, 'platform_mismatch', `platform: the payment is a ${payment.doc.platform} payment`, {
        pointer: '/platform',
      });
    }
    requireShippable(row);
    // The payment must be for what the checkout costs now (an address or promo change since it was opened
    // changes the total): never capture a stale amount.
    const total = costsOfCheckout(db, row, now).total;
    if (payment.doc.amount !== total.amount || payment.doc.currency !== total.currency) {
      fail(
        409,
        'amount_mismatch',
        `amount: the payment is for ${payment.doc.amount}, the checkout's total is ${total.amount}`,
        {
          pointer: '/paymentId',
        },
      );
    }
    const lines = stockedLines(db, row);
    const confirmation = confirmPayment(db, payment, now);
    if (!confirmation.ok) {
      const { error } = confirmation;
      if (error.status !== 402) throw error;
      return inTransaction(db, () => {
        const message = error.errors[0]?.detail ?? 'Payment failed';
        saveCheckout(db, { ...row, state: 'failure', updatedAt: now, doc: { ...row.doc, error: message } });
        return storeAnswer(db, key, row.id, { status: error.status, json: { errors: error.errors } }, now);
      });
    }
    return inTransaction(db, () => {
      for (const [i, line] of lines.entries()) {
        if (line.stock !== undefined && !takeStock(db, row.store, line.stockKey, line.quantity)) {
          throw new HttpError(409, [
            errorItem(409, 'out_of_stock', `lineItems.${i}: out of stock`, { pointer: `/lineItems/${i}` }),
          ]);
        }
      }
      const view = checkoutView(db, row, req.origin, now);
      const doc: StoredOrder = {
        storeSlug: row.store,
        checkoutId: row.id,
        status: 'processing',
        shippingMethod: row.doc.deliveryOption ?? 'standard',
        totalCost: view.costs.total,
        items: view.lineItems.map((l) => ({
          sku: l.sku,
          teespringID: l.teespringID,
          title: l.title,
          productType: l.productType,
          colorName: l.colorName,
          sizeLabel: l.sizeLabel,
          quantity: l.quantity,
          price: l.price,
          imageUrl: l.imageUrl,
        })),
        shipments: [],
        ...orderFacts(db, row, view.costs, now),
      };
      const order = insertOrder(db, doc, row.doc.customer?.email ?? null, now, row.doc.lookupNumber);
      savePayment(db, { ...confirmation.payment, state: 'captured', updatedAt: now });
      const redirectUrl = body.returnUrl ? withOrderQuery(body.returnUrl, order.orderNumber, order.lookupNumber) : null;
      const completed: CheckoutRow = {
        ...row,
        state: 'completed',
        updatedAt: now,
        doc: {
          ...row.doc,
          orderLookupNumber: order.lookupNumber,
          orderNumber: order.orderNumber,
          redirectUrl,
          error: null,
        },
      };
      saveCheckout(db, completed);
      return storeAnswer(db, key, row.id, { status: 200, json: checkoutView(db, completed, req.origin, now) }, now);
    });
  };
}
