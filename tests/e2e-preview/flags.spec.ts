import { expect, test } from '../e2e/fixtures.ts';
import { resetSandbox, setFlags, storeUrl } from './helpers.ts';

/** The on-demand server reads the flags service live: a flag flipped in the service shows on the next page. */
test.describe('feature flags, read live', () => {
  test.afterEach(resetSandbox);

  test('support: the footer link and the section follow the flag both ways', async ({ page }) => {
    await setFlags('demo', { support: true });
    await page.goto(storeUrl('demo', '/support'));
    await expect(page).toHaveURL(storeUrl('demo', '/support'));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Support' })).toBeVisible();
    await setFlags('demo', { support: false });
    await page.goto(storeUrl('demo', '/support'));
    await expect(page).toHaveURL(storeUrl('demo', '/'));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Support' })).toHaveCount(0);
  });

  test('notificationBanner: the announcement shows only with the flag on', async ({ page }) => {
    await setFlags('demo', { notificationBanner: true });
    await page.goto(storeUrl('demo', '/'));
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
    await setFlags('demo', { notificationBanner: false });
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
  });

  test('showFanValidation: the notice of a popular listing follows the flag both ways', async ({ page }) => {
    const popular = storeUrl('demo', '/listing/bestseller-classic-tee');
    await setFlags('demo', { showFanValidation: true });
    await page.goto(popular);
    await expect(page.locator('[data-notice="fan-validation"]')).toBeVisible();
    await setFlags('demo', { showFanValidation: false });
    await page.reload();
    await expect(page.locator('[data-notice="fan-validation"]')).toHaveCount(0);
  });
});
