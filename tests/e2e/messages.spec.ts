/**
 * The message catalogue in the browser (issue 16): a German buyer's islands say what the German catalogue
 * has in German and everything else in English, text by text; the page's lang is the buyer's locale; and
 * an English buyer's pages never load a translation or the code that merges one. Expected texts are the
 * spec's English and a German shopper's words, written out here, not read from the catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import { buildDirs } from '../../src/hosts.ts';
import { expect, test, type SandboxHelpers } from './fixtures.ts';
import { addLine, type Cart } from '../../src/features/cart/domain/cart.ts';
import { cartCookieName, encodeCart } from '../../src/features/cart/domain/cart-cookie.ts';
import { TEE } from './after-purchase-helpers.ts';
import { englishText, PAGE_TEXT_KEYS, pageTextCode } from '../../src/shared/messages/page-texts.ts';
import { templatePattern } from '../../src/features/localization/domain/page-texts.ts';

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

/**
 * The scripts of translations (and of the code that merges them) and the locale files of the static pages'
 * words (/i18n/<locale>.<version>.js) that the page has asked for.
 */
function translationRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/_astro\/(de|translation-load)\.[\w-]+\.js$/.test(path) || path.startsWith('/i18n/')) asked.push(path);
  });
  return asked;
}

/** The Content-Security-Policy violations the page reports (the static server sends the build's policy). */
async function cspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
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
    // The tile is static markup in German (its locale file); the quick-add island it opens is German too.
    const slug = await caseSlug(sandbox, 'fewSizes');
    await page
      .locator('.product-tile', { has: page.locator(`a[href^="/listing/${slug}?"]`) })
      .first()
      .getByRole('button', { name: /^Hinzufügen / })
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
    await page.getByRole('banner').getByRole('link', { name: 'Benachrichtigen lassen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benachrichtigen lassen' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('textbox').fill(`de-toast-${Date.now().toString(36)}@example.com`);
    await dialog.getByRole('button', { name: 'Benachrichtige mich' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Erfolg' });
    await expect(toast).toContainText('Danke! Du bist auf der Liste.');
    await toast.getByRole('button', { name: 'Benachrichtigung schließen' }).click();
    await expect(toast).toBeHidden();
  });
});

// One shopper through the static pages: English first, then German by the locale query, then a locale file
// that does not load. The expected words are an English and a German shopper's, written out here.
test("the static pages' words follow the buyer's locale: German where the catalogue has it, no file for English, English when the file fails @desktop-only", async ({
  page,
  sandbox,
  axe,
}) => {
  const asked = translationRequests(page);
  const violations = await cspViolations(page);
  const slug = await caseSlug(sandbox, 'popular');
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const quickAdds = page.locator('.product-tile__quick-add');

  await test.step('an English buyer: the pages in English, and no locale file is asked for', async () => {
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Get notified' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Help' })).toBeVisible();
    await expect(quickAdds.first()).toHaveText(/^Quick add /);
    await page.goto(`/listing/${slug}`);
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You might also like' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(asked).toEqual([]);
  });

  await test.step('a German buyer (?locale=de) at home: header, promo banner, feed, tiles and footer in German', async () => {
    await page.goto('/?locale=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(header.getByRole('link', { name: 'Benachrichtigen lassen' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ })).toBeVisible();
    await expect(header.locator('.site-header__search-link')).toHaveAccessibleName('Suche');
    await expect(header.locator('.mobile-menu__button')).toHaveText('Menü');
    const nav = header.locator('nav.desktop-nav');
    await expect(nav).toHaveAccessibleName('Hauptnavigation');
    await expect(nav.getByRole('link', { name: 'Entdecken' })).toBeVisible();
    await expect(nav.locator('.nav-link--all').first()).toHaveText('Alles aus Apparel');
    // The store's own navigation titles are its words, never swapped; the spoken hint after one is ours.
    await expect(nav.getByRole('link', { name: 'Tour dates (öffnet in einem neuen Fenster)' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Gutscheincodes' })).toContainText(
      '10 % Rabatt mit dem Code SAVE10',
    );
    await expect(page.getByRole('heading', { name: 'Ausgewählte Produkte' })).toBeVisible();
    await expect(quickAdds.first()).toHaveText(/^Hinzufügen /);
    await expect(footer.getByRole('heading', { name: 'Hilfe' })).toBeVisible();
    for (const name of ['Bestellung verfolgen', 'Kontakt', 'Nutzungsbedingungen', 'Datenschutzerklärung']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('button', { name: /^Region & Währung:/ })).toBeVisible();
    await expect(footer.getByLabel('E-Mail-Adresse')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram (öffnet in einem neuen Fenster)' })).toBeVisible();
    expect(asked.filter((path) => path.startsWith('/i18n/'))).toEqual([expect.stringMatching(/^\/i18n\/de\.\w+\.js$/)]);
    await axe();
  });

  let collectionPath = '';
  await test.step("a German buyer on a listing: its tabs, labels, gallery, shelves and tiles' Quick add", async () => {
    await page.goto(`/listing/${slug}?locale=de`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestseller Classic Tee');
    const crumbs = page.getByRole('navigation', { name: 'Navigationspfad' });
    await expect(crumbs.getByRole('link', { name: 'Startseite' })).toBeVisible();
    collectionPath = (await crumbs.getByRole('link').nth(1).getAttribute('href')) ?? '';
    await expect(page.getByRole('tablist', { name: 'Produktinformationen' })).toBeVisible();
    for (const name of ['Beschreibung', 'Produktdetails', 'Lieferdetails']) {
      await expect(page.getByRole('tab', { name })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Produktdetails' }).click();
    const details = page.getByRole('tabpanel', { name: 'Produktdetails' });
    await expect(details.locator('caption').first()).toHaveText('Größentabelle');
    await expect(details.locator('dt', { hasText: 'Material' }).first()).toBeVisible();
    const gallery = page.getByRole('region', { name: 'Produktbilder' });
    await expect(gallery.getByRole('link', { name: 'Nächstes Bild' }).first()).toBeAttached();
    await expect(gallery.getByRole('link', { name: /^Bild 2 von \d+ anzeigen$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dieses Produkt melden (öffnet in einem neuen Tab)' })).toBeVisible();
    for (const name of ['Das könnte dir auch gefallen', 'Wird oft zusammen gekauft', 'Ähnliche Produkte']) {
      const shelf = page.getByRole('region', { name });
      await expect(shelf).toBeVisible();
      await expect(shelf.getByRole('button', { name: /^Hinzufügen / }).first()).toBeVisible();
    }
    await axe();
  });

  await test.step('a German buyer on a collection: breadcrumb and tiles in German, the names the store gave', async () => {
    expect(collectionPath).toMatch(/^\/[\w-]+$/);
    await page.goto(`${collectionPath}?locale=de`);
    // The trail's first crumb is ours; the collections' names are the store's, never swapped.
    await expect(page.getByRole('navigation', { name: 'Navigationspfad' }).getByRole('link')).toHaveText([
      'Startseite',
      'Apparel',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tees');
    await expect(
      page
        .locator('main')
        .getByRole('button', { name: /^Hinzufügen / })
        .first(),
    ).toBeVisible();
    await expect(page.locator('main').getByRole('button', { name: /^Quick add/ })).toHaveCount(0);
    await axe();
    // Nothing is refused: no inline script, no locale file, and no eval probe (zod's, when its jitless
    // switch in src/shared/zod was tree-shaken away, on every page with an island).
    expect(await violations()).toEqual([]);
  });

  await test.step('the locale file does not load: the German buyer reads the whole page in English', async () => {
    await page.route('**/i18n/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(`/listing/${slug}?locale=de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get notified' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Help' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You might also like' }).getByRole('button').first()).toHaveText(
      /^Quick add /,
    );
    await page.unroute('**/i18n/**');
  });
});

// The marks must name the text they sit on, or its locale file would never find it English (and leave it).
test('every text the built pages mark is the English text its code names @desktop-only', () => {
  const dist = join(buildDirs({ BUILD_DIR: process.env['E2E_BUILD_DIR'] ?? '.e2e' }).dist, 'demo');
  const english = new Map(PAGE_TEXT_KEYS.map((key) => [pageTextCode(key), englishText(key)]));
  const fits = (code: string, text: string) => {
    const expected = english.get(code);
    if (expected === undefined) return false;
    const { pattern, names } = templatePattern(expected);
    return names.length === 0 ? text.trim() === expected.trim() : new RegExp(pattern).test(text.trim());
  };
  const pages = htmlFiles(dist);
  expect(pages.length).toBeGreaterThan(50);
  let marks = 0;
  const wrong: string[] = [];
  for (const file of pages) {
    for (const element of DomUtils.findAll(
      (e) => 'data-t' in e.attribs || 'data-ta' in e.attribs,
      parseDocument(readFileSync(file, 'utf8')).children,
    )) {
      const text = element.attribs['data-t'];
      const label = element.attribs['data-ta'];
      if (text !== undefined) {
        marks += 1;
        const first = element.children.find((n) => n.type === ElementType.Text && /\S/.test(DomUtils.textContent(n)));
        const shown = first ? DomUtils.textContent(first) : '';
        if (!fits(text, shown) && !fits(text, DomUtils.textContent(element))) wrong.push(`${file}: ${text} "${shown}"`);
      }
      if (label !== undefined) {
        marks += 1;
        if (!fits(label, element.attribs['aria-label'] ?? ''))
          wrong.push(`${file}: ${label} [${element.attribs['aria-label'] ?? ''}]`);
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(marks).toBeGreaterThan(1000);
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test('the German texts are in the German chunk only, not in a script an English page loads @desktop-only', () => {
  const scripts = join(buildDirs({ BUILD_DIR: process.env['E2E_BUILD_DIR'] ?? '.e2e' }).dist, 'demo', '_astro');
  const holding = readdirSync(scripts).filter(
    (file) => file.endsWith('.js') && readFileSync(join(scripts, file), 'utf8').includes('In den Warenkorb'),
  );
  expect(holding).toHaveLength(1);
  expect(holding[0]).toMatch(/^de\.[\w-]+\.js$/);
});
