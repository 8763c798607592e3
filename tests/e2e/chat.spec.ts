/**
 * The external chat widget, loaded on demand where support is on (storefront §6 support flag, §7 "An
 * external chat widget is loaded on demand"). The demo store has support on. Its pages request no widget
 * script when they load, however the shopper moves around; the footer's launcher loads it on a click or a
 * key, once, and the widget (the sandbox's stand-in for the vendor's) opens with focus inside it, says the
 * support reply time (checkout §2: "within 24 business hours") and closes on Escape, focus back on the
 * launcher. Support off (no launcher): tests/e2e-preview/chat.spec.ts and tests/e2e/build-output.spec.ts.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const WIDGET_PATH = '/chat/widget.js';

/** Every request the page makes for the widget's script, from now on. */
function widgetRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(WIDGET_PATH)) seen.push(request);
  });
  return seen;
}

const launcherOf = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Chat with us' });
const widgetOf = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });

test.describe('chat widget on demand @both-widths', () => {
  test('no widget script with the page; a click loads it once, opens the widget, Escape closes it', async ({
    page,
    axe,
  }) => {
    const requests = widgetRequests(page);
    const launcher = launcherOf(page);

    await test.step('the page loads, scrolls and is touched without requesting the widget', async () => {
      await page.goto('/listing/bestseller-classic-tee');
      await page.waitForLoadState('networkidle');
      await page.mouse.move(10, 10);
      await launcher.scrollIntoViewIfNeeded();
      await launcher.hover();
      await page.waitForLoadState('networkidle');
      expect(requests).toHaveLength(0);
      await expect(page.locator(`script[src$="${WIDGET_PATH}"]`)).toHaveCount(0);
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
      await expect(widgetOf(page)).toHaveCount(0);
    });

    await test.step('a click requests the script and opens the widget, focus inside it', async () => {
      const loaded = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith(WIDGET_PATH));
      await launcher.click();
      expect((await loaded).status()).toBe(200);
      const widget = widgetOf(page);
      await expect(widget).toBeVisible();
      await expect(widget).toContainText('within 24 business hours');
      await expect(widget.getByRole('textbox', { name: 'Your message' })).toBeFocused();
      await expect(launcher).toHaveAttribute('aria-expanded', 'true');
      await axe();
    });

    await test.step('Escape closes it and gives focus back to the launcher', async () => {
      await page.keyboard.press('Escape');
      await expect(widgetOf(page)).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('Enter on the launcher opens it again, Close closes it, without a second request', async () => {
      await page.keyboard.press('Enter');
      await expect(widgetOf(page)).toBeVisible();
      await widgetOf(page).getByRole('button', { name: 'Close chat' }).click();
      await expect(widgetOf(page)).toBeHidden();
      await expect(launcher).toBeFocused();
      expect(requests).toHaveLength(1);
    });
  });

  test('the keyboard alone: Enter on the launcher loads and opens the widget', async ({ page }) => {
    const requests = widgetRequests(page);
    await page.goto('/');
    const launcher = launcherOf(page);
    await launcher.focus();
    await page.keyboard.press('Enter');
    await expect(widgetOf(page)).toBeVisible();
    await expect(widgetOf(page).getByRole('textbox', { name: 'Your message' })).toBeFocused();
    expect(requests).toHaveLength(1);
  });

  test('a widget that fails to load is said at the launcher, and the next click tries again', async ({
    page,
    sandbox,
  }) => {
    await sandbox.fault({ host: 'chat', method: 'GET', path: '/widget.js', mode: 'status', status: 503, count: 1 });
    await page.goto('/');
    const launcher = launcherOf(page);
    await launcher.click();
    await expect(
      page.getByRole('contentinfo').getByRole('status').filter({ hasText: 'Chat could not be loaded' }),
    ).toBeVisible();
    await expect(widgetOf(page)).toHaveCount(0);
    await launcher.click();
    await expect(widgetOf(page)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Chat could not be loaded')).toHaveCount(0);
  });
});
