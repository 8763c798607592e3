import { expect, test, type SandboxHelpers } from './fixtures.ts';
import type { Page } from '@playwright/test';

const STORE_NAME = 'Northwind Merch';

async function caseSlug(sandbox: SandboxHelpers, name: string): Promise<string> {
  const slug = (await sandbox.cases())[name];
  if (typeof slug !== 'string') throw new Error(`sandbox case ${name} is not a listing slug`);
  return slug;
}

const gallery = (page: Page) => page.getByRole('region', { name: 'Product images' });

test.describe('listing page', () => {
  // The popular listing's page as one visit, each check a step of its own in the report.
  test('the popular listing: title, price, tabs, report link and axe; the zoom; the shelves; thumbnails and arrows @desktop-only', async ({
    page,
    sandbox,
    axe,
  }) => {
    test.setTimeout(60_000); // four checks of one page
    const slug = await caseSlug(sandbox, 'popular');
    await test.step('shows title, price, options slot, tabs and report link, and passes axe', async () => {
      await page.goto(`/listing/${slug}`);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      await expect(page).toHaveTitle(`${title ?? ''} | ${STORE_NAME}`);
      const options = page.locator('#listing-options');
      await expect(options).toHaveAttribute('data-listing-id', /^\d+$/);
      await expect(options.locator('[data-c="USD"]')).toHaveText(/^\$\d+\.\d{2}$/);
      await expect(page.getByRole('tab')).toHaveText([...['Description', 'Product Details', 'Delivery Details']]);
      const report = page.getByRole('link', { name: new RegExp('Report this product') });
      await expect(report).toHaveAttribute('href', `https://merch-policy.example/report/${slug}`);
      await axe();
    });
    await test.step('the zoom follows the mouse from tabletSm up', async () => {
      const image = gallery(page).getByRole('img').first();
      const box = await image.boundingBox();
      if (!box) throw new Error('main image has no box');
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
      await expect(image).not.toHaveCSS('transform', 'none');
      await expect(image).toHaveCSS('transform-origin', `${box.width * 0.2}px ${box.height * 0.3}px`);
      await expect(image).toHaveAttribute('sizes', '1200px');
      await page.mouse.move(0, 0);
    });
    await test.step('shelves hold at most 4 tiles and the carousel is reachable by keyboard', async () => {
      for (const name of ['You might also like', 'Frequently bought together']) {
        const tiles = page.getByRole('region', { name }).getByRole('listitem');
        expect(await tiles.count()).toBeGreaterThan(0);
        expect(await tiles.count()).toBeLessThanOrEqual(4);
      }
      const carousel = page.getByRole('region', { name: 'Similar Products' });
      const links = carousel.getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      await links.last().focus();
      await expect(links.last()).toBeInViewport();
      await expect(page.locator(`main a[href^="/listing/${slug}?"]`)).toHaveCount(0);
    });
    await test.step('thumbnails and the next arrow change the main image', async () => {
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      const thumbs = gallery(page).getByRole('link', { name: /^Show image/ });
      const count = await thumbs.count();
      expect(count).toBeGreaterThan(2);
      const main = (n: number) => gallery(page).getByRole('img', { name: new RegExp(`\\(${n} of ${count}\\)$`) });
      await expect(main(1)).toBeInViewport({ ratio: 0.9 });
      await thumbs.nth(2).click();
      // The thumbnails may sit below the fold on a short window; bring the gallery back up to look at it,
      // with the mouse off it (a zoomed image would be only partly in view).
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await page.mouse.move(0, 0);
      await expect(main(3)).toBeInViewport({ ratio: 0.9 });
      await expect(main(1)).not.toBeInViewport();
      await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
      await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current');
      await gallery(page).getByRole('link', { name: 'Next image' }).nth(2).click();
      await page.mouse.move(0, 0); // a zoomed image would be only partly in view
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await expect(main(4)).toBeInViewport({ ratio: 0.9 });
    });
  });

  test('no zoom on a phone @mobile-only', async ({ page, sandbox }) => {
    await page.goto(`/listing/${await caseSlug(sandbox, 'popular')}`);
    const image = gallery(page).getByRole('img').first();
    await image.hover();
    await expect(image).toHaveCSS('transform', 'none');
  });

  // Other listings of the demo store, each a step of its own in the report.
  test('tabs by click and arrow keys; digital and physical delivery; fan validation; pre-order; a listing that does not exist', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(60_000); // six listing pages
    await test.step('tabs switch by click and by arrow keys', async () => {
      await page.goto(`/listing/${await caseSlug(sandbox, 'manySizes')}`);
      const [description, details, delivery] = ['Description', 'Product Details', 'Delivery Details'].map((name) =>
        page.getByRole('tab', { name }),
      );
      if (!description || !details || !delivery) throw new Error('three tabs expected');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await details.click();
      await expect(details).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Product Details' })).toContainText('Materials');
      await page.keyboard.press('ArrowRight');
      await expect(delivery).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: 'Delivery Details' })).toContainText('30 Day Free Return Policy');
      await page.keyboard.press('Home');
      await expect(description).toHaveAttribute('aria-selected', 'true');
    });
    await test.step('digital items show digital delivery, physical ones the return policy', async () => {
      await page.goto(`/listing/${await caseSlug(sandbox, 'digital')}`);
      await page.getByRole('tab', { name: 'Delivery Details' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Delivery Details' });
      await expect(panel).toContainText('Digital item: delivered to your email, no shipping needed.');
      await expect(panel).not.toContainText('30 Day Free Return Policy');

      await page.goto(`/listing/${await caseSlug(sandbox, 'popular')}`);
      await page.getByRole('tab', { name: 'Delivery Details' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Delivery Details' })).toContainText('30 Day Free Return Policy');
    });
    await test.step('the fan-validation notice shows above 100 orders only', async () => {
      await page.goto(`/listing/${await caseSlug(sandbox, 'popular')}`);
      await expect(page.getByText('Fan favourite: bought by more than 100 fans.')).toBeVisible();
      await page.goto(`/listing/${await caseSlug(sandbox, 'digital')}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Fan favourite: bought by more than 100 fans.')).toHaveCount(0);
    });
    await test.step('a pre-order product says so', async () => {
      await page.goto(`/listing/${await caseSlug(sandbox, 'preorder')}`);
      await expect(page.getByText('Pre-order: this product ships once production starts.')).toBeVisible();
    });
    await test.step('a listing that does not exist has no page', async () => {
      const response = await page.goto(`/listing/${await caseSlug(sandbox, 'notFound')}`);
      expect(response?.status()).toBe(404);
    });
  });

  test('without JavaScript, thumbnails and tabs still work', async ({ browser, sandbox, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
    const page = await context.newPage();
    await page.goto(`/listing/${await caseSlug(sandbox, 'popular')}`);
    await page.getByRole('tab', { name: 'Delivery Details' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Delivery Details' })).toContainText('30 Day Free Return Policy');
    await expect(page.getByRole('tabpanel', { name: 'Delivery Details' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();
    await gallery(page)
      .getByRole('link', { name: /^Show image 2 of/ })
      .click();
    await page.mouse.move(0, 0); // a zoomed image would be only partly in view
    await expect(gallery(page).getByRole('img', { name: /\(2 of \d+\)$/ })).toBeInViewport({ ratio: 0.9 });
    // A tile's Quick add could do nothing without JavaScript: it is not offered (its link is the way in).
    await expect(page.locator('.product-tile').first().getByRole('link')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Quick add/ })).toHaveCount(0);
    await context.close();
  });
});
