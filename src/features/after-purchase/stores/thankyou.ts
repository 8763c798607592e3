/**
 * The thank-you page's state (checkout.md §2 Thank-you page, §3, §8): the order loads (status NONE →
 * LOADED or FAILURE; a failed fetch is only a tracking event and FAILURE), the purchase event fires once
 * per order (remembered in the sf_purchases cookie), and the checkout session (cart cookie, payment
 * cookie, stored delivery options) is cleared.
 *
 * Nothing is confirmed on the word of a link (issue 13): the order is shown, tracked and the session
 * cleared only when the checkout host answers an order placed from a checkout this browser started (the
 * checkout id the cart holds, or one whose order it confirmed before: own-orders.ts) and the link's order
 * number and lookup number are that order's. Anything else (unknown, another browser's, malformed) is
 * 'we could not find that order', with every cookie and stored option left as it was.
 *
 * The purchase event, the cookie and the fetch error's tracking event are the listeners' (../listeners/):
 * this module publishes what happened (events.ts).
 */
import { atom } from 'nanostores';
import { type CheckoutApi, type Order, clearCheckoutSession } from '../../checkout/index.ts';
import { ApiErrorsError } from '../../../shared/api/request.ts';
import { readCookie } from '../../../shared/cookies.ts';
import { $localization } from '../../localization/index.ts';
import {
  isOwnOrder,
  ORDER_LOAD_STATUS,
  purchaseInputOf,
  toOrderView,
  type OrderLoadStatus,
  type OrderView,
} from '../domain/order-view.ts';
import { hasPurchased, parsePurchaseMemory, PURCHASE_COOKIE, rememberPurchase } from '../domain/purchase-memory.ts';
import { EMPTY_THANKYOU_QUERY, type ThankYouQuery } from '../domain/thankyou.ts';
import { ownOrdersKey, parseOwnOrders, rememberOwnOrder } from '../domain/own-orders.ts';
import { rememberedCheckoutId } from '../../cart/index.ts';
import { publishAfterPurchaseEvent } from './events.ts';

/** Why the order is not shown: no such order of this browser, or the host did not answer (retryable). */
export type ThankYouFailure = 'not-found' | 'unavailable';

export interface ThankYouState {
  query: ThankYouQuery;
  status: OrderLoadStatus;
  failure: ThankYouFailure | null;
  order: OrderView | null;
  /** The tracking page of the loaded order. */
  trackUrl: string | null;
}

export interface ThankYouConfig {
  storeSlug: string;
  /** The checkout host's client (the island hands in the page's). */
  checkout: Pick<CheckoutApi, 'getOrderByCartId' | 'getOrderByLookupNumber' | 'trackOrderUrl'>;
}

const INITIAL: ThankYouState = {
  query: EMPTY_THANKYOU_QUERY,
  status: ORDER_LOAD_STATUS.none,
  failure: null,
  order: null,
  trackUrl: null,
};

export const $thankYou = atom<ThankYouState>(INITIAL);

let running = false;

function readMemory(): string[] {
  return parsePurchaseMemory(readCookie(PURCHASE_COOKIE, 'raw'));
}

function readOwnOrders(storeSlug: string): string[] {
  try {
    return parseOwnOrders(localStorage.getItem(ownOrdersKey(storeSlug)));
  } catch {
    return [];
  }
}

function writeOwnOrders(storeSlug: string, list: readonly string[]): void {
  try {
    localStorage.setItem(ownOrdersKey(storeSlug), JSON.stringify(list));
  } catch {
    // Storage can be disabled: a later visit then finds the order only while the cart still holds it.
  }
}

/**
 * Publishes the purchase unless this browser already sent it for the order (the sf_purchases cookie);
 * true when published now. The listeners send the event and remember the order.
 */
export function trackPurchaseOnce(order: Order): boolean {
  const key = String(order.orderNumber);
  const memory = readMemory();
  if (hasPurchased(memory, key)) return false;
  publishAfterPurchaseEvent({
    type: 'purchased',
    purchase: purchaseInputOf(order),
    memory: rememberPurchase(memory, key),
  });
  return true;
}

function fail(query: ThankYouQuery, failure: ThankYouFailure): void {
  $thankYou.set({ query, status: ORDER_LOAD_STATUS.failure, failure, order: null, trackUrl: null });
}

/** A 4xx with an errors list: the host looked and there is no such order (of that checkout). */
const isNoSuchOrder = (error: unknown): boolean =>
  error instanceof ApiErrorsError && error.status >= 400 && error.status < 500;

/**
 * Loads the order of the query when it is this browser's (see the file comment), then tracks the purchase
 * once and clears the checkout session when the cart still holds that order's checkout.
 */
export async function loadThankYou(config: ThankYouConfig, query: ThankYouQuery): Promise<void> {
  if (running) return;
  running = true;
  try {
    await load(config, query);
  } finally {
    running = false;
  }
}

async function load(config: ThankYouConfig, query: ThankYouQuery): Promise<void> {
  $thankYou.set({ ...INITIAL, query });
  const cartCheckoutId = rememberedCheckoutId();
  const ownOrders = readOwnOrders(config.storeSlug);
  const checkoutId = query.cart ?? cartCheckoutId;
  if (query.malformed || checkoutId === null || (checkoutId !== cartCheckoutId && !ownOrders.includes(checkoutId))) {
    fail(query, 'not-found');
    return;
  }
  const api = config.checkout;
  let order: Order;
  try {
    order =
      query.orderLookupNumber === null
        ? await api.getOrderByCartId(checkoutId)
        : await api.getOrderByLookupNumber(query.orderLookupNumber, checkoutId);
  } catch (error) {
    publishAfterPurchaseEvent({
      type: 'order-fetch-failed',
      error: error instanceof Error ? error.message : String(error),
    });
    fail(query, isNoSuchOrder(error) ? 'not-found' : 'unavailable');
    return;
  }
  const expected = {
    checkoutId,
    storeSlug: config.storeSlug,
    orderNumber: query.orderNumber,
    lookupNumber: query.orderLookupNumber,
  };
  if (!isOwnOrder(order, expected)) {
    fail(query, 'not-found');
    return;
  }
  $thankYou.set({
    query,
    status: ORDER_LOAD_STATUS.loaded,
    failure: null,
    order: toOrderView(order, $localization.get().locale),
    trackUrl: api.trackOrderUrl(order.lookupNumber),
  });
  writeOwnOrders(config.storeSlug, rememberOwnOrder(ownOrders, order.cartId));
  trackPurchaseOnce(order);
  if (cartCheckoutId === order.cartId) clearCheckoutSession(config.storeSlug);
}
