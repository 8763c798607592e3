/**
 * Checkout reliability (issue 5 "Reliability"): 500s and time-outs on create, update, delivery options,
 * submit and the payment calls show the spec's message and can be retried; the cart cookie survives; one
 * order per checkout, also on a double click and a lost answer; a reload resumes the same checkout. Also
 * the whole purchase from the home page, and axe on the failure states.
 */
import type { Page } from '@playwright/test';
import { expect, test, type SandboxHelpers } from './fixtures.ts';
import { sampleLine } from '../../scripts/sandbox/checkout/samples.ts';
import { TEST_CARDS } from '../../scripts/sandbox/checkout/magic.ts';
import { CHECKOUT_TEXTS } from '../../src/lib/checkout/texts.ts';
import { CART_TEXTS } from '../../src/lib/constants-cart.ts';
import { TEXTS } from '../../src/lib/constants.ts';
import { cartCookieName } from '../../src/lib/cart-cookie.ts';

// The same steps as checkout.spec.ts (a spec file cannot import another without running its tests).
async function newCheckout(sandbox: SandboxHelpers, quantity = 1): Promise<string> {
  const res = await fetch(`${sandbox.url}/checkout-host/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lineItems: [{ sku: sampleLine('demo', { index: 0 }).sku, quantity }], storeSlug: 'demo' }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: string };
  return body.id;
}

async function fillAddress(page: Page, street = '1 Market St'): Promise<void> {
  await page.getByLabel('Email address', { exact: true }).fill('ada@example.com');
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Street address', { exact: true }).fill(street);
  await page.getByLabel('City / Town', { exact: true }).fill('San Francisco');
  await page.getByLabel('Select state', { exact: true }).selectOption('CA');
  await page.getByLabel('Zip code', { exact: true }).fill('94105');
  await page.getByLabel('Phone number', { exact: true }).fill('415 555 0100');
}

async function deliver(page: Page): Promise<void> {
  await page.getByRole('button', { name: CHECKOUT_TEXTS.deliverToAddress }).click();
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiration date', { exact: true }).fill('12 / 34');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
}

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order' });
const submits = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/checkout/submit'))
      seen.push(r.headers()['idempotency-key'] ?? '');
  });
  return seen;
};

test.describe('checkout reliability', () => {
  test.beforeEach(async ({ sandbox }) => {
    test.setTimeout(60_000);
    await sandbox.reset();
  });

  test('from the home page to the thank-you page by card; the cart is cleared after @desktop-only', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.locator('#featured-products article a, main article a').first().click();
    await expect(page).toHaveURL(/\/listing\//);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page
      .getByRole('dialog', { name: TEXTS.addedToCart })
      .getByRole('link', { name: CART_TEXTS.viewCart })
      .click();
    await page.getByRole('button', { name: CART_TEXTS.checkout, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
    await fillAddress(page);
    await deliver(page);
    await fillCard(page, TEST_CARDS.success.number);
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/thankyou\?/);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === cartCookieName('demo'))).toBe(false);
  });

  test('a checkout that cannot load shows the message, a retry and the cart link', async ({ page, sandbox, axe }) => {
    const id = await newCheckout(sandbox);
    await sandbox.fault({ host: 'checkout', method: 'GET', path: '/checkout', mode: 'status', status: 500, count: 3 });
    await page.goto(`/checkout/${id}`);
    await expect(page.getByText(CHECKOUT_TEXTS.checkoutFailed)).toBeVisible();
    await expect(page.getByRole('link', { name: CHECKOUT_TEXTS.goToCart })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: CHECKOUT_TEXTS.retry }).click();
    await expect(page.getByRole('heading', { name: CHECKOUT_TEXTS.sectionDetails })).toBeVisible();
  });

  test('500s on update and delivery options: a message, then a retry works', async ({ page, sandbox }) => {
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await fillAddress(page);
    await sandbox.fault({
      host: 'checkout',
      method: 'PUT',
      path: '/v1/checkout',
      mode: 'status',
      status: 500,
      count: 3,
    });
    await page.getByRole('button', { name: CHECKOUT_TEXTS.deliverToAddress }).click();
    await expect(page.getByRole('alert').filter({ hasText: CHECKOUT_TEXTS.checkoutFailed })).toBeVisible();
    await sandbox.fault({
      host: 'checkout',
      method: 'POST',
      path: '/deliveryOptions',
      mode: 'status',
      status: 500,
      count: 3,
    });
    await page.getByRole('button', { name: CHECKOUT_TEXTS.deliverToAddress }).click();
    await expect(page.getByRole('radio', { name: /Standard/ })).toHaveCount(0);
    await expect(placeOrder(page)).toBeDisabled();
    await page.getByRole('button', { name: CHECKOUT_TEXTS.deliverToAddress }).click();
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });

  test('a delivery-options time-out is retried by itself', async ({ page, sandbox }) => {
    test.setTimeout(60_000);
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await fillAddress(page);
    await sandbox.fault({ host: 'checkout', method: 'POST', path: '/deliveryOptions', mode: 'hang', count: 1 });
    await page.getByRole('button', { name: CHECKOUT_TEXTS.deliverToAddress }).click();
    await expect(page.getByRole('status').filter({ hasText: CHECKOUT_TEXTS.fetchingOptions })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked({ timeout: 20_000 });
  });

  test('500s on submit and on the payment call: the message, a retry, one order', async ({ page, sandbox }) => {
    const seen = submits(page);
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await fillAddress(page);
    await deliver(page);
    await fillCard(page, TEST_CARDS.success.number);
    await sandbox.fault({
      host: 'payment',
      method: 'POST',
      path: '/v1/initiatePayment',
      mode: 'status',
      status: 500,
      count: 3,
    });
    await placeOrder(page).click();
    const box = page.getByRole('alert').filter({ hasText: CHECKOUT_TEXTS.paymentNotAuthorized });
    await expect(box).toContainText(CHECKOUT_TEXTS.checkoutFailed);
    await sandbox.fault({
      host: 'checkout',
      method: 'POST',
      path: '/v1/checkout/submit',
      mode: 'status',
      status: 500,
      count: 3,
    });
    await placeOrder(page).click();
    await expect(box).toContainText(CHECKOUT_TEXTS.checkoutFailed);
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/thankyou\?/);
    // Three attempts of the failed click share one key; the retry click has its own.
    expect(new Set(seen).size).toBe(2);
  });

  test('a lost submit answer replays the placed order: one order, no error', async ({ page, sandbox }) => {
    const seen = submits(page);
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await fillAddress(page);
    await deliver(page);
    await fillCard(page, TEST_CARDS.success.number);
    await sandbox.fault({ host: 'checkout', method: 'POST', path: '/v1/checkout/submit', mode: 'drop', count: 1 });
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/thankyou\?/);
    // The retry after the lost answer (the helper's, or the browser's own on a reset socket) reuses the key.
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(new Set(seen).size).toBe(1);
  });

  test('a double click and a held-down Enter place one order', async ({ page, sandbox }) => {
    const seen = submits(page);
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await fillAddress(page);
    await deliver(page);
    await fillCard(page, TEST_CARDS.success.number);
    await expect(placeOrder(page)).toBeEnabled();
    // Three activations in one task, before React can re-render the button disabled: a double click and a
    // held-down Enter arrive like this.
    await placeOrder(page).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      button.click();
    });
    await expect(page).toHaveURL(/\/thankyou\?/);
    expect(seen.length).toBe(1);
  });

  test('a reload mid-checkout resumes the same checkout', async ({ page, sandbox }) => {
    const id = await newCheckout(sandbox);
    await page.goto(`/checkout/${id}`);
    await fillAddress(page);
    await deliver(page);
    await page.getByRole('radio', { name: /^Rush/ }).click();
    await expect(page.getByRole('radio', { name: /^Rush/ })).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Street address', { exact: true })).toHaveValue('1 Market St');
    await expect(page.getByRole('radio', { name: /^Rush/ })).toBeChecked();
    expect(page.url()).toContain(id);
  });

  test('a failed create on the cart keeps the cart cookie @desktop-only', async ({ page, context, sandbox }) => {
    await page.goto('/');
    await page.locator('#featured-products article a, main article a').first().click();
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.goto('/cart');
    await sandbox.fault({ host: 'checkout', method: 'POST', path: '/checkout', mode: 'status', status: 500, count: 3 });
    await page.getByRole('button', { name: CART_TEXTS.checkout, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: CART_TEXTS.checkoutFailed })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === cartCookieName('demo'))).toBe(true);
  });
});

test('the cart PayPal button opens the checkout on PayPal @desktop-only', async ({ page, sandbox }) => {
  await sandbox.reset();
  await page.goto('/');
  await page.locator('#featured-products article a, main article a').first().click();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.goto('/cart');
  await page.getByRole('button', { name: CART_TEXTS.payPal, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+\?method=paypal$/);
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
});
