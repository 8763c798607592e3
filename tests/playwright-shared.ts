/** What both Playwright configs (static e2e and preview) share: the browser, its use options and the two widths. */
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findInstalledBrowser } from '../scripts/browser.ts';

const executablePath = process.env['CHROMIUM_PATH'] ?? findInstalledBrowser() ?? '/usr/bin/chromium';

export function sharedUse(baseURL: string): NonNullable<PlaywrightTestConfig['use']> {
  return {
    baseURL,
    // A trace of the retry only: recording every test's trace costs time on each of them.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: [...CHROMIUM_ARGS] },
  };
}

/** Tag a test `@desktop-only` or `@mobile-only` to run it at one width. */
export const WIDTH_PROJECTS: NonNullable<PlaywrightTestConfig['projects']> = [
  {
    name: 'mobile',
    grepInvert: /@desktop-only/,
    use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  },
  {
    name: 'desktop',
    grepInvert: /@mobile-only/,
    use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  },
];
