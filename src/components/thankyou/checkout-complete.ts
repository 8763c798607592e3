/** The /checkout-complete shell's script: forget that cart here, then go to the thank-you page. */
import { cartIdFromPath, thankYouUrlFor } from '../../lib/checkout-complete.ts';
import { clearCheckoutSession } from '../../stores/checkout-session.ts';
import { rememberedCheckoutId } from '../../stores/cart.ts';

export function completeCheckout(): void {
  const cartId = cartIdFromPath(location.pathname);
  const slug = document.documentElement.dataset['store'];
  const remembered = rememberedCheckoutId();
  // Only the cart of that checkout: a different remembered checkout is a newer cart, not this one.
  if (cartId !== null && slug !== undefined && (remembered === null || remembered === cartId)) {
    clearCheckoutSession(slug);
  }
  const target = thankYouUrlFor(cartId, location.search);
  const link = document.querySelector<HTMLAnchorElement>('[data-complete-link]');
  if (link) link.href = target;
  location.replace(target);
}
