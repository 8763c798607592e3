/**
 * Search (storefront §2 "Search page", §5 search rules; issue 4 §6), in Chromium at both widths: the header
 * combobox with up to 5 suggestions, and /search with the term in the URL, 'No results for "{term}"',
 * 12-per-page pagination, Close, a hostile ?searchterm= and axe. Terms come from the demo store's product
 * names (checked against the built records file), never from hard-coded listing slugs.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures.ts';
import { listingPath } from '../../src/shared/routes.ts';
import { parseSearchFile, SEARCH_FILE_URL } from '../../src/features/search/domain/file-schema.ts';
import { decodeSearchFile } from '../../src/features/search/domain/records.ts';

/** A word in more than 5 demo product names, so the header must cut its suggestions to 5. */
const NAME_TERM = 'hoodie';
/** A collection name of most demo products: enough results for at least 3 pages. */
const BROAD_TERM = 'apparel';
const NONSENSE_TERM = 'zzqxjv';
const HOSTILE_TERM = '<img src=x onerror=window.__pwned=1>';

/** The first island download can be slow on a loaded machine. */
const ISLAND_TIMEOUT = 15_000;

interface ProductRef {
  name: string;
  url: string;
  productId: string;
}

/** The demo store's products, from the build's search file (decoded as the islands decode it). */
async function searchProducts(request: APIRequestContext): Promise<ProductRef[]> {
  const res = await request.get(SEARCH_FILE_URL);
  expect(res.ok()).toBe(true);
  const file = parseSearchFile(await res.json());
  if (!file) throw new Error(`${SEARCH_FILE_URL} is not a search file`);
  return decodeSearchFile(file).map(({ name, url, productId }) => ({ name, url, productId }));
}

const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' });
const pageBox = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
const resultStatus = (page: Page) => results(page).getByRole('status');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Search results pages' });

async function waitForIsland(page: Page, name: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${name}."]:not([ssr])`).first()).toBeAttached({
    timeout: ISLAND_TIMEOUT,
  });
}

/** Opens `path`, types `term` into the header box and waits for the suggestions. */
async function openSuggestions(page: Page, term: string, path = '/'): Promise<void> {
  await page.goto(path);
  // HeaderSearch hydrates on the first interaction with it, so the click comes first.
  await headerBox(page).click();
  await waitForIsland(page, 'HeaderSearch');
  await headerBox(page).pressSequentially(term);
  await expect(suggestions(page)).toBeVisible({ timeout: ISLAND_TIMEOUT });
}

/** Opens /search (optionally with a query) and waits until its island has hydrated. */
async function openSearchPage(page: Page, query = ''): Promise<void> {
  await page.goto(`/search${query}`);
  await waitForIsland(page, 'SearchPage');
}

/** The count the results status announces ('31 results'). */
async function resultCount(page: Page): Promise<number> {
  await expect(resultStatus(page)).toHaveText(/^\d+ results?$/, { timeout: ISLAND_TIMEOUT });
  return Number.parseInt((await resultStatus(page).textContent()) ?? '', 10);
}

test.describe('header search', { tag: '@both-widths' }, () => {
  test("the box shows the theme's placeholder (meta.searchOptions.placeholder), before and after hydration", async ({
    page,
    sandbox,
  }) => {
    const res = await sandbox.request('/theme/v1/themes?siteKey=demo');
    const theme = (await res.json()) as { meta?: { searchOptions?: { placeholder?: unknown } } };
    const placeholder = theme.meta?.searchOptions?.placeholder;
    expect(typeof placeholder).toBe('string');
    expect(placeholder).not.toBe('Search products'); // the store's own wording, not the default
    await page.goto('/');
    await expect(headerBox(page)).toHaveAttribute('placeholder', String(placeholder));
    await headerBox(page).focus();
    await waitForIsland(page, 'HeaderSearch');
    await expect(headerBox(page)).toHaveAttribute('placeholder', String(placeholder));
  });

  test('shows at most 5 suggestions for a product-name term; arrows move aria-activedescendant; axe finds nothing with them open', async ({
    page,
    request,
    axe,
  }) => {
    const products = await searchProducts(request);
    expect(products.filter((p) => p.name.toLowerCase().includes(NAME_TERM)).length).toBeGreaterThan(5);

    await openSuggestions(page, NAME_TERM);
    const box = headerBox(page);
    const options = suggestions(page).getByRole('option');
    await expect(options).toHaveCount(5);
    for (const option of await options.all()) await expect(option).toContainText(/hoodie/i);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await suggestions(page).getAttribute('id')) ?? '');
    await expect(box).not.toHaveAttribute('aria-activedescendant', /.+/);

    const idOf = async (i: number) => (await options.nth(i).getAttribute('id')) ?? 'missing id';
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', await idOf(0));
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', await idOf(1));
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', await idOf(0));
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    // Focus stays in the box throughout (aria-activedescendant, not roving focus).
    await expect(box).toBeFocused();
    await axe(); // the suggestions open, one highlighted
  });

  // Three keyboard endings of the same suggestions, each from a fresh load of the home page.
  test('Enter on a highlighted suggestion opens its listing; Enter with none goes to /search; Escape closes, then clears @desktop-only', async ({
    page,
    request,
  }) => {
    await test.step('Enter on a highlighted suggestion opens that product’s listing page', async () => {
      const products = await searchProducts(request);
      await openSuggestions(page, NAME_TERM);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const chosen = suggestions(page).getByRole('option', { selected: true });
      const text = (await chosen.textContent()) ?? '';
      // The option shows the product name first, then its product type.
      const product = products.find((p) => text.startsWith(p.name));
      if (!product) throw new Error(`suggestion "${text}" is not a product of the search file`);

      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname + url.search === listingPath(product.url, product.productId));
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    });
    await test.step('Enter with no suggestion highlighted goes to /search?searchterm=…', async () => {
      await openSuggestions(page, NAME_TERM);
      await expect(headerBox(page)).not.toHaveAttribute('aria-activedescendant', /.+/);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        (url) => url.pathname === '/search' && url.searchParams.get('searchterm') === NAME_TERM,
      );
      await expect(pageBox(page)).toHaveValue(NAME_TERM);
      expect(await resultCount(page)).toBeGreaterThan(0);
    });
    await test.step('Escape closes the suggestions, then clears the box', async () => {
      await openSuggestions(page, NAME_TERM);
      const box = headerBox(page);
      await page.keyboard.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /.+/);

      await page.keyboard.press('Escape');
      await expect(suggestions(page)).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).not.toHaveAttribute('aria-activedescendant', /.+/);
      await expect(box).toHaveValue(NAME_TERM);

      await page.keyboard.press('Escape');
      await expect(box).toHaveValue('');
      await expect(box).toBeFocused();
    });
  });

  test('at 375 px the suggestions fit the screen and a tap opens the product @mobile-only', async ({
    page,
    request,
  }) => {
    const products = await searchProducts(request);
    await openSuggestions(page, NAME_TERM);
    await expect(headerBox(page)).toBeInViewport();
    const box = await suggestions(page).boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);

    const first = suggestions(page).getByRole('option').first();
    const text = (await first.textContent()) ?? '';
    const product = products.find((p) => text.startsWith(p.name));
    if (!product) throw new Error(`suggestion "${text}" is not a product of the search file`);
    await first.tap();
    await expect(page).toHaveURL((url) => url.pathname + url.search === listingPath(product.url, product.productId));
  });
});

test.describe('/search page', () => {
  // The search box, each behaviour from a fresh load of /search.
  test('the box: focused on load and mirrored into ?searchterm=; filled from the URL; No results; a hostile term stays text', async ({
    page,
  }) => {
    test.setTimeout(60_000); // five loads of the search page
    await test.step('the box is focused on load and every change is mirrored into ?searchterm=', async () => {
      await openSearchPage(page);
      const box = pageBox(page);
      await expect(box).toBeFocused();

      await page.keyboard.type('ho');
      await expect(page).toHaveURL((url) => url.searchParams.get('searchterm') === 'ho');
      // Two characters are not enough: no results, no status.
      await expect(resultStatus(page)).toHaveText('');
      await expect(results(page).getByRole('article')).toHaveCount(0);

      await page.keyboard.type('o');
      await expect(page).toHaveURL((url) => url.searchParams.get('searchterm') === 'hoo');
      await page.keyboard.type('die');
      await expect(page).toHaveURL((url) => url.searchParams.get('searchterm') === NAME_TERM);
      const count = await resultCount(page);
      expect(count).toBeGreaterThan(0);
      await expect(results(page).getByRole('article')).toHaveCount(Math.min(count, 12));

      await page.keyboard.press('Backspace');
      await expect(page).toHaveURL((url) => url.searchParams.get('searchterm') === 'hoodi');
    });
    await test.step('a term from the URL fills the box; a nonsense term says No results for "{term}"', async () => {
      await openSearchPage(page, `?searchterm=${NAME_TERM}`);
      await expect(pageBox(page)).toHaveValue(NAME_TERM);
      expect(await resultCount(page)).toBeGreaterThan(0);

      await pageBox(page).fill(NONSENSE_TERM);
      await expect(resultStatus(page)).toHaveText(`No results for "${NONSENSE_TERM}"`);
      await expect(resultStatus(page)).toHaveText(`No results for "${NONSENSE_TERM}"`);
      await expect(results(page).getByRole('article')).toHaveCount(0);

      await openSearchPage(page, `?searchterm=${NONSENSE_TERM}`);
      await expect(resultStatus(page)).toHaveText(`No results for "${NONSENSE_TERM}"`, { timeout: ISLAND_TIMEOUT });
    });
    await test.step('a hostile searchterm renders as text and never runs', async () => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await openSearchPage(page, `?searchterm=${encodeURIComponent(HOSTILE_TERM)}`);
      await expect(pageBox(page)).toHaveValue(HOSTILE_TERM);
      await expect(resultStatus(page)).toHaveText(`No results for "${HOSTILE_TERM}"`, { timeout: ISLAND_TIMEOUT });
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      // Typing it into the header box and submitting is just as harmless.
      await headerBox(page).fill(HOSTILE_TERM);
      await headerBox(page).press('Enter');
      await expect(page).toHaveURL((url) => url.searchParams.get('searchterm') === HOSTILE_TERM);
      await waitForIsland(page, 'SearchPage');
      await expect(resultStatus(page)).toHaveText(`No results for "${HOSTILE_TERM}"`, { timeout: ISLAND_TIMEOUT });
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['__pwned'])).toBeUndefined();
      expect(dialogs).toEqual([]);
    });
  });

  test('a broad term: skeleton tiles while the records load; 12 per page with First, Prev, numbered, Next and Last; axe finds nothing', async ({
    page,
    axe,
  }) => {
    // While the records load, four skeleton tiles stand where the results will be (storefront.md §9).
    const records = await holdRequests(page, /\/search-data\/records\.json$/);
    await openSearchPage(page, `?searchterm=${BROAD_TERM}`);
    await expect(results(page).locator('[data-skeleton="tiles"] li')).toHaveCount(4);
    records.release();
    const total = await resultCount(page);
    await expect(results(page).locator('[data-skeleton]')).toHaveCount(0);
    const pages = Math.ceil(total / 12);
    expect(pages, `'${BROAD_TERM}' should give at least 3 pages of results`).toBeGreaterThanOrEqual(3);

    const tiles = results(page).getByRole('article');
    const nav = pager(page);
    const button = (name: string) => nav.getByRole('button', { name, exact: true });
    const firstTileName = () => tiles.first().getByRole('heading').textContent();
    /** The results region's top edge relative to the viewport. */
    const regionTop = () => results(page).evaluate((el) => el.getBoundingClientRect().top);

    await expect(tiles).toHaveCount(12);
    await expect(button('Page 1')).toHaveAttribute('aria-current', 'page');
    await expect(button('First page')).toBeDisabled();
    await expect(button('Prev page')).toBeDisabled();
    await expect(button('Next page')).toBeEnabled();
    await expect(button('Last page')).toBeEnabled();
    const page1First = await firstTileName();
    await axe(); // a results page with its pagination

    // Next: page 2, the #featured-products region takes focus and is brought to the top of the view.
    await button('Next page').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2' && url.hash === '#featured-products');
    await expect(page).toHaveURL((url) => url.searchParams.get('searchterm') === BROAD_TERM);
    await expect(button('Page 2')).toHaveAttribute('aria-current', 'page');
    await expect(button('Page 1')).not.toHaveAttribute('aria-current', /.*/);
    await expect(results(page)).toBeFocused();
    await expect.poll(regionTop).toBeGreaterThanOrEqual(-1);
    await expect.poll(regionTop).toBeLessThan(200);
    await expect(tiles).toHaveCount(12);
    expect(await firstTileName()).not.toBe(page1First);
    await expect(button('First page')).toBeEnabled();
    await expect(button('Prev page')).toBeEnabled();

    // Last: the remainder, Next and Last disabled.
    await button('Last page').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === String(pages));
    await expect(button(`Page ${pages}`)).toHaveAttribute('aria-current', 'page');
    await expect(tiles).toHaveCount(total - 12 * (pages - 1));
    await expect(button('Next page')).toBeDisabled();
    await expect(button('Last page')).toBeDisabled();
    await expect(results(page)).toBeFocused();

    // Prev: one back.
    await button('Prev page').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === String(pages - 1));
    await expect(button(`Page ${pages - 1}`)).toHaveAttribute('aria-current', 'page');
    await expect(tiles).toHaveCount(12);

    // First: page 1 again (page 1 is left out of the URL), the same first tile as before.
    await button('First page').click();
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has('page') && url.searchParams.get('searchterm') === BROAD_TERM,
    );
    await expect(button('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(await firstTileName()).toBe(page1First);

    // A numbered button.
    await button(`Page ${pages}`).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === String(pages));
    await expect(tiles).toHaveCount(total - 12 * (pages - 1));

    // The page survives a reload from its URL.
    await page.reload();
    await waitForIsland(page, 'SearchPage');
    await expect(button(`Page ${pages}`)).toHaveAttribute('aria-current', 'page', { timeout: ISLAND_TIMEOUT });
  });

  test('Close goes back to the previous page of this site, else to / (none, or another site)', async ({
    page,
    baseURL,
  }) => {
    await test.step('Close goes back to the previous page of this site', async () => {
      await openSuggestions(page, NAME_TERM, '/terms-of-use');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/search');
      await waitForIsland(page, 'SearchPage');
      await page.getByRole('main').getByRole('link', { name: 'Close' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/terms-of-use');
    });
    await test.step('Close goes to / when there is no previous page, or it is off-site', async () => {
      await page.goto('about:blank');
      await openSearchPage(page, `?searchterm=${NAME_TERM}`);
      await page.getByRole('main').getByRole('link', { name: 'Close' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');

      // Arriving from another site: Close must not send the shopper back there.
      await page.goto(`${baseURL ?? ''}/search?searchterm=${NAME_TERM}`, { referer: 'https://example.com/' });
      await waitForIsland(page, 'SearchPage');
      expect(await page.evaluate(() => document.referrer)).toBe('https://example.com/');
      await page.getByRole('main').getByRole('link', { name: 'Close' }).click();
      await expect(page).toHaveURL((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/');
    });
  });
});
