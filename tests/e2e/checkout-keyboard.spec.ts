/**
 * Issue 13: a keyboard-only buyer completes a purchase from the home page to the thank-you page with Tab,
 * Shift+Tab, Enter, Space, arrow keys and typing (page.keyboard only: no click, no fill). Every element
 * that takes the focus shows a focus indicator (computed outline or box-shadow), and the focus moves
 * sensibly: into the 'Added to cart' dialog when it opens, and onto the first field with a message when
 * 'Deliver to this address' is refused. Desktop width.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { TEST_CARDS } from '../../scripts/sandbox/checkout/magic.ts';

interface Focused {
  tag: string;
  name: string;
  href: string;
  indicator: boolean;
  inDialog: boolean;
}

/** What has the focus: its tag, a name (its label, aria-label or text), and whether a focus indicator shows. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) {
      return { tag: 'body', name: '', href: '', indicator: false, inDialog: false };
    }
    const labelled = el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.labels?.[0] : undefined;
    const raw = labelled?.textContent ?? el.getAttribute('aria-label') ?? el.textContent;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      tag: el.tagName.toLowerCase(),
      name: raw.replace(/\s+/g, ' ').trim(),
      href: el instanceof HTMLAnchorElement ? el.href : '',
      indicator: outline || style.boxShadow !== 'none',
      inDialog: el.closest('dialog[open]') !== null,
    };
  });
}

/** Presses Tab until the focus is on what `wanted` accepts, checking the focus indicator at every step. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string, max = 120): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.tag !== 'body') expect(f.indicator, `a focus indicator on <${f.tag}> "${f.name}"`).toBe(true);
    if (wanted(f)) return f;
  }
  throw new Error(`Tab never reached ${what}`);
}

const named = (name: string) => (f: Focused) => f.name === name;

/** Islands answer keys only once hydrated (Astro drops `ssr` then). */
async function hydratedButton(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === t);
    return button?.closest('astro-island:not([ssr])') != null;
  }, text);
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, named(label), label);
  await page.keyboard.type(text);
}

test('a keyboard-only buyer goes from the home page to the thank-you page @desktop-only', async ({ page }) => {
  test.setTimeout(120_000); // a whole purchase, key by key, on a shared runner
  await page.goto('/');
  await tabTo(page, (f) => f.href.includes('/listing/'), 'a product');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listing\//);
  await hydratedButton(page, 'Add to cart');
  await tabTo(page, named('Add to cart'), 'Add to cart');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Added to cart' })).toBeVisible();
  expect((await focused(page)).inDialog, 'the focus moves into the dialog that opened').toBe(true);
  await tabTo(page, named('View cart'), 'View cart');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await hydratedButton(page, 'Checkout');
  await tabTo(page, named('Checkout'), 'Checkout');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/[^/?]+/);
  await expect(page.getByLabel('Email address', { exact: true })).toBeEditable({ timeout: 15_000 });

  await typeInto(page, 'Email address', 'ada@example.com');
  await tabTo(page, named('Deliver to this address'), 'Deliver to this address');
  await page.keyboard.press('Enter');
  // A refused submit takes the shopper to the first field that needs attention.
  await expect(page.getByText('Please enter your first name')).toBeVisible();
  expect((await focused(page)).name).toBe('First name');
  await page.keyboard.type('Ada');
  await typeInto(page, 'Last name', 'Lovelace');
  await typeInto(page, 'Street address', '1 Market St');
  await typeInto(page, 'City / Town', 'San Francisco');
  await typeInto(page, 'Select state', 'California');
  await expect(page.getByLabel('Select state', { exact: true })).toHaveValue('CA');
  await typeInto(page, 'Zip code', '94105');
  await typeInto(page, 'Phone number', '4155550100');
  await tabTo(page, named('Deliver to this address'), 'Deliver to this address');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();

  // Afterpay is the default method for a US buyer: the arrow keys move the choice to Card.
  const card = page.getByRole('radio', { name: 'Card', exact: true });
  await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith('Afterpay'), 'the payment methods');
  for (let i = 0; i < 4 && !(await card.isChecked()); i++) await page.keyboard.press('ArrowUp');
  await expect(card).toBeChecked();
  await expect(card).toBeFocused();

  await typeInto(page, 'Card number', TEST_CARDS.success.number);
  await typeInto(page, 'Expiration date', '1234');
  await typeInto(page, 'CVC', '123');
  await typeInto(page, 'Name on card', 'Ada Lovelace');
  await tabTo(page, named('Place order'), 'Place order');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/thankyou\?/, { timeout: 15_000 });
});
