/**
 * Checkout journeys (issue 5 §1, §2): a purchase by card from the home page, each decline card, a decline
 * then a good card, PayPal approve and cancel, promo codes, address suggestions, an international address,
 * and axe on every checkout state. Checkouts are created on the sandbox directly (as the cart's button
 * does) unless the journey is about getting there.
 */
import { expect, holdRequests, test } from './fixtures.ts';
import { PROMO_CASES } from '../../scripts/sandbox/fixtures/demo.ts';
import { INVALID_NUMBER, PAYPAL_DECLINE_EMAIL, TEST_CARDS } from '../../scripts/sandbox/checkout/magic.ts';
import {
  deliver,
  failInitiatePayment,
  fillAddress,
  fillCard,
  newCheckout,
  openDeliveredCheckout,
  placeOrder,
} from './checkout-helpers.ts';

test.describe('checkout', { tag: '@both-widths' }, () => {
  test.beforeEach(() => {
    test.setTimeout(60_000);
  });

  test('pays by card and lands on the thank-you page', async ({ page, sandbox, axe }) => {
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await expect(page.getByRole('heading', { name: 'Customer details' })).toBeVisible();
    // checkout.md §2: 'three numbered sections. 1. Customer details. 2. Delivery options. 3. Payment methods'.
    await expect(page.locator('h2.co-section__title')).toHaveText([
      /^1\s*Customer details$/,
      /^2\s*Delivery options$/,
      /^3\s*Payment methods$/,
    ]);
    await expect(placeOrder(page)).toBeDisabled();
    await axe();
    await fillAddress(page);
    await deliver(page);
    await fillCard(page, TEST_CARDS.success.number);
    await axe();
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/thankyou\?.*orderLookupNumber=.*name=Ada.*arrivalEstimate=/);
  });

  // Two fresh checkouts in one browser: the address form's messages, then the promo box's.
  test('every delivery-form message on change; promo codes: each type applies, the invalid one and the gated one fail @desktop-only', async ({
    page,
    sandbox,
    axe,
  }) => {
    await test.step('shows every delivery-form message on change', async () => {
      await page.goto(`/checkout/${await newCheckout(sandbox)}`);
      await page.getByRole('button', { name: 'Deliver to this address' }).click();
      for (const message of [
        'Please enter your first name',
        'Please enter your last name',
        'Please enter your street address',
        'Please enter your city',
        'Please enter your zipcode',
        'Please select your state',
        'Please enter your phone number',
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await axe(); // every field in its error state
      await page.getByLabel('Phone number', { exact: true }).fill('12');
      await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
      await page.getByLabel('Email address', { exact: true }).fill('  ada@example.com  ');
      await page.getByLabel('Email address', { exact: true }).blur();
      await expect(page.getByLabel('Email address', { exact: true })).toHaveValue('ada@example.com');
    });
    await test.step('promo codes: each type applies, the invalid one and the gated one fail', async () => {
      await page.goto(`/checkout/${await newCheckout(sandbox)}`);
      const box = page.locator('.co-aside');
      const code = box.getByLabel('Promo code');
      await code.fill(PROMO_CASES.needsAddress);
      await box.getByRole('button', { name: 'Apply' }).click();
      await expect(box.getByText('Please enter your address before you enter a promo code.')).toBeVisible();
      await code.fill(PROMO_CASES.invalid);
      await box.getByRole('button', { name: 'Apply' }).click();
      await expect(box.getByText('Sorry, this promo code cannot be applied to your order.')).toBeVisible();
      await expect(code).toHaveValue('');
      for (const promo of [PROMO_CASES.percentage, PROMO_CASES.fixedValue, PROMO_CASES.freeShipping]) {
        await box.getByLabel('Promo code').fill(promo);
        await box.getByRole('button', { name: 'Apply' }).click();
        await expect(box.getByText(promo, { exact: true })).toBeVisible();
        await box.getByRole('button', { name: 'Change code' }).click();
      }
      await box.getByRole('button', { name: 'Apply' }).click();
      await expect(box.getByText('Please enter a promo code')).toBeVisible();
    });
  });

  // One checkout, as a buyer who keeps trying would: every decline card in turn shows its own message,
  // an invalid number is stopped in the field, and a good card then places the order.
  // Each method from its own checkout, one after the other in one browser: a purchase ends on the thank-you
  // page, which leaves nothing behind that the next checkout reads.
  test('each payment method places the order: decline cards then a good card, PayPal cancel, decline and approve, Afterpay, the wallet @desktop-only', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(120_000); // four purchases
    await test.step('each decline card shows its message, an invalid number blocks the order, then a good card succeeds', async () => {
      await openDeliveredCheckout(page, sandbox);
      const box = page.getByRole('alert').filter({ hasText: 'The payment cannot be authorized.' });
      for (const [name, card] of Object.entries(TEST_CARDS).filter(([k]) => k !== 'success')) {
        await fillCard(page, card.number);
        await placeOrder(page).click();
        await expect(box, name).toContainText(card.message ?? '');
      }
      await fillCard(page, INVALID_NUMBER.number);
      await expect(page.getByText(INVALID_NUMBER.message)).toBeVisible();
      await expect(placeOrder(page)).toBeDisabled();
      await fillCard(page, TEST_CARDS.success.number);
      await placeOrder(page).click();
      await expect(page).toHaveURL(/\/thankyou\?/);
    });
    await test.step('PayPal: cancel keeps the checkout, a declined payer sees the PayPal message, approve places the order', async () => {
      await openDeliveredCheckout(page, sandbox);
      await page.getByRole('radio', { name: 'PayPal' }).check();
      await page.getByRole('button', { name: 'PayPal', exact: true }).click();
      await page.getByRole('button', { name: 'Cancel PayPal' }).click();
      await expect(page).toHaveURL(/\/checkout\//);
      await page.getByRole('button', { name: 'PayPal', exact: true }).click();
      await page.getByLabel('PayPal email', { exact: true }).fill(PAYPAL_DECLINE_EMAIL);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByText('There was an issue authorizing with PayPal.')).toBeVisible();
      await page.getByRole('button', { name: 'PayPal', exact: true }).click();
      await page.getByLabel('PayPal email', { exact: true }).fill('ada@example.com');
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\/thankyou\?/);
    });
    await test.step('Afterpay places the order with its own button label', async () => {
      await openDeliveredCheckout(page, sandbox);
      await page.getByRole('radio', { name: 'Afterpay' }).check();
      await page.getByRole('button', { name: 'Pay now with afterpay' }).click();
      await expect(page).toHaveURL(/\/thankyou\?/);
    });
    await test.step('the wallet places the order when its details arrive', async () => {
      await page.goto(`/checkout/${await newCheckout(sandbox)}?sandboxWallet=1`);
      await fillAddress(page);
      await deliver(page);
      await page.getByRole('radio', { name: 'Wallet' }).check();
      await page.locator('.co-wallet').getByRole('button').first().click();
      await page.getByRole('dialog', { name: 'Sandbox wallet' }).getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/thankyou\?/);
    });
  });

  test('an address suggestion accepted, and one rejected with cancel', async ({ page, sandbox, axe }) => {
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await fillAddress(page, '1 Suggest Way');
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your address' });
    await expect(dialog).toBeVisible();
    await axe();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: /Standard/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await dialog.getByRole('button', { name: new RegExp('Use the suggested address') }).click();
    await expect(page.getByLabel('Zip code', { exact: true })).toHaveValue(/-0042$/);
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  });

  test('a garbage id link shows a message and a way back to the cart; an international address shows the message and the button onward, never a US delivery', async ({
    page,
    sandbox,
    axe,
  }) => {
    await test.step('a garbage id link shows a message and a way back to the cart', async () => {
      await page.goto('/checkout/shell/?id=not-a-real-value');
      await expect(page.getByText('This checkout link is not valid.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
      await axe();
    });
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await fillAddress(page);
    await page.getByLabel('Select country', { exact: true }).selectOption('DE');
    await expect(
      page.getByText(
        "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Select state', { exact: true })).toHaveCount(0);
    // The button under the message carries the buyer onward (the journey is in checkout-widths.spec.ts).
    await expect(page.getByRole('button', { name: 'Continue to international delivery' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deliver to this address' })).toHaveCount(0);
    await expect(placeOrder(page)).toBeDisabled();
  });

  test('a delivery refusal with Afterpay chosen opens the Afterpay-unavailable dialog, axe clean @desktop-only', async ({
    page,
    sandbox,
    axe,
  }) => {
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await expect(page.getByRole('radio', { name: /^Afterpay/ })).toBeChecked(); // a US buyer's default (§4)
    await sandbox.fault({
      host: 'checkout',
      method: 'POST',
      path: '/deliveryOptions',
      mode: 'errors',
      status: 422,
      errors: [{ code: 'afterpay_limit', detail: 'Afterpay is not offered for this order' }],
    });
    await fillAddress(page);
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Afterpay is unavailable' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Afterpay cannot be used for this order. Please choose another payment method.');
    await axe();
  });

  test('an Afterpay failure shows its screen, then the card checkout after 4 s', async ({ page, sandbox, axe }) => {
    // The page's clock runs as real time does, until the test moves it on: the 4 s are not waited for.
    await page.clock.install();
    await openDeliveredCheckout(page, sandbox);
    await page.getByRole('radio', { name: 'Afterpay' }).check();
    await failInitiatePayment(sandbox);
    await page.getByRole('button', { name: 'Pay now with afterpay' }).click();
    await expect(page.getByText("Sorry, we're having difficulty with AfterPay.")).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Card' })).toBeHidden();
    await axe(); // with the clock running: axe waits on timers of its own
    await page.clock.fastForward(4_000);
    await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  });

  test('small screens: the cart toggle and the promo button open the summary modal @mobile-only', async ({
    page,
    sandbox,
    axe,
  }) => {
    await page.goto(`/checkout/${await newCheckout(sandbox, 2)}`);
    await expect(page.getByRole('complementary')).toBeHidden();
    await page.getByRole('button', { name: `Your cart (2)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Order summary' });
    await expect(dialog.getByText('Total', { exact: true })).toBeVisible();
    await axe();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    await dialog.getByLabel('Promo code').fill(PROMO_CASES.percentage);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText(PROMO_CASES.percentage, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Discount')).toBeVisible();
  });

  test('axe: fetching options, a payment error and the applied promo @desktop-only', async ({ page, sandbox, axe }) => {
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    await fillAddress(page);
    const options = await holdRequests(page, /\/deliveryOptions(\?|$)/);
    await page.getByRole('button', { name: 'Deliver to this address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fetching delivery options…' })).toBeVisible();
    await axe();
    options.release();
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await fillCard(page, TEST_CARDS.declined.number);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('The payment cannot be authorized.')).toBeVisible();
    await page.locator('.co-aside').getByLabel('Promo code').fill(PROMO_CASES.fixedValue);
    await page.locator('.co-aside').getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('.co-aside').getByRole('button', { name: 'Remove' })).toBeVisible();
    await axe();
    await page.locator('.co-aside').getByRole('button', { name: 'Remove' }).click();
    await expect(page.locator('.co-aside').getByRole('button', { name: 'Apply' })).toBeVisible();
  });
});
