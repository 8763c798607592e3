/**
 * The thank-you page's state (checkout.md §2 Thank-you page, §3, §8): the order loads (status NONE →
 * LOADED or FAILURE; a failed fetch is only a tracking event and FAILURE), the purchase event fires once
 * per order (remembered in the sf_purchases cookie), and the checkout session (cart cookie, payment
 * cookie, stored delivery options) is cleared.
 */
import { atom } from 'nanostores';
import Cookies from 'js-cookie';
import { createCheckoutApi, type Order } from '../lib/api/checkout.ts';
import { purchaseEvent } from '../lib/analytics.ts';
import {
  ORDER_LOAD_STATUS,
  purchaseInputOf,
  toOrderView,
  type OrderLoadStatus,
  type OrderView,
} from '../lib/order-view.ts';
import {
  hasPurchased,
  parsePurchaseMemory,
  PURCHASE_COOKIE,
  PURCHASE_COOKIE_DAYS,
  rememberPurchase,
  serializePurchaseMemory,
} from '../lib/purchase-memory.ts';
import { EMPTY_THANKYOU_QUERY, type ThankYouQuery } from '../lib/thankyou.ts';
import { trackEvent } from './analytics.ts';
import { clearCheckoutSession } from './checkout-session.ts';

export interface ThankYouState {
  /** What the page's query gave (shown even when the order cannot be loaded). */
  query: ThankYouQuery;
  status: OrderLoadStatus;
  order: OrderView | null;
  /** The tracking page of the order, when its lookup number is known. */
  trackUrl: string | null;
}

export interface ThankYouConfig {
  checkoutUrl: string;
  commerceUrl: string;
  storeSlug: string;
}

/** The tracking event of a failed order fetch (checkout.md §8: "Order fetch error: tracking event only"). */
export const ORDER_FETCH_ERROR_EVENT = 'order_fetch_error';

export const $thankYou = atom<ThankYouState>({
  query: EMPTY_THANKYOU_QUERY,
  status: ORDER_LOAD_STATUS.none,
  order: null,
  trackUrl: null,
});

let started = false;

const rawCookies = Cookies.withConverter({ read: (value) => value, write: (value) => value });

function readMemory(): string[] {
  return parsePurchaseMemory(rawCookies.get(PURCHASE_COOKIE));
}

function writeMemory(memory: readonly string[]): void {
  rawCookies.set(PURCHASE_COOKIE, serializePurchaseMemory(memory), {
    expires: PURCHASE_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
}

/** Sends the purchase event unless this browser already sent it for the order; true when sent now. */
export function trackPurchaseOnce(order: Order): boolean {
  const key = String(order.orderNumber);
  const memory = readMemory();
  if (hasPurchased(memory, key)) return false;
  trackEvent(purchaseEvent(purchaseInputOf(order)));
  writeMemory(rememberPurchase(memory, key));
  return true;
}

function fetchOrder(api: ReturnType<typeof createCheckoutApi>, query: ThankYouQuery): Promise<Order> {
  if (query.orderLookupNumber !== null) return api.getOrderByLookupNumber(query.orderLookupNumber);
  if (query.cart !== null) return api.getOrderByCartId(query.cart);
  return Promise.reject(new Error('thank-you page: no order lookup number or cart id in the query'));
}

/**
 * Loads the order of the query, tracks the purchase once and clears the checkout session on the first
 * visit for that order. The session is cleared only for an order that exists: a loaded one, or, when the
 * load fails, one the checkout's redirect named by number (the checkout redirects only once it is placed).
 * A revisit of an order already tracked never clears a newer cart.
 */
export async function loadThankYou(config: ThankYouConfig, query: ThankYouQuery): Promise<void> {
  if (started) return;
  started = true;
  $thankYou.set({ ...$thankYou.get(), query });
  const api = createCheckoutApi({ baseUrl: config.checkoutUrl, commerceBaseUrl: config.commerceUrl });
  try {
    const order = await fetchOrder(api, query);
    $thankYou.set({
      query,
      status: ORDER_LOAD_STATUS.loaded,
      order: toOrderView(order),
      trackUrl: api.trackOrderUrl(order.lookupNumber),
    });
    if (trackPurchaseOnce(order)) clearCheckoutSession(config.storeSlug);
  } catch (error) {
    window.dataLayer ??= [];
    window.dataLayer.push({
      event: ORDER_FETCH_ERROR_EVENT,
      error: error instanceof Error ? error.message : String(error),
    });
    const lookup = query.orderLookupNumber;
    $thankYou.set({
      query,
      status: ORDER_LOAD_STATUS.failure,
      order: null,
      trackUrl: lookup === null ? null : api.trackOrderUrl(lookup),
    });
    if (query.orderNumber !== null && !hasPurchased(readMemory(), query.orderNumber)) {
      clearCheckoutSession(config.storeSlug);
    }
  }
}
