/**
 * The checkout state machine (checkout.md §4): a pure reducer over the events the checkout store
 * dispatches, plus the derived rules the island renders from. No fetching, no timers, no DOM.
 *
 *   page:      loading → ready | failed | invalid-link;  ready → afterpay-failed (then card, after 4 s)
 *   customer:  details → pending (address submitted) → done (delivery options arrived);
 *              any edit of the form after that → details again (the address must be confirmed anew)
 *   delivery:  idle → fetching → ready | failed; an answer for an earlier request is dropped
 *   promo:     none → applying → applied | failed; applied → none (removed)
 */
import type { Checkout } from '../api/checkout-schemas.ts';
import type { DeliveryOption, DeliveryOptionId } from '../api/checkout.ts';
import { DELIVERY_OPTION_IDS } from '../api/checkout.ts';
import type { CardFieldsState } from '../payments/provider.ts';
import { EMPTY_CARD_FIELDS } from '../payments/provider.ts';
import type { CheckoutMethod } from './payment-rules.ts';

export type PagePhase = 'loading' | 'ready' | 'failed' | 'invalid-link' | 'afterpay-failed';
export type CustomerPhase = 'details' | 'pending' | 'done';
export type DeliveryPhase = 'idle' | 'fetching' | 'ready' | 'failed';
export type PromoPhase = 'none' | 'applying' | 'applied' | 'failed';

export interface MachineState {
  page: PagePhase;
  checkout: Checkout | null;
  customer: CustomerPhase;
  delivery: DeliveryPhase;
  deliveryOptions: readonly DeliveryOption[];
  /** Sequence number of the newest delivery-options request; older answers are dropped. */
  deliveryRequest: number;
  method: CheckoutMethod;
  card: CardFieldsState;
  processing: boolean;
  /** The message of the payment error box, under 'The payment cannot be authorized.'. */
  paymentError: string | null;
  promo: PromoPhase;
  promoError: string | null;
}

export type MachineEvent =
  /** `method`: the method the checkout opens on (payment-rules.ts initialMethod); without it, as before. */
  | { type: 'loaded'; checkout: Checkout; method?: CheckoutMethod }
  | { type: 'load-failed' }
  | { type: 'link-invalid' }
  | { type: 'checkout-updated'; checkout: Checkout }
  | { type: 'address-submitted' }
  | { type: 'address-rejected' }
  /** The form changed after 'Deliver to this address': options and answers for the old address are dropped. */
  | { type: 'address-edited'; seq: number }
  | { type: 'delivery-requested'; seq: number }
  | { type: 'delivery-arrived'; seq: number; options: readonly DeliveryOption[] }
  | { type: 'delivery-failed'; seq: number }
  | { type: 'method-chosen'; method: CheckoutMethod }
  | { type: 'card-changed'; card: CardFieldsState }
  | { type: 'processing'; on: boolean }
  | { type: 'payment-failed'; message: string }
  | { type: 'payment-error-cleared' }
  | { type: 'promo-applying' }
  | { type: 'promo-applied'; checkout: Checkout }
  | { type: 'promo-failed'; message: string }
  | { type: 'promo-removed'; checkout: Checkout }
  | { type: 'afterpay-failed' }
  | { type: 'afterpay-recovered' };

export const INITIAL_STATE: MachineState = {
  page: 'loading',
  checkout: null,
  customer: 'details',
  delivery: 'idle',
  deliveryOptions: [],
  deliveryRequest: 0,
  method: 'card',
  card: EMPTY_CARD_FIELDS,
  processing: false,
  paymentError: null,
  promo: 'none',
  promoError: null,
};

export function hasAddress(checkout: Checkout | null): boolean {
  const a = checkout?.customer?.address;
  return a !== undefined && a.address1.trim() !== '';
}

export function reduce(state: MachineState, event: MachineEvent): MachineState {
  switch (event.type) {
    case 'loaded':
      return {
        ...state,
        page: 'ready',
        checkout: event.checkout,
        promo: event.checkout.promoCode ? 'applied' : 'none',
        method: event.method ?? (event.checkout.paymentMethod === 'paypal' ? 'paypal' : state.method),
      };
    case 'load-failed':
      return { ...state, page: 'failed' };
    case 'link-invalid':
      return { ...state, page: 'invalid-link' };
    case 'checkout-updated':
      return { ...state, checkout: event.checkout };
    case 'address-submitted':
      return { ...state, customer: 'pending' };
    case 'address-rejected':
      return { ...state, customer: 'details' };
    case 'address-edited':
      return {
        ...state,
        customer: 'details',
        delivery: 'idle',
        deliveryOptions: [],
        deliveryRequest: Math.max(state.deliveryRequest, event.seq),
      };
    case 'delivery-requested':
      return event.seq > state.deliveryRequest ? { ...state, delivery: 'fetching', deliveryRequest: event.seq } : state;
    case 'delivery-arrived':
      if (event.seq !== state.deliveryRequest) return state;
      return { ...state, delivery: 'ready', deliveryOptions: event.options, customer: 'done' };
    case 'delivery-failed':
      if (event.seq !== state.deliveryRequest) return state;
      return { ...state, delivery: 'failed', deliveryOptions: [], customer: 'details' };
    case 'method-chosen':
      return { ...state, method: event.method, paymentError: null };
    case 'card-changed':
      return { ...state, card: event.card };
    case 'processing':
      return { ...state, processing: event.on };
    case 'payment-failed':
      return { ...state, processing: false, paymentError: event.message };
    case 'payment-error-cleared':
      return { ...state, paymentError: null };
    case 'promo-applying':
      return { ...state, promo: 'applying', promoError: null };
    case 'promo-applied':
      return { ...state, promo: 'applied', promoError: null, checkout: event.checkout };
    case 'promo-failed':
      return { ...state, promo: 'failed', promoError: event.message };
    case 'promo-removed':
      return { ...state, promo: 'none', promoError: null, checkout: event.checkout };
    case 'afterpay-failed':
      return { ...state, page: 'afterpay-failed', processing: false };
    case 'afterpay-recovered':
      return { ...state, page: 'ready', method: 'card' };
  }
}

/** A free option exists: the list is hidden (§2) and that option is used. */
export function freeOption(options: readonly DeliveryOption[]): DeliveryOption | undefined {
  return options.find((o) => o.price === 0);
}

/**
 * The options section 2 lists: none until options arrived for an entered address; with a free option only
 * that one (the list of choices is hidden, §2, and the free option is the one used); else every option.
 * The section is never empty once options exist: a lone free option is shown, selected.
 */
export function shownDeliveryOptions(state: MachineState): readonly DeliveryOption[] {
  if (state.delivery !== 'ready' || !hasAddress(state.checkout)) return [];
  const free = freeOption(state.deliveryOptions);
  return free ? [free] : state.deliveryOptions;
}

/** The options can be chosen between: there are several and none is free. */
export function deliveryListVisible(state: MachineState): boolean {
  return shownDeliveryOptions(state).length > 1 || (shownDeliveryOptions(state)[0]?.price ?? 0) !== 0;
}

/** The option id currently on the checkout (its kind mapped to the option id), or null. */
export function selectedOptionId(checkout: Checkout | null): DeliveryOptionId | null {
  return checkout?.deliveryOption ? DELIVERY_OPTION_IDS[checkout.deliveryOption] : null;
}

/** Choosing an option updates the checkout only when it differs from the current one (§4). */
export function deliveryNeedsUpdate(checkout: Checkout | null, chosen: DeliveryOptionId): boolean {
  return selectedOptionId(checkout) !== chosen;
}

/** The option to hold after options arrive: the free one, the checkout's own if still offered, else the first. */
export function defaultOption(
  checkout: Checkout | null,
  options: readonly DeliveryOption[],
): DeliveryOption | undefined {
  const current = selectedOptionId(checkout);
  return freeOption(options) ?? options.find((o) => o.id === current) ?? options[0];
}

/** Delivery options are fetched only while the checkout is not successful yet (§4) and has an address. */
export function shouldFetchDelivery(checkout: Checkout | null): boolean {
  return checkout !== null && checkout.state !== 'completed' && hasAddress(checkout);
}

/** §4: disabled while processing, without delivery options, before the address is entered, and on card error/empty. */
export function orderButtonDisabled(state: MachineState): boolean {
  if (state.processing || state.page !== 'ready') return true;
  if (state.delivery !== 'ready' || state.deliveryOptions.length === 0) return true;
  if (!hasAddress(state.checkout) || state.customer !== 'done') return true;
  if (state.checkout?.deliveryOption === null) return true;
  if (state.method === 'card') return state.card.empty || state.card.error !== null || !state.card.complete;
  return false;
}

/** The option the checkout holds, among the options that arrived for its address, or undefined. */
export function chosenOption(state: MachineState): DeliveryOption | undefined {
  const id = selectedOptionId(state.checkout);
  return state.deliveryOptions.find((o) => o.id === id);
}

/** The arrival estimate of the chosen option (for /thankyou), or null. */
export function arrivalEstimate(state: MachineState): string | null {
  const id = selectedOptionId(state.checkout);
  return state.deliveryOptions.find((o) => o.id === id)?.estimatedDelivery.arrivalDate ?? null;
}
