import { expect, test } from './fixtures.ts';

/**
 * The home page's chrome as one visit, each part a step of its own in the report: the skip link (first, while
 * nothing has focus), the promo banner (before its first rotation), the header, the announcement, then the
 * footer, with one axe run over the whole page at the end. One load of the page serves them all.
 */
test('home page chrome: skip link, header, banners and footer @desktop-only', async ({ page, context, axe }) => {
  test.setTimeout(60_000); // several pages in one test, each with its checks
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await test.step('skip link moves to the main content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
  // Before the banner's 7 s rotation moves on from the first code.
  await test.step('promo banner shows valid codes only and copies on click', async () => {
    const promo = page.getByRole('complementary', { name: 'Promo codes' });
    await expect(promo.getByRole('button', { name: /SAVE10/ })).toBeVisible();
    await expect(promo.locator('[data-code]')).toHaveText([/SAVE10/, /TAKE5/, /FREESHIP/, /EXPIRED15/, /LOCAL20/]);
    await expect(promo.getByRole('button', { name: /\$5\.00 off with code TAKE5/ })).toBeHidden();
    await promo.getByRole('button', { name: /SAVE10/ }).click();
    await expect(promo.getByRole('status')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SAVE10');
  });
  await test.step('header: logo, navigation in order, search, get notified and cart', async () => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Northwind Merch' })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    const top = nav.locator(':scope > ul > li > a, :scope > ul > li > details > summary');
    await expect(top).toHaveText([
      'Explore',
      'Apparel',
      'Accessories',
      'Digital',
      'Coming Soon',
      'Support',
      /Tour dates/,
      'About',
    ]);
    await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/#featured-products');
    await expect(nav.getByRole('link', { name: /Tour dates/ })).toHaveAttribute('rel', 'noopener noreferrer');

    // Subcategories open by keyboard.
    await nav.locator('summary', { hasText: 'Apparel' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Tees' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tees' })).toHaveAttribute('href', '/tees');

    await expect(header.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    const notify = header.getByRole('link', { name: 'Get notified' });
    await expect(notify).toHaveAttribute('data-modal', 'getnotified-modal');
    await expect(notify).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(header.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/cart');
    await expect(header.getByRole('link', { name: /Instagram/ })).toBeVisible();
  });
  await test.step('notification banner shows sanitised HTML; hostile theme content never runs', async () => {
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner.getByText('Free shipping')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'shop hoodies' })).toHaveAttribute(
      'href',
      '/search?searchterm=hoodie',
    );
    await expect(banner.locator('script, [onerror], [onclick], a[href^="javascript:"]')).toHaveCount(0);
    // The words around the links keep their spaces as laid out (innerText); the javascript: link's text stays, as text.
    await expect(banner.locator('p').first()).toHaveText(
      'Free shipping on orders over $50 — shop hoodies claim your gift details',
      { useInnerText: true },
    );
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    // customCSS: the legitimate rule applies, the break-out and the hiding rules do not.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveCSS('letter-spacing', 'normal');
    await expect(page.locator('style').filter({ hasText: 'evil.example' })).toHaveCount(0);
  });
  await test.step('footer: support links, newsletter form, region and currency, social icons', async () => {
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Support', '/support'],
      ['Track my order', '/track'],
      ['Contact us', '/contact'],
      ['Terms of Use', '/terms-of-use'],
      ['Privacy Policy', '/privacy-policy'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const email = footer.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(footer.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(footer.getByRole('button', { name: /Region & currency/ })).toHaveAttribute(
      'data-modal',
      'localization-modal',
    );
    await expect(footer.getByText('Northwind Merch sells merch printed on demand for fans.')).toBeVisible();
    await expect(footer.getByRole('link', { name: /YouTube|Youtube/ })).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await axe();
  });
});

test('hamburger menu opens by keyboard with a subcategory accordion, and Escape closes it @mobile-only', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toHaveCount(1);
  const button = menu.locator('summary').first();
  await expect(button).toHaveAccessibleName('Menu');
  await expect(menu.getByRole('link', { name: 'Explore' })).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Explore' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tees' })).toBeHidden();
  await menu.locator('summary', { hasText: 'Apparel' }).click();
  await expect(menu.getByRole('link', { name: 'Tees' })).toBeVisible();
  await axe();
  await button.press('Enter');
  await expect(menu.getByRole('link', { name: 'Explore' })).toBeHidden();
  // Escape closes it from inside, the focus back on the button.
  await button.press('Enter');
  await menu.getByRole('link', { name: 'Explore' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Explore' })).toBeHidden();
  await expect(button).toBeFocused();
});

test('promo banner rotates every 7 s, holds under the pointer, and costs nothing in between', async ({ page }) => {
  // The page's clock stands still from before it loads: the 7 s are counted on it, not waited for.
  const start = new Date('2026-11-25T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start);
  await page.goto('/');
  const promo = page.getByRole('complementary', { name: 'Promo codes' });
  const shown = promo.locator('.promo__item:visible');
  await expect(shown).toHaveText(/SAVE10/);
  // Nothing animates between rotations: an idle page does no work at every frame.
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  await page.clock.runFor(6_999);
  await expect(shown).toHaveText(/SAVE10/);
  await page.clock.runFor(1);
  await expect(shown).toHaveText(/TAKE5/);
  await promo.hover();
  await page.clock.runFor(14_000);
  await expect(shown).toHaveText(/TAKE5/);
  await page.mouse.move(0, 600);
  await page.clock.runFor(7_000);
  await expect(shown).toHaveText(/FREESHIP/);
});
