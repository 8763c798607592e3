/**
 * GA4 ecommerce payloads for the events the spec names (storefront §7: add-to-cart, remove-from-cart,
 * product-click, impression, view-item, begin-checkout, purchase), and their Meta-pixel equivalents.
 * Pure: the track module (src/features/analytics/browser/track.ts) pushes what these return. Amounts come in as integer cents
 * and leave in currency units, as GA4 and the pixel expect.
 */
import { toDollars } from '../../localization/index.ts';

export const ECOMMERCE_EVENTS = {
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  productClick: 'select_item',
  impression: 'view_item_list',
  viewItem: 'view_item',
  beginCheckout: 'begin_checkout',
  purchase: 'purchase',
} as const;
export type EcommerceEventName = (typeof ECOMMERCE_EVENTS)[keyof typeof ECOMMERCE_EVENTS];

/** What callers know about a product line; prices in cents. */
export interface ItemInput {
  id: string;
  name: string;
  /** Colour (and size), e.g. 'Black / M'. */
  variant?: string | undefined;
  /** Product type, e.g. 'Hoodie'. */
  category?: string | undefined;
  priceCents: number;
  quantity?: number | undefined;
  listName?: string | undefined;
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_category?: string;
  price: number;
  quantity: number;
  item_list_name?: string;
}

export interface Ga4Ecommerce {
  currency: string;
  value?: number;
  items: Ga4Item[];
  item_list_name?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
}

/** One event as pushed to the tag manager's data layer. */
export interface AnalyticsEvent {
  event: EcommerceEventName;
  ecommerce: Ga4Ecommerce;
}

const nonEmpty = (s: string | undefined): s is string => typeof s === 'string' && s.trim() !== '';

export function toGa4Item(input: ItemInput, listName?: string): Ga4Item {
  const list = listName ?? input.listName;
  return {
    item_id: input.id,
    item_name: input.name,
    ...(nonEmpty(input.variant) ? { item_variant: input.variant } : {}),
    ...(nonEmpty(input.category) ? { item_category: input.category } : {}),
    price: toDollars(input.priceCents),
    quantity: Math.max(1, Math.trunc(input.quantity ?? 1)),
    ...(nonEmpty(list) ? { item_list_name: list } : {}),
  };
}

/** Sum of price × quantity in currency units, rounded to the cent. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return Math.round(items.reduce((sum, i) => sum + i.price * i.quantity * 100, 0)) / 100;
}

function withValue(event: EcommerceEventName, currency: string, items: Ga4Item[]): AnalyticsEvent {
  return { event, ecommerce: { currency, value: itemsValue(items), items } };
}

export function addToCartEvent(item: ItemInput, currency: string): AnalyticsEvent {
  return withValue(ECOMMERCE_EVENTS.addToCart, currency, [toGa4Item(item)]);
}

export function removeFromCartEvent(item: ItemInput, currency: string): AnalyticsEvent {
  return withValue(ECOMMERCE_EVENTS.removeFromCart, currency, [toGa4Item(item)]);
}

export function viewItemEvent(item: ItemInput, currency: string): AnalyticsEvent {
  return withValue(ECOMMERCE_EVENTS.viewItem, currency, [toGa4Item(item)]);
}

/** Product click on a tile (GA4 select_item). */
export function productClickEvent(item: ItemInput, currency: string, listName: string): AnalyticsEvent {
  return {
    event: ECOMMERCE_EVENTS.productClick,
    ecommerce: { currency, item_list_name: listName, items: [toGa4Item(item, listName)] },
  };
}

/** Impressions of a list of tiles (GA4 view_item_list). */
export function impressionEvent(items: readonly ItemInput[], currency: string, listName: string): AnalyticsEvent {
  return {
    event: ECOMMERCE_EVENTS.impression,
    ecommerce: { currency, item_list_name: listName, items: items.map((i) => toGa4Item(i, listName)) },
  };
}

export function beginCheckoutEvent(items: readonly ItemInput[], currency: string, coupon?: string): AnalyticsEvent {
  const event = withValue(
    ECOMMERCE_EVENTS.beginCheckout,
    currency,
    items.map((i) => toGa4Item(i)),
  );
  if (nonEmpty(coupon)) event.ecommerce.coupon = coupon;
  return event;
}

export interface PurchaseInput {
  transactionId: string;
  items: readonly ItemInput[];
  currency: string;
  /** The order total; the items' sum when absent. */
  totalCents?: number | undefined;
  taxCents?: number | undefined;
  shippingCents?: number | undefined;
  coupon?: string | undefined;
}

export function purchaseEvent(input: PurchaseInput): AnalyticsEvent {
  const items = input.items.map((i) => toGa4Item(i));
  const ecommerce: Ga4Ecommerce = {
    transaction_id: input.transactionId,
    currency: input.currency,
    value: input.totalCents === undefined ? itemsValue(items) : toDollars(input.totalCents),
    items,
  };
  if (input.taxCents !== undefined) ecommerce.tax = toDollars(input.taxCents);
  if (input.shippingCents !== undefined) ecommerce.shipping = toDollars(input.shippingCents);
  if (nonEmpty(input.coupon)) ecommerce.coupon = input.coupon;
  return { event: ECOMMERCE_EVENTS.purchase, ecommerce };
}

/** The gtag.js command for an event: gtag('event', name, params) sent to one measurement id. */
export function gtagCommand(event: AnalyticsEvent, measurementId: string): [string, string, Record<string, unknown>] {
  return ['event', event.event, { ...event.ecommerce, send_to: measurementId }];
}

/**
 * Meta pixel standard events; GA4 events without a standard counterpart (remove_from_cart, select_item,
 * view_item_list) are not sent to the pixel.
 */
const FB_EVENTS: Partial<Record<EcommerceEventName, string>> = {
  add_to_cart: 'AddToCart',
  view_item: 'ViewContent',
  begin_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
};

/** fbq('track', name, params) for an event, or null when the pixel has no such event. */
export function fbqCommand(event: AnalyticsEvent): ['track', string, Record<string, unknown>] | null {
  const name = FB_EVENTS[event.event];
  if (name === undefined) return null;
  const { items, currency } = event.ecommerce;
  return [
    'track',
    name,
    {
      content_ids: items.map((i) => i.item_id),
      content_type: 'product',
      contents: items.map((i) => ({ id: i.item_id, quantity: i.quantity })),
      currency,
      value: event.ecommerce.value ?? itemsValue(items),
    },
  ];
}

/** The store's marketingPixels as the browser receives them (BaseLayout's #sf-pixels JSON). */
export interface PixelConfig {
  googleAnalytics: string | null;
  facebook: string | null;
}

const GA_ID = /^(G|UA|AW|DC)-[A-Z0-9-]{4,20}$/i;
const FB_ID = /^\d{5,20}$/;

/** Parses the pixels JSON; anything malformed turns that pixel off (the ids end up in script URLs). */
export function parsePixelConfig(raw: unknown): PixelConfig {
  const field = (key: string): unknown => (typeof raw === 'object' && raw !== null ? Reflect.get(raw, key) : undefined);
  const ga = field('googleAnalytics');
  const fb = field('facebook');
  return {
    googleAnalytics: typeof ga === 'string' && GA_ID.test(ga) ? ga : null,
    facebook: typeof fb === 'string' && FB_ID.test(fb) ? fb : null,
  };
}
