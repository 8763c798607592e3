/**
 * The thank-you page's analytics (checkout.md §2 Thank-you page, §8): the purchase event, once per order
 * (the store publishes it only for an order this browser has not tracked), and the tracking event of a
 * failed order fetch, pushed to the tag manager's data layer.
 */
import { onSet } from 'nanostores';
import { purchaseEvent, trackEvent } from '../../analytics/index.ts';
import { $afterPurchaseEvent } from '../stores/events.ts';

/** The tracking event of a failed order fetch (checkout.md §8: "Order fetch error: tracking event only"). */
export const ORDER_FETCH_ERROR_EVENT = 'order_fetch_error';

/** Attaches the thank-you page's analytics; returns what detaches it. */
export function listenPurchaseAnalytics(): () => void {
  return onSet($afterPurchaseEvent, ({ newValue: event }) => {
    if (event?.type === 'purchased') trackEvent(purchaseEvent(event.purchase));
    else if (event?.type === 'order-fetch-failed') {
      window.dataLayer ??= [];
      window.dataLayer.push({ event: ORDER_FETCH_ERROR_EVENT, error: event.error });
    }
  });
}
