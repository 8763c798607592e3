/**
 * The checkout's listeners, attached once per page by every island that uses the checkout's stores (a
 * top-level call in the island's module, so they are there before its first action). The checkout's
 * actions change the cart too (the remembered checkout id, dropped lines, the cleared cart), so the
 * cart's listeners come with them.
 */
import { attachCartListeners } from '../../cart/index.ts';
import { attachOnce } from '../../../shared/listeners.ts';
import { listenCheckoutAnalytics } from './checkout-analytics.ts';
import { listenCheckoutFeedback } from './checkout-feedback.ts';
import { listenPaymentCookie } from './payment-cookie.ts';

/** Attaches the checkout's toasts and modal, begin_checkout, the payment cookie, and the cart's listeners. */
export const attachCheckoutListeners = attachOnce(() => [
  attachCartListeners(),
  listenPaymentCookie(),
  listenCheckoutFeedback(),
  listenCheckoutAnalytics(),
]);
