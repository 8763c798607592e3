/**
 * Checkout reliability (issue 5 "Reliability"): 500s and time-outs on create, update, delivery options,
 * submit and the payment calls show the spec's message and can be retried; the cart cookie survives; one
 * order per checkout, also on a double click and a lost answer; a reload resumes the same checkout. Also
 * the whole purchase from the home page, and axe on the failure states.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { TEST_CARDS } from '../../scripts/sandbox/checkout/magic.ts';
import { cartCookieName } from '../../src/features/cart/domain/cart-cookie.ts';
import {
  deliver,
  failInitiatePayment,
  fillAddress,
  fillCard,
  newCheckout,
  openDeliveredCheckout,
  placeOrder,
} from './checkout-helpers.ts';

const submits = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/v1/checkout/submit'))
      seen.push(r.headers()['idempotency-key'] ?? '');
  });
  return seen;
};

test.describe('checkout reliability', { tag: '@both-widths' }, () => {
  test.beforeEach(() => {
    test.setTimeout(60_000);
  });

  test('from the home page to the thank-you page by card; the cart is cleared after @desktop-only', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.locator('#featured-products article a, main article a').first().click();
    await expect(page).toHaveURL(/\/listing\//);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
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
    await expect(page.getByText('Error checking out! Please try again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to cart' })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Customer details' })).toBeVisible();
  });

  test('500s on update and delivery options: a message, then a retry works @desktop-only', async ({
    page,
    sandbox,
  }) => {
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
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error checking out! Please try again.' })).toBeVisible();
    await sandbox.fault({
      host: 'checkout',
      method: 'POST',
      path: '/deliveryOptions',
      mode: 'status',
      status: 500,
      count: 3,
    });
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await expect(page.getByRole('radio', { name: /Standard/ })).toHaveCount(0);
    await expect(placeOrder(page)).toBeDisabled();
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });

  test('a delivery-options time-out is retried by itself @desktop-only', async ({ page, sandbox }) => {
    await page.clock.install();
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await fillAddress(page);
    await sandbox.fault({ host: 'checkout', method: 'POST', path: '/deliveryOptions', mode: 'hang', count: 1 });
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fetching delivery options…' })).toBeVisible();
    // The request's 10 s time-out passes on the page's clock; the retry then answers.
    await page.clock.fastForward(10_000);
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });

  test('500s on submit and on the payment call: the message, a retry, one order @desktop-only', async ({
    page,
    sandbox,
  }) => {
    const seen = submits(page);
    await openDeliveredCheckout(page, sandbox);
    await fillCard(page, TEST_CARDS.success.number);
    await failInitiatePayment(sandbox);
    await placeOrder(page).click();
    const box = page.getByRole('alert').filter({ hasText: 'The payment cannot be authorized.' });
    await expect(box).toContainText('Error checking out! Please try again.');
    await sandbox.fault({
      host: 'checkout',
      method: 'POST',
      path: '/v1/checkout/submit',
      mode: 'status',
      status: 500,
      count: 3,
    });
    await placeOrder(page).click();
    await expect(box).toContainText('Error checking out! Please try again.');
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/thankyou\?/);
    // Three attempts of the failed click share one key; the retry click has its own.
    expect(new Set(seen).size).toBe(2);
  });

  test('a lost submit answer replays the placed order: one order, no error @desktop-only', async ({
    page,
    sandbox,
  }) => {
    const seen = submits(page);
    await openDeliveredCheckout(page, sandbox);
    await fillCard(page, TEST_CARDS.success.number);
    await sandbox.fault({ host: 'checkout', method: 'POST', path: '/v1/checkout/submit', mode: 'drop', count: 1 });
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/thankyou\?/);
    // The retry after the lost answer (the helper's, or the browser's own on a reset socket) reuses the key.
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(new Set(seen).size).toBe(1);
  });

  test('a double click and a held-down Enter place one order @desktop-only', async ({ page, sandbox }) => {
    const seen = submits(page);
    await openDeliveredCheckout(page, sandbox);
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

  test('a reload mid-checkout resumes the same checkout @desktop-only', async ({ page, sandbox }) => {
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
    await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/cart');
    await sandbox.fault({ host: 'checkout', method: 'POST', path: '/checkout', mode: 'status', status: 500, count: 3 });
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not start your checkout. Please try again.' }),
    ).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === cartCookieName('demo'))).toBe(true);
  });
});

test('the cart PayPal button opens the checkout on PayPal @desktop-only', async ({ page }) => {
  await page.goto('/');
  await page.locator('#featured-products article a, main article a').first().click();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible({ timeout: 15_000 });
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Pay with PayPal', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+\?method=paypal$/);
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
});
