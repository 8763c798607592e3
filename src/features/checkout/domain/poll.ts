/** Polling a new checkout until it is ready (checkout.md §4, §9: up to 4 tries, 1000 ms apart, until success). */
import type { Checkout } from '../api/checkout-schemas.ts';
import { CHECKOUT_POLL_INTERVAL_MS, CHECKOUT_POLL_TRIES } from './texts.ts';

export const isReady = (c: Pick<Checkout, 'state'>): boolean => c.state !== 'created' && c.state !== 'pending';

/**
 * Reads the checkout until its state leaves created/pending, at most `tries` reads after the first answer;
 * returns the last answer either way (a still-pending checkout is shown and works once it settles).
 */
export async function pollUntilReady(
  first: Checkout,
  read: () => Promise<Checkout>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  tries: number = CHECKOUT_POLL_TRIES,
  intervalMs: number = CHECKOUT_POLL_INTERVAL_MS,
): Promise<Checkout> {
  let current = first;
  for (let i = 0; i < tries && !isReady(current); i += 1) {
    await sleep(intervalMs);
    current = await read();
  }
  return current;
}

/** Lets a burst of calls through once per `ms` (the address-suggestion buttons, §9: 300 ms). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A): void => {
    const t = now();
    if (t - last < ms) return;
    last = t;
    fn(...args);
  };
}
