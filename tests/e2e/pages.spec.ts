/**
 * The fixed pages of the demo store (About on, support on): About, legal, support, not-found, login and the
 * search and cart shells, each checked with axe at both widths (the mobile and desktop projects). The
 * e2e server serves only `demo`; the About-off and support-off build of `minimal` is asserted on its
 * output in tests/unit/pages-output.test.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const STORE = 'Northwind Merch';
const main = (page: Page) => page.locator('main');
const robots = (page: Page) => page.locator('meta[name="robots"]');

// The fixed pages in one browser, each a step of its own in the report.
test('the fixed pages: About, legal, support, not-found, login, and the search and cart shells', async ({
  page,
  axe,
}) => {
  test.setTimeout(90_000); // several pages in one test, each with its checks
  await test.step('About shows the sanitised text blocks, the hero image and 4 latest releases', async () => {
    await page.goto('/about');
    await expect(page).toHaveTitle(`About | ${STORE}`);
    await expect(main(page).getByRole('heading', { level: 1, name: `About ${STORE}` })).toBeVisible();
    await expect(main(page).locator('.about__hero')).toHaveAttribute('src', /about-demo\.svg$/);
    await expect(main(page).getByText('in a garage in 2019.')).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: 'Printed on demand' })).toBeVisible();
    await expect(main(page).getByRole('img', { name: 'Our workshop' })).toBeVisible();
    // The hostile parts of the demo theme's About text never run or render.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await expect(main(page).locator('script, iframe, [onerror], [style], a[href^="javascript:"]')).toHaveCount(0);

    const releases = main(page).getByRole('region', { name: 'Latest releases' });
    await expect(releases.getByRole('article')).toHaveCount(4);
    await expect(releases.getByRole('link').first()).toHaveAttribute('href', /^\/listing\/[^?]+\?pid=\w+$/);
    await axe();
  });

  await test.step('Terms of Use and Privacy Policy are dated 2020-02-20 with the spec facts', async () => {
    await page.goto('/terms-of-use');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(main(page).locator('time')).toHaveAttribute('datetime', '2020-02-20');
    await expect(main(page).locator('time')).toHaveText('February 20, 2020');
    await expect(main(page)).toContainText('will not exceed $50');
    await expect(main(page)).toContainText('at least 18 years old');
    await axe();

    await page.goto('/privacy-policy');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main(page).locator('time')).toHaveAttribute('datetime', '2020-02-20');
    await expect(main(page)).toContainText('children under 13');
    await expect(main(page)).toContainText('ten business days');
    await axe();
    // The date is the buyer's locale's too (issue 16: every date through the one formatter).
    await page.goto('/privacy-policy?locale=de');
    await expect(main(page).locator('time')).toHaveText('20. Februar 2020');
    await page.goto('/privacy-policy?locale=en-GB');
    await expect(main(page).locator('time')).toHaveText('20 February 2020');
    await page.goto('/privacy-policy?locale=en');
    await expect(main(page).locator('time')).toHaveText('February 20, 2020');
  });

  await test.step('/terms is the Terms of Use, canonical to /terms-of-use', async () => {
    await page.goto('/terms');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/terms-of-use$/);
  });

  await test.step('support lists 4 categories with 10 articles, and an article opens', async () => {
    await page.goto('/support');
    const topics = main(page).locator('.support-topic');
    await expect(topics).toHaveCount(4);
    for (const name of ['Orders', 'Shipping', 'Billing', 'Policies']) {
      await expect(main(page).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(topics.getByRole('link')).toHaveCount(10);
    await expect(main(page)).toContainText('within 24 business hours');
    await axe();

    await topics.getByRole('link', { name: 'How do I track my order?' }).click();
    await expect(page).toHaveURL(/\/support\/track-my-order\/?$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'How do I track my order?' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Track my order' })).toHaveAttribute('href', '/track');
    await expect(main(page).getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveAttribute(
      'href',
      '/support',
    );
    await axe();
  });

  for (const path of ['/this-page-does-not-exist', '/listing-not-found']) {
    await test.step(`${path} shows the not-found texts and a link home`, async () => {
      const response = await page.goto(path);
      if (path !== '/listing-not-found') expect(response?.status()).toBe(404);
      await expect(main(page).getByRole('heading', { level: 1, name: '404! Page not found' })).toBeVisible();
      await expect(main(page).getByText('Somehow you have come to a page that does not exist.')).toBeVisible();
      const home = main(page).getByRole('link', { name: 'Go to homepage' });
      await expect(home).toHaveAttribute('href', '/');
      await expect(robots(page)).toHaveAttribute('content', /noindex/);
      await axe();
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  await test.step('login has one labelled accessCode field and a Login button, sent as a GET to /', async () => {
    await page.goto('/login');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const form = main(page).locator('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/');
    const field = main(page).getByLabel('Access code');
    await expect(field).toHaveAttribute('name', 'accessCode');
    await expect(form.locator('input:not([type="hidden"])')).toHaveCount(1);
    await expect(main(page).locator('.login__logo')).toHaveAttribute('src', /login-header-demo\.svg$/);
    await expect(main(page).locator('.login__footer-logo')).toHaveAttribute('src', /login-footer-demo\.svg$/);
    await expect(main(page).getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/);
    await expect(robots(page)).toHaveAttribute('content', /noindex/);
    await axe();

    await field.fill('open sesame');
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/\?accessCode=open\+sesame$/);
  });

  await test.step('search is a labelled GET form on searchterm with an empty results region', async () => {
    await page.goto('/search');
    const box = main(page).getByRole('searchbox', { name: 'Search products' });
    await expect(box).toHaveAttribute('name', 'searchterm');
    await expect(main(page).getByRole('search')).toHaveAttribute('action', '/search');
    await expect(main(page).locator('#featured-products')).toBeEmpty();
    await expect(robots(page)).toHaveAttribute('content', /noindex/);
    await axe();
  });

  await test.step('cart is a shell with the My Cart heading and a mount region', async () => {
    await page.goto('/cart');
    await expect(main(page).getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(main(page).locator('#cart-root')).toHaveCount(1);
    await expect(robots(page)).toHaveAttribute('content', /noindex/);
    await axe();
  });
});
