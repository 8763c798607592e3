/**
 * What the shopper is shown when the cart changes (storefront §2, §4, §8): cart-confirmation after an add
 * that asks for it, a toast when a change is refused (an add always; a quantity change when the cookie is
 * full; an add that would take its line over the limit, which adds nothing), and cart-unavailable-items, 400 ms after the lines it names were dropped.
 */
import { onSet } from 'nanostores';
import { MODAL_IDS, UNAVAILABLE_ITEMS_MODAL_DELAY_MS } from '../../../shared/constants.ts';
import { openModal } from '../../../ui/stores/modal.ts';
import { addToast } from '../../../ui/stores/toasts.ts';
import { CART_TEXTS } from '../domain/constants-cart.ts';
import { textsOf } from '../../localization/index.ts';
import { fill } from '../../../shared/messages/catalogue.ts';
import { MAX_LINE_QUANTITY } from '../domain/cart.ts';
import { $cartEvent } from '../stores/events.ts';

/** Attaches the cart's modals and toasts; returns what detaches them (and drops a modal still waiting). */
export function listenCartFeedback(): () => void {
  const waiting = new Set<ReturnType<typeof setTimeout>>();
  const stop = onSet($cartEvent, ({ newValue: event }) => {
    if (event?.type === 'added' && event.confirm) openModal(MODAL_IDS.cartConfirmation, event.line);
    else if (event?.type === 'refused') {
      // In the buyer's words (English unless their locale's translation has these texts).
      const texts = textsOf('cart', CART_TEXTS);
      if (event.reason === 'too-large') addToast({ type: 'danger', message: texts.cartFull });
      else if (event.reason === 'line-limit') {
        const message = fill(texts.lineLimit, { count: event.held ?? MAX_LINE_QUANTITY, max: MAX_LINE_QUANTITY });
        addToast({ type: 'danger', message });
      } else if (event.action === 'add') addToast({ type: 'danger', message: texts.cartUnavailable });
    } else if (event?.type === 'items-unavailable') {
      const timer = setTimeout(() => {
        waiting.delete(timer);
        openModal(MODAL_IDS.cartUnavailableItems, event.removed);
      }, UNAVAILABLE_ITEMS_MODAL_DELAY_MS);
      waiting.add(timer);
    }
  });
  return () => {
    stop();
    for (const timer of waiting) clearTimeout(timer);
    waiting.clear();
  };
}
