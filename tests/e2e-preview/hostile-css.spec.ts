/**
 * Issue 14: whatever customCSS the store owner writes, the sticky header and the commerce controls stay
 * visible, uncovered, at least 24 × 24 px and readable. Each hostile sample (tests/fixtures/hostile-css/)
 * becomes the demo store's customCSS in this test's sandbox session (POST /_sandbox/theme); the on-demand
 * server reads the theme per request. Listing, cart and checkout (Place order and the total), at 1280 and
 * 375 px: on a phone the fixed bottom bars must not cover what is scrolled to.
 *
 * Each page is loaded once, with the first sample. For each later sample the server renders the same page
 * again for the session (fetched, not navigated) and the browser puts that rendering's custom stylesheet in
 * place of the page's own: what is checked is still what the server's filter kept, laid out on a real page,
 * at the cost of a style recalculation instead of a page load and, on the checkout, a form filled again.
 * Each sample is checked at 1280 px, then at 375 px after the window is made narrow.
 */
import type { Locator, Page } from '@playwright/test';
import { axeReport, axeViolations, expect, test, type SandboxHelpers } from '../e2e/fixtures.ts';
import { cartOf, setCart, TEE } from '../e2e/after-purchase-helpers.ts';
import { hostileCssFiles } from '../fixtures/hostile-css/generated.ts';
import { deliver, fillAddress, fillCard, newCheckout } from '../e2e/checkout-helpers.ts';
import { TEST_CARDS } from '../../scripts/sandbox/checkout/magic.ts';
import { storeUrl } from './helpers.ts';

const SAMPLES = Object.entries(hostileCssFiles());

async function setCustomCss(sandbox: SandboxHelpers, customCSS: string): Promise<void> {
  const res = await sandbox.request('/_sandbox/theme', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ store: 'demo', customCSS }),
  });
  if (!res.ok) throw new Error(`theme not set: ${res.status} ${await res.text()}`);
}

const CUSTOM_LAYER = '@layer custom';
/** The storefront's pages link the custom stylesheet as part of /theme.css; the checkout inlines it. */
const THEME_LINK = 'link[rel="stylesheet"][href^="/theme.css"]';

/**
 * Shows `sample` on the page: the first sample by loading `url`, every later one by fetching the page the
 * server now renders for this session and putting its custom stylesheet in place of the page's (the inline
 * one, or the /theme.css link's new version, loaded by the browser with this session's header).
 */
async function showSample(
  page: Page,
  sandbox: SandboxHelpers,
  url: string,
  css: string,
  first: boolean,
): Promise<void> {
  await setCustomCss(sandbox, css);
  await page.setViewportSize(WIDTHS[0]);
  if (first) {
    await page.goto(url);
    return;
  }
  const replaced = await page.evaluate(
    async ({ href, layer, link }) => {
      // The page as the server renders it now, fetched by the browser (its session header and cookies) and
      // read by its own parser: nothing of it runs.
      const res = await fetch(href, { cache: 'no-store' });
      if (!res.ok) return `GET ${href}: ${res.status}`;
      const rendered = new DOMParser().parseFromString(await res.text(), 'text/html');
      const fresh = [...rendered.querySelectorAll('style')].filter((s) => s.textContent.includes(layer));
      const live = [...document.querySelectorAll('style')].filter((s) => s.textContent.includes(layer));
      const [source] = fresh;
      const [target] = live;
      if (fresh.length === 1 && live.length === 1 && source && target) {
        target.textContent = source.textContent;
        return 'replaced';
      }
      const freshHref = rendered.querySelector(link)?.getAttribute('href');
      const liveLink = document.querySelector<HTMLLinkElement>(link);
      if (fresh.length > 0 || live.length > 0 || !freshHref || !liveLink)
        return `${fresh.length} inline custom stylesheet(s) rendered, ${live.length} live; theme link ${freshHref ?? 'none'}`;
      if (liveLink.getAttribute('href') === freshHref) return 'replaced';
      const loaded = await new Promise<boolean>((resolve) => {
        liveLink.addEventListener('load', () => resolve(true), { once: true });
        liveLink.addEventListener('error', () => resolve(false), { once: true });
        liveLink.setAttribute('href', freshHref);
      });
      return loaded ? 'replaced' : `${freshHref} did not load`;
    },
    { href: url, layer: CUSTOM_LAYER, link: THEME_LINK },
  );
  expect(replaced, 'the rendered custom stylesheet in place of the live one').toBe('replaced');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page carries the sample (what the filter kept of it), not the demo theme's own customCSS. */
async function expectSampleApplied(page: Page, sample: string): Promise<void> {
  const custom = await page.evaluate((layer) => {
    const sheets = [...document.styleSheets].filter(
      (sheet) => sheet.ownerNode instanceof HTMLStyleElement || (sheet.href ?? '').includes('/theme.css'),
    );
    return sheets
      .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
      .filter((text) => text.includes(layer));
  }, CUSTOM_LAYER);
  expect(custom, sample).toHaveLength(1);
  expect(custom.join(''), sample).not.toContain('.hero-banner h1');
}

/** Visible, and what the browser hits at its centre is the element or inside it. */
async function expectUncovered(target: Locator, sample: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(target, sample).toBeVisible();
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (hit === null) return 'nothing';
    return el === hit || el.contains(hit) ? 'uncovered' : `${hit.tagName.toLowerCase()}.${hit.className}`;
  });
  expect(hit, `${sample}: what the browser hits at the centre`).toBe('uncovered');
}

/** A control: uncovered and at least 24 × 24 px (WCAG 2.2 target size). */
async function expectUsable(control: Locator, sample: string): Promise<void> {
  await expectUncovered(control, sample);
  const box = await control.boundingBox();
  expect(box, sample).not.toBeNull();
  expect(box?.width ?? 0, `${sample}: width`).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0, `${sample}: height`).toBeGreaterThanOrEqual(24);
}

/** The sticky header stays a header: not taller than a fifth of the viewport. */
async function expectHeaderInPlace(page: Page, sample: string): Promise<void> {
  const header = page.locator('.site-header');
  await expect(header, sample).toBeVisible();
  const height = (await header.boundingBox())?.height ?? Infinity;
  const viewport = page.viewportSize()?.height ?? 0;
  expect(height, `${sample}: header height`).toBeLessThanOrEqual(viewport / 5);
}

/** The two widths every sample is checked at: a desktop window, then a phone's. */
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** Runs `check` with the page laid out at each width in turn; the sample's name says which width failed. */
async function atEachWidth(page: Page, sample: string, check: (label: string, phone: boolean) => Promise<void>) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await check(`${sample} at ${size.width} px`, size.width < 992);
  }
}

async function expectReadable(page: Page, include: string[], sample: string): Promise<void> {
  const violations = await axeViolations(page, { rules: ['color-contrast'], include });
  expect(axeReport(violations), `${sample}: colour contrast`).toBe('');
}

test.describe('the owner’s customCSS cannot break the shop', () => {
  test('listing page: header, price, Add to cart, cart and legal links survive every sample at 1280 and 375 px', async ({
    page,
    sandbox,
  }) => {
    // Six samples on one page, each checked at two widths with an axe run at each.
    test.setTimeout(180_000);
    for (const [i, [sample, css]] of SAMPLES.entries()) {
      await showSample(page, sandbox, storeUrl('demo', '/listing/bestseller-classic-tee'), css, i === 0);
      await expectSampleApplied(page, sample);
      await atEachWidth(page, sample, async (label) => {
        await expectHeaderInPlace(page, label);
        await expectUsable(page.locator('.site-header .cart-pill'), label);
        await expectUsable(page.locator('.options__price'), label);
        await expectUsable(page.getByRole('button', { name: 'Add to cart' }).first(), label);
        for (const name of ['Terms of Use', 'Privacy Policy']) {
          await expectUsable(page.getByRole('contentinfo').getByRole('link', { name }), label);
        }
        await expectReadable(
          page,
          ['.site-header .cart-pill', '.options__price', '.options__add', '.site-footer__links'],
          label,
        );
      });
    }
  });

  test('cart page: the order summary and Checkout survive every sample at 1280 and 375 px', async ({
    page,
    context,
    sandbox,
  }) => {
    test.setTimeout(180_000); // Six samples on one page, each checked at two widths with an axe run at each.
    await setCart(context, storeUrl('demo'), cartOf(TEE));
    for (const [i, [sample, css]] of SAMPLES.entries()) {
      await showSample(page, sandbox, storeUrl('demo', '/cart'), css, i === 0);
      await expectSampleApplied(page, sample);
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      // On a phone the sticky bar repeats Checkout while the summary's own is out of view.
      const stickyCheckout = page.getByTestId('cart-sticky-bar').getByRole('button', { name: 'Checkout', exact: true });
      await atEachWidth(page, sample, async (label) => {
        await expectHeaderInPlace(page, label);
        if (await stickyCheckout.isVisible()) await expectUsable(stickyCheckout, `${label} (sticky bar)`);
        await expectUsable(
          summary.getByRole('button', { name: 'Checkout', exact: true }).and(page.locator(':not(.cart-sticky *)')),
          label,
        );
        await expectReadable(page, ['.cart-summary', '.site-header .cart-pill'], label);
      });
    }
  });

  // The checkout applies the owner's CSS too (CheckoutLayout). On a phone the sticky order-summary bar must not
  // cover the order button either.
  test('checkout page: Place order and the order total survive every sample at 1280 and 375 px', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(180_000); // Six samples on one checkout filled to the order button, each at two widths.
    const checkout = storeUrl('demo', `/checkout/${await newCheckout(sandbox)}`);
    for (const [i, [sample, css]] of SAMPLES.entries()) {
      await showSample(page, sandbox, checkout, css, i === 0);
      await expectSampleApplied(page, sample);
      if (i === 0) {
        await fillAddress(page);
        await deliver(page);
        await fillCard(page, TEST_CARDS.success.number);
      }
      const order = page.getByRole('button', { name: 'Place order' });
      await expect(order, sample).toBeEnabled();
      await atEachWidth(page, sample, async (label, phone) => {
        await expectUsable(order, label);
        const total = phone ? page.getByTestId('bar-total') : page.locator('.co-aside').getByTestId('order-total');
        await expectUncovered(total, label);
        // The legal links sit in the sentence under the button (WCAG 2.2's inline exception to the target size).
        const legal = page.locator('.co-legal a');
        await expect(legal, label).not.toHaveCount(0);
        for (const link of await legal.all()) await expectUncovered(link, label);
        await expectReadable(page, ['.co-pay', '.co-legal', phone ? '.co-mobile-bar' : '.co-aside'], label);
      });
    }
  });
});
