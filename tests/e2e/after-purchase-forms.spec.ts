/**
 * Track, recover (both outcomes), contact (sends nothing) and live chat (issue 5 §4), with axe on each.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { placeOrder } from './after-purchase-helpers.ts';
import { RECOVERY_UNKNOWN_MARKER } from '../../scripts/sandbox/checkout/magic.ts';

const main = (page: Page) => page.locator('main');

test.describe('after-purchase forms', () => {
  test('track: the order number opens the checkout host tracking page', async ({ page, sandbox, axe }) => {
    const order = await placeOrder(sandbox);
    await page.goto('/track');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Track my order' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Recover my order number' })).toHaveAttribute(
      'href',
      '/track/recover',
    );
    await axe();
    await main(page).getByLabel('Order number').fill(` ${order.lookupNumber} `);
    await main(page).getByRole('button', { name: 'Track order' }).click();
    await page.waitForURL(`${sandbox.url}/checkout-host/track/order/${order.lookupNumber}`);
    await expect(page.getByText(String(order.orderNumber))).toBeVisible();
  });

  // The recover page's two outcomes and its second address, one after the other in one browser.
  test("recover: a valid email is asked for, then the 60-day orders are emailed; the server's refusal shows in a banner; also reached as /support/track/recover", async ({
    page,
    axe,
  }) => {
    await test.step('recover: a valid email is asked for, then the 60-day orders are emailed', async () => {
      await page.goto('/track/recover');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Recover my order number' })).toBeVisible();
      const email = main(page).getByLabel('Email address');
      // Before its island hydrates the form is plain HTML: a click would reload the page.
      await expect(page.locator('astro-island[component-url*="/RecoverForm."]:not([ssr])')).toBeAttached();
      await main(page).getByRole('button', { name: 'Send my orders' }).click();
      await expect(main(page).getByText('Please enter a valid email')).toBeVisible();
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await axe();
      await email.fill('ada@example.com');
      await expect(main(page).getByText('Please enter a valid email')).toHaveCount(0);
      await main(page).getByRole('button', { name: 'Send my orders' }).click();
      await expect(main(page).getByRole('status')).toHaveText(
        'Check your inbox: we have emailed you your orders of the last 60 days.',
      );
      await expect(main(page).getByRole('status')).toContainText('orders of the last 60 days');
      await axe();
    });
    await test.step("recover: the server's refusal shows in a banner", async () => {
      await page.goto('/track/recover');
      await main(page).getByLabel('Email address').fill(`${RECOVERY_UNKNOWN_MARKER}@example.com`);
      await main(page).getByRole('button', { name: 'Send my orders' }).click();
      await expect(main(page).getByRole('alert')).toHaveText('We could not find any orders for this email address.');
      await axe();
    });
    await test.step('recover is also reached as /support/track/recover (support on)', async () => {
      await page.goto('/support/track/recover');
      await expect(page).toHaveURL(/\/track\/recover$/);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Recover my order number' })).toBeVisible();
    });
  });

  test('an email typed before the recover form hydrates is kept and sent', async ({ page }) => {
    // Hold the island's code until the shopper has typed: hydration must not wipe the field.
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    await page.route(/\/RecoverForm\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/track/recover');
    await main(page).getByLabel('Email address').fill('unknown@example.com');
    release(undefined);
    await expect(page.locator('astro-island[component-url*="/RecoverForm."]:not([ssr])')).toBeAttached();
    await expect(main(page).getByLabel('Email address')).toHaveValue('unknown@example.com');
    await main(page).getByRole('button', { name: 'Send my orders' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('We could not find any orders for this email address.');
  });

  test('contact: every message on an empty submit, then /contact-success with nothing sent', async ({ page, axe }) => {
    await page.goto('/contact');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await axe();
    // Everything the contact page sends from here until the browser asks for /contact-success (axe's own
    // fetches of the theme's stylesheets, while it runs, aside).
    const sent: string[] = [];
    let left = false;
    let axeRunning = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/contact-success') left = true;
      const type = request.resourceType();
      if (
        !left &&
        !axeRunning &&
        (['fetch', 'xhr', 'ping', 'eventsource', 'websocket'].includes(type) || request.method() !== 'GET')
      ) {
        sent.push(`${request.method()} ${request.url()}`);
      }
    });
    await main(page).getByRole('button', { name: 'Send message' }).click();
    for (const message of Object.values({
      orderNumber: 'Please enter your order number',
      email: 'Please enter a valid email',
      fullName: 'Please enter your full name',
      reason: 'Please select the reason for your contact',
      message: 'Please tell us why you are contacting us',
    }))
      await expect(main(page).getByText(message)).toBeVisible();
    await expect(main(page).getByLabel('Order number')).toBeFocused();
    axeRunning = true;
    await axe();
    axeRunning = false;

    // Validated on change: each message goes as its field becomes valid.
    await main(page).getByLabel('Order number').fill('SB7K2M9QXA');
    await expect(main(page).getByText('Please enter your order number')).toHaveCount(0);
    await main(page).getByLabel('Email address').fill('ada@');
    await expect(main(page).getByText('Please enter a valid email')).toBeVisible();
    await main(page).getByLabel('Email address').fill('ada@example.com');
    await expect(main(page).getByText('Please enter a valid email')).toHaveCount(0);
    await main(page).getByLabel('Full name').fill('Ada Lovelace');
    await main(page).getByLabel('Reason for contact').selectOption({ label: 'Where is my order?' });
    await expect(main(page).getByText('Please select the reason for your contact')).toHaveCount(0);
    await main(page).getByLabel('Message').fill('Where is my hoodie?');
    await main(page).getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/\/contact-success$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Thank you for contacting us' })).toBeVisible();
    expect(sent).toEqual([]);
    await axe();
  });

  test('live chat says it is not available and points to the contact form', async ({ page, axe }) => {
    await page.goto('/live-chat');
    await expect(main(page).getByText('Live chat is not available in this store.')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    await expect(main(page)).toContainText('within 24 business hours');
    await axe();
  });
});
