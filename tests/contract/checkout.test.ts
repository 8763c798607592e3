import { describe, expect, it } from 'vitest';
import { DEMO_CASES, PROMO_CASES } from '../../scripts/sandbox/fixtures/demo.ts';
import {
  ADDRESS_TRIGGERS,
  PROMO_INVALID_MESSAGE,
  PROMO_NEEDS_ADDRESS_MESSAGE,
  PROMO_POINTER,
  SUGGESTED_ZIP_SUFFIX,
} from '../../scripts/sandbox/checkout/magic.ts';
import {
  createCheckout,
  CUSTOMER,
  line,
  send,
  STORE,
  update,
  type CheckoutBody,
  type ErrorsBody,
} from './checkout-flow.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();
const get = (id: string, storeSlug = STORE) =>
  send<CheckoutBody & ErrorsBody>(
    sb,
    'GET',
    `/checkout-host/checkout?id=${encodeURIComponent(id)}&storeSlug=${storeSlug}`,
  );

describe('checkout creation and lifecycle', () => {
  it('creates a priced checkout that a 4 × 1 s poll sees go created → pending → success', async () => {
    const sample = line();
    await sb.clock({ pause: true });
    const checkout = await createCheckout(sb, [{ sku: sample.sku, quantity: 2 }]);
    expect(checkout.state).toBe('created');
    expect(checkout.paymentMethod).toBe('afterpay');
    expect(checkout.platform).toBe('stripe');
    expect(checkout.lineItems).toMatchObject([{ sku: sample.sku, quantity: 2, price: { amount: sample.priceCents } }]);
    expect(checkout.costs.lineItems.amount).toBe(sample.priceCents * 2);
    expect(checkout.costs.total.amount).toBe(sample.priceCents * 2);
    const seen = [];
    for (let i = 0; i < 4; i++) {
      const res = await get(checkout.id);
      seen.push(res.body.state);
      if (res.body.state === 'success') break;
      await sb.clock({ advance: 1000 });
    }
    expect(seen[0]).toBe('created');
    expect(seen).toContain('pending');
    expect(seen.at(-1)).toBe('success');
    expect(seen.length).toBeLessThanOrEqual(3);
  });

  it('names the unknown, private or sold-out line', async () => {
    const privateLine = line({ slug: DEMO_CASES.private });
    const soldOut = line({ slug: DEMO_CASES.soldOut });
    const res = await send<ErrorsBody>(sb, 'POST', '/checkout-host/checkout', {
      storeSlug: STORE,
      lineItems: [
        { sku: line().sku, quantity: 1 },
        { sku: '999_999_999', quantity: 1 },
        { sku: privateLine.sku, quantity: 1 },
        { sku: soldOut.sku, quantity: 1 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['unknown_sku', '/lineItems/1/sku'],
      ['unavailable', '/lineItems/2/sku'],
      ['out_of_stock', '/lineItems/3/quantity'],
    ]);
  });

  it('answers 404 for another store or an unknown id, 400 naming a missing parameter', async () => {
    const checkout = await createCheckout(sb);
    expect((await get(checkout.id, 'minimal')).status).toBe(404);
    expect((await get('co_missing')).status).toBe(404);
    const res = await send<ErrorsBody>(sb, 'GET', `/checkout-host/checkout?id=${checkout.id}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.source?.parameter).toBe('storeSlug');
  });

  it('rejects malformed JSON, wrong types and missing fields with a 400 naming the field, and keeps serving', async () => {
    const malformed = await sb.call('/checkout-host/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"lineItems": [',
    });
    expect(malformed.status).toBe(400);
    const wrong = await send<ErrorsBody>(sb, 'POST', '/checkout-host/checkout', {
      storeSlug: STORE,
      lineItems: [{ sku: line().sku, quantity: 'two' }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e) => e.source?.pointer)).toEqual(['/lineItems/0/quantity']);
    const missing = await send<ErrorsBody>(sb, 'POST', '/checkout-host/checkout', { lineItems: [] });
    expect(missing.body.errors.map((e) => e.source?.pointer).sort()).toEqual(['/lineItems', '/storeSlug']);
    const badEmail = await update(sb, (await createCheckout(sb)).id, { customer: { ...CUSTOMER, email: 'nope' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors[0]?.source?.pointer).toBe('/data/customer/email');
    expect((await createCheckout(sb)).state).toBe('created');
  });
});

describe('updating a checkout', () => {
  it('recalculates shipping and state tax, and records opt-in and payment method', async () => {
    const sample = line();
    const checkout = await createCheckout(sb, [{ sku: sample.sku, quantity: 1 }]);
    const res = await update(sb, checkout.id, {
      customer: CUSTOMER,
      deliveryOption: 'fullRushCost',
      marketingOptIn: true,
      paymentMethod: 'paypal',
    });
    expect(res.status).toBe(200);
    const subtotal = sample.priceCents;
    const tax = Math.round((subtotal * 725) / 10_000);
    expect(res.body.deliveryOption).toBe('rush');
    expect(res.body.platform).toBe('paypal');
    expect(res.body.costs.shipping.amount).toBe(1499);
    expect(res.body.costs.tax.amount).toBe(tax);
    expect(res.body.costs.total.amount).toBe(subtotal + 1499 + tax);
    expect((await get(checkout.id)).body).toMatchObject({ marketingOptIn: true, paymentMethod: 'paypal' });
  });

  it('refuses a delivery option the order does not offer', async () => {
    const digital = line({ slug: DEMO_CASES.digital });
    const checkout = await createCheckout(sb, [{ sku: digital.sku, quantity: 1 }]);
    const res = await update(sb, checkout.id, { deliveryOption: 'super_rush' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]?.source?.pointer).toBe('/data/deliveryOption');
  });
});

describe('promo codes', () => {
  const setup = async () => {
    const sample = line();
    const checkout = await createCheckout(sb, [{ sku: sample.sku, quantity: 2 }]);
    return { checkout, subtotal: sample.priceCents * 2 };
  };

  it('applies a percentage code, a fixed amount in cents and free shipping', async () => {
    const { checkout, subtotal } = await setup();
    const pct = await update(sb, checkout.id, { promoCode: PROMO_CASES.percentage.toLowerCase() });
    expect(pct.body.promoCode).toBe(PROMO_CASES.percentage);
    expect(pct.body.costs.discount.amount).toBe(Math.round(subtotal / 10));
    const fixed = await update(sb, checkout.id, { promoCode: PROMO_CASES.fixedValue });
    expect(fixed.body.costs.discount.amount).toBe(Math.min(500, subtotal));
    expect(fixed.body.costs.total.amount).toBe(subtotal - Math.min(500, subtotal));
    const free = await update(sb, checkout.id, {
      promoCode: PROMO_CASES.freeShipping,
      customer: CUSTOMER,
      deliveryOption: 'standard',
    });
    expect(free.body.costs.discount.amount).toBe(0);
    expect(free.body.costs.shipping.amount).toBe(0);
    const removed = await update(sb, checkout.id, { promoCode: null });
    expect(removed.body.promoCode).toBeNull();
  });

  it('refuses an invalid or unknown code at /data/promoCode with the spec text, leaving the checkout as it was', async () => {
    const { checkout } = await setup();
    for (const code of [PROMO_CASES.invalid, 'NO-SUCH-CODE', 'MYSTERY']) {
      const res = await update(sb, checkout.id, { promoCode: code, marketingOptIn: true });
      expect(res.status).toBe(422);
      expect(res.body.errors).toMatchObject([
        { detail: 'Sorry, this promo code cannot be applied to your order.', source: { pointer: PROMO_POINTER } },
      ]);
    }
    expect((await get(checkout.id)).body).toMatchObject({ promoCode: null, marketingOptIn: false });
  });

  it('asks for an address first for a gated code, and accepts it with the address in the same update', async () => {
    const { checkout, subtotal } = await setup();
    const early = await send<ErrorsBody>(sb, 'POST', '/checkout-host/v1/checkout/promo', {
      id: checkout.id,
      data: { storeSlug: STORE, promoCode: PROMO_CASES.needsAddress },
    });
    expect(early.status).toBe(422);
    expect(early.body.errors).toMatchObject([
      { detail: 'Please enter your address before you enter a promo code.', source: { pointer: PROMO_POINTER } },
    ]);
    const res = await update(sb, checkout.id, { customer: CUSTOMER, promoCode: PROMO_CASES.needsAddress });
    expect(res.status).toBe(200);
    expect(res.body.costs.discount.amount).toBe(Math.round(subtotal / 5));
  });

  it('applies through the promo endpoint and requires a code there', async () => {
    const { checkout } = await setup();
    const ok = await send<CheckoutBody>(sb, 'POST', '/checkout-host/v1/checkout/promo', {
      id: checkout.id,
      data: { storeSlug: STORE, promoCode: PROMO_CASES.percentage },
    });
    expect(ok.body.promoCode).toBe(PROMO_CASES.percentage);
    const empty = await send<ErrorsBody>(sb, 'POST', '/checkout-host/v1/checkout/promo', {
      id: checkout.id,
      data: { storeSlug: STORE, promoCode: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]?.source?.pointer).toBe(PROMO_POINTER);
  });
});

describe('spec texts', () => {
  it('uses checkout.md §5 promo messages word for word', () => {
    expect(PROMO_INVALID_MESSAGE).toBe('Sorry, this promo code cannot be applied to your order.');
    expect(PROMO_NEEDS_ADDRESS_MESSAGE).toBe('Please enter your address before you enter a promo code.');
  });
});

describe('address validation', () => {
  const validate = (address1: string) =>
    send<{ isValid: boolean; status: string; suggestions: { address1: string; zip: string }[] }>(
      sb,
      'POST',
      '/checkout-host/v1/address/validate',
      {
        address: { ...CUSTOMER.address, address1 },
      },
    );

  it('answers valid, suggested (with a corrected address) and invalid by trigger word', async () => {
    expect((await validate('1 Market St')).body).toEqual({ isValid: true, status: 'valid', suggestions: [] });
    const suggested = (await validate(`12 ${ADDRESS_TRIGGERS.suggested} Main St`)).body;
    expect(suggested.status).toBe('suggested');
    expect(suggested.isValid).toBe(false);
    expect(suggested.suggestions).toMatchObject([{ address1: '12 Main Street', zip: `94105${SUGGESTED_ZIP_SUFFIX}` }]);
    expect((await validate(`9 ${ADDRESS_TRIGGERS.invalid.toLowerCase()} Road`)).body).toEqual({
      isValid: false,
      status: 'invalid',
      suggestions: [],
    });
  });

  it('names a missing field', async () => {
    const res = await send<ErrorsBody>(sb, 'POST', '/checkout-host/v1/address/validate', {
      address: { ...CUSTOMER.address, zip: undefined },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.source?.pointer).toBe('/address/zip');
  });
});
