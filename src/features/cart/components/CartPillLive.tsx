/**
 * Keeps the cart pill's count live (adds, removals, other tabs) from $cartCountLabel. Renders nothing and
 * hydrates client:follow: the cart only changes through another island, so React is already on the page
 * by then, and until then the inline script of CartPillSlot.astro keeps the count right.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { attachCartListeners } from '../listeners/index.ts';
import { $cartCountLabel } from '../stores/cart.ts';

// Other tabs' changes reach $cart through the cart's listeners (the cookie re-read).
attachCartListeners();

export default function CartPillLive(): null {
  const label = useStore($cartCountLabel);
  useEffect(() => {
    document.querySelectorAll('[data-cart-count]').forEach((el) => {
      if (el.textContent !== label) el.textContent = label;
    });
  }, [label]);
  return null;
}
