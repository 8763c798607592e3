import { describe, expect, it } from 'vitest';
import { DEMO_CASES, PROMO_CASES } from '../../scripts/sandbox/fixtures/demo.ts';
import {
  DELIVERY_ERROR_CODES,
  FREE_SHIPPING_THRESHOLD_USD_CENTS,
  UNDELIVERABLE_STATES,
} from '../../scripts/sandbox/checkout/magic.ts';
import { createCheckout, line, send, STORE, update, type ErrorsBody } from './checkout-flow.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

interface QuotesBody {
  data: {
    attributes: {
      quotes: {
        name: string;
        cost: { amount: number; currency: string };
        deliveryEstimates: { early: string; late: string };
      }[];
    };
  };
}
const quotes = (id: string, stateCode: string, countryCode = 'US') =>
  send<QuotesBody & ErrorsBody>(sb, 'POST', '/checkout-host/deliveryOptions', {
    id,
    storeSlug: STORE,
    stateCode,
    countryCode,
  });

describe('delivery options', () => {
  it('quotes standard, rush and super rush with dated estimates', async () => {
    const sample = line();
    const checkout = await createCheckout(sb, [{ sku: sample.sku, quantity: 1 }]);
    const res = await quotes(checkout.id, 'CA');
    expect(res.status).toBe(200);
    const list = res.body.data.attributes.quotes;
    expect(list.map((q) => q.name)).toEqual(['standard', 'rush', 'super_rush']);
    const standard = sample.priceCents >= FREE_SHIPPING_THRESHOLD_USD_CENTS ? 0 : 599;
    expect(list.map((q) => q.cost)).toEqual([
      { amount: standard, currency: 'USD' },
      { amount: 1499, currency: 'USD' },
      { amount: 2499, currency: 'USD' },
    ]);
    for (const q of list) {
      expect(q.deliveryEstimates.early).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(q.deliveryEstimates.late >= q.deliveryEstimates.early).toBe(true);
      expect(q.deliveryEstimates.early > new Date().toISOString().slice(0, 10)).toBe(true);
    }
  });

  it('makes standard free with a free-shipping code and from the threshold', async () => {
    const sample = line();
    const checkout = await createCheckout(sb, [{ sku: sample.sku, quantity: 1 }]);
    await update(sb, checkout.id, { promoCode: PROMO_CASES.freeShipping });
    expect((await quotes(checkout.id, 'NY')).body.data.attributes.quotes[0]?.cost.amount).toBe(0);
    const many = Math.ceil(FREE_SHIPPING_THRESHOLD_USD_CENTS / sample.priceCents);
    const big = await createCheckout(sb, [{ sku: sample.sku, quantity: Math.min(many, sample.initialStock) }]);
    const free = (await quotes(big.id, 'NY')).body.data.attributes.quotes[0]?.cost.amount;
    expect(free).toBe(
      sample.priceCents * Math.min(many, sample.initialStock) >= FREE_SHIPPING_THRESHOLD_USD_CENTS ? 0 : 599,
    );
  });

  it('offers one free standard quote for a digital-only order', async () => {
    const checkout = await createCheckout(sb, [{ sku: line({ slug: DEMO_CASES.digital }).sku, quantity: 1 }]);
    expect((await quotes(checkout.id, 'TX')).body.data.attributes.quotes.map((q) => [q.name, q.cost.amount])).toEqual([
      ['standard', 0],
    ]);
  });

  it('refuses other countries and the undeliverable states with the spec codes', async () => {
    const checkout = await createCheckout(sb);
    const abroad = await quotes(checkout.id, '', 'DE');
    expect(abroad.status).toBe(422);
    expect(abroad.body.errors[0]?.code).toBe(DELIVERY_ERROR_CODES.countryNotSupported);
    for (const state of ['AK', 'AE'] as const) {
      expect(UNDELIVERABLE_STATES).toContain(state);
      const res = await quotes(checkout.id, state);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]?.code).toBe(DELIVERY_ERROR_CODES.undeliverable);
    }
    expect((await quotes(checkout.id, 'HI', 'USA')).status).toBe(200);
  });

  it('answers 404 for an unknown checkout and 400 naming a missing field', async () => {
    expect((await quotes('co_nope', 'CA')).status).toBe(404);
    const res = await send<ErrorsBody>(sb, 'POST', '/checkout-host/deliveryOptions', {
      id: 'x',
      storeSlug: STORE,
      stateCode: 'CA',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.source?.pointer).toBe('/countryCode');
  });
});

describe('cart recalculation', () => {
  it('prices available lines and lists the dropped ones with a reason', async () => {
    const sample = line();
    const res = await send<{
      lineItems: { sku: string; quantity: number; total: { amount: number }; inventoryCount: number | null }[];
      removed: { sku: string; reason: string }[];
      subtotal: { amount: number; currency: string };
    }>(sb, 'POST', '/checkout-host/v1/cart/recalculate', {
      storeSlug: STORE,
      currency: 'EUR',
      lineItems: [
        { sku: sample.sku, quantity: 2 },
        { sku: line({ slug: DEMO_CASES.soldOut }).sku, quantity: 1 },
        { sku: line({ slug: DEMO_CASES.private }).sku, quantity: 1 },
        { sku: '1_2_3', quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.lineItems).toMatchObject([{ sku: sample.sku, quantity: 2, inventoryCount: sample.initialStock }]);
    expect(res.body.subtotal).toEqual({ amount: 2 * Math.round(sample.priceCents * 0.92), currency: 'EUR' });
    expect(res.body.removed.map((r) => r.reason)).toEqual(['out_of_stock', 'unavailable', 'unknown_sku']);
  });
});
