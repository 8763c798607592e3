/** Checkout creation, reading and updating (promo codes included). Lifecycle: see checkouts.ts. */
import type { SandboxContext } from '../context.ts';
import {
  errorItem,
  fail,
  HttpError,
  parseBody,
  parseQuery,
  type SandboxRequest,
  type SandboxResponse,
} from '../http.ts';
import { checkoutView, requireCheckout, saveCheckout, type CheckoutRow } from './checkouts.ts';
import { newId } from './db.ts';
import { newLookupNumber } from './orders.ts';
import { PROMO_INVALID_MESSAGE, PROMO_POINTER } from './magic.ts';
import { findPromo, priceLine, promoRefusal, quotesFor } from './pricing.ts';
import { linesOf } from './checkouts.ts';
import {
  applyPromoBody,
  checkoutQuery,
  createCheckoutBody,
  updateCheckoutBody,
  type StoredCheckout,
} from './schemas.ts';

type Handler = (req: SandboxRequest) => SandboxResponse;

const POINTER_OF = { unknown_sku: 'sku', unavailable: 'sku', out_of_stock: 'quantity' } as const;
const DETAIL_OF = {
  unknown_sku: 'unknown sku',
  unavailable: 'this item is not available',
  out_of_stock: 'not enough stock',
} as const;

export function createCheckout(ctx: SandboxContext): Handler {
  return (req) => {
    const body = parseBody(req, createCheckoutBody);
    const store = body.storeSlug.toLowerCase();
    const currency = body.currency ?? 'USD';
    const errors = body.lineItems.flatMap((line, i) => {
      const priced = priceLine(ctx.db, store, line, currency);
      if (typeof priced !== 'string') return [];
      const field = POINTER_OF[priced];
      return [
        errorItem(422, priced, `lineItems.${i}.${field}: ${DETAIL_OF[priced]}`, {
          pointer: `/lineItems/${i}/${field}`,
        }),
      ];
    });
    if (errors.length > 0) throw new HttpError(422, errors);
    const now = ctx.now();
    const doc: StoredCheckout = {
      currency,
      lineItems: body.lineItems.map((l) => ({ sku: l.sku, quantity: l.quantity, listingSlug: l.listingSlug ?? null })),
      customer: null,
      deliveryOption: null,
      promoCode: null,
      marketingOptIn: false,
      paymentMethod: 'afterpay',
      trafficSource: body.trafficSource ?? null,
      affiliate: body.affiliate ?? null,
      orderLookupNumber: null,
      lookupNumber: newLookupNumber(ctx.db),
      orderNumber: null,
      redirectUrl: null,
      error: null,
    };
    const row: CheckoutRow = { id: newId('co'), store, state: 'created', createdAt: now, updatedAt: now, doc };
    return saved(ctx, req.origin, row, now, 201);
  };
}

export function getCheckout(ctx: SandboxContext): Handler {
  return (req) => {
    const query = parseQuery(req, checkoutQuery);
    const row = requireCheckout(ctx.db, query.id, query.storeSlug, { parameter: 'id' });
    return { status: 200, json: checkoutView(ctx.db, row, req.origin, ctx.now()) };
  };
}

/** The promo code to store: null to remove, the store's spelling when it applies, else the spec's 422. */
function resolvePromo(row: CheckoutRow, code: string | null, customer: StoredCheckout['customer']): string | null {
  if (code === null || code === '') return null;
  const promo = findPromo(row.store, code);
  const refusal = promoRefusal(promo, customer);
  if (refusal !== null || !promo) {
    const reason = refusal === PROMO_INVALID_MESSAGE || !promo ? 'invalid_promo_code' : 'promo_code_requires_address';
    fail(422, reason, refusal ?? PROMO_INVALID_MESSAGE, { pointer: PROMO_POINTER });
  }
  return promo.code;
}

/** The checkout a PUT or POST names, still open to changes (409 once its order is placed). */
function requireOpen(ctx: SandboxContext, id: string, storeSlug: string): CheckoutRow {
  const row = requireCheckout(ctx.db, id, storeSlug, { pointer: '/id' });
  if (row.state === 'completed')
    fail(409, 'checkout_completed', 'The order for this checkout is already placed', { pointer: '/id' });
  return row;
}

/** Saves the changed checkout and answers with its view. */
function saved(ctx: SandboxContext, origin: string, next: CheckoutRow, now: number, status = 200): SandboxResponse {
  saveCheckout(ctx.db, next);
  return { status, json: checkoutView(ctx.db, next, origin, now) };
}

export function updateCheckout(ctx: SandboxContext): Handler {
  return (req) => {
    const { id, data } = parseBody(req, updateCheckoutBody);
    const row = requireOpen(ctx, id, data.storeSlug);
    const now = ctx.now();
    // The customer is applied first so a promo gated on an address can arrive in the same update.
    const customer = data.customer ?? row.doc.customer;
    const doc: StoredCheckout = {
      ...row.doc,
      customer,
      ...(data.marketingOptIn === undefined ? {} : { marketingOptIn: data.marketingOptIn }),
      ...(data.paymentMethod === undefined ? {} : { paymentMethod: data.paymentMethod }),
      ...(data.deliveryOption === undefined ? {} : { deliveryOption: data.deliveryOption }),
      ...(data.promoCode === undefined ? {} : { promoCode: resolvePromo(row, data.promoCode, customer) }),
    };
    const next: CheckoutRow = { ...row, updatedAt: now, doc };
    if (doc.deliveryOption !== null) {
      const promo = doc.promoCode ? findPromo(row.store, doc.promoCode) : undefined;
      const offered = quotesFor(linesOf(ctx.db, next), doc.currency, promo, new Date(now)).map((q) => q.name);
      if (!offered.includes(doc.deliveryOption)) {
        fail(
          422,
          'delivery_option_unavailable',
          `deliveryOption: ${doc.deliveryOption} is not offered for this order`,
          {
            pointer: '/data/deliveryOption',
          },
        );
      }
    }
    return saved(ctx, req.origin, next, now);
  };
}

/** POST /v1/checkout/promo: the same rules as a PUT carrying only promoCode, with a required code. */
export function applyPromo(ctx: SandboxContext): Handler {
  return (req) => {
    const { id, data } = parseBody(req, applyPromoBody);
    const row = requireOpen(ctx, id, data.storeSlug);
    const now = ctx.now();
    const promoCode = resolvePromo(row, data.promoCode, row.doc.customer);
    return saved(ctx, req.origin, { ...row, updatedAt: now, doc: { ...row.doc, promoCode } }, now);
  };
}
