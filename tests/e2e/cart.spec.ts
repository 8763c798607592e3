/**
 * Cart journeys (issue 4 §3): the cookie across reloads and tabs, a corrupt cookie, quantities, removal,
 * unavailable items, the checkout button and its failure, and axe with the cart filled and each modal open.
 * Carts are put in place by writing the cookie with the app's own encoder, or through the listing page.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, holdRequests, test, type SandboxHelpers } from './fixtures.ts';
import { createCommerceApi } from '../../src/features/catalog/api/commerce.ts';
import { addLine, type Cart, type CartLineInput } from '../../src/features/cart/domain/cart.ts';
import { cartCookieName, decodeCart, encodeCart } from '../../src/features/cart/domain/cart-cookie.ts';

const COOKIE = cartCookieName('demo');
/** Sandbox fixtures (demo store); see scripts/sandbox/fixtures/demo.ts. */
const TEE: CartLineInput = {
  slug: 'bestseller-classic-tee',
  productId: '101',
  colorId: '100100702',
  sizeId: '10102',
  quantity: 2,
  itemGroupId: '91001007',
};
const CREW: CartLineInput = {
  slug: 'vanishing-colour-crewneck',
  productId: '113',
  colorId: '100101100',
  sizeId: '11302',
  quantity: 1,
  itemGroupId: '91001011',
};
const GONE: CartLineInput = { ...TEE, slug: 'retired-design-tee', itemGroupId: '91009999', colorId: '1', sizeId: '1' };

function cartOf(...lines: CartLineInput[]): Cart {
  return lines.reduce<Cart>((cart, line) => addLine(cart, line, 'USA'), { lines: [], region: null });
}

async function setCart(context: BrowserContext, baseURL: string | undefined, cart: Cart | string): Promise<void> {
  const value = typeof cart === 'string' ? cart : encodeCart(cart);
  await context.addCookies([{ name: COOKIE, value, url: baseURL ?? 'http://localhost' }]);
}

async function cookieCart(context: BrowserContext): Promise<Cart> {
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
  return decodeCart(cookie?.value);
}

const pill = (page: Page) => page.getByRole('link', { name: /^Cart, .* items$/ });
const lines = (page: Page) => page.getByRole('list', { name: 'My Cart' }).getByRole('listitem');
const line = (page: Page, title: string) => lines(page).filter({ hasText: title });

const shelf = (page: Page) => page.getByRole('region', { name: 'You might also like' });
const shelfLinks = async (page: Page) =>
  await shelf(page)
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

/**
 * What a shopper sees of a tile, as data: every element's tag and classes in order (prices' per-currency
 * spans aside), the data attributes analytics and quick add read, and the font and the place of its name,
 * type and price below the picture.
 */
const tileShape = (tile: Locator) =>
  tile.evaluate((el) => {
    const parts = [el, ...el.querySelectorAll('*')].filter((e) => !e.parentElement?.matches('.price'));
    const media = el.querySelector('.product-tile__media')?.getBoundingClientRect().bottom ?? 0;
    const box = el.getBoundingClientRect();
    // Text is placed below the picture; quick add from the tile's top-right corner (tiles' widths may differ).
    const look = (selector: string, from: 'media' | 'corner' = 'media') => {
      const part = el.querySelector(selector);
      if (!part) return null;
      const css = getComputedStyle(part);
      const at = part.getBoundingClientRect();
      const top =
        from === 'media'
          ? String(Math.round(at.top - media))
          : `${String(Math.round(at.top - box.top))},${String(Math.round(box.right - at.right))}`;
      return `${css.fontFamily} ${css.fontSize} ${css.fontWeight} ${css.lineHeight} at ${top}`;
    };
    return {
      elements: parts.map((e) => `${e.tagName.toLowerCase().replace(/^h[23]$/, 'h')}.${[...e.classList].join('.')}`),
      data: ['listingId', 'priceCurrency', 'listName'].map((k) => (el as HTMLElement).dataset[k]),
      list: el.closest<HTMLElement>('[data-list-name]')?.dataset['listName'],
      name: look('.product-tile__name'),
      type: look('.product-tile__type'),
      price: look('.product-tile__price'),
      quickAdd: look('.product-tile__quick-add', 'corner'),
    };
  });

/** The sandbox's NFT listing as a cart line (its first colour and size). */
async function nftLine(sandbox: SandboxHelpers): Promise<CartLineInput> {
  const slug = await slugOf(sandbox, 'nft');
  const listing = await createCommerceApi({ baseUrl: `${sandbox.url}/commerce` }).getListing({
    slug,
    storeSlug: 'demo',
  });
  const { productId, variationId } = listing.primaryProduct;
  const variant = listing.products.flatMap((p) => p.variants).find((v) => v.variationId === variationId);
  const sizeId = variant?.sizes[0]?.id;
  if (!sizeId) throw new Error(`the NFT listing ${slug} has no size`);
  return { slug, productId, colorId: variationId, sizeId, quantity: 1, itemGroupId: listing.itemGroupId };
}

async function slugOf(sandbox: SandboxHelpers, name: string): Promise<string> {
  const slug = (await sandbox.cases())[name];
  if (typeof slug !== 'string') throw new Error(`no sandbox case ${name}`);
  return slug;
}

test.describe('cart', { tag: '@both-widths' }, () => {
  test('the pill count is right before any bundled script runs, and 99+ above 99', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.route('**/_astro/**/*.js', (route) => route.abort());
    await setCart(context, baseURL, cartOf(TEE, CREW));
    await page.goto('/');
    await expect(pill(page)).toHaveAccessibleName('Cart, 3 items');
    await setCart(context, baseURL, cartOf({ ...TEE, quantity: 150 }));
    await page.goto('/about');
    await expect(pill(page)).toHaveAccessibleName('Cart, 99+ items');
  });

  test('lines, quantity and removal survive a reload', async ({ page, context, baseURL, axe }) => {
    await setCart(context, baseURL, cartOf(TEE, CREW));
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`My Cart (3)`);
    const tee = line(page, 'Bestseller Classic Tee');
    await expect(tee).toContainText('Size: M, Color: Black');
    await expect(tee).toContainText('T-Shirt'); // the product type in title case (issue 16);
    await expect(tee).toContainText(/\$\d+\.\d{2}$/);
    await expect(page.getByText('Shipping & taxes are calculated at checkout')).toBeVisible();
    await expect(page.getByText('Have a promo code? You can enter it at the next step.')).toBeVisible();
    await expect(page.getByRole('link', { name: '30 Day Free Return Policy. Learn more' })).toHaveAttribute(
      'href',
      /return/,
    );
    await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();
    await axe();

    const totalBefore = await tee.locator('.cart-line__total').textContent();
    await tee.getByRole('combobox', { name: /Quantity, Bestseller Classic Tee/ }).selectOption('4');
    await expect(pill(page)).toHaveAccessibleName('Cart, 5 items');
    await expect(tee.locator('.cart-line__total')).not.toHaveText(totalBefore ?? '');
    await line(page, 'Vanishing Colour Crewneck')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(lines(page)).toHaveCount(1);

    await page.reload();
    await expect(lines(page)).toHaveCount(1);
    await expect(line(page, 'Bestseller Classic Tee').getByRole('combobox')).toHaveValue('4');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`My Cart (4)`);

    await line(page, 'Bestseller Classic Tee')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(pill(page)).toHaveAccessibleName('Cart, 0 items');
  });

  // One browser, two carts in turn: a corrupt cookie, then a good one whose quantity is typed.
  test("a corrupt cookie is an empty cart, not a crash; '10+' switches to typing @desktop-only", async ({
    page,
    context,
    baseURL,
  }) => {
    await test.step('a corrupt cookie is an empty cart, not a crash', async () => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await setCart(context, baseURL, '1|USA|%E0%A4:<b>:x:y:z:12|bogus');
      await page.goto('/cart');
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
      await expect(pill(page)).toHaveAccessibleName('Cart, 0 items');
      expect(errors).toEqual([]);
    });
    await test.step("'10+' switches to typing", async () => {
      await setCart(context, baseURL, cartOf(TEE));
      await page.goto('/cart');
      await line(page, 'Bestseller Classic Tee').getByRole('combobox').selectOption('10+');
      const box = page.getByRole('textbox', { name: /Type a quantity/ });
      await expect(box).toBeFocused();
      // What is not a quantity says why at the field, keeps what was typed and leaves the line as it was.
      for (const [typed, message] of [
        ['abc', 'Enter a whole number, such as 12.'],
        ['0', 'The quantity must be at least 1.'],
        ['-4', 'The quantity must be at least 1.'],
        ['1000', 'You can add up to 999 at a time.'],
      ] as const) {
        await box.fill(typed);
        await box.press('Enter');
        await expect(box).toHaveAccessibleDescription(message);
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(box).toHaveValue(typed);
        await expect(pill(page)).toHaveAccessibleName('Cart, 2 items');
      }
      await box.fill('25');
      await expect(box).not.toHaveAttribute('aria-invalid');
      await box.press('Enter');
      await expect(pill(page)).toHaveAccessibleName('Cart, 25 items');
      expect((await cookieCart(context)).lines[0]?.quantity).toBe(25);
    });
  });

  test('a sticky checkout bar shows on mobile while the summary buttons are out of view @mobile-only', async ({
    page,
    context,
    baseURL,
  }) => {
    await setCart(context, baseURL, cartOf(TEE, CREW));
    await page.goto('/cart');
    const bar = page.getByTestId('cart-sticky-bar');
    await expect(bar.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay with Google Pay' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });

  test('two tabs never lose a line @desktop-only', async ({ context, baseURL, sandbox }) => {
    await setCart(context, baseURL, cartOf(CREW));
    const a = await context.newPage();
    const b = await context.newPage();
    // Tab B ignores what other tabs broadcast, so its memory goes stale: its add must start from the cookie.
    await b.addInitScript(() => {
      class Deaf extends BroadcastChannel {
        override addEventListener(): void {
          // Drops listeners: this tab hears nothing.
        }
      }
      window.BroadcastChannel = Deaf;
    });
    const popular = await slugOf(sandbox, 'popular');
    await b.goto(`/listing/${popular}?pid=${TEE.productId}&variation=${TEE.colorId}&size=${TEE.sizeId}`);
    await a.goto('/cart');
    await expect(lines(a)).toHaveCount(1);

    await line(a, 'Vanishing Colour Crewneck')
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect(a.getByText('Your cart is empty.')).toBeVisible();
    await b.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(b.getByRole('dialog', { name: 'Added to cart' })).toBeVisible({ timeout: 15_000 });

    // A hears of B's add (BroadcastChannel) and shows the tee only: the removal and the add both hold.
    await expect(line(a, 'Bestseller Classic Tee')).toBeVisible();
    await expect(lines(a)).toHaveCount(1);
    await a.goto(`/listing/${CREW.slug}?pid=${CREW.productId}&variation=${CREW.colorId}&size=${CREW.sizeId}`);
    await a.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(a.getByRole('dialog', { name: 'Added to cart' })).toBeVisible({ timeout: 15_000 });
    const skus = (await cookieCart(context)).lines.map((l) => l.sku).sort();
    expect(skus).toEqual(['91001007_100100702_10102', '91001011_100101100_11302']);
    await b.reload();
    await expect(pill(b)).toHaveAccessibleName('Cart, 2 items');
  });

  // Issue 16, "Beyond the spec": a line added, changed or removed in one tab shows in every other open tab of
  // the store within 1 s, without a reload: on a page where no island is live (the home page's cart pill), on
  // the cart page and on a listing; through BroadcastChannel, and through the storage event without it.
  test('the cart stays in step across open tabs within 1 s, without a reload; the storage event stands in for BroadcastChannel @desktop-only', async ({
    context,
    baseURL,
    sandbox,
  }) => {
    const popular = await slugOf(sandbox, 'popular');
    const within = { timeout: 1_000 };
    for (const channel of [true, false]) {
      await test.step(
        channel ? 'through BroadcastChannel' : 'through the storage event, with no BroadcastChannel',
        async () => {
          if (!channel) {
            await context.addInitScript(() => {
              Reflect.deleteProperty(window, 'BroadcastChannel');
            });
          }
          await context.clearCookies();
          await setCart(context, baseURL, cartOf(CREW));
          const home = await context.newPage();
          const cart = await context.newPage();
          const listing = await context.newPage();
          await home.goto('/');
          await cart.goto('/cart');
          await expect(lines(cart)).toHaveCount(1, { timeout: 15_000 });
          await listing.goto(`/listing/${popular}?pid=${TEE.productId}&variation=${TEE.colorId}&size=${TEE.sizeId}`);
          if (!channel) expect(await home.evaluate(() => 'BroadcastChannel' in window)).toBe(false);

          // Added in the listing's tab.
          await listing.getByRole('button', { name: 'Add to cart' }).first().click();
          await expect(listing.getByRole('dialog', { name: 'Added to cart' })).toBeVisible({ timeout: 15_000 });
          await expect(pill(home)).toHaveAccessibleName('Cart, 2 items', within);
          await expect(line(cart, 'Bestseller Classic Tee')).toBeVisible(within);
          await expect(lines(cart)).toHaveCount(2);

          // Changed in the cart's tab.
          await line(cart, 'Bestseller Classic Tee')
            .getByRole('combobox', { name: /Quantity, Bestseller Classic Tee/ })
            .selectOption('3');
          await expect(pill(home)).toHaveAccessibleName('Cart, 4 items', within);
          await expect(pill(listing)).toHaveAccessibleName('Cart, 4 items', within);

          // Removed in the cart's tab.
          await line(cart, 'Vanishing Colour Crewneck')
            .getByRole('button', { name: /Remove/ })
            .click();
          await expect(pill(home)).toHaveAccessibleName('Cart, 3 items', within);
          await expect(pill(listing)).toHaveAccessibleName('Cart, 3 items', within);
          for (const page of [home, cart, listing]) await page.close();
        },
      );
    }
  });

  test('the added-to-cart modal passes axe @desktop-only', async ({ page, sandbox, axe }) => {
    const popular = await slugOf(sandbox, 'popular');
    await page.goto(`/listing/${popular}?pid=${TEE.productId}&variation=${TEE.colorId}&size=${TEE.sizeId}`);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Added to cart' });
    await expect(dialog.getByRole('link', { name: 'View cart' })).toBeVisible({ timeout: 15_000 });
    await axe();
    await dialog.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart\/?$/);
    await expect(lines(page)).toHaveCount(1);
  });

  test('unavailable items are removed and named @desktop-only', async ({ page, context, baseURL, sandbox, axe }) => {
    const res = await sandbox.request('/_sandbox/withdraw', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store: 'demo', listingSlug: CREW.slug, variationId: CREW.colorId }),
    });
    expect(res.status).toBe(201);
    await setCart(context, baseURL, cartOf(TEE, CREW));
    await page.goto('/cart');
    const dialog = page.getByRole('dialog', { name: 'Items unavailable' });
    await expect(dialog).toContainText(
      'The following item(s) were removed from your cart because they are not available at this time.',
    );
    await expect(dialog.getByRole('listitem')).toHaveText(['Vanishing Colour Crewneck Crewneck Sweatshirt']);
    await axe();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(lines(page)).toHaveCount(1);
    expect((await cookieCart(context)).lines.map((l) => l.slug)).toEqual([TEE.slug]);
  });

  test('a line whose listing is gone is removed and the page reloads @desktop-only', async ({
    page,
    context,
    baseURL,
  }) => {
    await setCart(context, baseURL, cartOf(TEE, GONE));
    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(1);
    await expect(line(page, 'Bestseller Classic Tee')).toBeVisible();
    expect((await cookieCart(context)).lines.map((l) => l.slug)).toEqual([TEE.slug]);
  });

  test('Checkout creates the checkout and goes to /checkout/{id} @desktop-only', async ({ page, context, baseURL }) => {
    await setCart(context, baseURL, cartOf(TEE));
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    // Same lines again: the remembered checkout is reused.
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    // The PayPal button opens the same checkout on its own method.
    await expect(page).toHaveURL(new RegExp(`/checkout/${id ?? ''}\\?method=paypal$`));
  });

  test('a PayPal click stopped by an unavailable item leaves the sticky Checkout on card @mobile-only', async ({
    page,
    context,
    baseURL,
    sandbox,
  }) => {
    // Two lines stay after CREW goes, so the summary's buttons start below the fold and the sticky bar shows.
    await setCart(context, baseURL, cartOf(TEE, CREW, await nftLine(sandbox)));
    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(3);
    // Withdrawn after the page loaded: the PayPal button's re-validation finds it and stops there.
    const res = await sandbox.request('/_sandbox/withdraw', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store: 'demo', listingSlug: CREW.slug, variationId: CREW.colorId }),
    });
    expect(res.status).toBe(201);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Items unavailable' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(lines(page)).toHaveCount(2);
    // The sticky bar's Checkout (shown once the summary's buttons are out of view) is a card checkout.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.getByTestId('cart-sticky-bar').getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  });

  test('a failed checkout creation stays on /cart with a toast @desktop-only', async ({
    page,
    context,
    baseURL,
    sandbox,
  }) => {
    await setCart(context, baseURL, cartOf(TEE, CREW));
    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(2);
    await sandbox.fault({ host: 'checkout', method: 'POST', path: '/checkout', mode: 'status', status: 500, count: 3 });
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not start your checkout. Please try again.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/cart\/?$/);
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Checkout', exact: true })).toBeEnabled();
  });

  test("'You might also like' holds the cart's related products, not a fixed list; skeletons while they load @desktop-only", async ({
    page,
    context,
    baseURL,
    axe,
  }) => {
    // The listing page's own shelf for the tee: the cart's shelf must be the same products.
    await page.goto(`/listing/${TEE.slug}`);
    await expect(shelf(page).getByRole('link').first()).toBeVisible();
    const listingShelf = await shelfLinks(page);
    expect(listingShelf.length).toBeGreaterThan(0);
    const listingTile = await tileShape(shelf(page).getByRole('article').first());

    await setCart(context, baseURL, cartOf(TEE));
    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(1);
    await expect(shelf(page).getByRole('link').first()).toBeVisible();
    const teeShelf = await shelfLinks(page);
    expect(teeShelf.length).toBeLessThanOrEqual(4);
    expect(teeShelf).toEqual(listingShelf.slice(0, 4));
    // Its tiles look and behave exactly like the listing shelf's tiles of the same products (issue 16).
    expect(await tileShape(shelf(page).getByRole('article').first())).toEqual(listingTile);
    await expect(shelf(page).getByRole('heading', { level: 3 })).toHaveCount(teeShelf.length);
    await axe();

    // Two lines. While their listings load: a skeleton of the two lines and of the shelf's four tiles
    // (storefront.md §9: 'Skeleton tiles 4'), said to screen readers, never a bare 'Loading'.
    await setCart(context, baseURL, cartOf(TEE, CREW));
    const listings = await holdRequests(page, /\/v[01]\/listings?(\/|\?|$)/);
    await page.goto('/cart');
    const island = page.locator('.cart__island');
    await expect(island.locator('[data-skeleton="rows"] li')).toHaveCount(2);
    await expect(island.locator('[data-skeleton="tiles"] li')).toHaveCount(4);
    await expect(island.getByRole('status').filter({ hasText: 'Loading your cart' })).toBeAttached();
    await expect(island.getByText('Loading', { exact: true })).toHaveCount(0);
    listings.release();
    // Then both lines' related products, once each, none of them in the cart.
    await expect(lines(page)).toHaveCount(2);
    await expect(island.locator('[data-skeleton]')).toHaveCount(0);
    await expect(shelf(page).getByRole('link').first()).toBeVisible();
    const both = await shelfLinks(page);
    expect(both.length).toBeLessThanOrEqual(4);
    expect(new Set(both).size).toBe(both.length);
    expect(both.some((p) => p.includes(TEE.slug) || p.includes(CREW.slug))).toBe(false);
    expect(both.some((p) => teeShelf.includes(p))).toBe(true);

    // An empty cart shows no shelf.
    await setCart(context, baseURL, cartOf());
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(shelf(page)).toHaveCount(0);
  });

  // One browser for the three answers: each cart is set again and the page loaded afresh.
  test('an NFT line keeps its place while the availability service has a count; with a count of 0 or none it is removed and named @desktop-only', async ({
    page,
    context,
    baseURL,
    sandbox,
  }) => {
    const nft = await nftLine(sandbox);
    await test.step('a count: the line stays', async () => {
      await setCart(context, baseURL, cartOf(TEE, nft));
      const asked = page.waitForRequest((r) => r.url().includes('/availability/v1/availability'));
      await page.goto('/cart');
      expect(new URL((await asked).url()).searchParams.get('listingId')).toMatch(/^\d+$/);
      await expect(lines(page)).toHaveCount(2);
      await expect(line(page, 'Genesis Collectible')).toBeVisible();
    });
    for (const [what, answer] of [
      ['a count of 0', { status: 200, json: { count: 0 } }],
      ['no count (the service fails)', { status: 503, json: { errors: [{ message: 'unavailable' }] } }],
    ] as const) {
      await test.step(`${what}: out of stock, removed and named`, async () => {
        await page.route('**/availability/v1/availability**', (route) => route.fulfill(answer));
        await setCart(context, baseURL, cartOf(TEE, nft));
        await page.goto('/cart');
        const dialog = page.getByRole('dialog', { name: 'Items unavailable' });
        await expect(dialog).toContainText(
          'The following item(s) were removed from your cart because they are not available at this time.',
        );
        await expect(dialog.getByRole('listitem')).toHaveText([/^Genesis Collectible/]);
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(lines(page)).toHaveCount(1);
        expect((await cookieCart(context)).lines.map((l) => l.slug)).toEqual([TEE.slug]);
        await page.unroute('**/availability/v1/availability**');
      });
    }
  });
});
