/**
 * The chat launcher follows the support flag (storefront §6: "a support flag"; §7: "An external chat widget
 * is loaded on demand"), read live by the on-demand server: no launcher and no widget request where support
 * is off (the `minimal` store, or `demo` with the flag flipped off); the launcher, and a widget that loads
 * under the page's Content-Security-Policy, where it is on.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { setFlags, storeUrl } from './helpers.ts';

const launcherOf = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Chat with us' });

function widgetRequestCount(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/chat/widget.js')) count += 1;
  });
  return () => count;
}

test.describe('chat launcher and the support flag @both-widths', () => {
  test('support off: no launcher and no widget script (minimal, and demo with the flag off)', async ({
    page,
    sandbox,
  }) => {
    const requests = widgetRequestCount(page);
    await page.goto(storeUrl('minimal', '/'));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(launcherOf(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);

    await setFlags(sandbox, 'demo', { support: false });
    await page.goto(storeUrl('demo', '/'));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(launcherOf(page)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests()).toBe(0);
  });

  test('support on: the launcher loads the widget, which the page policy lets run', async ({ page, sandbox }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
    });
    await setFlags(sandbox, 'demo', { support: true });
    await page.goto(storeUrl('demo', '/'));
    await launcherOf(page).click();
    await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible();
    expect(blocked).toEqual([]);
  });
});
