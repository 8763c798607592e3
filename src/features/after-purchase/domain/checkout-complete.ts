/** /checkout-complete/{cartId} (checkout.md §2): the cart id in the path and the thank-you URL it leads to. */

const CART_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const CHECKOUT_COMPLETE_PREFIX = '/checkout-complete/';
export const THANKYOU_PATH = '/thankyou';

/** The cart id of /checkout-complete/{cartId}[/], or null for the shell itself or anything malformed. */
export function cartIdFromPath(pathname: string): string | null {
  if (!pathname.startsWith(CHECKOUT_COMPLETE_PREFIX)) return null;
  let id = pathname.slice(CHECKOUT_COMPLETE_PREFIX.length).replace(/\/$/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return CART_ID.test(id) && id !== 'shell' ? id : null;
}

/**
 * The cart id to hand to the thank-you page: the path's id, or, for a malformed one, the raw segment (the
 * thank-you page then says there is no such order instead of guessing); null for the bare shell path.
 */
export function cartParamFromPath(pathname: string): string | null {
  const id = cartIdFromPath(pathname);
  if (id !== null || !pathname.startsWith(CHECKOUT_COMPLETE_PREFIX)) return id;
  const raw = pathname.slice(CHECKOUT_COMPLETE_PREFIX.length).replace(/\/$/, '');
  return raw === '' || raw === 'shell' ? null : raw;
}

/** /thankyou with the page's own query and cart={cartId} (the thank-you page loads the order by it). */
export function thankYouUrlFor(cartId: string | null, search: string): string {
  const query = new URLSearchParams(search);
  if (cartId !== null) query.set('cart', cartId);
  const text = query.toString();
  return text === '' ? THANKYOU_PATH : `${THANKYOU_PATH}?${text}`;
}
