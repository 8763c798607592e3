/**
 * The checkout host: typed verbs over the request helper, answers validated by checkout-schemas.ts, and
 * the mappers from raw answers to the domain shapes the checkout UI uses (DeliveryOption).
 * Amounts are integer cents. A finished checkout (thank-you redirect) is one whose state is completed, or
 * success with an orderLookupNumber: success alone only means "ready to pay" (see isCheckoutFinished).
 */
import {
  addressValidationSchema,
  checkoutSchema,
  deliveryOptionsAnswerSchema,
  orderSchema,
  recalculatedCartSchema,
  type Address,
  type AddressValidation,
  type Checkout,
  type Customer,
  type DeliveryKind,
  type DeliveryQuote,
  type Order,
  type RecalculatedCart,
} from './checkout-schemas.ts';
import type { PaymentMethod, Platform } from './payment.ts';
import { buildUrl, hostCalls, type ApiErrorItem, type HostTransport } from '../../../shared/api/request.ts';

export * from './checkout-schemas.ts';

export const DELIVERY_OPTION_IDS = {
  standard: 'fullStandardCost',
  rush: 'fullRushCost',
  super_rush: 'fullSuperRushCost',
} as const satisfies Record<DeliveryKind, string>;
export type DeliveryOptionId = (typeof DELIVERY_OPTION_IDS)[DeliveryKind];
export const DELIVERY_LABELS: Record<DeliveryKind, string> = {
  standard: 'Standard',
  rush: 'Rush',
  super_rush: 'Super Rush',
};
/** Delivery error codes the storefront answers with its "can't deliver" toast (checkout.md §8). */
export const UNDELIVERABLE_ERROR_CODES = [
  'items_cannot_be_shipped_to_selected_destination',
  'country_not_supported',
] as const;

export interface DeliveryOption {
  id: DeliveryOptionId;
  kind: DeliveryKind;
  label: string;
  /** Cents. */
  price: number;
  currency: string;
  /** deliveryDate: the earliest estimate; arrivalDate: the latest (ISO dates). */
  estimatedDelivery: { deliveryDate: string; arrivalDate: string };
}

export function toDeliveryOption(quote: DeliveryQuote): DeliveryOption {
  return {
    id: DELIVERY_OPTION_IDS[quote.name],
    kind: quote.name,
    label: DELIVERY_LABELS[quote.name],
    price: quote.cost.amount,
    currency: quote.cost.currency,
    estimatedDelivery: { deliveryDate: quote.deliveryEstimates.early, arrivalDate: quote.deliveryEstimates.late },
  };
}

/** The kind behind a DeliveryOption id (what updateCheckout sends). */
export function deliveryKindOf(id: DeliveryOptionId): DeliveryKind {
  const entry = Object.entries(DELIVERY_OPTION_IDS).find(([, v]) => v === id);
  return (entry?.[0] ?? 'standard') as DeliveryKind;
}

/** The promo error of a failed call: the item whose source pointer mentions promoCode (checkout.md §5). */
export function promoErrorFrom(errors: readonly ApiErrorItem[]): ApiErrorItem | undefined {
  return errors.find((e) => e.source?.pointer?.includes('promoCode') ?? false);
}

export function isCheckoutFinished(checkout: Pick<Checkout, 'state' | 'orderLookupNumber'>): boolean {
  return checkout.state === 'completed' || (checkout.state === 'success' && checkout.orderLookupNumber !== null);
}

export interface NewCheckout {
  lineItems: { sku: string; quantity: number; listingSlug?: string }[];
  storeSlug: string;
  trafficSource?: string;
  affiliate?: string;
  currency?: string;
}

export interface CheckoutChanges {
  storeSlug: string;
  /** null removes the code. */
  promoCode?: string | null;
  customer?: Customer;
  deliveryOption?: DeliveryKind | DeliveryOptionId | null;
  marketingOptIn?: boolean;
  paymentMethod?: PaymentMethod;
}

export interface SubmitInput {
  checkoutId: string;
  storeSlug: string;
  paymentToken: string;
  paymentId: string;
  platform: Platform;
  returnUrl?: string;
}

export interface CheckoutApiOptions extends Pick<HostTransport, 'fetch' | 'backoffMs'> {
  baseUrl: string;
  /** The commerce host, for getOrderByCartId. */
  commerceBaseUrl?: string;
}

export function createCheckoutApi(options: CheckoutApiOptions) {
  const { baseUrl: base, commerceBaseUrl, ...transport } = options;
  const { get, send } = hostCalls(base, transport);

  return {
    createCheckout: (input: NewCheckout): Promise<Checkout> => send(checkoutSchema, '/checkout', input),
    getCheckout: (id: string, storeSlug: string): Promise<Checkout> =>
      get(checkoutSchema, '/checkout', { id, storeSlug }),
    updateCheckout: (id: string, data: CheckoutChanges): Promise<Checkout> =>
      send(checkoutSchema, '/v1/checkout', { id, data }, { method: 'PUT' }),
    /** Places the order; retries reuse `idempotencyKey`, so a lost answer never places a second order. */
    submitCheckout: (input: SubmitInput, idempotencyKey: string): Promise<Checkout> =>
      send(checkoutSchema, '/v1/checkout/submit', input, { headers: { 'Idempotency-Key': idempotencyKey } }),
    getDeliveryOptions: async (input: {
      id: string;
      storeSlug: string;
      stateCode: string;
      countryCode: string;
    }): Promise<DeliveryOption[]> => {
      const answer = await send(deliveryOptionsAnswerSchema, '/deliveryOptions', input);
      return answer.data.attributes.quotes.map(toDeliveryOption);
    },
    validateAddress: (address: Address): Promise<AddressValidation> =>
      send(addressValidationSchema, '/v1/address/validate', { address }),
    applyPromo: (id: string, storeSlug: string, promoCode: string): Promise<Checkout> =>
      send(checkoutSchema, '/v1/checkout/promo', { id, data: { storeSlug, promoCode } }),
    recalculateCart: (input: {
      storeSlug: string;
      lineItems: { sku: string; quantity: number }[];
      currency?: string;
    }): Promise<RecalculatedCart> => send(recalculatedCartSchema, '/v1/cart/recalculate', input),
    getOrderByCartId: (cartId: string): Promise<Order> => {
      if (!commerceBaseUrl) return Promise.reject(new Error('createCheckoutApi: commerceBaseUrl is not set'));
      return hostCalls(commerceBaseUrl, transport).get(orderSchema, '/v1/orders', { cartId });
    },
    /** With `checkoutId`, the host answers the order only when it was placed from that checkout (else 404). */
    getOrderByLookupNumber: (lookupNumber: string, checkoutId?: string): Promise<Order> =>
      get(orderSchema, `/v1/orders/${encodeURIComponent(lookupNumber)}`, { checkoutId }),
    /** The tracking page ({checkout host}/track/order/{lookupNumber}, checkout.md §2). */
    trackOrderUrl: (lookupNumber: string): string => buildUrl(base, `/track/order/${encodeURIComponent(lookupNumber)}`),
  };
}
export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
