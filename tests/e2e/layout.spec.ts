/**
 * Layout at every width (issue 12 "Also"). No page scrolls sideways from 320 to 1440 px: a page wider than
 * a phone's viewport also makes mobile Chromium lay out position: fixed bars against the widened page,
 * so the listing's sticky add-to-cart bar slid under the footer. And at the bottom of a listing and of the
 * cart, the sticky bar's button and every footer link, button and line are reachable: the element at
 * their centre is themselves, not a bar drawn over them.
 *
 * The width sweep runs once (desktop project): each test loads one page and resizes it with
 * setViewportSize. The bottom-of-page tests run in both projects, at the phone's 375 px (with mobile
 * emulation, where the overflow did its harm) and at 1280 px.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newCheckout } from './checkout-helpers.ts';
import { addLine, type Cart, type CartLineInput } from '../../src/features/cart/domain/cart.ts';
import { cartCookieName, encodeCart } from '../../src/features/cart/domain/cart-cookie.ts';

const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;
/** Islands hydrate on idle: on a busy 2-core machine that can take longer than expect's 5 s. */
const READY_TIMEOUT = 15_000;
/** Sandbox fixtures (demo store); see scripts/sandbox/fixtures/demo.ts. */
const LISTING = '/listing/bestseller-classic-tee';
const TEE: CartLineInput = {
  slug: 'bestseller-classic-tee',
  productId: '101',
  colorId: '100100702',
  sizeId: '10102',
  quantity: 2,
  itemGroupId: '91001007',
};
const TEE_XL: CartLineInput = { ...TEE, colorId: '100100701', sizeId: '10104', quantity: 1 };

async function putInCart(context: BrowserContext, baseURL: string | undefined, ...lines: CartLineInput[]) {
  const cart = lines.reduce<Cart>((c, line) => addLine(c, line, 'USA'), { lines: [], region: null });
  await context.addCookies([{ name: cartCookieName('demo'), value: encodeCart(cart), url: baseURL ?? '' }]);
}

/** `scrollWidth > clientWidth` at this width, with the element reaching furthest right (outside scrollers). */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const inScroller = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest = '';
    let right = root.clientWidth;
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > right && !inScroller(el)) {
        right = box.right;
        const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).join('.') : '';
        widest = `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
      }
    }
    return `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth} (widest: ${widest || '?'} to ${Math.round(right)})`;
  });
}

/** Once `ready` is in the page (its island hydrated), walks the widths and lists those that scroll sideways. */
async function overflowAtEveryWidth(page: Page, ready: Locator): Promise<string[]> {
  await expect(ready).toBeAttached({ timeout: READY_TIMEOUT });
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await sidewaysOverflow(page);
    if (overflow) found.push(`${width}px: ${overflow}`);
  }
  return found;
}

const PAGES: readonly { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'home', path: '/', ready: (page) => page.locator('footer') },
  { name: 'a collection', path: '/apparel', ready: (page) => page.locator('footer') },
  { name: 'a listing', path: LISTING, ready: (page) => page.locator('#listing-options [data-hydrated]') },
  {
    name: 'search',
    path: '/search?searchterm=tee',
    ready: (page) => page.locator('astro-island[component-url*="/SearchPage."]:not([ssr])'),
  },
  { name: 'track', path: '/track', ready: (page) => page.locator('footer') },
  { name: 'a legal page', path: '/terms-of-use', ready: (page) => page.locator('footer') },
  { name: '404', path: '/this-page-does-not-exist', ready: (page) => page.locator('footer') },
];

// Nine pages in one browser, each a step of its own: a page found scrolling sideways is named with its width.
test('no page scrolls sideways, 320 to 1440 px @desktop-only', async ({ page, context, baseURL, sandbox }) => {
  test.setTimeout(90_000); // several pages in one test, each with its checks
  for (const { name, path, ready } of PAGES) {
    await test.step(name, async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      expect(await overflowAtEveryWidth(page, ready(page)), name).toEqual([]);
    });
  }
  await test.step('the cart with an item', async () => {
    await putInCart(context, baseURL, TEE);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/cart');
    expect(await overflowAtEveryWidth(page, page.getByTestId('cart-subtotal')), 'the cart').toEqual([]);
  });
  await test.step('checkout', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/checkout/${await newCheckout(sandbox)}`);
    const ready = page.getByLabel('Email address', { exact: true });
    expect(await overflowAtEveryWidth(page, ready), 'the checkout').toEqual([]);
  });
});

/** What a bar or anything else draws over the centre of each footer link, button and line, and of `extra`. */
async function coveredAtBottom(page: Page, extra: Locator | null): Promise<string[]> {
  const mark = 'data-layout-target';
  if (extra) await extra.evaluate((el, name) => el.setAttribute(name, ''), mark);
  return page.evaluate((name) => {
    const covered: string[] = [];
    const headerBottom = Math.max(0, document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0);
    for (const el of document.querySelectorAll(`footer :is(a, button, input, p), [${name}]`)) {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Above the viewport, or under the sticky header at its top, is not the bottom of the page.
      if (box.width === 0 || y < headerBottom) continue;
      const label = `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 30)}"`;
      if (y > document.documentElement.clientHeight) {
        covered.push(`${label} is below the viewport`);
        continue;
      }
      const top = document.elementFromPoint(x, y);
      if (top && (top === el || el.contains(top))) continue;
      const by = top ? `${top.tagName.toLowerCase()}.${typeof top.className === 'string' ? top.className : ''}` : '?';
      covered.push(`${label} is covered by ${by}`);
    }
    return covered;
  }, mark);
}

/** Scrolls to the very end of the page (again once the bar shows and the page keeps room for it). */
async function scrollToBottom(page: Page, bar: Locator, barShown: boolean): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    if (barShown) await expect(bar).toBeVisible({ timeout: 500 });
    else await expect(bar).toBeHidden({ timeout: 500 });
    const atEnd = await page.evaluate(() => {
      const root = document.documentElement;
      return window.scrollY + root.clientHeight >= root.scrollHeight - 1;
    });
    expect(atEnd, 'scrolled to the end of the page').toBe(true);
  }).toPass({ timeout: 10_000 });
}

/**
 * At each width of this project (the phone's 375 and the narrowest 320 with mobile emulation, 1280 on
 * desktop), at the page's end: no sideways scroll, nothing over the footer or the bar's button.
 */
async function checkBottom(page: Page, bar: Locator): Promise<void> {
  const barButton = bar.getByRole('button');
  const phone = (page.viewportSize()?.width ?? 0) < 767;
  // The bars are for phones (under 767 px, storefront §2): shown there, absent on desktop.
  for (const width of phone ? [375, 320] : [1280]) {
    await page.setViewportSize({ width, height: phone ? 812 : 800 });
    expect(await sidewaysOverflow(page), `${width}px`).toBeNull();
    await scrollToBottom(page, bar, phone);
    expect(await coveredAtBottom(page, phone ? barButton : null), `${width}px`).toEqual([]);
    // The click that the sticky-bar journeys make, as actionability checks only: nothing intercepts it.
    if (phone) await barButton.click({ trial: true, timeout: 5_000 });
  }
}

test.describe('at the bottom of the page nothing covers the sticky bar or the footer', { tag: '@both-widths' }, () => {
  // Two widths on a phone, each scrolled to the end: more than expect's default on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test('a listing', async ({ page }) => {
    await page.goto(LISTING);
    await expect(page.locator('#listing-options [data-hydrated]')).toBeVisible({ timeout: READY_TIMEOUT });
    await checkBottom(page, page.getByTestId('sticky-add-bar'));
  });

  test('the cart', async ({ page, context, baseURL }) => {
    // Two lines (as in cart.spec.ts): at the page's end the summary's buttons are out of view and the bar shows.
    await putInCart(context, baseURL, TEE, TEE_XL);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-subtotal')).toBeVisible({ timeout: READY_TIMEOUT });
    await checkBottom(page, page.getByTestId('cart-sticky-bar'));
  });
});
