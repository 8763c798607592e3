/**
 * Sandbox sessions (issue 12 §1–2): every `x-sandbox-session` (or `/_session/<id>/` path) has its own state,
 * started from the seeded fixtures, and its own clock; requests without one use the default session.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../scripts/sandbox/server.ts';
import { CUSTOMER, line, STORE } from './checkout-flow.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** A client of one session (or of the default session without `session`), on the bare sandbox origin. */
function client(session?: string) {
  const origin = new URL(sb.sandbox.url).origin;
  return async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (session !== undefined) headers['x-sandbox-session'] = session;
    const res = await fetch(origin + path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

const fresh = () => client(`other-${randomUUID()}`);
const sample = line();
const newCheckout = { storeSlug: STORE, lineItems: [{ sku: sample.sku, quantity: 1 }] };
const stockPath = (() => {
  const [listingId = '', colorId = '', sizeId = ''] = sample.stockKey.split('-');
  return `/commerce/v1/inventory?colorId=${colorId}&sizeId=${sizeId}&listingId=${listingId}`;
})();

describe('sandbox sessions', () => {
  it("keeps one session's checkouts and orders out of another", async () => {
    const mine = client(sb.session);
    const created = await mine('POST', '/checkout-host/checkout', newCheckout);
    expect(created.status).toBe(201);
    const id = String(created.body['id']);
    const path = `/checkout-host/checkout?id=${id}&storeSlug=${STORE}`;
    expect((await mine('GET', path)).status).toBe(200);
    expect((await fresh()('GET', path)).status).toBe(404);
    expect((await client()('GET', path)).status).toBe(404);
    expect((await fresh()('GET', `/commerce/v1/orders?cartId=${id}`)).status).toBe(404);
  });

  it('starts every session from the seeded stock, whatever other sessions took', async () => {
    const mine = client(sb.session);
    const seeded = Number((await mine('GET', stockPath)).body['inventoryCount']);
    expect(seeded).toBe(sample.initialStock);
    const withdrawn = await mine('POST', '/_sandbox/withdraw', {
      store: STORE,
      listingSlug: sample.listingSlug,
      variationId: sample.stockKey.split('-')[1],
    });
    expect(withdrawn.status).toBe(201);
    expect((await mine('GET', stockPath)).body['inventoryCount']).toBe(0);
    expect((await fresh()('GET', stockPath)).body['inventoryCount']).toBe(seeded);
    expect((await client()('GET', stockPath)).body['inventoryCount']).toBe(seeded);
  });

  it("keeps one session's faults and flags to itself", async () => {
    const mine = client(sb.session);
    const other = fresh();
    await sb.fault({ host: 'commerce', path: '/v1/stores', mode: 'status', status: 503, count: 5 });
    expect((await other('GET', `/commerce/v1/stores?slug=${STORE}`)).status).toBe(200);
    expect((await mine('GET', `/commerce/v1/stores?slug=${STORE}`)).status).toBe(503);

    const flagged = await mine('POST', '/_sandbox/flags', { store: STORE, flags: { useCheckoutV2: true } });
    expect(flagged.status).toBe(200);
    const flagsOf = async (get: ReturnType<typeof client>) =>
      (await get('GET', `/flags/v1/flags?context=store:${STORE}`)).body['flags'];
    expect(await flagsOf(mine)).toMatchObject({ useCheckoutV2: true });
    expect(await flagsOf(other)).toMatchObject({ useCheckoutV2: false });
    expect(await flagsOf(client())).toMatchObject({ useCheckoutV2: false });
  });

  it("keeps one session's clock to itself, and its clock dates the delivery estimates", async () => {
    const mine = client(sb.session);
    const set = await sb.clock({ set: '2031-03-02T10:00:00.000Z', pause: true });
    expect(set.now).toBe('2031-03-02T10:00:00.000Z');
    const otherNow = Number((await fresh()('GET', '/_sandbox/clock')).body['epochMs']);
    expect(Math.abs(otherNow - Date.now())).toBeLessThan(60_000);

    const quotes = async (): Promise<{ name: string; deliveryEstimates: { early: string } }[]> => {
      const created = await mine('POST', '/checkout-host/checkout', newCheckout);
      const id = String(created.body['id']);
      const res = await mine('POST', '/checkout-host/deliveryOptions', {
        id,
        storeSlug: STORE,
        stateCode: CUSTOMER.address.stateCode,
        countryCode: 'US',
      });
      expect(res.status).toBe(200);
      const data = res.body['data'] as {
        attributes: { quotes: { name: string; deliveryEstimates: { early: string } }[] };
      };
      return data.attributes.quotes;
    };
    const before = await quotes();
    expect(before.every((q) => q.deliveryEstimates.early.startsWith('2031-03'))).toBe(true);
    await sb.clock({ advance: 30 * 86_400_000 });
    const after = await quotes();
    expect(after.every((q) => q.deliveryEstimates.early.startsWith('2031-04'))).toBe(true);
  });

  it("expires a card by the session's clock, not the machine's", async () => {
    const card = { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123', name: 'Ada Lovelace' };
    const mine = client(sb.session);
    await sb.clock({ set: '2029-12-31T00:00:00.000Z' });
    expect((await mine('POST', '/payment/v1/paymentMethods', card)).status).toBe(201);
    await sb.clock({ set: '2030-02-01T00:00:00.000Z' });
    expect((await mine('POST', '/payment/v1/paymentMethods', card)).status).toBe(402);
  });

  it('answers the same session by header and by /_session/<id>/ path, and keeps it in payment links', async () => {
    const created = await client(sb.session)('POST', '/checkout-host/checkout', newCheckout);
    const id = String(created.body['id']);
    const byPath = await fetch(`${sb.sandbox.url}/checkout-host/checkout?id=${id}&storeSlug=${STORE}`);
    expect(byPath.status).toBe(200);
    const payment = await fetch(`${sb.sandbox.url}/payment/v1/initiatePayment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        checkoutId: id,
        storeSlug: STORE,
        amount: (created.body['costs'] as { total: { amount: number } }).total.amount,
        paymentMethod: 'paypal',
        platform: 'paypal',
      }),
    });
    const body = (await payment.json()) as { meta?: { approveUrl?: string } };
    expect(payment.status, JSON.stringify(body)).toBe(201);
    expect(body.meta?.approveUrl).toMatch(new RegExp(`^${sb.sandbox.url}/payment/v1/paypal/orders/`));
  });

  it('refuses a malformed session id with 400', async () => {
    for (const bad of ['has space', 'x'.repeat(81), 'semi;colon', '']) {
      const res = await fetch(`${new URL(sb.sandbox.url).origin}/_sandbox/health`, {
        headers: { 'x-sandbox-session': bad },
      });
      expect(res.status, bad).toBe(400);
    }
    expect((await fetch(`${new URL(sb.sandbox.url).origin}/_session/a.b/_sandbox/health`)).status).toBe(400);
    expect((await client()('GET', '/_sandbox/health')).status).toBe(200);
  });

  it('drops the least recently used session beyond the limit; it starts again from the seed', async () => {
    const small = await startSandbox({ port: 0, quiet: true, maxSessions: 2 });
    try {
      const call = (session: string, method = 'GET', body?: unknown) =>
        fetch(`${small.url}/_sandbox/faults`, {
          method,
          headers: { 'x-sandbox-session': session, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }).then(async (r) => ((await r.json()) as { faults: unknown[] }).faults.length);
      const fault = { host: 'commerce', path: '/v1/stores', mode: 'status' };
      expect(await call('a', 'POST', fault)).toBe(1);
      expect(await call('b', 'POST', fault)).toBe(1);
      expect(await call('a')).toBe(1);
      expect(await call('c')).toBe(0);
      expect(small.sessionCount()).toBe(2);
      expect(await call('a')).toBe(1);
      expect(await call('b')).toBe(0);
    } finally {
      await small.close();
    }
  });
});
