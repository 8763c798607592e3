/**
 * Amount integrity (issue 13, "The order matches what the buyer saw"): the payment host charges the
 * checkout's own total. initiatePayment and updatePayment refuse an amount or currency other than the
 * checkout's current total (422, the spec's `errors` list naming the field), and the checkout host refuses
 * to place an order whose payment is for a total the checkout no longer has: no payment is captured.
 */
import { describe, expect, it } from 'vitest';
import {
  cardPayment,
  initiate,
  readyCheckout,
  send,
  STORE,
  submit,
  tokenize,
  update,
  type CheckoutBody,
  type ErrorsBody,
  type PaymentBody,
} from './checkout-flow.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

interface PaymentRecord {
  id: string;
  state: string;
  amount: { amount: number; currency: string };
}

function paymentsOf(checkoutId: string): { state: string; amount: number }[] {
  const rows = sb.sandbox.db
    .prepare('SELECT state, doc FROM pay_payments WHERE checkout_id = ? ORDER BY created_at')
    .all(checkoutId) as { state: string; doc: string }[];
  return rows.map((r) => ({ state: r.state, amount: (JSON.parse(r.doc) as { amount: number }).amount }));
}

const readCheckout = async (id: string) =>
  (await send<CheckoutBody>(sb, 'GET', `/checkout-host/checkout?id=${id}&storeSlug=${STORE}`)).body;

const updatePayment = (checkout: CheckoutBody, payment: PaymentBody, extra: Record<string, unknown>) =>
  send<PaymentRecord & ErrorsBody>(sb, 'PUT', '/payment/v1/updatePayment', {
    id: payment.id,
    paymentToken: payment.paymentToken,
    amount: checkout.costs.total.amount,
    paymentMethod: 'card',
    checkoutId: checkout.id,
    storeSlug: STORE,
    ...extra,
  });

const METHODS = [
  { paymentMethod: 'card', platform: 'stripe' },
  { paymentMethod: 'paypal', platform: 'paypal' },
  { paymentMethod: 'google-pay', platform: 'stripe' },
  { paymentMethod: 'afterpay', platform: 'stripe' },
] as const;

describe('initiatePayment charges the checkout total', () => {
  for (const { paymentMethod, platform } of METHODS) {
    it(`refuses a tampered ${paymentMethod} amount and opens no payment`, async () => {
      const checkout = await readyCheckout(sb);
      const total = checkout.costs.total.amount;
      expect(total).toBeGreaterThan(1);
      for (const amount of [total - 1, total + 100, 1, 0]) {
        const res = await initiate(sb, checkout, { paymentMethod, platform, amount });
        expect(res.status).toBe(422);
        expect(res.body.errors).toMatchObject([{ code: 'amount_mismatch', source: { pointer: '/amount' } }]);
      }
      expect(paymentsOf(checkout.id)).toEqual([]);
      expect((await readCheckout(checkout.id)).paymentId).toBeNull();
      const ok = await initiate(sb, checkout, { paymentMethod, platform, currency: 'USD' });
      expect(ok.status).toBe(201);
      expect(paymentsOf(checkout.id)).toEqual([{ state: 'pending', amount: total }]);
    });
  }

  it('refuses another currency than the checkout’s', async () => {
    const checkout = await readyCheckout(sb);
    const res = await initiate(sb, checkout, { currency: 'EUR' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject([{ code: 'currency_mismatch', source: { pointer: '/currency' } }]);
    expect(paymentsOf(checkout.id)).toEqual([]);
  });
});

describe('updatePayment charges the checkout total', () => {
  it('refuses a tampered amount or currency and leaves the payment as it was', async () => {
    const checkout = await readyCheckout(sb);
    const payment = await cardPayment(sb, checkout);
    const total = checkout.costs.total.amount;
    const tampered = await updatePayment(checkout, payment, { amount: total - 500 });
    expect(tampered.status).toBe(422);
    expect(tampered.body.errors).toMatchObject([{ code: 'amount_mismatch', source: { pointer: '/amount' } }]);
    const currency = await updatePayment(checkout, payment, { currency: 'GBP' });
    expect(currency.status).toBe(422);
    expect(currency.body.errors[0]?.code).toBe('currency_mismatch');
    expect(paymentsOf(checkout.id)).toEqual([{ state: 'pending', amount: total }]);
  });

  it('an older total is refused once the checkout changed, and no stale payment is captured', async () => {
    const checkout = await readyCheckout(sb, 'rush');
    const payment = await cardPayment(sb, checkout);
    const oldTotal = checkout.costs.total.amount;
    // The buyer changes the delivery option: the total changes on the host.
    const changed = await update(sb, checkout.id, { deliveryOption: 'super_rush' });
    expect(changed.status).toBe(200);
    const newTotal = changed.body.costs.total.amount;
    expect(newTotal).not.toBe(oldTotal);
    expect((await updatePayment(checkout, payment, { amount: oldTotal })).status).toBe(422);
    // Placing the order with the payment opened for the old total is refused: nothing captured, no order.
    const refused = await submit(sb, checkout, payment, 'stale-total');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toMatchObject([{ code: 'amount_mismatch' }]);
    expect(paymentsOf(checkout.id).map((p) => p.state)).not.toContain('captured');
    expect((await readCheckout(checkout.id)).orderLookupNumber).toBeNull();
    // The payment updated to the checkout's total places the order and captures exactly that total.
    const card = await tokenize(sb, '4242424242424242');
    const updated = await updatePayment(changed.body, payment, { paymentMethodId: card.body.paymentMethodId });
    expect(updated.status).toBe(200);
    expect(updated.body.amount).toEqual({ amount: newTotal, currency: 'USD' });
    const placed = await submit(sb, checkout, payment, 'fresh-total');
    expect(placed.status).toBe(200);
    expect(placed.body.state).toBe('completed');
    expect(paymentsOf(checkout.id)).toEqual([{ state: 'captured', amount: newTotal }]);
  });
});
