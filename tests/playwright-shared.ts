/** What both Playwright configs (static e2e and preview) share: the browser, its use options and the two widths. */
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findInstalledBrowser } from '../scripts/browser.ts';

const executablePath = process.env['CHROMIUM_PATH'] ?? findInstalledBrowser() ?? '/usr/bin/chromium';

/**
 * V8's lite mode for the journeys: no optimizing compilers and no type feedback. A journey's scripts run
 * for seconds in a fresh context, too short for optimized code to repay its compiling; what the scripts do
 * is the same. Measured on the 2-core machine: 11 % less CPU for the same 28 journeys (72 against 84 to 87
 * CPU-seconds). Only here: the benchmarks measure the browser shoppers have.
 */
const TEST_ONLY_ARGS = ['--js-flags=--lite-mode'];

export function sharedUse(baseURL: string): NonNullable<PlaywrightTestConfig['use']> {
  return {
    baseURL,
    // A trace of the retry only: recording every test's trace costs time on each of them.
    trace: 'on-first-retry',
    // Off here: Playwright's 'only-on-failure' screenshots every page of every test as its context closes
    // (kept only if it failed), about 0.15 CPU-seconds a test. tests/e2e/fixtures.ts takes the screenshot
    // of a failed test's page itself.
    screenshot: 'off',
    launchOptions: { executablePath, args: [...CHROMIUM_ARGS, ...TEST_ONLY_ARGS] },
  };
}

/**
 * Every journey runs at 1280 px. At 375 px run the journeys whose page is laid out or behaves differently on
 * a phone: the checkout, the cart, the thank-you page, header search, the bottom bars (describe blocks tagged
 * `@both-widths`) and the tests tagged `@mobile-only`. `@desktop-only` keeps a test off the phone width.
 */
export const WIDTH_PROJECTS: NonNullable<PlaywrightTestConfig['projects']> = [
  {
    name: 'mobile',
    grep: /@mobile-only|@both-widths/,
    grepInvert: /@desktop-only/,
    use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  },
  {
    name: 'desktop',
    grepInvert: /@mobile-only/,
    use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
  },
];
