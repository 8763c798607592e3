/**
 * The /checkout-complete shell's script: replaces itself (no history entry) with the thank-you page for that
 * cart. The cart is destroyed there, and only once the checkout host confirms that cart's order is this
 * browser's (stores/thankyou.ts): a link with someone else's or a made-up cart id destroys nothing.
 */
import { cartParamFromPath, thankYouUrlFor } from '../domain/checkout-complete.ts';

export function completeCheckout(): void {
  const target = thankYouUrlFor(cartParamFromPath(location.pathname), location.search);
  const link = document.querySelector<HTMLAnchorElement>('[data-complete-link]');
  if (link) link.href = target;
  location.replace(target);
}
