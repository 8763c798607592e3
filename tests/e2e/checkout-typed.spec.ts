/**
 * Nothing typed is lost (issue 13): a reload, a quantity change (a new checkout for the changed cart),
 * Back then Forward, and a failed payment keep every typed contact and address field, restored before the
 * form is shown; card data is never kept. The chosen payment method comes back on reload. Keys typed the
 * moment the form appears are kept too.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { TEST_CARDS } from '../../scripts/sandbox/checkout/magic.ts';
import { cartOf, setCart, TEE } from './after-purchase-helpers.ts';
import { deliver, fillAddress, fillCard, newCheckout, placeOrder } from './checkout-helpers.ts';

const TYPED = {
  'Email address': 'ada@example.com',
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'Street address': '1 Market St',
  'Apt / suite / building etc (Optional)': 'Suite 300',
  'City / Town': 'San Francisco',
  'Select state': 'CA',
  'Zip code': '94105',
  'Phone number': '415 555 0100',
} as const;

async function expectTyped(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(TYPED)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

/** The email field's value when it first appeared: a restored form never shows empty first. */
const firstEmail = (page: Page) =>
  page.evaluate(() => (window as Window & { firstEmail?: string | null }).firstEmail ?? null);

test('typed fields survive a reload, a new checkout for a changed quantity, Back/Forward and a failed payment; card data never', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const w = window as Window & { firstEmail?: string | null };
    new MutationObserver((_, observer) => {
      const input = document.querySelector<HTMLInputElement>('#co-email');
      if (!input) return;
      w.firstEmail = input.value;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await setCart(context, baseURL, cartOf({ ...TEE, quantity: 1 }));
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  const firstId = new URL(page.url()).pathname;
  await fillAddress(page);
  await page.getByLabel('Apt / suite / building etc (Optional)', { exact: true }).fill('Suite 300');
  // Not confirmed ('Deliver to this address' not clicked); the method chosen is PayPal.
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();

  await page.reload();
  await expectTyped(page);
  expect(await firstEmail(page)).toBe(TYPED['Email address']);
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeChecked();

  // A quantity change: back to the cart, 2 instead of 1; the cart opens a new checkout for the new lines.
  await page.locator('header a[href="/cart"]').click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('combobox', { name: /Quantity, Bestseller Classic Tee/ }).selectOption('2');
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  expect(new URL(page.url()).pathname).not.toBe(firstId);
  await expectTyped(page);
  expect(await firstEmail(page)).toBe(TYPED['Email address']);

  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  await expectTyped(page);

  // A declined card: the fields stay; after a reload they are back, the card fields empty.
  await deliver(page);
  await fillCard(page, TEST_CARDS.declined.number);
  await placeOrder(page).click();
  await expect(page.getByText('The payment cannot be authorized.')).toBeVisible();
  await expectTyped(page);
  await page.reload();
  await expectTyped(page);
  await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeChecked();
  await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Expiration date', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('CVC', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(stored).toContain('Suite 300');
  expect(stored).not.toContain(TEST_CARDS.declined.number);
  expect(stored).not.toMatch(/12 \/ 34|"123"/);
});

test('keys typed the moment the form appears are all kept', async ({ page, sandbox }) => {
  // Types into the email field in the same task that puts it in the DOM, before React's passive effects
  // run: as a fast typist (or a slow phone) does when the form appears. Each key is what the browser does
  // for one: the field's value grows by a character and an input event follows.
  await page.addInitScript(() => {
    const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    new MutationObserver((_, observer) => {
      const input = document.querySelector<HTMLInputElement>('#co-email');
      if (!input || !value) return;
      observer.disconnect();
      for (const key of 'ada@example.com') {
        // The prototype's setter, so React's value tracker sees the change as the browser's own.
        Reflect.apply(Reflect.get(value, 'set') as (v: string) => void, input, [input.value + key]);
        input.dispatchEvent(new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' }));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/checkout/${await newCheckout(sandbox)}`);
  const email = page.getByLabel('Email address', { exact: true });
  await expect(email).toHaveValue('ada@example.com');
  await email.press('End');
  await page.keyboard.type('u');
  await expect(email).toHaveValue('ada@example.comu');
});
