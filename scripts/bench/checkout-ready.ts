/**
 * Checkout readiness (issue 13, "no waiting"): from the click on /cart's Checkout button to an
 * interactive checkout form (the hydrated island's email field enabled), in Chromium against the bench's
 * sandbox with no injected latency. Each run is a fresh browser context with the same one-line cart;
 * the click happens once the cart island has hydrated. Budget: 1 s (median of the runs).
 */
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, findInstalledBrowser } from '../browser.ts';
import { addLine } from '../../src/features/cart/domain/cart.ts';
import { cartCookieName, encodeCart } from '../../src/features/cart/domain/cart-cookie.ts';
import { median } from './proc.ts';

export const CHECKOUT_READY_BUDGET_MS = 1000;
export const CHECKOUT_READY_RUNS = 5;

/** The demo store's classic tee (scripts/sandbox/fixtures/demo.ts), as the cart cookie holds it. */
const TEE = {
  slug: 'bestseller-classic-tee',
  productId: '101',
  colorId: '100100702',
  sizeId: '10102',
  quantity: 1,
  itemGroupId: '91001007',
};

export interface CheckoutReady {
  medianMs: number;
  runsMs: number[];
  /** Of each run, the part spent on /cart (validating the lines, creating the checkout) before navigating. */
  cartMs: number[];
  /** The load average of the machine when the runs ended (the runs share its cores). */
  loadAverage: number;
}

interface Run {
  totalMs: number;
  cartMs: number;
}

async function oneRun(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.newContext();
  try {
    const cart = addLine({ lines: [], region: null }, TEE, 'USA');
    await context.addCookies([{ name: cartCookieName('demo'), value: encodeCart(cart), url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/cart`);
    // The cart island must be live for the click to do anything: Astro drops `ssr` once it has hydrated.
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Checkout');
      return button?.closest('astro-island:not([ssr])') != null;
    });
    const started = Date.now();
    const left = page.waitForURL(/\/checkout\//, { waitUntil: 'commit' }).then(() => Date.now());
    await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
    await page.waitForFunction(
      () => {
        const email = document.querySelector<HTMLInputElement>('input[name="email"]');
        return email !== null && !email.disabled && email.closest('astro-island:not([ssr])') !== null;
      },
      undefined,
      { timeout: 30_000 },
    );
    const done = Date.now();
    return { totalMs: done - started, cartMs: (await left) - started };
  } finally {
    await context.close();
  }
}

/** `runs` measured clicks on the store served at `baseUrl` (a warm-up run first, not counted). */
export async function benchCheckoutReady(baseUrl: string, runs = CHECKOUT_READY_RUNS): Promise<CheckoutReady> {
  const executablePath = findInstalledBrowser();
  const browser = await chromium.launch({
    ...(executablePath === undefined ? {} : { executablePath }),
    args: [...CHROMIUM_ARGS],
  });
  try {
    await oneRun(browser, baseUrl);
    const measured: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await oneRun(browser, baseUrl);
      console.log(`  checkout click → interactive run ${i + 1}/${runs}: ${run.totalMs} ms (on /cart ${run.cartMs} ms)`);
      measured.push(run);
    }
    const runsMs = measured.map((r) => r.totalMs);
    return { medianMs: median(runsMs), runsMs, cartMs: measured.map((r) => r.cartMs), loadAverage: loadavg()[0] ?? 0 };
  } finally {
    await browser.close();
  }
}
