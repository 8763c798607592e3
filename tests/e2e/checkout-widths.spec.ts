/**
 * Issue 13, "Every width, every country, no waiting": the order total always on screen at 991 px and
 * below (a sticky bar that expands to the whole summary), no 'Loading your checkout…' between the cart's
 * Checkout click and the form, the form locked while a payment is in flight, and the international
 * button that carries the typed address to the main host's international step, in the buyer's currency.
 */
import type { Page } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures.ts';
import { cartCookieName, encodeCart } from '../../src/features/cart/domain/cart-cookie.ts';
import { TEST_CARDS } from '../../scripts/sandbox/checkout/magic.ts';
import { sampleLine } from '../../scripts/sandbox/checkout/samples.ts';
import { cartOf, TEE } from './after-purchase-helpers.ts';
import { fillCard, newCheckout, openDeliveredCheckout, placeOrder } from './checkout-helpers.ts';

const usd = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The demo store's classic tee, twice (after-purchase-helpers.ts). */
const TEE_CART = cartOf(TEE);

const summaryBar = (page: Page) => page.getByTestId('summary-bar');

test('small screens: the sticky bar keeps the order total on screen and expands to the whole summary @mobile-only', async ({
  page,
  sandbox,
  axe,
}) => {
  test.setTimeout(60_000); // axe at the phone width on a busy runner
  const id = await newCheckout(sandbox, 2);
  const res = await sandbox.request(`/checkout-host/checkout?id=${id}&storeSlug=demo`);
  const { costs } = (await res.json()) as { costs: { total: { amount: number } } };
  await page.goto(`/checkout/${id}`);
  const total = summaryBar(page).getByTestId('bar-total');
  await expect(total).toHaveText(usd(costs.total.amount), { timeout: 15_000 });
  await expect(total).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(total).toBeInViewport();
  const toggle = summaryBar(page).getByRole('button', { name: /Total/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = summaryBar(page).getByRole('region', { name: 'Order summary' });
  await expect(panel.getByText('Subtotal', { exact: true })).toBeVisible();
  await expect(panel.getByText('Calculated at next step').first()).toBeVisible();
  await expect(panel.getByLabel('Promo code')).toBeVisible();
  await axe();
  await toggle.click();
  await expect(panel).toBeHidden();
});

test("the cart's Checkout opens the form and summary without a 'Loading your checkout' screen", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: cartCookieName('demo'), value: encodeCart(TEE_CART), url: baseURL ?? '' }]);
  // Records whether the loading text is ever in the page, from the first byte of every document.
  await page.addInitScript(() => {
    const seen = () => document.documentElement.textContent.includes('Loading your checkout');
    const observer = new MutationObserver(() => {
      if (seen()) sessionStorage.setItem('sawLoading', '1');
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await expect(page).toHaveURL(/\/checkout\/[^/?]+/);
  await expect(page.getByLabel('Email address', { exact: true })).toBeEditable();
  await expect(page.getByTestId('order-total').first()).toHaveText(/\$\d+\.\d{2}/);
  expect(await page.evaluate(() => sessionStorage.getItem('sawLoading'))).toBeNull();
});

test('while a payment is in flight the form is locked and says so; a failure unlocks it with details intact @desktop-only', async ({
  page,
  sandbox,
  axe,
}) => {
  await openDeliveredCheckout(page, sandbox);
  await fillCard(page, TEST_CARDS.declined.number);
  // The payment call is held until the locked form has been checked; the failure is awaited, not timed.
  const payment = await holdRequests(page, /\/v1\/initiatePayment(\?|$)/);
  await placeOrder(page).click();
  const status = page.getByRole('status').filter({ hasText: 'Processing your payment' });
  await expect(status).toBeVisible();
  await expect(placeOrder(page)).toBeDisabled();
  await expect(placeOrder(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel('Street address', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Name on card', { exact: true })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeDisabled();
  await axe(); // the locked form and its progress message
  await expect(status).toBeVisible(); // still in flight: the check saw the locked state
  payment.release();
  await expect(page.getByText('The payment cannot be authorized.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByLabel('Street address', { exact: true })).toBeEnabled();
  await expect(page.getByLabel('Street address', { exact: true })).toHaveValue('1 Market St');
  await expect(page.getByLabel('Name on card', { exact: true })).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('alert').filter({ hasText: 'The payment cannot be authorized.' })).toBeFocused();
  await expect(status).toHaveCount(0);
  await expect(placeOrder(page)).toHaveAttribute('aria-busy', 'false');
});

test('outside the United States the button carries the typed address to the international step, through to a placed order @desktop-only', async ({
  page,
  sandbox,
  axe,
}) => {
  const res = await sandbox.request('/checkout-host/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      lineItems: [{ sku: sampleLine('demo', { index: 0 }).sku, quantity: 1 }],
      storeSlug: 'demo',
      currency: 'GBP',
    }),
  });
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/checkout/${id}`);
  await expect(page.getByTestId('order-total').first()).toHaveText(/^£\d+\.\d{2}$/, { timeout: 15_000 });
  await page.getByLabel('Email address', { exact: true }).fill('ada@example.com');
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Street address', { exact: true }).fill('10 Downing St');
  await page.getByLabel('City / Town', { exact: true }).fill('London');
  await page.getByLabel('Select country', { exact: true }).selectOption('GB');
  await expect(
    page.getByText(
      "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
    ),
  ).toBeVisible();
  await axe(); // the international message and its button
  await page.getByLabel('Zip code', { exact: true }).fill('SW1A 2AA');
  await page.getByLabel('Phone number', { exact: true }).fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Continue to international delivery' }).click();
  await expect(page).toHaveURL(/\/main\/express_checkout\?/);
  await expect(page.getByRole('heading', { name: 'International delivery' })).toBeVisible();
  await expect(page.getByText('10 Downing St')).toBeVisible();
  await expect(page.locator('#international-total')).toHaveText(/^£\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
});
