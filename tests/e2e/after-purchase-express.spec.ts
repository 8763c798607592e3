/**
 * /checkout/express (issue 5 §4): the cart is recalculated and the shopper lands on the main host's
 * express_checkout with every parameter of checkout.md §7; an empty cart goes to /cart; methods other
 * than afterpay only for USA/USD shoppers. The sandbox's express_checkout echoes what it received.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cartOf, setCart, setCookies, TEE, TEE_SKU } from './after-purchase-helpers.ts';

async function received(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('#express-checkout-received').textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test.describe('express checkout', () => {
  // Three shoppers in turn in one browser, each with only their own cookies.
  test('every parameter for a USA shopper; afterpay outside USA/USD; an empty cart goes to /cart', async ({
    page,
    context,
    baseURL,
    sandbox,
  }) => {
    await test.step('goes to express_checkout with every parameter for a USA shopper', async () => {
      await setCart(context, baseURL, cartOf(TEE));
      await setCookies(context, baseURL, { affiliate: 'partner-7', _ga: 'GA1.1.42.1700000000' });
      await page.goto('/checkout/express?deviceId=dev-1&method=paypal');
      await page.waitForURL((url) => url.href.startsWith(`${sandbox.url}/main/express_checkout`));
      await expect(page.getByText('Express checkout received your cart.')).toBeVisible();
      expect(await received(page)).toEqual({
        currency: 'USD',
        locale: 'en',
        payment_method: 'paypal',
        ship_method: '1',
        skus: [`${TEE_SKU}_2`],
        store_id: expect.any(String),
        store_url: 'https://demo.merch.example',
        aid: 'partner-7',
        device_id: 'dev-1',
        _ga: 'GA1.1.42.1700000000',
        content_ids: TEE.productId,
        shipping: 'standard',
        method: 'paypal',
      });
    });
    await test.step('falls back to afterpay outside USA/USD', async () => {
      await context.clearCookies();
      await setCart(context, baseURL, cartOf(TEE));
      await setCookies(context, baseURL, { sf_loc: 'EUR%7CEU%7Cde' });
      await page.goto('/checkout/express?method=applepay');
      await page.waitForURL((url) => url.href.startsWith(`${sandbox.url}/main/express_checkout`));
      expect(await received(page)).toMatchObject({
        currency: 'EUR',
        locale: 'de',
        payment_method: 'afterpay',
        method: 'afterpay',
      });
    });
    await test.step('an empty cart goes to /cart', async () => {
      await context.clearCookies();
      await page.goto('/checkout/express');
      await page.waitForURL(/\/cart$/);
    });
  });

  // The US-only checkout flag is on for demo (the sandbox's flags): hosted buttons in the USA, legacy elsewhere.
  test('the cart shows the hosted buttons in the USA and the legacy ones elsewhere, which use express checkout', async ({
    page,
    context,
    baseURL,
    sandbox,
  }) => {
    // The summary is named by its heading: 'Order summary', or in German 'Bestellübersicht' (issue 16).
    const summary = page.getByRole('complementary', { name: /^(Order summary|Bestellübersicht)$/ });
    const names = () => summary.locator('.cart-summary__buttons').getByRole('button').allTextContents();
    await setCart(context, baseURL, cartOf(TEE));
    await page.goto('/cart');
    // The wallet button names the wallet it opens: Google Pay in Chromium, which has no Apple Pay.
    await expect.poll(names).toEqual(['Checkout', 'Pay with PayPal', 'Pay Later', 'Pay with Google Pay']);
    // A browser with Apple Pay (Safari exposes ApplePaySession) gets the Apple Pay button.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'ApplePaySession', { value: () => undefined });
    });
    await page.reload();
    await expect.poll(names).toEqual(['Checkout', 'Pay with PayPal', 'Pay Later', 'Pay with Apple Pay']);

    await setCookies(context, baseURL, { sf_loc: 'EUR%7CEU%7Cde' });
    await page.reload();
    // Express checkout offers PayPal and the wallets only under USA/USD, so the legacy set leaves them out. The
    // cookie's locale is German: 'Checkout' is in the German catalogue, 'Pay Later' is not (issue 16).
    await expect.poll(names).toEqual(['Zur Kasse', 'Pay Later']);
    await summary.getByRole('button', { name: 'Pay Later' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${sandbox.url}/main/express_checkout`));
    expect(await received(page)).toMatchObject({ currency: 'EUR', payment_method: 'afterpay', skus: [`${TEE_SKU}_2`] });
  });

  test('shows a labelled button for the method when the redirect does not happen', async ({
    page,
    context,
    baseURL,
    sandbox,
    axe,
  }) => {
    await setCart(context, baseURL, cartOf(TEE));
    // The main host answers 204 No Content, so the browser stays on the page, with its button.
    await page.route(`${sandbox.url}/main/**`, (route) => route.fulfill({ status: 204 }));
    await page.goto('/checkout/express');
    const button = page.getByRole('button', { name: 'Pay now with afterpay' });
    await expect(button).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await axe();
  });

  test('a failed recalculation says so and leads back to the cart', async ({
    page,
    context,
    baseURL,
    sandbox,
    axe,
  }) => {
    await setCart(context, baseURL, cartOf(TEE));
    // Three failures: the first call and both retries of the request helper.
    await sandbox.fault({
      host: 'checkout',
      method: 'POST',
      path: '/v1/cart/recalculate',
      mode: 'status',
      status: 500,
      count: 3,
    });
    await page.goto('/checkout/express');
    await expect(page.getByRole('alert')).toHaveText(
      'We could not start the express checkout. Please go back to your cart and try again.',
      { timeout: 15_000 },
    );
    await expect(page.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    await axe();
  });
});
