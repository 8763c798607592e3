/**
 * The main host's international delivery step (issue 13; checkout.md §1, §5, §9). The storefront's
 * checkout is for the United States; under its international message a button sends the buyer here with
 * express_checkout's query (§7) and the typed address as JSON in `shipping` (address fields longer than 1,
 * §9). This step prices the order in the query's currency, takes the order and places it.
 *
 *   GET  /main/express_checkout?…&shipping={address}  → the step (HTML): the address, the items and
 *        international delivery in the buyer's currency, and a Place order form; for a destination the
 *        store cannot ship to, the spec's cannot-deliver message (422) and no form.
 *   POST /main/express_checkout/international (form: the same fields) → the order is placed (a completed
 *        checkout and its order, readable by cartId) and its number shown (201); unshippable → 422.
 */
import { z } from 'zod';
import type { Currency } from '../catalog.ts';
import type { SandboxContext } from '../context.ts';
import { errorItem, HttpError, type SandboxResponse } from '../http.ts';
import { SANDBOX_HOST_PATHS } from '../host-table.ts';
import { STORES } from '../fixtures/stores.ts';
import { saveCheckout, type CheckoutRow } from './checkouts.ts';
import { inTransaction, newId } from './db.ts';
import { escapeHtml, HTML_HEADERS, htmlPage } from './html.ts';
import { CANNOT_DELIVER_MESSAGE, INTERNATIONAL_UNSHIPPABLE } from './magic.ts';
import { insertOrder, newLookupNumber, type StoredOrder } from './orders.ts';
import { money, priceLine, quotesFor, type PricedLine } from './pricing.ts';

/** §9: the address fields of the redirect need a length over 1. */
const addressField = z.string().trim().min(2, 'must be longer than 1 character').max(200);

export const internationalAddressSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email(),
  phone: z.string().max(40).optional(),
  address1: addressField,
  address2: z.string().max(200).optional(),
  city: addressField,
  state: z.string().max(100).optional(),
  zip: addressField,
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .refine((c) => c !== 'US', 'the United States is the storefront checkout, not this step'),
});
export type InternationalAddress = z.infer<typeof internationalAddressSchema>;

/** `shipping` holds an address (this step) when it is a JSON object; anything else is the express checkout. */
export function shippingAddressOf(shipping: string | undefined): InternationalAddress | null {
  if (shipping?.trimStart().startsWith('{') !== true) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(shipping);
  } catch {
    throw new HttpError(400, [
      errorItem(400, 'invalid_parameter', 'shipping: not valid JSON', { parameter: 'shipping' }),
    ]);
  }
  const parsed = internationalAddressSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new HttpError(
    400,
    parsed.error.issues.map((issue) =>
      errorItem(400, 'invalid_parameter', `shipping.${issue.path.map(String).join('.')}: ${issue.message}`, {
        parameter: 'shipping',
      }),
    ),
  );
}

export interface StepQuery {
  currency: Currency;
  skus: string[];
  store_id: string;
  store_url: string;
}

interface Priced {
  store: string;
  lines: PricedLine[];
  subtotal: number;
  shipping: number;
  total: number;
}

function priceStep(ctx: SandboxContext, query: StepQuery): Priced {
  const store = Object.entries(STORES).find(([, s]) => s.id === query.store_id)?.[0];
  if (store === undefined) {
    throw new HttpError(404, [errorItem(404, 'not_found', 'store_id: store not found', { parameter: 'store_id' })]);
  }
  const lines = query.skus.map((entry, i) => {
    const cut = entry.lastIndexOf('_');
    const priced = priceLine(
      ctx.db,
      store,
      { sku: entry.slice(0, cut), quantity: Number(entry.slice(cut + 1)) },
      query.currency,
    );
    if (typeof priced === 'string') {
      throw new HttpError(409, [
        errorItem(409, priced, `skus.${i}: ${priced.replace(/_/g, ' ')}`, { parameter: 'skus' }),
      ]);
    }
    return priced;
  });
  const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const standard = quotesFor(lines, query.currency, undefined, new Date(ctx.now())).find((q) => q.name === 'standard');
  const shipping = standard?.cents ?? 0;
  return { store, lines, subtotal, shipping, total: subtotal + shipping };
}

const canShip = (address: InternationalAddress) =>
  !(INTERNATIONAL_UNSHIPPABLE as readonly string[]).includes(address.countryCode);

function format(cents: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

function cannotDeliver(): SandboxResponse {
  const body = `<p role="alert">${escapeHtml(CANNOT_DELIVER_MESSAGE)}</p>`;
  return { status: 422, body: htmlPage('International delivery', body), headers: HTML_HEADERS };
}

function addressLines(a: InternationalAddress): string[] {
  return [
    `${a.firstName} ${a.lastName}`,
    a.address1,
    a.address2 ?? '',
    [a.city, a.state ?? '', a.zip].filter((p) => p.trim() !== '').join(', '),
    a.countryCode,
  ].filter((l) => l.trim() !== '');
}

/** GET: the step's page for an address in `shipping`. `fields` are the query's own, carried by the form. */
export function internationalStep(
  ctx: SandboxContext,
  query: StepQuery,
  address: InternationalAddress,
  fields: Record<string, string>,
): SandboxResponse {
  if (!canShip(address)) return cannotDeliver();
  const priced = priceStep(ctx, query);
  const c = query.currency;
  const rows = priced.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.info.title)}</td><td>${l.quantity}</td><td>${escapeHtml(format(l.unitCents * l.quantity, c))}</td></tr>`,
    )
    .join('\n');
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  const body = `<p>A few more steps for international delivery.</p>
<h2>Deliver to</h2>
<address>${addressLines(address).map(escapeHtml).join('<br>')}</address>
<table>
<caption>Items</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<dl>
<dt>Subtotal</dt><dd>${escapeHtml(format(priced.subtotal, c))}</dd>
<dt>International delivery</dt><dd>${escapeHtml(format(priced.shipping, c))}</dd>
<dt>Total</dt><dd id="international-total">${escapeHtml(format(priced.total, c))}</dd>
</dl>
<form method="post" action="${SANDBOX_HOST_PATHS.main}/express_checkout/international">
${hidden}
<button type="submit">Place order</button>
</form>`;
  return { status: 200, body: htmlPage('International delivery', body), headers: HTML_HEADERS };
}

/** POST: places the order of the step. */
export function placeInternationalOrder(
  ctx: SandboxContext,
  query: StepQuery,
  address: InternationalAddress,
): SandboxResponse {
  if (!canShip(address)) return cannotDeliver();
  const priced = priceStep(ctx, query);
  const c = query.currency;
  const now = ctx.now();
  const { db } = ctx;
  const order = inTransaction(db, () => {
    const lookupNumber = newLookupNumber(db);
    // The typed address, as the checkout's customer and as the order's shipping address.
    const postal = {
      address1: address.address1,
      ...(address.address2 ? { address2: address.address2 } : {}),
      city: address.city,
      ...(address.state ? { state: address.state } : {}),
      zip: address.zip,
      countryCode: address.countryCode,
    };
    const row: CheckoutRow = {
      id: newId('co'),
      store: priced.store,
      state: 'completed',
      createdAt: now,
      updatedAt: now,
      doc: {
        currency: c,
        lineItems: priced.lines.map((l) => ({ sku: l.info.sku, quantity: l.quantity, listingSlug: l.listingSlug })),
        customer: {
          firstName: address.firstName,
          lastName: address.lastName,
          email: address.email,
          ...(address.phone === undefined ? {} : { phone: address.phone }),
          address: postal,
        },
        deliveryOption: 'standard',
        promoCode: null,
        marketingOptIn: false,
        paymentMethod: 'card',
        trafficSource: null,
        affiliate: null,
        lookupNumber,
        orderLookupNumber: null,
        orderNumber: null,
        redirectUrl: null,
        error: null,
      },
    };
    const doc: StoredOrder = {
      storeSlug: priced.store,
      checkoutId: row.id,
      status: 'processing',
      shippingMethod: 'standard',
      totalCost: money(priced.total, c),
      items: priced.lines.map((l) => ({
        sku: l.info.sku,
        teespringID: l.info.teespringId,
        title: l.info.title,
        productType: l.info.productType,
        colorName: l.info.colorName,
        sizeLabel: l.info.sizeLabel,
        quantity: l.quantity,
        price: money(l.unitCents, c),
        imageUrl: l.info.imageUrl,
      })),
      shipments: [],
      costs: {
        subtotal: money(priced.subtotal, c),
        shipping: money(priced.shipping, c),
        tax: money(0, c),
        discount: money(0, c),
        total: money(priced.total, c),
      },
      email: address.email,
      shippingAddress: {
        firstName: address.firstName,
        lastName: address.lastName,
        ...postal,
      },
      estimatedDelivery: null,
      promoCode: null,
    };
    const placed = insertOrder(db, doc, address.email, now, lookupNumber);
    saveCheckout(db, {
      ...row,
      doc: { ...row.doc, orderLookupNumber: placed.lookupNumber, orderNumber: placed.orderNumber },
    });
    return { ...placed, checkoutId: row.id };
  });
  const body = `<p role="status">Order placed: number <strong id="international-order-number">${order.orderNumber}</strong>.</p>
<dl>
<dt>Order lookup number</dt><dd id="international-lookup-number">${escapeHtml(order.lookupNumber)}</dd>
<dt>Cart id</dt><dd id="international-cart-id">${escapeHtml(order.checkoutId)}</dd>
<dt>Total</dt><dd>${escapeHtml(format(priced.total, c))}</dd>
</dl>
<p><a href="${escapeHtml(query.store_url)}">Back to the store</a></p>`;
  return { status: 201, body: htmlPage('Order placed', body), headers: HTML_HEADERS };
}
