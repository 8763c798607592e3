import { expect, test } from './fixtures.ts';

test('the demo store served by npm start shows its name and products', async ({ page, axe }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Merch' })).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText(/^\d+ products$/);
  const count = Number((await page.getByTestId('product-count').textContent())?.split(' ')[0]);
  expect(count).toBeGreaterThanOrEqual(48);
  const tiles = page.getByRole('listitem');
  await expect(tiles).toHaveCount(12);
  await expect(tiles.first().getByRole('heading', { level: 2 })).not.toBeEmpty();
  // Images are real files from the sandbox, not broken links.
  const image = tiles.first().getByRole('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await axe();
});
