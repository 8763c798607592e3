import { expect, test } from './fixtures.ts';

const STORE_NAME = 'Northwind Merch';

// Four collection pages in one browser, each a step of its own in the report.
test('collection pages: a top-level one, a nested one, an empty one and one opened by its id', async ({
  page,
  sandbox,
  axe,
}) => {
  test.setTimeout(60_000); // several pages in one test, each with its checks
  await test.step('a top-level collection shows its title, subcollections and tiles', async () => {
    await page.goto('/apparel');
    await expect(page).toHaveTitle(`Apparel | ${STORE_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
    const subs = page.getByRole('navigation', { name: 'Subcategories' });
    await expect(subs.getByRole('link')).toHaveText(['Tees', 'Hoodies']);
    const tiles = page.getByRole('main').getByRole('article');
    expect(await tiles.count()).toBeGreaterThan(12);
    await axe();
  });

  await test.step('a nested collection has its own page with a breadcrumb to its parent', async () => {
    await page.goto('/tees');
    await expect(page).toHaveTitle(`Tees | ${STORE_NAME}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tees' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Apparel' })).toHaveAttribute('href', '/apparel');
    const first = page.getByRole('main').getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/listing\/[^/?]+\/?\?pid=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await axe();
  });

  await test.step('an empty collection says there are no products', async () => {
    await page.goto('/coming-soon');
    await expect(page).toHaveTitle(`Coming Soon | ${STORE_NAME}`);
    await expect(page.getByText('There are no products for this category')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await axe();
  });

  // Storefront §2: the first path segment is the collection id or slug. The id answers with its page.
  await test.step('a collection opened by its id goes to its page', async () => {
    const res = await sandbox.request('/commerce/v1/stores/collections?slug=demo');
    const { collections } = (await res.json()) as { collections: { id: string; slug: string; name: string }[] };
    const tees = collections.find((c) => c.slug === 'tees');
    expect(tees).toBeDefined();
    const answer = await page.goto(`/${tees?.id ?? ''}`);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(/\/tees$/);
    await expect(page.getByRole('heading', { level: 1, name: tees?.name ?? '' })).toBeVisible();
  });
});
