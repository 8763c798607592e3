import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckoutApi, isCheckoutFinished } from '../../src/features/checkout/api/checkout.ts';
import { stockOf } from '../../scripts/sandbox/catalog.ts';
import { startSandbox } from '../../scripts/sandbox/server.ts';
import {
  cardPayment,
  CUSTOMER,
  createCheckout,
  line,
  orderCount,
  readyCheckout,
  send,
  STORE,
  submit,
  update,
  type CheckoutBody,
  type ErrorsBody,
} from './checkout-flow.ts';
import { useSandbox, type SandboxHandle } from './sandbox.ts';

const sb = useSandbox();
const getCheckout = (id: string, handle: SandboxHandle = sb) =>
  send<CheckoutBody>(handle, 'GET', `/checkout-host/checkout?id=${id}&storeSlug=${STORE}`);
interface OrderBody {
  lookupNumber: string;
  orderNumber: number;
  cartId: string;
  status: string;
  shippingMethod: string;
  totalCost: { amount: number; currency: string };
  items: { sku: string; quantity: number }[];
  shipments: unknown[];
}

describe('placing an order', () => {
  it('places the order, takes stock and records the lookup number on the checkout', async () => {
    const sample = line({ index: 3 });
    const before = stockOf(sb.sandbox.db, STORE, sample.stockKey);
    const checkout = await readyCheckout(sb, 'rush', [{ sku: sample.sku, quantity: 2 }]);
    const payment = await cardPayment(sb, checkout);
    const res = await send<CheckoutBody>(
      sb,
      'POST',
      '/checkout-host/v1/checkout/submit',
      {
        checkoutId: checkout.id,
        storeSlug: STORE,
        paymentToken: payment.paymentToken,
        paymentId: payment.id,
        platform: 'stripe',
        returnUrl: 'http://localhost:4321/thankyou',
      },
      { 'Idempotency-Key': 'order-1' },
    );
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('completed');
    expect(res.body.orderLookupNumber).toMatch(/^SB[A-Z0-9]{8}$/);
    const redirect = new URL(res.body.redirectUrl ?? '');
    expect(redirect.pathname).toBe('/thankyou');
    expect(redirect.searchParams.get('orderLookupNumber')).toBe(res.body.orderLookupNumber);
    expect(redirect.searchParams.get('orderNumber')).toBe(String(res.body.orderNumber));
    expect(stockOf(sb.sandbox.db, STORE, sample.stockKey)).toBe((before ?? 0) - 2);
    expect(sample.initialStock).toBe(before);
    const payments = await send<{ state: string }>(
      sb,
      'GET',
      `/payment/v1/payment?paymentId=${payment.id}&checkoutId=${checkout.id}`,
    );
    expect(payments.body.state).toBe('captured');
  });

  it('finds the order by cart id and by lookup number, and serves an escaped tracking page', async () => {
    const checkout = await readyCheckout(sb, 'super_rush');
    const placed = (await submit(sb, checkout, await cardPayment(sb, checkout), 'order-2')).body;
    const byCart = await send<OrderBody>(sb, 'GET', `/commerce/v1/orders?cartId=${checkout.id}`);
    expect(byCart.status).toBe(200);
    expect(byCart.body).toMatchObject({
      lookupNumber: placed.orderLookupNumber,
      orderNumber: placed.orderNumber,
      cartId: checkout.id,
      status: 'processing',
      shippingMethod: 'super_rush',
      totalCost: placed.costs.total,
      items: [{ sku: checkout.lineItems[0]?.sku, quantity: 2 }],
      shipments: [],
    });
    const byLookup = await send<OrderBody>(sb, 'GET', `/checkout-host/v1/orders/${placed.orderLookupNumber}`);
    expect(byLookup.body).toEqual(byCart.body);
    const page = await sb.call(`/checkout-host/track/order/${placed.orderLookupNumber}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`<h1>Order ${placed.orderLookupNumber}</h1>`);
    const evil = await sb.call(`/checkout-host/track/order/${encodeURIComponent('<script>x</script>')}`);
    expect(evil.status).toBe(404);
    expect(await evil.text()).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect((await send(sb, 'GET', '/commerce/v1/orders?cartId=co_none')).status).toBe(404);
    expect((await send<ErrorsBody>(sb, 'GET', '/commerce/v1/orders')).body.errors[0]?.source?.parameter).toBe('cartId');
  });

  it('requires an address and a delivery option, without storing the refusal under the key', async () => {
    const checkout = await createCheckout(sb);
    // A payment is always for the checkout's current total (payment-amount.test.ts): open it after the address.
    const withCustomer = await update(sb, checkout.id, { customer: CUSTOMER });
    const payment = await cardPayment(sb, withCustomer.body);
    const early = await submit(sb, checkout, payment, 'order-3');
    expect(early.status).toBe(422);
    expect(early.body.errors[0]?.source?.pointer).toBe('/deliveryOption');
    const ready = await update(sb, checkout.id, { deliveryOption: 'standard' });
    const followed = await send(sb, 'PUT', '/payment/v1/updatePayment', {
      id: payment.id,
      paymentToken: payment.paymentToken,
      amount: ready.body.costs.total.amount,
      paymentMethod: 'card',
      checkoutId: checkout.id,
      storeSlug: STORE,
    });
    expect(followed.status).toBe(200);
    expect((await submit(sb, checkout, payment, 'order-3')).body.state).toBe('completed');
    expect((await update(sb, checkout.id, { marketingOptIn: true })).status).toBe(409);
  });

  it('refuses a submit without an Idempotency-Key, and a payment of another checkout', async () => {
    const checkout = await readyCheckout(sb);
    const other = await readyCheckout(sb);
    const payment = await cardPayment(sb, other);
    const noKey = await send<ErrorsBody>(sb, 'POST', '/checkout-host/v1/checkout/submit', {
      checkoutId: checkout.id,
      storeSlug: STORE,
      paymentToken: 't',
      paymentId: 'p',
      platform: 'stripe',
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors[0]?.source?.parameter).toBe('Idempotency-Key');
    const wrong = await submit(sb, checkout, payment, 'order-4');
    expect(wrong.body.errors[0]?.source?.pointer).toBe('/paymentId');
  });
});

describe('at most one order per checkout', () => {
  it('answers the same key twice with the same stored answer and one order', async () => {
    const checkout = await readyCheckout(sb);
    const payment = await cardPayment(sb, checkout);
    const first = await submit(sb, checkout, payment, 'same-key');
    const second = await submit(sb, checkout, payment, 'same-key');
    expect(second.body).toEqual(first.body);
    expect(orderCount(sb, checkout.id)).toBe(1);
  });

  it('answers a second key for a completed checkout with the existing order, never a second one', async () => {
    const sample = line({ index: 5 });
    const checkout = await readyCheckout(sb, 'rush', [{ sku: sample.sku, quantity: 1 }]);
    const payment = await cardPayment(sb, checkout);
    const first = await submit(sb, checkout, payment, 'key-a');
    const second = await submit(sb, checkout, payment, 'key-b');
    expect(second.status).toBe(200);
    expect(second.body.orderLookupNumber).toBe(first.body.orderLookupNumber);
    expect(orderCount(sb, checkout.id)).toBe(1);
    expect(stockOf(sb.sandbox.db, STORE, sample.stockKey)).toBe(sample.initialStock - 1);
    const reused = await submit(sb, await readyCheckout(sb), payment, 'key-a');
    expect(reused.status).toBe(422);
    expect(reused.body.errors[0]?.code).toBe('idempotency_key_reused');
  });

  it('survives a lost answer: the order is stored, the status check shows completed, a retry replays it', async () => {
    const checkout = await readyCheckout(sb);
    const payment = await cardPayment(sb, checkout);
    await sb.fault({ host: 'checkout', method: 'POST', path: '/v1/checkout/submit', mode: 'drop' });
    await expect(submit(sb, checkout, payment, 'dropped')).rejects.toThrow();
    const status = await getCheckout(checkout.id);
    expect(status.body.state).toBe('completed');
    expect(orderCount(sb, checkout.id)).toBe(1);
    const retry = await sb.call('/checkout-host/v1/checkout/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'dropped' },
      body: JSON.stringify({
        checkoutId: checkout.id,
        storeSlug: STORE,
        paymentToken: payment.paymentToken,
        paymentId: payment.id,
        platform: 'stripe',
      }),
    });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as CheckoutBody).orderLookupNumber).toBe(status.body.orderLookupNumber);
    expect(orderCount(sb, checkout.id)).toBe(1);
  });

  it('places one order when a 500 is retried', async () => {
    const checkout = await readyCheckout(sb);
    const payment = await cardPayment(sb, checkout);
    await sb.fault({ host: 'checkout', path: '/v1/checkout/submit', mode: 'status', status: 500 });
    expect((await submit(sb, checkout, payment, 'flaky')).status).toBe(500);
    expect(orderCount(sb, checkout.id)).toBe(0);
    expect((await submit(sb, checkout, payment, 'flaky')).body.state).toBe('completed');
    expect(orderCount(sb, checkout.id)).toBe(1);
  });
});

describe('the data layer against the sandbox', () => {
  it('retries a submit whose answer was lost with the same key and gets the one order', async () => {
    const api = createCheckoutApi({
      baseUrl: sb.hosts.checkout,
      commerceBaseUrl: sb.hosts.commerce,
      backoffMs: () => 0,
    });
    const checkout = await readyCheckout(sb);
    const payment = await cardPayment(sb, checkout);
    await sb.fault({ host: 'checkout', path: '/v1/checkout/submit', mode: 'drop' });
    await sb.fault({ host: 'checkout', path: '/v1/checkout/submit', mode: 'status', status: 503 });
    const input = {
      checkoutId: checkout.id,
      storeSlug: STORE,
      paymentToken: payment.paymentToken,
      paymentId: payment.id,
      platform: 'stripe' as const,
    };
    const placed = await api.submitCheckout(input, 'client-key');
    expect(placed.state).toBe('completed');
    expect(isCheckoutFinished(placed)).toBe(true);
    expect(orderCount(sb, checkout.id)).toBe(1);
    const order = await api.getOrderByCartId(checkout.id);
    expect(order.lookupNumber).toBe(placed.orderLookupNumber);
    expect(await api.getOrderByLookupNumber(order.lookupNumber)).toEqual(order);
    expect((await sb.call(new URL(api.trackOrderUrl(order.lookupNumber)).pathname)).status).toBe(200);
  });
});

describe('persistence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-orders-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps checkouts, payments and orders across a restart on a file database', async () => {
    const dbPath = join(dir, 'sandbox.db');
    const first = await startSandbox({ port: 0, quiet: true, dbPath });
    const handle = {
      sandbox: first,
      call: (p: string, init?: RequestInit) => fetch(first.url + p, init),
    } as SandboxHandle;
    const checkout = await readyCheckout(handle);
    const placed = await submit(handle, checkout, await cardPayment(handle, checkout), 'persist');
    await first.close();
    const second = await startSandbox({ port: 0, quiet: true, dbPath });
    try {
      const again = {
        sandbox: second,
        call: (p: string, init?: RequestInit) => fetch(second.url + p, init),
      } as SandboxHandle;
      const seen = await getCheckout(checkout.id, again);
      expect(seen.body).toMatchObject({
        state: 'completed',
        orderLookupNumber: placed.body.orderLookupNumber,
      });
      expect(seen.body.paymentId).toMatch(/^pay_/);
      expect(
        (await send<OrderBody>(again, 'GET', `/checkout-host/v1/orders/${placed.body.orderLookupNumber}`)).status,
      ).toBe(200);
      const replay = await submit(
        again,
        checkout,
        { id: 'x', paymentToken: 'x', state: '', meta: { failureMessage: null } },
        'persist',
      );
      expect(replay.body.orderLookupNumber).toBe(placed.body.orderLookupNumber);
    } finally {
      await second.close();
    }
  });
});
