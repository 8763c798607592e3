/**
 * The cart's analytics (storefront §7): add_to_cart for an add the shopper made from a product they saw,
 * remove_from_cart for a line they removed (with the quantity the cart held). Lines dropped for being
 * unavailable send nothing: the shopper did not remove them.
 */
import { onSet } from 'nanostores';
import { addToCartEvent, removeFromCartEvent, trackEvent, type ItemInput } from '../../analytics/index.ts';
import { $cartEvent, type CartItemDisplay } from '../stores/events.ts';

function itemOf(sku: string, display: CartItemDisplay, quantity: number): ItemInput {
  return {
    id: sku,
    name: display.title,
    variant: [display.colorName, display.sizeLabel].filter((s) => s !== '').join(' / '),
    category: display.productType,
    priceCents: display.priceCents,
    quantity,
    listName: display.listName,
  };
}

/** Attaches the cart's analytics; returns what detaches it. */
export function listenCartAnalytics(): () => void {
  return onSet($cartEvent, ({ newValue: event }) => {
    if (event?.type === 'added' && event.display) {
      const { display, line } = event;
      trackEvent(addToCartEvent(itemOf(line.sku, display, line.quantity), display.currency));
    } else if (event?.type === 'removed') {
      trackEvent(removeFromCartEvent(itemOf(event.sku, event.display, event.quantity), event.display.currency));
    }
  });
}
