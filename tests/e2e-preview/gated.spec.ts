import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { expect, test } from '../e2e/fixtures.ts';
import { BUILD_DIR, GATED_CODE, raw, SANDBOX_URL, storeUrl } from './helpers.ts';

const PAGES = ['/', '/cart', '/search', '/support', '/about', '/listing/anything', '/terms', '/nowhere'];

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

async function titles(store: string): Promise<string[]> {
  const res = await fetch(`${SANDBOX_URL}/commerce/v1/stores/products?slug=${store}&per=150&visibility=any`);
  const body = (await res.json()) as { products: { name: string }[] };
  return body.products.map((p) => p.name);
}

/** The gated store's own product titles (the sandbox's word list may give another store the same one). */
async function gatedTitles(): Promise<string[]> {
  const elsewhere = new Set([...(await titles('demo')), ...(await titles('minimal'))]);
  return (await titles('gated')).filter((t) => !elsewhere.has(t));
}

test.describe('gated store', () => {
  test('every page leads to /login without the code, and the login page works', async ({ page, axe }) => {
    for (const path of PAGES) {
      await page.goto(storeUrl('gated', path));
      await expect(page, path).toHaveURL(storeUrl('gated', '/login'));
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await axe();
  });

  test('a wrong code stays on /login and says so; the right one opens the store and is kept in an HttpOnly cookie', async ({
    page,
    context,
    axe,
  }) => {
    await page.goto(storeUrl('gated', '/login'));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Access code').fill('wrong-code');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?error=wrong-code$/);
    await expect(page.getByRole('alert')).toHaveText('That access code is not correct. Please check it and try again.');
    await expect(page.getByLabel('Access code')).toHaveAttribute('aria-invalid', 'true');
    await axe();
    expect((await context.cookies()).some((c) => c.name === 'sf_access')).toBe(false);

    await page.getByLabel('Access code').fill(GATED_CODE);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(storeUrl('gated', '/'));
    const cookie = (await context.cookies()).find((c) => c.name === 'sf_access');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    const answer = await page.goto(storeUrl('gated', '/cart'));
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  });

  // One browser through three cookie states: a stale code, then the code by query, then the dynamic pages.
  test('a stale cookie is dropped; the accessCode query opens the store; with it /checkout/{id} and /checkout-complete/{id} render their pages', async ({
    page,
    context,
  }) => {
    await test.step('a cookie whose code stopped working is dropped and leads to /login', async () => {
      await context.addCookies([
        { name: 'sf_access', value: 'old-code', url: storeUrl('gated', '/'), httpOnly: true, secure: true },
      ]);
      await page.goto(storeUrl('gated', '/'));
      await expect(page).toHaveURL(storeUrl('gated', '/login'));
      expect((await context.cookies()).some((c) => c.name === 'sf_access')).toBe(false);
    });
    await test.step('the accessCode query parameter opens the store and leaves the address', async () => {
      await page.goto(storeUrl('gated', `/cart?accessCode=${GATED_CODE}&utm=1`));
      await expect(page).toHaveURL(storeUrl('gated', '/cart?utm=1'));
    });
    await test.step('with the code, /checkout/{id} and /checkout-complete/{id} render their pages, not the 404 page', async () => {
      for (const path of ['/checkout/chk-not-a-real-one', '/checkout-complete/not-a-real-one']) {
        const answer = await page.goto(storeUrl('gated', path));
        expect(answer?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { name: '404! Page not found' }), path).toHaveCount(0);
      }
      await page.goto(storeUrl('gated', '/checkout/chk-not-a-real-one'));
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeAttached();
    });
  });

  test('data answers of a locked store are 401s, which the request helper turns into /login', async () => {
    for (const path of [
      '/feed/2.json',
      '/search-data/records.json',
      '/sitemap.xml',
      '/robots.txt',
      '/llms.txt',
      '/listing/any.md',
    ]) {
      const res = await raw('gated', path, { headers: { accept: '*/*' } });
      expect(res.status, path).toBe(401);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).not.toMatch(/listing|product/i);
    }
    // A listing's markdown alternate is data even when a browser opens it: a 401 like the other files, not /login.
    expect((await raw('gated', '/listing/any.md', { headers: { accept: 'text/html' } })).status).toBe(401);
  });

  // The login page may use the theme's stylesheet; what it holds of the store's own styling is the members'.
  test("/theme.css gives a visitor without the code none of the store's custom CSS or colours, and an admitted one the whole file, never from a shared cache", async () => {
    const answer = await fetch(`${SANDBOX_URL}/theme/v1/themes?siteKey=gated&accessCode=${GATED_CODE}`);
    const theme = z
      .object({ styles: z.object({ primaryColor: z.string(), customCSS: z.string() }) })
      .parse(await answer.json());
    const colour = theme.styles.primaryColor.toLowerCase();
    expect(theme.styles.customCSS.trim()).not.toBe('');
    const cookie = { cookie: `sf_access=${GATED_CODE}` };

    const admitted = await raw('gated', '/theme.css', { headers: cookie });
    expect(admitted.status).toBe(200);
    expect(admitted.text.toLowerCase()).toContain(colour);
    expect(admitted.text).toContain('@layer custom');
    // The admitted pages link it under a version of its content: the same URL must not serve it without the code.
    const page = await raw('gated', '/', { headers: { ...cookie, accept: 'text/html' } });
    const linked = /<link rel="stylesheet" href="(\/theme\.css\?v=[^"]+)"/.exec(page.text)?.[1];
    expect(linked).toBeDefined();

    for (const path of ['/theme.css', linked ?? '/theme.css']) {
      const locked = await raw('gated', path);
      expect(locked.status, path).toBe(200);
      expect(locked.text.toLowerCase(), path).not.toContain(colour);
      expect(locked.text, path).not.toContain('@layer custom');
      expect(locked.text, path).not.toContain('@scope');
      for (const answer of [locked, admitted]) {
        expect(answer.headers['cache-control'], path).toBe('private, no-store');
        expect(String(answer.headers['vary']), path).toMatch(/\bCookie\b/i);
      }
    }
  });

  test('no redirect leaves the store', async () => {
    for (const path of [
      `//evil.example/?accessCode=${GATED_CODE}`,
      `/%2F%2Fevil.example?accessCode=${GATED_CODE}`,
      `/\\evil.example?accessCode=${GATED_CODE}`,
      '/?accessCode=wrong&next=https://evil.example',
      '/cart?redirect=https://evil.example',
    ]) {
      const res = await raw('gated', path);
      const location = res.headers['location'];
      expect(typeof location, path).toBe('string');
      if (typeof location !== 'string') continue;
      const target = new URL(location, storeUrl('gated', '/'));
      expect(target.host, `${path} → ${location}`).toBe(`gated.localhost:${new URL(storeUrl('gated')).port}`);
      expect(location.startsWith('//'), location).toBe(false);
    }
  });

  test('no gated content is in any file of dist/, static or on-demand', async () => {
    const titles = await gatedTitles();
    expect(titles.length).toBeGreaterThan(0);
    expect(existsSync(join(BUILD_DIR, 'dist', 'gated'))).toBe(false);
    // Every store's static files and the on-demand server's (its client assets and its server bundle).
    const publicFiles = files(join(BUILD_DIR, 'dist'));
    expect(publicFiles.some((f) => f.includes('_preview-server'))).toBe(true);
    expect(publicFiles.length).toBeGreaterThan(0);
    for (const file of publicFiles.filter((f) => /\.(html|json|xml|txt|md|js|css)$/.test(f))) {
      const text = readFileSync(file, 'utf8');
      for (const title of titles) expect(text.includes(title), `${title} in ${file}`).toBe(false);
      expect(text.includes(GATED_CODE), file).toBe(false);
    }
    // And the pages themselves, fetched without the cookie, carry none of it either, nor its promo codes.
    const store = (await (await fetch(`${SANDBOX_URL}/commerce/v1/stores?slug=gated`)).json()) as {
      promoCodes: { code: string }[];
    };
    const codes = store.promoCodes.map((p) => p.code);
    expect(codes.length).toBeGreaterThan(0);
    for (const path of ['/login', '/preview-unavailable']) {
      const { text: html } = await raw('gated', path);
      for (const text of [...titles, ...codes]) expect(html.includes(text), `${text} on ${path}`).toBe(false);
    }
  });
});
