/**
 * The message catalogue in the browser (issue 16): a German buyer's islands say what the German catalogue
 * has in German and everything else in English, text by text; the page's lang is the buyer's locale; and
 * an English buyer's pages never load a translation or the code that merges one. Expected texts are the
 * spec's English and a German shopper's words, written out here, not read from the catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { buildDirs } from '../../src/hosts.ts';
import { expect, test, type SandboxHelpers } from './fixtures.ts';
import { addLine, type Cart } from '../../src/features/cart/domain/cart.ts';
import { cartCookieName, encodeCart } from '../../src/features/cart/domain/cart-cookie.ts';
import { TEE } from './after-purchase-helpers.ts';

/** One line of two tees (sandbox fixture, demo store). */
const TEE_CART: Cart = addLine({ lines: [], region: null }, TEE, 'USA');

async function setCart(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: cartCookieName('demo'), value: encodeCart(TEE_CART), url: baseURL ?? '' }]);
}

async function caseSlug(sandbox: SandboxHelpers, name: string): Promise<string> {
  const slug = (await sandbox.cases())[name];
  if (typeof slug !== 'string') throw new Error(`no sandbox case ${name}`);
  return slug;
}

/** The scripts of translations (and of the code that merges them) that the page has asked for. */
function translationRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/_astro\/(de|translation-load)\.[\w-]+\.js$/.test(path)) asked.push(path);
  });
  return asked;
}

const summary = (page: Page) => page.locator('.cart-summary');

test('a German buyer reads German where the catalogue has it and English elsewhere; an English buyer loads no translation @desktop-only', async ({
  page,
  context,
  baseURL,
  sandbox,
}) => {
  const asked = translationRequests(page);

  await test.step('an English buyer: English texts, no translation loaded', async () => {
    await setCart(context, baseURL);
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: 'Remove Bestseller Classic Tee' })).toBeVisible({ timeout: 15_000 });
    await expect(summary(page).getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(summary(page).getByRole('button', { name: 'Checkout', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(asked).toEqual([]);
  });

  await test.step('a German buyer (?locale=de): the cart in German, with English where German has no text', async () => {
    await page.goto('/cart?locale=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Entfernen Bestseller Classic Tee' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(summary(page).getByRole('heading', { name: 'Bestellübersicht' })).toBeVisible();
    await expect(summary(page).getByRole('button', { name: 'Zur Kasse', exact: true })).toBeVisible();
    await expect(summary(page).getByText('Zwischensumme', { exact: true })).toBeVisible();
    // Texts the German catalogue does not have stay English, beside the German ones.
    await expect(summary(page).getByRole('button', { name: 'Pay Later' })).toBeVisible();
    await expect(summary(page).getByRole('link', { name: '30 Day Free Return Policy. Learn more' })).toBeVisible();
    await expect(page.locator('.cart-line')).toContainText('Größe: ');
    expect(asked.some((path) => path.startsWith('/_astro/de.'))).toBe(true);
  });

  await test.step('a German buyer: quick add and its confirmation in German', async () => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The tile is static English markup; the quick-add island that answers its button is the German one.
    const slug = await caseSlug(sandbox, 'fewSizes');
    await page
      .locator('.product-tile', { has: page.locator(`a[href^="/listing/${slug}?"]`) })
      .first()
      .getByRole('button', { name: /^Quick add/ })
      .click();
    const options = page.locator('dialog.quick-add');
    await expect(options.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible({ timeout: 15_000 });
    await expect(options.getByRole('group', { name: /^Farbe:/ })).toBeVisible();
    await options.getByRole('radio', { name: 'L', exact: true }).check();
    await options.getByRole('button', { name: 'In den Warenkorb' }).click();
    const confirmation = page.locator('dialog#quick-add-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'In den Warenkorb gelegt' })).toBeVisible();
    await expect(confirmation.getByRole('link', { name: 'Warenkorb ansehen' })).toBeVisible();
    // The shared dialog's close button (src/ui) is named in German too.
    await confirmation.getByRole('button', { name: 'Schließen' }).click();
    await expect(confirmation).toBeHidden();
  });

  await test.step("a German buyer: the footer newsletter's messages and a toast in German", async () => {
    await page.goto('/');
    const form = page.getByRole('contentinfo').locator('form[data-newsletter]');
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-live', '', { timeout: 15_000 });
    const email = form.getByRole('textbox');
    await email.fill('not-an-email');
    await form.getByRole('button').click();
    await expect(form.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeVisible();
    await email.fill(`de-${Date.now().toString(36)}@example.com`);
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).toHaveText('Danke! Du bist auf der Liste.');

    // Get notified says its thanks in a toast: its title and its dismiss button are German.
    await page.getByRole('banner').getByRole('link', { name: 'Get notified' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get notified' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('textbox').fill(`de-toast-${Date.now().toString(36)}@example.com`);
    await dialog.getByRole('button', { name: 'Benachrichtige mich' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Erfolg' });
    await expect(toast).toContainText('Danke! Du bist auf der Liste.');
    await toast.getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await expect(toast).toBeHidden();
  });
});

test('the German texts are in the German chunk only, not in a script an English page loads @desktop-only', () => {
  const scripts = join(buildDirs({ BUILD_DIR: process.env['E2E_BUILD_DIR'] ?? '.e2e' }).dist, 'demo', '_astro');
  const holding = readdirSync(scripts).filter(
    (file) => file.endsWith('.js') && readFileSync(join(scripts, file), 'utf8').includes('In den Warenkorb'),
  );
  expect(holding).toHaveLength(1);
  expect(holding[0]).toMatch(/^de\.[\w-]+\.js$/);
});
