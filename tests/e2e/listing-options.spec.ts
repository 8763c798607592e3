/**
 * Listing options, inventory, pre-order and quick add (storefront §2, §4, §5; issue §2 and §4), in
 * Chromium against the sandbox, at both widths.
 */
import { expect, holdRequests, test, type SandboxHelpers } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function caseSlug(sandbox: SandboxHelpers, name: string): Promise<string> {
  const slug = (await sandbox.cases())[name];
  if (typeof slug !== 'string') throw new Error(`sandbox case ${name} is not a listing slug`);
  return slug;
}

const options = (page: Page) => page.locator('#listing-options');
const addButton = (page: Page) => options(page).locator('.options__add');
const dialog = (page: Page, id: string) => page.locator(`dialog#${id}`);

/** Opens a listing and waits until its options island has hydrated. */
async function openListing(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(options(page).locator('[data-hydrated]')).toBeVisible();
}

test.describe('listing options', () => {
  test('browse → listing → colour and size rewrite the query → add → Added to cart', async ({ page }) => {
    await page.goto('/');
    await page.locator('.product-tile a[href*="/listing/bestseller-classic-tee"]').first().click();
    await expect(page).toHaveURL(/\/listing\/bestseller-classic-tee\?pid=101$/);
    await expect(options(page).locator('[data-hydrated]')).toBeVisible();
    await options(page).getByRole('radio', { name: 'Sand' }).check();
    await expect(page).toHaveURL(/[?&]variation=100100701(&|$)/);
    await expect(page.locator('[data-gallery] img').first()).toHaveAttribute('alt', /Sand/);
    await options(page).getByRole('radio', { name: 'XL', exact: true }).check();
    await expect(page).toHaveURL(/[?&]size=10104(&|$)/);
    await expect(page).toHaveURL(/[?&]pid=101(&|$)/);
    await addButton(page).click();
    const confirm = dialog(page, 'cart-confirmation');
    await expect(confirm.getByRole('heading', { name: 'Added to cart' })).toBeVisible();
    await expect(confirm).toContainText('Size: XL, Color: Sand');
  });

  test("after '10+' a typed quantity that is not one says why at the field and adds nothing; a whole one is added exactly", async ({
    page,
    axe,
  }) => {
    await openListing(page, '/listing/bestseller-classic-tee');
    await options(page).getByLabel('Quantity').selectOption('10+');
    const box = options(page).getByRole('textbox', { name: 'Type a quantity' });
    await expect(box).toBeFocused();
    const confirm = dialog(page, 'cart-confirmation');
    for (const [typed, message] of [
      ['abc', 'Enter a whole number, such as 12.'],
      ['0', 'The quantity must be at least 1.'],
      ['-2', 'The quantity must be at least 1.'],
      ['1000', 'You can add up to 999 at a time.'],
      ['', 'Enter a quantity.'],
    ] as const) {
      await box.fill(typed);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(message);
      await addButton(page).click();
      await expect(box, `'${typed}': the shopper is taken to the field`).toBeFocused();
      await expect(confirm).toBeHidden();
    }
    await axe();
    await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');
    await box.fill('15');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await addButton(page).click();
    await expect(confirm.getByRole('heading', { name: 'Added to cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 15 items');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    // 990 more would take the line over 999: nothing is added (never fewer than typed), and the shopper is told.
    await box.fill('990');
    await addButton(page).click();
    await expect(page.getByRole('alert')).toContainText(
      'You already have 15 of this item in your cart, and a cart holds at most 999 of one item, so none were added.',
    );
    await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 15 items');
    await expect(confirm).toBeHidden();
  });

  // Storefront §9: 'Holiday 2023 messages in December: digital items on days up to the 25th say 'within 5
  // hours'; days 1-5 standard shipping; 6-8 rush; 9-10 super rush, all for arrival by 12/25.'
  test('December holiday messages follow the shopper’s date, on a page built before', async ({ page, sandbox }) => {
    const holiday = options(page).locator('.options__holiday');
    await page.clock.install({ time: new Date(2026, 10, 30, 12) });
    await openListing(page, '/listing/bestseller-classic-tee');
    await expect(holiday).toHaveCount(0);
    for (const [day, text] of [
      [3, 'Order by December 5 with standard shipping for arrival by 12/25.'],
      [7, 'Order by December 8 with rush shipping for arrival by 12/25.'],
      [10, 'Order by December 10 with super rush shipping for arrival by 12/25.'],
      [11, null],
    ] as const) {
      await page.clock.setSystemTime(new Date(2026, 11, day, 12));
      await openListing(page, '/listing/bestseller-classic-tee');
      if (text === null) await expect(holiday, `December ${day}`).toHaveCount(0);
      else await expect(holiday, `December ${day}`).toHaveText(text);
    }
    const digital = `/listing/${await caseSlug(sandbox, 'digital')}`;
    await page.clock.setSystemTime(new Date(2026, 11, 20, 12));
    await openListing(page, digital);
    await expect(holiday).toContainText('within 5 hours');
    await page.clock.setSystemTime(new Date(2026, 11, 26, 12));
    await openListing(page, digital);
    await expect(holiday).toHaveCount(0);
  });

  test('a click on Add to cart before the island is live is kept, says Adding…, and adds once it is', async ({
    page,
  }) => {
    // A slow network: the island's script is held until the shopper has clicked.
    const island = await holdRequests(page, /\/_astro\/ListingOptionsIsland\.[^/]*\.js$/);
    // The link's colour and size, not the defaults, are what the kept click adds.
    await page.goto('/listing/bestseller-classic-tee?pid=101&variation=100100701&size=10104');
    await expect(options(page).locator('[data-hydrated]')).toHaveCount(0);
    await addButton(page).click();
    await expect(options(page).getByRole('status').filter({ hasText: 'Adding…' })).toBeVisible();
    await expect(addButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(dialog(page, 'cart-confirmation')).toBeHidden();
    island.release();
    const confirm = dialog(page, 'cart-confirmation');
    await expect(confirm.getByRole('heading', { name: 'Added to cart' })).toBeVisible();
    await expect(confirm).toContainText('Size: XL, Color: Sand');
    await expect(page.getByText('Adding…')).toHaveCount(0);
    await expect(addButton(page)).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 items');
  });

  test('a product change changes everything of the product: pid, colours, type, details and size chart, pictures, JSON-LD', async ({
    page,
  }) => {
    await openListing(page, '/listing/bestseller-classic-tee');
    // What the page shows of the product, as a shopper and a crawler see it.
    const shown = () =>
      page.evaluate(() => {
        const visible = (selector: string) =>
          [...document.querySelectorAll<HTMLElement>(selector)].filter(
            (e) => e.offsetParent !== null || e.getClientRects().length > 0,
          );
        const ld = [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map(
            (s) =>
              JSON.parse(s.textContent || '{}') as {
                '@type'?: string;
                category?: string;
                image?: string[];
                sku?: string;
              },
          )
          .find((j) => j['@type'] === 'Product');
        const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? '';
        return {
          type: visible('.listing__type').map((e) => e.textContent.trim()),
          details: visible('#details-product [data-product-part]').map((e) =>
            e.textContent.replace(/\s+/g, ' ').trim(),
          ),
          chartRows: visible('#details-product [data-product-part] table tbody tr').length,
          category: ld?.category,
          picture: ld?.image?.[0] ?? '',
          sku: ld?.sku ?? '',
          ogImage: meta('meta[property="og:image"]'),
          twitterImage: meta('meta[name="twitter:image"]'),
          gallery: document.querySelector<HTMLImageElement>('[aria-label="Product images"] img')?.src ?? '',
        };
      });
    // The Product Details tab is shown, so its visible part is what a shopper reads.
    await page.getByRole('tab', { name: 'Product Details' }).click();
    const before = await shown();
    expect(before.type).toEqual(['Classic Tee']);
    expect(before.details).toHaveLength(1);
    expect(before.details[0]).toMatch(/^Classic Tee:/);
    expect(before.chartRows).toBeGreaterThan(0);
    expect(before.category).toBe('Classic Tee');

    await options(page).getByRole('radio', { name: 'Long Sleeve Tee' }).check();
    await expect(page).toHaveURL(/[?&]pid=110(&|$)/);
    await expect(options(page).getByRole('radio', { name: 'Forest Green' })).toBeVisible();
    await expect.poll(async () => (await shown()).type).toEqual(['Long Sleeve Tee']);
    const after = await shown();
    expect(after.details).toHaveLength(1);
    expect(after.details[0]).toMatch(/^Long Sleeve Tee:/);
    expect(after.details[0]).not.toContain('Classic Tee');
    expect(after.chartRows).toBeGreaterThan(0);
    expect(after.category).toBe('Long Sleeve Tee');
    expect(after.picture).not.toBe(before.picture);
    // The head's facts of the product are the chosen one's: its sku (item group, colour, size) and picture.
    const chosen = new URL(page.url()).searchParams;
    expect(after.sku).toBe(
      `${before.sku.split('_')[0] ?? ''}_${chosen.get('variation') ?? ''}_${chosen.get('size') ?? ''}`,
    );
    expect(after.sku).not.toBe(before.sku);
    expect(before.ogImage).toBe(before.picture);
    expect(after.ogImage).toBe(after.picture);
    expect(after.twitterImage).toBe(after.picture);
    // The same picture as the gallery's, which asks the image host for a smaller width.
    const file = (url: string) => url.replace(/\?.*$/, '');
    await expect.poll(async () => file((await shown()).gallery)).toBe(file(after.picture));
    const views = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'view_item'),
    );
    expect(views).toHaveLength(2);

    // And back: the first product's parts return.
    await options(page).getByRole('radio', { name: 'Classic Tee' }).check();
    await expect(page).toHaveURL(/[?&]pid=101(&|$)/);
    await expect.poll(async () => (await shown()).type).toEqual(['Classic Tee']);
    expect((await shown()).category).toBe('Classic Tee');

    // A link to the second product (a tile's ?pid=) opens on its parts.
    await openListing(page, '/listing/bestseller-classic-tee?pid=110');
    await expect.poll(async () => (await shown()).type).toEqual(['Long Sleeve Tee']);
    expect((await shown()).category).toBe('Long Sleeve Tee');
  });

  test('more than 10 sizes or a long label is a dropdown; few sizes an underfill grid', async ({ page, sandbox }) => {
    await openListing(page, `/listing/${await caseSlug(sandbox, 'manySizes')}`);
    const select = options(page).getByRole('combobox', { name: 'Size' });
    await expect(select.locator('option')).toHaveCount(12);
    await select.selectOption({ label: '4XL' });
    await expect(page).toHaveURL(/[?&]size=11609(&|$)/);

    await openListing(page, `/listing/${await caseSlug(sandbox, 'longSizeLabel')}`);
    await expect(options(page).getByRole('combobox', { name: 'Size' })).toBeVisible();

    await openListing(page, `/listing/${await caseSlug(sandbox, 'fewSizes')}`);
    const grid = options(page).locator('[data-size-layout="grid"]');
    await expect(grid).toHaveAttribute('data-underfill', 'true');
    await expect(grid.getByRole('radio')).toHaveCount(4);
  });

  test('sold out, and an out-of-stock colour, say Out of stock; the sold-out colour is struck through and named so', async ({
    page,
    sandbox,
  }) => {
    await openListing(page, `/listing/${await caseSlug(sandbox, 'soldOut')}`);
    await expect(addButton(page)).toHaveText('Out of stock');
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');

    await openListing(page, `/listing/${await caseSlug(sandbox, 'outOfStockVariant')}`);
    // The sold-out colour is named so to screen readers and struck through on screen (issue 16); the other is not.
    await expect(options(page).getByRole('radio', { name: 'Navy, sold out', exact: true })).toHaveCount(1);
    await expect(options(page).getByRole('radio', { name: 'Heather Grey', exact: true })).toHaveCount(1);
    const struck = options(page).locator('.swatch--sold-out');
    await expect(struck).toHaveCount(1);
    expect(await struck.evaluate((el) => getComputedStyle(el, '::after').transform)).not.toBe('none');
    await options(page).getByRole('radio', { name: 'Heather Grey' }).check();
    await expect(addButton(page)).toHaveText('Add to cart');
    await options(page).getByRole('radio', { name: 'Navy' }).check();
    await expect(addButton(page)).toHaveText('Out of stock');
  });

  test('hostile query values fall back to the defaults and inject nothing', async ({ page, sandbox }) => {
    const slug = await caseSlug(sandbox, 'popular');
    const hostile = encodeURIComponent('<script>window.__pwned=1</script>');
    const img = encodeURIComponent('"><img src=x onerror="window.__pwned=2">');
    await openListing(page, `/listing/${slug}?variation=${hostile}&size=../../&pid=${img}&currency=${img}`);
    const defaultVariation = await options(page).getAttribute('data-variation-id');
    await expect(options(page).locator(`input[value="${defaultVariation ?? ''}"]`)).toBeChecked();
    await expect(options(page).getByRole('radio', { name: 'S', exact: true })).toBeChecked();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'USD');
  });

  test('NFT stock comes from the availability service', async ({ page, sandbox }) => {
    const slug = await caseSlug(sandbox, 'nft');
    await page.route(/\/availability\/v1\/availability\?/, (route) =>
      route.fulfill({ json: { listingId: 'x', count: 0 } }),
    );
    const asked = page.waitForRequest(/\/availability\/v1\/availability\?.*listingId=/);
    await openListing(page, `/listing/${slug}`);
    await asked;
    await expect(addButton(page)).toHaveText('Out of stock');
  });

  test('a listing the host no longer has sends the shopper to /listing-not-found', async ({ page, sandbox }) => {
    const slug = await caseSlug(sandbox, 'fewSizes');
    await sandbox.fault({
      host: 'commerce',
      method: 'GET',
      path: '/v1/listings',
      query: { slug },
      mode: 'errors',
      status: 404,
      errors: [{ status: '404', code: 'not_found', detail: 'Listing not found' }],
    });
    // Gone from the older listing fetch too, which answers for a listing the current call does not know.
    await sandbox.fault({
      host: 'commerce',
      method: 'GET',
      path: `/v0/listing/${slug}`,
      mode: 'errors',
      status: 404,
      errors: [{ status: '404', code: 'not_found', detail: 'Listing not found' }],
    });
    await page.goto(`/listing/${slug}`);
    await expect(page).toHaveURL(/\/listing-not-found$/);
  });

  test('size guide opens the size chart, axe clean', async ({ page, sandbox, axe }) => {
    await openListing(page, `/listing/${await caseSlug(sandbox, 'popular')}`);
    await options(page).getByRole('button', { name: 'Size guide' }).click();
    const chart = dialog(page, 'sizechart-modal');
    await expect(chart.getByRole('heading', { name: 'Size chart' })).toBeVisible();
    await expect(chart.getByRole('row')).toHaveCount(7);
    await axe();
  });

  test('the sticky add-to-cart bar shows on a phone when the button scrolls away @mobile-only', async ({
    page,
    sandbox,
  }) => {
    await openListing(page, `/listing/${await caseSlug(sandbox, 'popular')}`);
    const bar = page.getByTestId('sticky-add-bar');
    await addButton(page).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.mouse.wheel(0, 3000);
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog(page, 'cart-confirmation').getByRole('heading', { name: 'Added to cart' })).toBeVisible();
  });
});

test.describe('pre-order', () => {
  test('the form shows the spec messages, enables Submit once valid and posts', async ({ page, sandbox, axe }) => {
    await openListing(page, `/listing/${await caseSlug(sandbox, 'preorder')}`);
    await addButton(page).click();
    const form = dialog(page, 'preorderform-modal');
    await expect(form.getByRole('heading', { name: 'Pre-order' })).toBeVisible();
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    // The spec names the fields, not their labels: the app's labels, as literals.
    const labels = {
      email: 'Email',
      fullname: 'Full name',
      country: 'Country',
      street: 'Street address',
      street2: 'Apartment, suite, etc. (optional)',
      city: 'City',
      state: 'State',
      zip: 'Zipcode',
    } as const;
    const field = (name: keyof typeof labels) => form.getByLabel(labels[name], { exact: true });

    await field('email').fill('not-an-email');
    await expect(form).toContainText('Please enter a valid email');
    await field('fullname').fill('x');
    await field('fullname').fill('');
    await expect(form).toContainText('Please enter your full name');
    await field('zip').fill('123');
    await expect(form).toContainText('Please enter a valid zipcode');
    await field('zip').fill('');
    await expect(form).toContainText('Please enter your zipcode');
    await axe();

    await field('email').fill('fan@example.com');
    await field('fullname').fill('Ada Fan');
    await field('country').selectOption('US');
    await field('street').fill('1 Main St');
    await field('city').fill('Springfield');
    await field('state').selectOption('AP');
    await field('zip').fill('12345');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByRole('status')).toHaveText('Thank you! Your pre-order has been received.');
    const res = await sandbox.request('/_sandbox/records?table=pre_orders');
    const body = JSON.stringify(await res.json());
    expect(body).toContain('fan@example.com');
    expect(body).toContain('12345');
  });
});

test.describe('quick add', () => {
  // The Quick add of the first tile that links to the listing.
  const quickAdd = (page: Page, slug: string) =>
    page
      .locator('.product-tile', { has: page.locator(`a[href^="/listing/${slug}?"]`) })
      .first()
      .getByRole('button', { name: /^Quick add/ });

  test('a single-variation product is added at once; the confirmation closes after 6 s', async ({ page, sandbox }) => {
    await page.clock.install();
    await page.goto('/');
    const button = quickAdd(page, await caseSlug(sandbox, 'singleVariation'));
    await expect(button).toBeVisible();
    // The page's time stands still from here: the 6 s are counted on its clock, not waited for.
    await page.clock.pauseAt(Date.now() + 1_000);
    await button.click();
    const confirm = dialog(page, 'quick-add-confirmation');
    await expect(confirm.getByRole('heading', { name: 'Added to cart' })).toBeVisible();
    await expect(page.locator('dialog.quick-add')).toHaveCount(0);
    // (axe runs timers of its own, so the confirmation is checked with axe in the next-but-one test.)
    await page.clock.runFor(5_900);
    await expect(confirm).toBeVisible();
    await page.clock.runFor(100);
    await expect(confirm).toBeHidden();
  });

  // Add to cart never ignores a click (issue 16): a tile's Quick add pressed while its island is still on its
  // way shows it was taken, and opens once the island is live.
  test('a Quick add pressed before its island is live shows it is busy, then opens', async ({ page, sandbox }) => {
    const island = await holdRequests(page, /\/_astro\/Modals\./);
    await page.goto('/');
    const button = quickAdd(page, await caseSlug(sandbox, 'fewSizes'));
    await button.click();
    await expect(button).toHaveAttribute('data-intent-pending', '');
    await expect(button).toHaveCSS('cursor', 'progress');
    await expect(page.locator('dialog.quick-add')).toHaveCount(0);
    island.release();
    await expect(page.locator('dialog.quick-add').getByRole('radio', { name: 'Teal' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(button).not.toHaveAttribute('data-intent-pending');
  });

  // Two tiles of one home page: the sold-out one's modal, then an optioned one's picker.
  test('a sold-out product opens the out-of-stock modal, no options; a product with options shows them, then adds', async ({
    page,
    sandbox,
    axe,
  }) => {
    await page.goto('/');
    await quickAdd(page, await caseSlug(sandbox, 'soldOut')).click();
    const modal = dialog(page, 'quick-add-out-of-stock');
    await expect(modal.getByText('This product is out of stock.')).toBeVisible();
    await expect(page.locator('dialog.quick-add')).toHaveCount(0);
    await axe();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await quickAdd(page, await caseSlug(sandbox, 'fewSizes')).click();
    const opts = page.locator('dialog.quick-add');
    await expect(opts.getByRole('radio', { name: 'Teal' })).toBeVisible();
    await axe();
    await opts.getByRole('radio', { name: 'Teal' }).check();
    await opts.getByRole('radio', { name: 'L', exact: true }).check();
    await opts.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog(page, 'quick-add-confirmation').getByRole('heading', { name: 'Added to cart' })).toBeVisible();
    await expect(opts).toHaveCount(0);
    await axe();
  });
});
