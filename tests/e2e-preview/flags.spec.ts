import { expect, test } from '../e2e/fixtures.ts';
import type { Page } from '@playwright/test';
import type { FaultInput } from '../../scripts/sandbox/faults.ts';
import { cartOf, setCart, TEE } from '../e2e/after-purchase-helpers.ts';
import { SANDBOX_URL, setFlags, storeUrl } from './helpers.ts';

/** The cart summary's buttons, once the cart has loaded. */
const summaryButtons = (page: Page) =>
  page.getByRole('complementary', { name: 'Order summary' }).locator('.cart-summary__buttons').getByRole('button');

/**
 * The on-demand server reads the flags service live: a flag flipped in the service shows on the next page.
 * Each test flips flags in its own sandbox session: the browser sends x-sandbox-session and the on-demand
 * server forwards it to the sandbox hosts.
 */
test.describe('feature flags, read live', () => {
  // Three flags that each change one part of a page, flipped one after the other in one browser.
  test('support, notificationBanner and showFanValidation: each part follows its flag both ways', async ({
    page,
    sandbox,
  }) => {
    await test.step('support: the footer link and the section follow the flag both ways', async () => {
      await setFlags(sandbox, 'demo', { support: true });
      await page.goto(storeUrl('demo', '/support'));
      await expect(page).toHaveURL(storeUrl('demo', '/support'));
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Support' })).toBeVisible();
      await setFlags(sandbox, 'demo', { support: false });
      await page.goto(storeUrl('demo', '/support'));
      await expect(page).toHaveURL(storeUrl('demo', '/'));
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Support' })).toHaveCount(0);
    });
    await test.step('notificationBanner: the announcement shows only with the flag on', async () => {
      await setFlags(sandbox, 'demo', { notificationBanner: true });
      await page.goto(storeUrl('demo', '/'));
      await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
      await setFlags(sandbox, 'demo', { notificationBanner: false });
      await page.reload();
      await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
    });
    await test.step('showFanValidation: the notice of a popular listing follows the flag both ways', async () => {
      const popular = storeUrl('demo', '/listing/bestseller-classic-tee');
      await setFlags(sandbox, 'demo', { showFanValidation: true });
      await page.goto(popular);
      await expect(page.locator('[data-notice="fan-validation"]')).toBeVisible();
      await setFlags(sandbox, 'demo', { showFanValidation: false });
      await page.reload();
      await expect(page.locator('[data-notice="fan-validation"]')).toHaveCount(0);
    });
  });

  test('usHostedCheckout: a US buyer gets the hosted buttons when on, the legacy express ones when off', async ({
    page,
    context,
    sandbox,
  }) => {
    await setCart(context, storeUrl('demo'), cartOf(TEE));
    await setFlags(sandbox, 'demo', { usHostedCheckout: true });
    await page.goto(storeUrl('demo', '/cart'));
    await summaryButtons(page).getByText('Pay with PayPal', { exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+\?method=paypal$/);

    await setFlags(sandbox, 'demo', { usHostedCheckout: false });
    await page.goto(storeUrl('demo', '/cart'));
    await expect(summaryButtons(page)).toHaveCount(4);
    await summaryButtons(page).getByText('Pay with PayPal', { exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(`${SANDBOX_URL}/main/express_checkout`));
    await expect(page.locator('#express-checkout-received')).toContainText('"payment_method":"paypal"');
  });

  test("useCheckoutV2: Checkout opens the checkout host's hosted checkout when on, the store's own when off", async ({
    page,
    context,
    sandbox,
  }) => {
    await setCart(context, storeUrl('demo'), cartOf(TEE));
    await setFlags(sandbox, 'demo', { useCheckoutV2: true });
    await page.goto(storeUrl('demo', '/cart'));
    await summaryButtons(page).getByText('Checkout', { exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(`${SANDBOX_URL}/checkout-host/v2/checkout/`));
    await expect(page.getByText('Hosted checkout (v2) received your checkout.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to the store' })).toHaveAttribute(
      'href',
      storeUrl('demo', '/cart'),
    );

    await setFlags(sandbox, 'demo', { useCheckoutV2: false });
    await page.goto(storeUrl('demo', '/cart'));
    await summaryButtons(page).getByText('Checkout', { exact: true }).click();
    await expect(page).toHaveURL(/demo\.localhost:\d+\/checkout\/[A-Za-z0-9_-]+$/);
  });

  test('collections: the navigation comes from the collections feature when on, the store answer when off', async ({
    page,
    sandbox,
  }) => {
    // The header's collection link (in the closed menu on mobile, so found by its address).
    const nav = page.locator('header a[href="/accessories"]').first();
    // Each way, the other call is broken: the page can only show collections from the call the flag picks.
    await setFlags(sandbox, 'demo', { collections: true });
    await sandbox.fault(brokenCommerce('/v1/stores/collections'));
    await page.goto(storeUrl('demo', '/'));
    await expect(nav).toBeAttached();
    expect((await sandbox.request('/_sandbox/faults', { method: 'DELETE' })).ok).toBe(true);
    await setFlags(sandbox, 'demo', { collections: false });
    await sandbox.fault(brokenCommerce('/v1/collections'));
    await page.goto(storeUrl('demo', '/'));
    await expect(nav).toBeAttached();
  });
});

/** Every call to that commerce path answers 500 (in the test's session) until its faults are cleared. */
function brokenCommerce(path: string): FaultInput {
  return { host: 'commerce', path, mode: 'status', status: 500, count: 1000 };
}
