/** Steps shared by the checkout journeys (a spec file cannot import another without running its tests). */
import type { Page } from '@playwright/test';
import { expect, type SandboxHelpers } from './fixtures.ts';
import { sampleLine } from '../../scripts/sandbox/checkout/samples.ts';

export async function newCheckout(sandbox: SandboxHelpers, quantity = 1): Promise<string> {
  const res = await sandbox.request('/checkout-host/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lineItems: [{ sku: sampleLine('demo', { index: 0 }).sku, quantity }], storeSlug: 'demo' }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: string };
  return body.id;
}

export async function fillAddress(page: Page, street = '1 Market St'): Promise<void> {
  await page.getByLabel('Email address', { exact: true }).fill('ada@example.com');
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Street address', { exact: true }).fill(street);
  await page.getByLabel('City / Town', { exact: true }).fill('San Francisco');
  await page.getByLabel('Select state', { exact: true }).selectOption('CA');
  await page.getByLabel('Zip code', { exact: true }).fill('94105');
  await page.getByLabel('Phone number', { exact: true }).fill('415 555 0100');
}

export async function deliver(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
}

/** A new checkout of the demo store, opened with its address confirmed and the standard delivery chosen. */
export async function openDeliveredCheckout(page: Page, sandbox: SandboxHelpers): Promise<void> {
  await page.goto(`/checkout/${await newCheckout(sandbox)}`);
  await fillAddress(page);
  await deliver(page);
}

export async function fillCard(page: Page, number: string): Promise<void> {
  // The default method is Afterpay for a US buyer (checkout.md §4): card is chosen first. What is typed
  // must stay typed: the fields are checked after the last one is filled.
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiration date', { exact: true }).fill('12 / 34');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
  await expect(page.getByLabel('Card number', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Expiration date', { exact: true })).toHaveValue('12 / 34');
}

/** The order button: 'Place order' for card, 'Pay now with afterpay' on the default method. */
export const placeOrder = (page: Page) => page.getByRole('button', { name: /^(Place order|Pay now with afterpay)$/ });

/** The payment host's initiatePayment answers 500 (past the request helper's retries). */
export async function failInitiatePayment(sandbox: SandboxHelpers): Promise<void> {
  await sandbox.fault({
    host: 'payment',
    method: 'POST',
    path: '/v1/initiatePayment',
    mode: 'status',
    status: 500,
    count: 3,
  });
}
