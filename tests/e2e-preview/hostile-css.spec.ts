/**
 * Issue 14: whatever customCSS the store owner writes, the sticky header and the commerce controls stay
 * visible, uncovered, at least 24 × 24 px and readable. Each hostile sample (tests/fixtures/hostile-css/)
 * becomes the demo store's customCSS in this test's sandbox session (POST /_sandbox/theme); the on-demand
 * server reads the theme per request, so the next page shows it.
 */
import type { Locator, Page } from '@playwright/test';
import { axeReport, axeViolations, expect, test, type SandboxHelpers } from '../e2e/fixtures.ts';
import { cartOf, setCart, TEE } from '../e2e/after-purchase-helpers.ts';
import { hostileCssFiles } from '../fixtures/hostile-css/generated.ts';
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

/** The page carries the sample (what the filter kept of it), not the demo theme's own customCSS. */
async function expectSampleApplied(page: Page, sample: string): Promise<void> {
  const styles = await page.locator('style').evaluateAll((nodes) => nodes.map((n) => n.textContent));
  const custom = styles.filter((text) => text.includes('@layer custom {'));
  expect(custom, sample).toHaveLength(1);
  expect(custom[0], sample).not.toContain('.hero-banner h1');
}

/** Visible, at least 24 × 24 px, and what the browser hits at its centre is the control or inside it. */
async function expectUsable(control: Locator, sample: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control, sample).toBeVisible();
  const box = await control.boundingBox();
  expect(box, sample).not.toBeNull();
  expect(box?.width ?? 0, `${sample}: width`).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0, `${sample}: height`).toBeGreaterThanOrEqual(24);
  const hit = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (hit === null) return 'nothing';
    return el === hit || el.contains(hit) ? 'uncovered' : `${hit.tagName.toLowerCase()}.${hit.className}`;
  });
  expect(hit, `${sample}: what the browser hits at the centre`).toBe('uncovered');
}

/** The sticky header stays a header: not taller than a fifth of the viewport. */
async function expectHeaderInPlace(page: Page, sample: string): Promise<void> {
  const header = page.locator('.site-header');
  await expect(header, sample).toBeVisible();
  const height = (await header.boundingBox())?.height ?? Infinity;
  const viewport = page.viewportSize()?.height ?? 0;
  expect(height, `${sample}: header height`).toBeLessThanOrEqual(viewport / 5);
}

async function expectReadable(page: Page, include: string[], sample: string): Promise<void> {
  const violations = await axeViolations(page, { rules: ['color-contrast'], include });
  expect(axeReport(violations), `${sample}: colour contrast`).toBe('');
}

test.describe('the owner’s customCSS cannot break the shop', () => {
  // Two halves, so each test stays well inside its timeout on a loaded machine.
  for (const half of [SAMPLES.slice(0, 3), SAMPLES.slice(3)]) {
    const names = half.map(([name]) => name).join(', ');
    test(`listing page: header, price, Add to cart, cart and legal links survive ${names}`, async ({
      page,
      sandbox,
    }) => {
      // Three page loads with an axe run each; header-growth's layout is heavy on a loaded 2-core machine.
      test.setTimeout(180_000);
      for (const [sample, css] of half) {
        await setCustomCss(sandbox, css);
        await page.goto(storeUrl('demo', '/listing/bestseller-classic-tee'));
        await expectSampleApplied(page, sample);
        await expectHeaderInPlace(page, sample);
        await expectUsable(page.locator('.site-header .cart-pill'), sample);
        await expectUsable(page.locator('.options__price'), sample);
        await expectUsable(page.getByRole('button', { name: 'Add to cart' }).first(), sample);
        for (const name of ['Terms of Use', 'Privacy Policy']) {
          await expectUsable(page.getByRole('contentinfo').getByRole('link', { name }), sample);
        }
        await expectReadable(
          page,
          ['.site-header .cart-pill', '.options__price', '.options__add', '.site-footer__links'],
          sample,
        );
      }
    });
  }

  test('cart page: the order summary and Checkout survive every sample', async ({ page, context, sandbox }) => {
    test.setTimeout(180_000); // Six page loads, each with an axe run.
    await setCart(context, storeUrl('demo'), cartOf(TEE));
    for (const [sample, css] of SAMPLES) {
      await setCustomCss(sandbox, css);
      await page.goto(storeUrl('demo', '/cart'));
      await expectSampleApplied(page, sample);
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      const checkout = summary.getByRole('button', { name: 'Checkout', exact: true });
      await expectHeaderInPlace(page, sample);
      await expectUsable(checkout, sample);
      await expectReadable(page, ['.cart-summary', '.site-header .cart-pill'], sample);
    }
  });
});
