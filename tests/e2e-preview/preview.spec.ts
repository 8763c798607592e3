import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../e2e/fixtures.ts';
import { SANDBOX_PREVIEW_SECRET } from '../../src/features/preview/domain/secret.ts';
import { BUILD_DIR, previewUrl, raw, storeUrl, tokenOf } from './helpers.ts';

const PRIVATE = '/listing/backstage-pass-tee';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test.describe('owner preview', () => {
  test('a minted link opens the store in preview: unpublished theme, private items, checkout off', async ({
    page,
    context,
    axe,
  }) => {
    await page.goto(previewUrl('demo'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DRAFT:');
    await expect(page).toHaveURL(storeUrl('demo', '/'));
    const cookie = (await context.cookies()).find((c) => c.name === 'sf_preview');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(cookie?.expires ?? 0).toBeLessThanOrEqual(Date.now() / 1000 + 3600 + 5);

    const home = await page.goto(storeUrl('demo', '/'));
    expect(home?.headers()['cache-control']).toBe('private, no-store');
    expect(home?.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DRAFT:');
    // The quick-add (in the layout's Modals island) and cart islands get preview=true: their checkout
    // buttons are disabled.
    const html = await page.content();
    expect(html).toMatch(/component-url="[^"]*Modals[^"]*"[^>]*props="[^"]*&quot;preview&quot;:\[0,true\]/);
    await page.goto(storeUrl('demo', '/cart'));
    expect(await page.content()).toMatch(/&quot;preview&quot;:\[0,true\]/);
    await axe();
    // The private listing renders in preview, as the server sends it…
    const listing = await raw('demo', PRIVATE, { headers: { cookie: `sf_preview=${cookie?.value ?? ''}` } });
    expect(listing.status).toBe(200);
    expect(listing.text).toContain('data-notice="private"');
    expect(listing.text).toMatch(/<h1[^>]*>Backstage Pass Tee<\/h1>/);

    // …and in the browser, where the listing's live re-check asks with visibility=any and stays on the
    // page. Added to the cart, the private item stays in this preview's cart (issue 16).
    await page.goto(storeUrl('demo', PRIVATE));
    await expect(page.locator('#listing-options [data-hydrated]')).toBeVisible();
    await page.locator('#listing-options .options__add').click();
    await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
    await expect(page).toHaveURL(storeUrl('demo', PRIVATE));
    await page.goto(storeUrl('demo', '/cart'));
    const lines = page.getByRole('list', { name: 'My Cart' }).getByRole('listitem');
    await expect(lines.filter({ hasText: 'Backstage Pass Tee' })).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Items unavailable' })).toBeHidden();
  });

  test('without a token the same pages are public: no private items, published theme, cacheable', async ({ page }) => {
    const home = await page.goto(storeUrl('demo', '/'));
    expect(home?.headers()['cache-control']).toMatch(/^public/);
    expect(home?.headers()['x-robots-tag']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('DRAFT:');
    await page.goto(storeUrl('demo', PRIVATE));
    await expect(page).toHaveURL(/listing-not-found/);
  });

  const bad: [string, () => string][] = [
    [
      'tampered',
      () => {
        const t = tokenOf(previewUrl('demo'));
        return t.slice(0, 20) + (t[20] === 'A' ? 'B' : 'A') + t.slice(21);
      },
    ],
    ['truncated', () => tokenOf(previewUrl('demo')).slice(0, -6)],
    ['garbage', () => 'not-a-token'],
    ["another store's", () => tokenOf(previewUrl('minimal'))],
    ['expired', () => tokenOf(previewUrl('demo', { nowS: Math.floor(Date.now() / 1000) - 7200, ttlS: 60 }))],
  ];
  // One browser for the five: a link that fails sets no cookie, so each starts as a stranger's would.
  test(`a ${bad.map(([name]) => name).join(', ')} token each fails closed on the 'preview unavailable' page`, async ({
    page,
    context,
  }) => {
    for (const [name, token] of bad) {
      await test.step(`a ${name} token`, async () => {
        // From a blank page, so the link is a new document even when only its #fragment differs.
        await page.goto('about:blank');
        await page.goto(`${storeUrl('demo', '/')}#previewData=${token()}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Preview unavailable' })).toBeVisible();
        await expect(
          page.getByText(
            name === 'expired'
              ? 'This preview link has expired. Ask the store owner for a new one.'
              : 'This preview link is not valid for this store. Ask the store owner for a new one.',
          ),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/');
        expect((await context.cookies()).some((c) => c.name === 'sf_preview')).toBe(false);
        expect(page.url()).not.toContain('previewData');
      });
    }
  });

  test('a forged or foreign cookie is dropped and leads to the unavailable page', async ({ page, context, axe }) => {
    await context.addCookies([
      {
        name: 'sf_preview',
        value: tokenOf(previewUrl('minimal')),
        url: storeUrl('demo', '/'),
        httpOnly: true,
        secure: true,
      },
    ]);
    const answer = await page.goto(storeUrl('demo', '/'));
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Preview unavailable' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'sf_preview')).toBe(false);
    await axe();
  });

  test('a token replayed after its expiry no longer opens the preview', async ({ page, context }) => {
    const url = previewUrl('demo', { ttlS: 2 });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DRAFT:');
    // Once the token expires the browser drops the cookie that carries it, and the public store shows.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('DRAFT:', { timeout: 500 });
    }).toPass({ timeout: 6_000 });
    // Replayed as a link or as a kept cookie, the server refuses it.
    await page.goto('about:blank');
    await page.goto(url);
    await expect(page.getByText('This preview link has expired. Ask the store owner for a new one.')).toBeVisible();
    await context.addCookies([
      { name: 'sf_preview', value: tokenOf(url), url: storeUrl('demo', '/'), httpOnly: true, secure: true },
    ]);
    await page.goto(storeUrl('demo', '/'));
    await expect(page.getByText('This preview link has expired. Ask the store owner for a new one.')).toBeVisible();
  });

  test('the token route refuses other origins and bad bodies, and sets a locked-down cookie', async () => {
    const token = tokenOf(previewUrl('demo'));
    const own = new URL(storeUrl('demo')).origin;
    const post = (origin: string, body: string) =>
      raw('demo', '/_preview/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body,
      });
    expect((await post('https://evil.example', JSON.stringify({ token }))).status).toBe(403);
    expect((await post(own, '{oops')).status).toBe(403);
    expect((await post(own, JSON.stringify({ token, extra: 1 }))).status).toBe(403);
    const ok = await post(own, JSON.stringify({ token }));
    expect(ok.status).toBe(200);
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^sf_preview=/);
    for (const flag of [/HttpOnly/, /Secure/, /SameSite=Strict/, /Path=\//]) expect(setCookie).toMatch(flag);
    // The cookie lives as long as the token has left (an hour, less the seconds since it was minted).
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]);
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(ok.headers['cache-control']).toBe('private, no-store');
  });

  test('the preview key is in no client file', () => {
    const client = join(BUILD_DIR, 'dist', '_preview-server', 'client');
    const clientFiles = files(client).filter((f) => /\.(js|html|css|json)$/.test(f));
    // An empty or missing client dir would make the loop below pass without looking at anything.
    expect(clientFiles.some((f) => f.endsWith('.js'))).toBe(true);
    for (const file of clientFiles) {
      const text = readFileSync(file, 'utf8');
      expect(text.includes(SANDBOX_PREVIEW_SECRET), file).toBe(false);
      expect(text.includes('aes-256-gcm'), file).toBe(false);
    }
  });
});

// Storefront §2: the first path segment is the collection id or slug; on demand the id redirects to the page.
test('a collection opened by its id is redirected to its page, as the static hosts do', async ({ sandbox }) => {
  const res = await sandbox.request('/commerce/v1/stores/collections?slug=demo');
  const { collections } = (await res.json()) as { collections: { id: string; slug: string }[] };
  const tees = collections.find((c) => c.slug === 'tees');
  expect(tees).toBeDefined();
  const answer = await raw('demo', `/${tees?.id ?? ''}`);
  expect(answer.status).toBe(301);
  expect(answer.headers['location']).toBe('/tees');
  expect((await raw('demo', '/no-such-collection')).status).toBe(404);
});

// Storefront §1 and §8: "A missing store sends the browser to an external creator 404 page"; the stores call's
// errors.store 'not found' "triggers the creator 404 redirect".
test('a missing store sends the browser to the creator 404 page: a host that names no store, and a store the host does not know', async ({
  page,
  sandbox,
}) => {
  await page.goto(storeUrl('nosuch', '/listing/bestseller-classic-tee'));
  await expect(page).toHaveURL(/\/main\/creator-404\?store=nosuch$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creator not found');
  await expect(page.locator('#creator-404-store')).toHaveText('nosuch');

  await sandbox.fault({
    host: 'commerce',
    method: 'GET',
    path: '/v1/stores',
    query: { slug: 'demo' },
    mode: 'errors',
    status: 404,
    errors: [{ code: 'not_found', detail: 'not found', source: { parameter: 'store' } }],
    count: 1000,
  });
  await page.goto(storeUrl('demo', '/'));
  await expect(page).toHaveURL(/\/main\/creator-404\?store=demo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creator not found');
});
