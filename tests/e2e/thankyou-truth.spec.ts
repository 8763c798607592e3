/**
 * Issue 13, "After purchase tells the truth": /thankyou and /checkout-complete/{id} confirm only the order
 * the checkout host answers for the checkout this browser's cart holds (unknown, foreign and malformed
 * links: 'we could not find that order', no purchase event, nothing cleared); the thank-you page shows the
 * whole order; Back from it never re-enters the checkout, and Back from the checkout is the cart.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, type SandboxHelpers } from './fixtures.ts';
import {
  CART_COOKIE,
  cartOf,
  CHECKOUT_ID_COOKIE,
  CUSTOMER,
  dataLayerEvents,
  PAYMENT_COOKIE,
  placeOrder,
  setCart,
  setCookies,
  STORE,
  TEE,
} from './after-purchase-helpers.ts';
import { deliver, fillAddress, fillCard, newCheckout, placeOrder as placeOrderButton } from './checkout-helpers.ts';
import { TEST_CARDS } from '../../scripts/sandbox/checkout/magic.ts';
import { PROMO_CASES } from '../../scripts/sandbox/fixtures/demo.ts';

const DELIVERY_KEY = `sf_delivery_${STORE}`;
const STORED_OPTIONS = JSON.stringify([{ id: 'fullStandardCost', label: 'Standard' }]);

interface Session {
  cookies: Record<string, string>;
  deliveryOptions: string | null;
}

/** A browser mid-checkout: a cart holding `checkoutId`, a payment cookie and stored delivery options. */
async function startSession(page: Page, context: BrowserContext, baseURL: string | undefined, checkoutId: string) {
  await setCart(context, baseURL, cartOf(TEE));
  await setCookies(context, baseURL, {
    [CHECKOUT_ID_COOKIE]: checkoutId,
    [PAYMENT_COOKIE]: JSON.stringify({ checkoutId, paymentId: 'pay_1' }),
  });
  await page.goto('/track');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [DELIVERY_KEY, STORED_OPTIONS] as const);
}

async function sessionOf(page: Page, context: BrowserContext): Promise<Session> {
  const wanted = [CART_COOKIE, CHECKOUT_ID_COOKIE, PAYMENT_COOKIE];
  const cookies = Object.fromEntries(
    (await context.cookies()).filter((c) => wanted.includes(c.name)).map((c) => [c.name, c.value]),
  );
  const deliveryOptions = await page.evaluate((key) => sessionStorage.getItem(key), DELIVERY_KEY);
  return { cookies, deliveryOptions };
}

/** The pixel queues' purchase calls (gtag Arguments and fbq commands) as text. */
async function pixelPurchases(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const gtag = (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => JSON.stringify(Array.from(entry as ArrayLike<unknown>)));
    const fbq = (window.fbq?.queue ?? []).map((entry) => JSON.stringify(entry));
    return [...gtag, ...fbq].filter((call) => /purchase/i.test(call));
  });
}

/** Opens `path` and expects the not-found page, with no purchase event and the session as it was. */
async function expectNotFound(page: Page, context: BrowserContext, path: string, before: Session) {
  await page.goto(path);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('We could not find that order', { timeout: 15_000 });
  await expect(
    main.getByText(
      'This link does not match an order placed from this browser. If you placed an order, the confirmation email has its order number: you can track the order with it.',
    ),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/track');
  await expect(page).toHaveTitle(new RegExp(`^We could not find that order`));
  // Nothing of the link is confirmed: no thanks, no order facts.
  await expect(main.getByText('Your order is confirmed. We will email you when it ships.')).toHaveCount(0);
  await expect(main.getByTestId('order-number')).toHaveCount(0);
  expect(await dataLayerEvents(page, 'purchase')).toHaveLength(0);
  expect(await pixelPurchases(page)).toEqual([]);
  expect(await sessionOf(page, context)).toEqual(before);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('sf_purchases');
}

async function ownCheckout(sandbox: SandboxHelpers): Promise<string> {
  return newCheckout(sandbox);
}

test.describe('after purchase tells the truth', { tag: '@both-widths' }, () => {
  // Several page loads per test, each waiting on the host: more than the default 30 s on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('an unknown order number or cart id is not found, and nothing is cleared or tracked @desktop-only', async ({
    page,
    context,
    baseURL,
    sandbox,
    axe,
  }) => {
    const mine = await ownCheckout(sandbox);
    await startSession(page, context, baseURL, mine);
    const before = await sessionOf(page, context);
    expect(Object.keys(before.cookies).sort()).toEqual([CART_COOKIE, CHECKOUT_ID_COOKIE, PAYMENT_COOKIE].sort());
    expect(before.deliveryOptions).toBe(STORED_OPTIONS);

    await expectNotFound(
      page,
      context,
      `/thankyou?orderNumber=424242&orderLookupNumber=SBNOSUCH1&cart=${mine}`,
      before,
    );
    await axe();
    // The cart's own checkout has no order yet: its id alone confirms nothing.
    await expectNotFound(page, context, `/thankyou?cart=${mine}&name=Ada`, before);
    await expectNotFound(page, context, `/checkout-complete/${mine}`, before);
    await expectNotFound(page, context, '/checkout-complete/co_nosuchcart', before);
    expect(await dataLayerEvents(page, 'order_fetch_error')).toHaveLength(0);
  });

  test("another browser's order is not found here, by its numbers, its cart id or /checkout-complete @desktop-only", async ({
    page,
    context,
    baseURL,
    sandbox,
    axe,
  }) => {
    const theirs = await placeOrder(sandbox);
    const mine = await ownCheckout(sandbox);
    await startSession(page, context, baseURL, mine);
    const before = await sessionOf(page, context);
    const numbers = `orderNumber=${theirs.orderNumber}&orderLookupNumber=${theirs.lookupNumber}`;

    await expectNotFound(page, context, `/thankyou?${numbers}&cart=${theirs.checkoutId}&name=Ada`, before);
    await axe();
    // Their numbers with my cart id: the host answers that lookup number for my checkout with nothing.
    await expectNotFound(page, context, `/thankyou?${numbers}&cart=${mine}`, before);
    await expectNotFound(page, context, `/thankyou?${numbers}`, before);
    await expectNotFound(page, context, `/checkout-complete/${theirs.checkoutId}`, before);
    await expect(page).toHaveURL(new RegExp(`/thankyou\\?cart=${theirs.checkoutId}$`));
  });

  test('a malformed order number, lookup number or cart id is not found @desktop-only', async ({
    page,
    context,
    baseURL,
    sandbox,
    axe,
  }) => {
    const order = await placeOrder(sandbox);
    await startSession(page, context, baseURL, order.checkoutId);
    const before = await sessionOf(page, context);
    const hostile = encodeURIComponent('<img src=x onerror="window.pwned=1">');

    // Each link names this browser's real order, but with one identifier that is not one.
    await expectNotFound(
      page,
      context,
      `/thankyou?orderNumber=${order.orderNumber}x&orderLookupNumber=${order.lookupNumber}&cart=${order.checkoutId}&name=${hostile}`,
      before,
    );
    await axe();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => typeof Reflect.get(window, 'pwned'))).toBe('undefined');
    await expectNotFound(page, context, `/thankyou?orderLookupNumber=..%2F${order.lookupNumber}`, before);
    await expectNotFound(page, context, `/thankyou?cart=${order.checkoutId}%3Cb%3E`, before);
    await expectNotFound(page, context, `/checkout-complete/${order.checkoutId}%3Cb%3E`, before);
  });

  test('the order of this browser is confirmed once with everything it holds, and the session is cleared', async ({
    page,
    context,
    baseURL,
    sandbox,
    axe,
  }) => {
    const order = await placeOrder(sandbox, undefined, { promoCode: PROMO_CASES.percentage });
    const answer = await sandbox.request(`/commerce/v1/orders?cartId=${order.checkoutId}`);
    const host = (await answer.json()) as {
      costs: Record<'subtotal' | 'shipping' | 'tax' | 'discount' | 'total', { amount: number }>;
      items: { imageUrl: string }[];
    };
    const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    await startSession(page, context, baseURL, order.checkoutId);
    await page.goto(
      `/thankyou?orderNumber=${order.orderNumber}&orderLookupNumber=${order.lookupNumber}&cart=${order.checkoutId}&name=Ada`,
    );
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Thank you, Ada!' })).toBeVisible({ timeout: 15_000 });
    await expect(main.getByTestId('order-number')).toHaveText(String(order.orderNumber));
    await expect(main.getByText(order.lookupNumber)).toBeVisible();

    const items = main.getByRole('region', { name: 'Items in your order' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    const item = items.first();
    await expect(item.locator('img')).toHaveAttribute('src', host.items[0]?.imageUrl ?? 'missing');
    await expect(item).toContainText('Bestseller Classic Tee');
    await expect(item).toContainText(/ · /);
    await expect(item).toContainText('Quantity: 2');
    await expect(item.locator('.thankyou__item-price')).toHaveText(usd(host.costs.subtotal.amount));

    const summary = main.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByTestId('order-subtotal')).toHaveText(usd(host.costs.subtotal.amount));
    await expect(summary.getByTestId('order-shipping')).toHaveText(usd(host.costs.shipping.amount));
    await expect(summary.getByTestId('order-tax')).toHaveText(usd(host.costs.tax.amount));
    await expect(summary.getByText(`Discount (${PROMO_CASES.percentage})`)).toBeVisible();
    await expect(summary.getByTestId('order-discount')).toHaveText(`−${usd(host.costs.discount.amount)}`);
    await expect(summary.getByTestId('order-total')).toHaveText(usd(host.costs.total.amount));
    expect(host.costs.discount.amount).toBeGreaterThan(0);

    const address = main.getByRole('region', { name: 'Delivery address' });
    await expect(address).toContainText('Ada Lovelace');
    await expect(address).toContainText(CUSTOMER.address.address1);
    await expect(address).toContainText(`${CUSTOMER.address.city}, CA ${CUSTOMER.address.zip}`);
    await expect(main.getByTestId('order-email')).toHaveText(CUSTOMER.email);
    await expect(main.getByTestId('order-arrival')).toHaveText(
      /^[A-Z][a-z]+ \d{1,2}( – ([A-Z][a-z]+ )?\d{1,2})?, \d{4}$/,
    );
    await expect(main.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      `${sandbox.url}/checkout-host/track/order/${order.lookupNumber}`,
    );
    await expect(main.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');

    expect(await dataLayerEvents(page, 'purchase')).toHaveLength(1);
    await expect.poll(async () => (await sessionOf(page, context)).cookies).toEqual({});
    expect((await sessionOf(page, context)).deliveryOptions).toBeNull();
    await axe();

    // A reload shows the same order (this browser confirmed it) without a second purchase event.
    await page.reload();
    await expect(main.getByTestId('order-total')).toHaveText(usd(host.costs.total.amount), { timeout: 15_000 });
    expect(await dataLayerEvents(page, 'purchase')).toHaveLength(0);
  });

  test('a host that does not answer claims nothing and clears nothing; Try again confirms the order @desktop-only', async ({
    page,
    context,
    baseURL,
    sandbox,
    axe,
  }) => {
    const order = await placeOrder(sandbox);
    await startSession(page, context, baseURL, order.checkoutId);
    const before = await sessionOf(page, context);
    await sandbox.fault({
      host: 'checkout',
      method: 'GET',
      path: `/v1/orders/${order.lookupNumber}`,
      mode: 'status',
      status: 503,
      count: 3,
    });
    await page.goto(
      `/thankyou?orderNumber=${order.orderNumber}&orderLookupNumber=${order.lookupNumber}&cart=${order.checkoutId}`,
    );
    const main = page.locator('main');
    await expect(main.getByRole('alert')).toHaveText(
      'We could not check your order right now. Please try again in a moment.',
      { timeout: 20_000 },
    );
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your order');
    expect(await dataLayerEvents(page, 'order_fetch_error')).toHaveLength(1);
    expect(await dataLayerEvents(page, 'purchase')).toHaveLength(0);
    expect(await sessionOf(page, context)).toEqual(before);
    await axe();

    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByTestId('order-number')).toHaveText(String(order.orderNumber), { timeout: 15_000 });
    expect(await dataLayerEvents(page, 'purchase')).toHaveLength(1);
    await expect.poll(async () => (await sessionOf(page, context)).cookies).toEqual({});
  });

  test('Back from the checkout is the cart; Back from the thank-you page never re-enters the checkout @desktop-only', async ({
    page,
    context,
    baseURL,
  }) => {
    await setCart(context, baseURL, cartOf(TEE));
    await page.goto('/');
    await page.goto('/cart');
    const checkoutButton = page.getByRole('button', { name: 'Checkout', exact: true }).first();
    await checkoutButton.click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
    await expect(page.getByLabel('Email address', { exact: true })).toBeVisible({ timeout: 15_000 });

    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
    await fillAddress(page);
    await deliver(page);
    await fillCard(page, TEST_CARDS.success.number);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/thankyou\?/, { timeout: 20_000 });
    await expect(page.getByTestId('order-number')).toBeVisible({ timeout: 15_000 });

    // Back: the page before the checkout (the cart, now empty), and it stays there.
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/cart$/);
    // Once more: the home page, never a checkout or a thank-you page in between.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/thankyou\?/);
  });
});
