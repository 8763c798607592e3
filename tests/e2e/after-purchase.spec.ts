/**
 * After purchase (issue 5 §4): the thank-you page with a real order (loaded, tracked once, session
 * cleared), its failure state with a hostile query, and /checkout-complete/{cartId}. Orders are placed
 * over HTTP against the sandbox; the pages are opened as the checkout would open them.
 */
import { expect, test } from './fixtures.ts';
import {
  CART_COOKIE,
  cartOf,
  CHECKOUT_ID_COOKIE,
  cookieNames,
  dataLayerEvents,
  PAYMENT_COOKIE,
  placeOrder,
  setCart,
  setCookies,
  TEE,
} from './after-purchase-helpers.ts';

test.describe('after purchase', () => {
  test('the thank-you page shows the order, tracks the purchase once and clears the session', async ({
    page,
    context,
    baseURL,
    sandbox,
    axe,
  }) => {
    const order = await placeOrder(sandbox);
    await setCart(context, baseURL, cartOf(TEE));
    await setCookies(context, baseURL, {
      [CHECKOUT_ID_COOKIE]: order.checkoutId,
      [PAYMENT_COOKIE]: JSON.stringify({ checkoutId: order.checkoutId, paymentId: 'p1' }),
    });
    const query = new URLSearchParams({
      orderNumber: String(order.orderNumber),
      orderLookupNumber: order.lookupNumber,
      name: 'Ada',
      arrivalEstimate: '2026-12-01',
      cart: order.checkoutId,
      deviceId: 'dev-1',
    });
    await page.goto(`/thankyou?${query.toString()}`);
    const main = page.locator('main');
    // Confirmed only once the host has answered with this browser's order.
    await expect(main.getByRole('heading', { level: 1, name: 'Thank you, Ada!' })).toBeVisible({ timeout: 15_000 });
    await expect(main.getByTestId('order-number')).toHaveText(String(order.orderNumber));
    // The arrival window the host answers for the order (the query's estimate is only a fallback).
    await expect(main.getByTestId('order-arrival')).toBeVisible();
    const items = main.getByRole('region', { name: 'Items in your order' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Quantity: 2');
    await expect(main.getByTestId('order-total')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(main.getByText('Processing')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      `${sandbox.url}/checkout-host/track/order/${order.lookupNumber}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const purchases = await dataLayerEvents(page, 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ ecommerce: { transaction_id: String(order.orderNumber), currency: 'USD' } });
    await expect.poll(() => cookieNames(context)).not.toContain(CART_COOKIE);
    expect(await cookieNames(context)).not.toContain(PAYMENT_COOKIE);
    const memory = (await context.cookies()).find((c) => c.name === 'sf_purchases');
    expect(memory?.value).toBe(String(order.orderNumber));
    await axe();

    // Once per order: a reload shows the order again but sends no second purchase event.
    await page.reload();
    await expect(page.getByTestId('order-total')).toBeVisible();
    expect(await dataLayerEvents(page, 'purchase')).toHaveLength(0);
  });

  test("an order that is not this browser's is not found, and a hostile query stays text", async ({ page, axe }) => {
    const hostile = '<img src=x onerror="window.pwned=1">';
    await page.goto(
      `/thankyou?orderNumber=424242&orderLookupNumber=SBNOSUCH1&name=${encodeURIComponent(hostile)}&arrivalEstimate=soon%3Cb%3E`,
    );
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('We could not find that order', {
      timeout: 15_000,
    });
    await expect(main.getByText(hostile)).toHaveCount(0);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => typeof Reflect.get(window, 'pwned'))).toBe('undefined');
    expect(await dataLayerEvents(page, 'purchase')).toHaveLength(0);
    await axe();
  });

  test('/checkout-complete/{cartId} destroys that cart and opens the thank-you page for it', async ({
    page,
    context,
    baseURL,
    sandbox,
  }) => {
    const order = await placeOrder(sandbox);
    await setCart(context, baseURL, cartOf(TEE));
    await setCookies(context, baseURL, { [CHECKOUT_ID_COOKIE]: order.checkoutId });
    await page.goto(`/checkout-complete/${order.checkoutId}`);
    await page.waitForURL((url) => url.pathname === '/thankyou' && url.searchParams.get('cart') === order.checkoutId);
    await expect(page.getByTestId('order-number')).toHaveText(String(order.orderNumber));
    await expect(page.getByTestId('order-total')).toBeVisible();
    const names = await cookieNames(context);
    expect(names).not.toContain(CART_COOKIE);
    expect(names).not.toContain(CHECKOUT_ID_COOKIE);
  });

  test('/checkout-complete keeps a newer cart that belongs to another checkout', async ({ page, context, baseURL }) => {
    await setCart(context, baseURL, cartOf(TEE));
    await setCookies(context, baseURL, { [CHECKOUT_ID_COOKIE]: 'co_newer' });
    await page.goto('/checkout-complete/co_older');
    await page.waitForURL((url) => url.pathname === '/thankyou');
    // Not the cart's checkout: not this browser's order to confirm, so nothing is cleared.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that order', {
      timeout: 15_000,
    });
    expect(await cookieNames(context)).toContain(CART_COOKIE);
  });
});
