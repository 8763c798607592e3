/** Shared steps of the checkout, payment and order contract tests, spoken over HTTP to the sandbox. */
import { expect } from 'vitest';
import { sampleLine, type SampleLine } from '../../scripts/sandbox/checkout/samples.ts';
import type { SandboxHandle } from './sandbox.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}
export interface ErrorsBody {
  errors: { code: string; detail: string; message?: string; source?: { pointer?: string; parameter?: string } }[];
}
export interface CheckoutBody {
  id: string;
  state: string;
  storeSlug: string;
  paymentMethod: string;
  platform: string;
  promoCode: string | null;
  paymentId: string | null;
  deliveryOption: string | null;
  orderLookupNumber: string | null;
  orderNumber: number | null;
  redirectUrl: string | null;
  error: string | null;
  costs: Record<
    'total' | 'subtotal' | 'lineItems' | 'shipping' | 'tax' | 'discount',
    { amount: number; currency: string }
  >;
  lineItems: { sku: string; quantity: number; price: { amount: number } }[];
}
export interface PaymentBody {
  id: string;
  paymentToken: string;
  state: string;
  meta: { paypalOrderId?: string; failureMessage: string | null };
}

export const STORE = 'demo';
export const CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+14155550100',
  address: {
    address1: '1 Market St',
    city: 'San Francisco',
    state: 'California',
    stateCode: 'CA',
    zip: '94105',
    country: 'United States',
    countryCode: 'US',
  },
};

export async function send<T = Record<string, unknown>>(
  sb: SandboxHandle,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await sb.call(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const isJson = res.headers.get('content-type')?.includes('json') ?? false;
  const answer = isJson ? ((await res.json()) as T) : ({ text: await res.text() } as T);
  return { status: res.status, body: answer };
}

export function line(pick: { slug: string } | { index: number } = { index: 0 }): SampleLine {
  return sampleLine(STORE, pick);
}

export async function createCheckout(
  sb: SandboxHandle,
  lines: { sku: string; quantity: number }[] = [{ sku: line().sku, quantity: 2 }],
) {
  const res = await send<CheckoutBody>(sb, 'POST', '/checkout-host/checkout', { lineItems: lines, storeSlug: STORE });
  expect(res.status).toBe(201);
  return res.body;
}

export async function update(sb: SandboxHandle, id: string, data: Record<string, unknown>) {
  return send<CheckoutBody & ErrorsBody>(sb, 'PUT', '/checkout-host/v1/checkout', {
    id,
    data: { storeSlug: STORE, ...data },
  });
}

/** A checkout with a customer in California and a delivery option: ready to pay. */
export async function readyCheckout(
  sb: SandboxHandle,
  deliveryOption = 'rush',
  lines?: { sku: string; quantity: number }[],
) {
  const checkout = await createCheckout(sb, lines);
  const res = await update(sb, checkout.id, { customer: CUSTOMER, deliveryOption, paymentMethod: 'card' });
  expect(res.status).toBe(200);
  return res.body;
}

export async function tokenize(sb: SandboxHandle, number: string) {
  return send<{ paymentMethodId: string } & ErrorsBody>(sb, 'POST', '/payment/v1/paymentMethods', {
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
    name: 'Ada Lovelace',
  });
}

export async function initiate(sb: SandboxHandle, checkout: CheckoutBody, extra: Record<string, unknown>) {
  return send<PaymentBody & ErrorsBody>(sb, 'POST', '/payment/v1/initiatePayment', {
    amount: checkout.costs.total.amount,
    checkoutId: checkout.id,
    storeSlug: STORE,
    paymentMethod: 'card',
    ...extra,
  });
}

/** Tokenises `number` and opens a card payment for the checkout. */
export async function cardPayment(sb: SandboxHandle, checkout: CheckoutBody, number = '4242424242424242') {
  const card = await tokenize(sb, number);
  expect(card.status).toBe(201);
  const payment = await initiate(sb, checkout, { paymentMethodId: card.body.paymentMethodId, platform: 'stripe' });
  expect(payment.status).toBe(201);
  return payment.body;
}

export async function submit(
  sb: SandboxHandle,
  checkout: CheckoutBody,
  payment: PaymentBody,
  key: string,
  platform = 'stripe',
) {
  return send<CheckoutBody & ErrorsBody>(
    sb,
    'POST',
    '/checkout-host/v1/checkout/submit',
    { checkoutId: checkout.id, storeSlug: STORE, paymentToken: payment.paymentToken, paymentId: payment.id, platform },
    { 'Idempotency-Key': key },
  );
}

export function orderCount(sb: SandboxHandle, checkoutId: string): number {
  const row = sb.sandbox.db.prepare('SELECT COUNT(*) AS n FROM co_orders WHERE checkout_id = ?').get(checkoutId) as {
    n: number;
  };
  return row.n;
}
