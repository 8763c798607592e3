/**
 * Issue 13, "The order matches what the buyer saw": an address edited after 'Deliver to this address' is
 * the one the order ships to; every payment method charges the checkout's own total; a free-shipping code
 * changes the delivery options and the totals together; before an address, shipping and tax read as not
 * yet calculated. Runs at 375 and 1280 px; axe on every new state.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, type SandboxHelpers } from './fixtures.ts';
import { PROMO_CASES } from '../../scripts/sandbox/fixtures/demo.ts';
import { TEST_CARDS } from '../../scripts/sandbox/checkout/magic.ts';
import { formatOrderMoney } from '../../src/features/after-purchase/domain/order-view.ts';
import { deliver, fillAddress, fillCard, newCheckout, placeOrder } from './checkout-helpers.ts';

interface Money {
  amount: number;
  currency: string;
}
interface HostCheckout {
  deliveryOption: string | null;
  costs: { total: Money; shipping: Money; tax: Money };
  payment: { state: string; amount: Money } | null;
}
interface HostOrder {
  totalCost: Money;
  shippingMethod: string;
  shippingAddress: Record<string, unknown> | null;
}

const STORE = 'demo';

async function hostCheckout(sandbox: SandboxHelpers, id: string): Promise<HostCheckout> {
  const res = await sandbox.request(`/checkout-host/checkout?id=${id}&storeSlug=${STORE}`);
  expect(res.status).toBe(200);
  return (await res.json()) as HostCheckout;
}

async function hostOrder(sandbox: SandboxHelpers, id: string): Promise<HostOrder> {
  const res = await sandbox.request(`/commerce/v1/orders?cartId=${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as HostOrder;
}

const money = (m: Money): string => formatOrderMoney(m.amount, m.currency);

/** The order summary: the aside on wide screens, else the summary modal opened from 'Your cart (n)'. */
async function openSummary(page: Page): Promise<Locator> {
  await expect(page.getByRole('heading', { name: 'Customer details' })).toBeVisible({ timeout: 15_000 });
  const aside = page.locator('.co-aside');
  if (await aside.isVisible()) return aside;
  await page.getByRole('button', { name: /^Your cart \(/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Order summary' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeSummary(page: Page, summary: Locator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Order summary' });
  if (!(await dialog.isVisible())) return;
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('the order matches what the buyer saw', { tag: '@both-widths' }, () => {
  test.beforeEach(() => {
    // Three payments and axe runs per test on a shared, busy runner.
    test.setTimeout(150_000);
  });

  test('an address edited after confirming is re-confirmed and is the address the order ships to', async ({
    page,
    sandbox,
    axe,
  }) => {
    const id = await newCheckout(sandbox);
    await page.goto(`/checkout/${id}`);
    await fillAddress(page);
    await deliver(page);
    await fillCard(page, TEST_CARDS.success.number);
    await expect(placeOrder(page)).toBeEnabled();
    const before = await hostCheckout(sandbox, id);

    // The buyer moves the delivery to New York: street, city, state and zip.
    await page.getByLabel('Street address', { exact: true }).fill('350 Fifth Ave');
    await expect(placeOrder(page)).toBeDisabled();
    await page.getByLabel('City / Town', { exact: true }).fill('New York');
    await page.getByLabel('Select state', { exact: true }).selectOption('NY');
    await page.getByLabel('Zip code', { exact: true }).fill('10118');
    await expect(placeOrder(page)).toBeDisabled();
    await expect(page.getByRole('radio', { name: /Standard/ })).toHaveCount(0);
    await expect(page.getByTestId('summary-shipping')).toHaveCount(0);
    await axe();

    await deliver(page);
    await expect(placeOrder(page)).toBeEnabled();
    const after = await hostCheckout(sandbox, id);
    expect(after.costs.tax.amount).not.toBe(before.costs.tax.amount);
    // The summary shows the address, the option and the total that Place order submits.
    const shipping = page.getByTestId('summary-shipping').first();
    await expect(shipping).toContainText('350 Fifth Ave');
    await expect(shipping).toContainText('10118');
    await expect(shipping).toContainText('Standard');
    await expect(page.getByTestId('order-total').first()).toHaveText(money(after.costs.total));
    await axe();

    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/thankyou\?/, { timeout: 20_000 });
    const order = await hostOrder(sandbox, id);
    expect(order.shippingAddress).toMatchObject({
      address1: '350 Fifth Ave',
      city: 'New York',
      stateCode: 'NY',
      zip: '10118',
      countryCode: 'US',
    });
    expect(order.totalCost).toEqual(after.costs.total);
  });

  const METHODS = [
    { name: 'Card', query: '' },
    { name: 'PayPal', query: '' },
    { name: 'Wallet', query: '?sandboxWallet=1' },
    { name: 'Afterpay', query: '' },
  ] as const;
  // One browser for the four methods, each its own checkout and step: a purchase ends on the thank-you page,
  // which leaves nothing behind that the next checkout reads.
  test(`${METHODS.map((m) => m.name).join(', ')} each charge the checkout's own total, also after it changed elsewhere @desktop-only`, async ({
    page,
    sandbox,
  }) => {
    const sent: { amount: unknown; currency: unknown }[] = [];
    page.on('request', (req) => {
      if (!/\/payment\/v1\/(initiatePayment|updatePayment)$/.test(new URL(req.url()).pathname)) return;
      const body = req.postDataJSON() as { amount: unknown; currency: unknown };
      sent.push({ amount: body.amount, currency: body.currency });
    });
    for (const method of METHODS) {
      await test.step(method.name, async () => {
        sent.length = 0;
        const id = await newCheckout(sandbox);
        await page.goto(`/checkout/${id}${method.query}`);
        await fillAddress(page);
        await deliver(page);
        // The total changes on the host after the page read it (the same checkout open in another tab).
        const changed = await sandbox.request('/checkout-host/v1/checkout', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id, data: { storeSlug: STORE, deliveryOption: 'rush' } }),
        });
        expect(changed.status).toBe(200);
        await page.getByRole('radio', { name: method.name, exact: true }).check();
        if (method.name === 'Card') {
          await fillCard(page, TEST_CARDS.success.number);
          await placeOrder(page).click();
        } else if (method.name === 'PayPal') {
          await page.getByRole('button', { name: 'PayPal', exact: true }).click();
          await page.getByRole('button', { name: 'Approve' }).click();
        } else if (method.name === 'Wallet') {
          await page.locator('.co-wallet').getByRole('button').first().click();
          await page.getByRole('dialog', { name: 'Sandbox wallet' }).getByRole('button', { name: 'Pay' }).click();
        } else {
          await page.getByRole('button', { name: 'Pay now with afterpay' }).click();
        }
        await expect(page).toHaveURL(/\/thankyou\?/, { timeout: 20_000 });
        const host = await hostCheckout(sandbox, id);
        expect(host.deliveryOption).toBe('rush');
        expect(host.payment).toMatchObject({ state: 'captured', amount: host.costs.total });
        expect((await hostOrder(sandbox, id)).totalCost).toEqual(host.costs.total);
        expect(sent.length).toBeGreaterThan(0);
        for (const body of sent) expect(body).toEqual(host.costs.total);
      });
    }
  });

  test('a free-shipping code updates the options and the totals together; removing it brings them back @desktop-only', async ({
    page,
    sandbox,
    axe,
  }) => {
    const id = await newCheckout(sandbox);
    await page.goto(`/checkout/${id}`);
    await fillAddress(page);
    await deliver(page);
    const section = page.getByRole('region', { name: 'Delivery options' });
    await expect(section.getByRole('radio')).toHaveCount(3);
    // A controlled radio: it shows checked once the host has the choice.
    await section.getByRole('radio', { name: /^Rush/ }).click();
    await expect(section.getByRole('radio', { name: /^Rush/ })).toBeChecked();
    await expect.poll(async () => (await hostCheckout(sandbox, id)).deliveryOption).toBe('rush');

    let summary = await openSummary(page);
    await summary.getByLabel('Promo code').fill(PROMO_CASES.freeShipping);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByRole('button', { name: 'Remove' })).toBeVisible();
    const free = await hostCheckout(sandbox, id);
    expect(free.deliveryOption).toBe('standard');
    expect(free.costs.shipping.amount).toBe(0);
    await expect(summary.getByTestId('summary-shipping-cost')).toHaveText(money(free.costs.shipping));
    await expect(summary.getByTestId('order-total')).toHaveText(money(free.costs.total));
    await expect(summary.getByTestId('summary-shipping')).toContainText('Standard');
    await axe();
    await closeSummary(page, summary);
    // The delivery section is never empty: the free option is shown, selected, alone.
    await expect(section.getByRole('radio')).toHaveCount(1);
    await expect(section.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(section).toContainText(money(free.costs.shipping));
    await page.getByRole('radio', { name: 'Card', exact: true }).check();
    await expect(placeOrder(page)).toBeDisabled(); // no card yet; the order itself is still possible:
    await fillCard(page, TEST_CARDS.success.number);
    await expect(placeOrder(page)).toBeEnabled();
    await axe();

    summary = await openSummary(page);
    await summary.getByRole('button', { name: 'Remove' }).click();
    await expect(summary.getByRole('button', { name: 'Apply' })).toBeVisible();
    const back = await hostCheckout(sandbox, id);
    expect(back.costs.shipping.amount).toBeGreaterThan(0);
    await expect(summary.getByTestId('summary-shipping-cost')).toHaveText(money(back.costs.shipping));
    await expect(summary.getByTestId('order-total')).toHaveText(money(back.costs.total));
    await closeSummary(page, summary);
    await expect(section.getByRole('radio')).toHaveCount(3);
    await expect(section.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(section.getByRole('radio', { name: /^Rush/ })).toBeVisible();
  });

  test('before an address, shipping and tax read as not yet calculated, never $0.00', async ({
    page,
    sandbox,
    axe,
  }) => {
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    const summary = await openSummary(page);
    await expect(summary.getByTestId('summary-shipping-cost')).toHaveText('Calculated at next step');
    await expect(summary.getByTestId('summary-tax')).toHaveText('Calculated at next step');
    await expect(summary).not.toContainText('$0.00');
    await axe();
  });
});
