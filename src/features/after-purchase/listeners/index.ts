/**
 * The thank-you page's listeners, attached once per page by the island that uses its stores (a top-level
 * call in the island's module, so they are there before the order loads). Loading an order clears the
 * checkout session (the cart, the checkout id and payment cookies), so the checkout's listeners (and with
 * them the cart's) come along.
 */
import { attachCheckoutListeners } from '../../checkout/index.ts';
import { attachOnce } from '../../../shared/listeners.ts';
import { listenPurchaseAnalytics } from './purchase-analytics.ts';
import { listenPurchaseCookie } from './purchase-cookie.ts';

/** Attaches the purchase event, its cookie, the fetch error's event, and the checkout's listeners. */
export const attachAfterPurchaseListeners = attachOnce(() => [
  attachCheckoutListeners(),
  listenPurchaseCookie(),
  // onSet runs the listener attached last first: the purchase is sent before it is remembered.
  listenPurchaseAnalytics(),
]);
