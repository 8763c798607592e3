/**
 * Shared steps of the after-purchase journeys: an order placed over HTTP against the e2e sandbox the way
 * tests/contract/checkout-flow.ts does (checkout → customer and delivery → card payment → submit), and
 * carts written as the app's own cookie.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { SandboxHelpers } from './fixtures.ts';
import { addLine, type Cart, type CartLineInput } from '../../src/features/cart/domain/cart.ts';
import { cartCookieName, checkoutIdCookieName, encodeCart } from '../../src/features/cart/domain/cart-cookie.ts';
import { paymentCookieName } from '../../src/features/checkout/stores/checkout-session.ts';

export const STORE = 'demo';
export const CART_COOKIE = cartCookieName(STORE);
export const CHECKOUT_ID_COOKIE = checkoutIdCookieName(STORE);
export const PAYMENT_COOKIE = paymentCookieName(STORE);

/** Sandbox fixture (demo store, scripts/sandbox/fixtures/demo.ts). */
export const TEE: CartLineInput = {
  slug: 'bestseller-classic-tee',
  productId: '101',
  colorId: '100100702',
  sizeId: '10102',
  quantity: 2,
  itemGroupId: '91001007',
};
export const TEE_SKU = `${TEE.itemGroupId}_${TEE.colorId}_${TEE.sizeId}`;

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

export interface PlacedOrder {
  checkoutId: string;
  orderNumber: number;
  lookupNumber: string;
}

async function send(
  sandbox: SandboxHelpers,
  method: string,
  path: string,
  body: unknown,
  headers = {},
): Promise<unknown> {
  const res = await sandbox.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function text(value: unknown, key: string): string {
  const found = field(value, key);
  if (typeof found !== 'string' && typeof found !== 'number') throw new Error(`no ${key} in ${JSON.stringify(value)}`);
  return String(found);
}

/** Places a paid order of two tees (rush delivery, California; optionally with a promo code) and answers its numbers. */
export async function placeOrder(
  sandbox: SandboxHelpers,
  key = `e2e-${Date.now()}-${Math.random()}`,
  options: { promoCode?: string } = {},
): Promise<PlacedOrder> {
  const lineItems = [{ sku: TEE_SKU, quantity: 2 }];
  const checkout = await send(sandbox, 'POST', '/checkout-host/checkout', { lineItems, storeSlug: STORE });
  const id = text(checkout, 'id');
  const promo = options.promoCode === undefined ? {} : { promoCode: options.promoCode };
  const ready = await send(sandbox, 'PUT', '/checkout-host/v1/checkout', {
    id,
    data: { storeSlug: STORE, customer: CUSTOMER, deliveryOption: 'rush', paymentMethod: 'card', ...promo },
  });
  const card = await send(sandbox, 'POST', '/payment/v1/paymentMethods', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
    name: 'Ada Lovelace',
  });
  const payment = await send(sandbox, 'POST', '/payment/v1/initiatePayment', {
    amount: Number(text(field(field(ready, 'costs'), 'total'), 'amount')),
    checkoutId: id,
    storeSlug: STORE,
    paymentMethod: 'card',
    paymentMethodId: text(card, 'paymentMethodId'),
    platform: 'stripe',
  });
  const placed = await send(
    sandbox,
    'POST',
    '/checkout-host/v1/checkout/submit',
    {
      checkoutId: id,
      storeSlug: STORE,
      paymentToken: text(payment, 'paymentToken'),
      paymentId: text(payment, 'id'),
      platform: 'stripe',
    },
    { 'Idempotency-Key': key },
  );
  return {
    checkoutId: id,
    orderNumber: Number(text(placed, 'orderNumber')),
    lookupNumber: text(placed, 'orderLookupNumber'),
  };
}

export function cartOf(...lines: CartLineInput[]): Cart {
  return lines.reduce<Cart>((cart, line) => addLine(cart, line, 'USA'), { lines: [], region: null });
}

export async function setCookies(
  context: BrowserContext,
  baseURL: string | undefined,
  cookies: Record<string, string>,
) {
  const url = baseURL ?? 'http://localhost';
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url })));
}

export async function setCart(context: BrowserContext, baseURL: string | undefined, cart: Cart): Promise<void> {
  await setCookies(context, baseURL, { [CART_COOKIE]: encodeCart(cart) });
}

export async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name);
}

/** The events pushed to the tag manager's data layer on this page, by name. */
export async function dataLayerEvents(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate(
    (wanted) =>
      (window.dataLayer ?? []).filter(
        (entry) => typeof entry === 'object' && entry !== null && Reflect.get(entry, 'event') === wanted,
      ),
    name,
  );
}
