/**
 * begin_checkout (storefront §7) when the cart's lines go to a checkout: one item per line as /cart shows
 * it, in the lines' currency (the shopper's when the lines have none the storefront knows).
 */
import { onSet } from 'nanostores';
import { beginCheckoutEvent, trackEvent } from '../../analytics/index.ts';
import type { CartLineView } from '../../cart/index.ts';
import { isCurrency, $localization } from '../../localization/index.ts';
import { $checkoutEvent } from '../stores/events.ts';

function beginCheckout(views: readonly CartLineView[]): void {
  const currency = views[0]?.currency ?? $localization.get().currency;
  trackEvent(
    beginCheckoutEvent(
      views.map((v) => ({
        id: v.sku,
        name: v.title,
        variant: `${v.colorName} / ${v.selectedSize.label}`,
        category: v.productType,
        priceCents: v.priceCents,
        quantity: v.quantityInCart,
      })),
      isCurrency(currency) ? currency : $localization.get().currency,
    ),
  );
}

/** Attaches the checkout's analytics; returns what detaches it. */
export function listenCheckoutAnalytics(): () => void {
  return onSet($checkoutEvent, ({ newValue: event }) => {
    if (event?.type === 'checkout-started') beginCheckout(event.lines);
  });
}
