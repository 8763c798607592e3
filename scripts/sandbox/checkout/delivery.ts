/**
 * Delivery quotes, address validation and cart recalculation.
 *
 * Delivery: only US destinations (US or USA); other countries → 422 country_not_supported; the states in
 * UNDELIVERABLE_STATES → 422 items_cannot_be_shipped_to_selected_destination. Standard is free with a
 * free_shipping code or from FREE_SHIPPING_THRESHOLD_USD_CENTS.
 * Address validation: address1 containing ADDRESS_TRIGGERS.invalid → invalid; containing
 * ADDRESS_TRIGGERS.suggested → suggested, with a corrected address; anything else → valid.
 */
import type { SandboxContext } from '../context.ts';
import { fail, parseBody, type SandboxRequest, type SandboxResponse } from '../http.ts';
import { linesOf, requireCheckout } from './checkouts.ts';
import { ADDRESS_TRIGGERS, DELIVERY_ERROR_CODES, SUGGESTED_ZIP_SUFFIX, UNDELIVERABLE_STATES } from './magic.ts';
import { findPromo, isUs, money, priceLine, quotesFor } from './pricing.ts';
import { deliveryOptionsBody, recalculateBody, validateAddressBody, type Address } from './schemas.ts';

type Handler = (req: SandboxRequest) => SandboxResponse;

export function deliveryOptions(ctx: SandboxContext): Handler {
  return (req) => {
    const body = parseBody(req, deliveryOptionsBody);
    const row = requireCheckout(ctx.db, body.id, body.storeSlug, { pointer: '/id' });
    if (!isUs(body.countryCode)) {
      fail(422, DELIVERY_ERROR_CODES.countryNotSupported, `countryCode: ${body.countryCode} is not supported`, {
        pointer: '/countryCode',
      });
    }
    if ((UNDELIVERABLE_STATES as readonly string[]).includes(body.stateCode)) {
      fail(422, DELIVERY_ERROR_CODES.undeliverable, `stateCode: items cannot be shipped to ${body.stateCode}`, {
        pointer: '/stateCode',
      });
    }
    const promo = row.doc.promoCode ? findPromo(row.store, row.doc.promoCode) : undefined;
    const quotes = quotesFor(linesOf(ctx.db, row), row.doc.currency, promo, new Date(ctx.now())).map((q) => ({
      name: q.name,
      cost: money(q.cents, row.doc.currency),
      deliveryEstimates: { early: q.early, late: q.late },
    }));
    return { status: 200, json: { data: { type: 'deliveryOptions', id: row.id, attributes: { quotes } } } };
  };
}

const contains = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

/** The corrected address a suggestion offers: trigger word removed, street suffix spelled out, zip+4. */
export function suggestionFor(address: Address): Address {
  const street = address.address1
    .replace(new RegExp(`\\s*${ADDRESS_TRIGGERS.suggested}\\w*`, 'i'), '')
    .replace(/\bSt\.?$/i, 'Street')
    .trim();
  const zip5 = address.zip.slice(0, 5);
  return { ...address, address1: street || address.address1, zip: zip5 + SUGGESTED_ZIP_SUFFIX };
}

export function validateAddress(): Handler {
  return (req) => {
    const { address } = parseBody(req, validateAddressBody);
    if (contains(address.address1, ADDRESS_TRIGGERS.invalid)) {
      return { status: 200, json: { isValid: false, status: 'invalid', suggestions: [] } };
    }
    if (contains(address.address1, ADDRESS_TRIGGERS.suggested)) {
      return { status: 200, json: { isValid: false, status: 'suggested', suggestions: [suggestionFor(address)] } };
    }
    return { status: 200, json: { isValid: true, status: 'valid', suggestions: [] } };
  };
}

/** Prices a cart; lines that cannot be sold are listed under `removed` with the reason, never an error. */
export function recalculateCart(ctx: SandboxContext): Handler {
  return (req) => {
    const body = parseBody(req, recalculateBody);
    const store = body.storeSlug.toLowerCase();
    const currency = body.currency ?? 'USD';
    const lineItems = [];
    const removed = [];
    for (const line of body.lineItems) {
      // A short stock keeps the line (the client caps the quantity); only none left drops it (storefront.md §4).
      const priced = priceLine(ctx.db, store, line, currency, false);
      const problem =
        typeof priced === 'string' ? priced : priced.stock !== undefined && priced.stock <= 0 ? 'out_of_stock' : null;
      if (problem !== null || typeof priced === 'string') {
        removed.push({ sku: line.sku, quantity: line.quantity, reason: problem ?? 'unavailable' });
        continue;
      }
      lineItems.push({
        sku: priced.info.sku,
        quantity: priced.quantity,
        title: priced.info.title,
        productType: priced.info.productType,
        listingSlug: priced.listingSlug,
        productId: priced.info.productId,
        imageUrl: priced.info.imageUrl,
        price: money(priced.unitCents, currency),
        total: money(priced.unitCents * priced.quantity, currency),
        inventoryCount: priced.stock ?? null,
      });
    }
    const subtotal = lineItems.reduce((sum, l) => sum + l.total.amount, 0);
    return {
      status: 200,
      json: { storeSlug: store, currency, lineItems, removed, subtotal: money(subtotal, currency) },
    };
  };
}
