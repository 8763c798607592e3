/**
 * The checkout the cart has just created or reused, handed to the checkout page in sessionStorage so the
 * page shows the form and the summary as soon as it hydrates, without waiting for its first read (issue
 * 13: click to interactive within 1 s). Taken once; anything unreadable or for another id is ignored, and
 * the page reads the host in the background anyway.
 */
import { checkoutSchema, type Checkout } from '../api/checkout-schemas.ts';
import { parseJson } from '../../../shared/parse-json.ts';

export const CHECKOUT_SEED_KEY = 'sf_checkout_seed';

export function stashCheckout(checkout: Checkout): void {
  try {
    sessionStorage.setItem(CHECKOUT_SEED_KEY, JSON.stringify(checkout));
  } catch {
    // Storage can be full or disabled: the page then reads the host first.
  }
}

/** The stashed checkout if it is the one with `id`, removed from storage either way. */
export function takeStashedCheckout(id: string): Checkout | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(CHECKOUT_SEED_KEY);
    sessionStorage.removeItem(CHECKOUT_SEED_KEY);
  } catch {
    return null;
  }
  const checkout = parseJson(checkoutSchema, raw);
  return checkout?.id === id ? checkout : null;
}
