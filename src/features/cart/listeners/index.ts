/**
 * The cart's listeners, attached once per page by every island that uses the cart's stores (a top-level
 * call in the island's module, so they are there before its first action).
 */
import { attachOnce } from '../../../shared/listeners.ts';
import { listenCartAnalytics } from './cart-analytics.ts';
import { listenCartCookie } from './cart-cookie.ts';
import { listenCartFeedback } from './cart-feedback.ts';

/** Attaches the cookie writes and tab sync, the modals and toasts, and the analytics; returns the detach. */
export const attachCartListeners = attachOnce(() => [
  listenCartCookie(),
  listenCartFeedback(),
  // onSet runs the listener attached last first: analytics before the modal, as the action did before.
  listenCartAnalytics(),
]);
