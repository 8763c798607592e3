/**
 * Cart texts the spec leaves to us (issue 4 §3): refusals, button labels, the promo note; the English
 * catalogue's cart part (src/shared/messages/en/cart.ts). Texts the spec does give ('My Cart', 'Subtotal',
 * the unavailable-items messages…) are its common part (TEXTS in constants.ts).
 */
import type { Localized } from '../../../shared/messages/catalogue.ts';
import { cart } from '../../../shared/messages/en/cart.ts';
import { countText, DEFAULTS, type Locale } from '../../localization/index.ts';

export const CART_TEXTS = cart;

/** '(n items)' beside the cart title, in the given locale's words (English: the catalogue's). */
export function cartItemCountText(
  count: number,
  locale: Locale = DEFAULTS.locale,
  texts: Localized<typeof cart> = cart,
): string {
  return countText(texts.itemCount, count, locale);
}
