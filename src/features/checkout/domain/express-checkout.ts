/**
 * The legacy express checkout (checkout.md §2 Express checkout, §4, §7): which payment method the page may
 * use, the button label of each, and the main host's express_checkout parameters built from a
 * recalculated cart. Pure: src/features/checkout/stores/express.ts reads the cookies and calls the hosts.
 */
import { z } from 'zod';
import { EXPRESS_PAYMENT_METHODS, type ExpressParams } from '../api/express.ts';
import type { RecalculatedCart } from '../api/checkout-schemas.ts';
import { cleanAffiliateId } from '../../analytics/index.ts';
import type { Localized } from '../../../shared/messages/catalogue.ts';
import { express } from '../../../shared/messages/en/express.ts';
import { payments } from '../../../shared/messages/en/payments.ts';

export type ExpressMethod = (typeof EXPRESS_PAYMENT_METHODS)[number];
export const DEFAULT_EXPRESS_METHOD: ExpressMethod = 'afterpay';
/** The localization (region, country, currency) under which every express method is offered (§4). */
export const EXPRESS_FULL_LOCALIZATION = { region: 'USA', currency: 'USD' } as const;
/** ship_method 1 is standard delivery; the host also receives it by name. */
export const EXPRESS_SHIPPING = 'standard';

/** checkout.md §9: payment button labels (card for stripe; the wallets use the generic 'Pay'). */
const EXPRESS_BUTTON_KEYS = {
  afterpay: 'payAfterpay',
  paypal: 'payPaypal',
  stripe: 'payCard',
  googlepay: 'payOther',
  applepay: 'payOther',
} as const satisfies Record<ExpressMethod, keyof typeof payments>;

export function expressButtonLabel(method: ExpressMethod, texts: Localized<typeof payments> = payments): string {
  return texts[EXPRESS_BUTTON_KEYS[method]];
}

/** The English labels, by method. */
export const EXPRESS_BUTTON_LABELS: Record<ExpressMethod, string> = {
  afterpay: payments.payAfterpay,
  paypal: payments.payPaypal,
  stripe: payments.payCard,
  googlepay: payments.payOther,
  applepay: payments.payOther,
};

export const EXPRESS_TEXTS = express;

const methodSchema = z.enum(EXPRESS_PAYMENT_METHODS).catch(DEFAULT_EXPRESS_METHOD);
const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/);
/** The Google Analytics client cookie, e.g. GA1.1.123456.1700000000. */
const gaSchema = z.string().regex(/^GA\d\.\d\.[\d.]{1,60}$/);

export interface ExpressQuery {
  method: ExpressMethod;
  deviceId: string | null;
}

/** ?method (default afterpay, anything unknown too) and ?deviceId (null when absent or malformed). */
export function parseExpressQuery(query: URLSearchParams): ExpressQuery {
  const device = deviceIdSchema.safeParse(query.get('deviceId'));
  return {
    method: methodSchema.parse(query.get('method') ?? DEFAULT_EXPRESS_METHOD),
    deviceId: device.success ? device.data : null,
  };
}

/**
 * The method the page uses. Methods other than afterpay exist only for a shopper localized to the USA in
 * US dollars; anyone else asking for one gets afterpay, the method the legacy page always offered.
 */
export function expressMethodFor(
  requested: ExpressMethod,
  localization: { region: string; currency: string },
): ExpressMethod {
  const full =
    localization.region === EXPRESS_FULL_LOCALIZATION.region &&
    localization.currency === EXPRESS_FULL_LOCALIZATION.currency;
  return full ? requested : DEFAULT_EXPRESS_METHOD;
}

export interface ExpressContext {
  method: ExpressMethod;
  deviceId: string | null;
  currency: string;
  locale: string;
  storeId: string;
  storeUrl: string;
  /** Raw cookie values; cleaned here. */
  affiliateCookie: string | null | undefined;
  gaCookie: string | null | undefined;
}

/** The express_checkout parameters (every one of checkout.md §7), or null when nothing is left to buy. */
export function expressParamsFor(cart: RecalculatedCart, context: ExpressContext): ExpressParams | null {
  const lines = cart.lineItems.filter((l) => l.quantity > 0);
  if (lines.length === 0) return null;
  const ga = gaSchema.safeParse(context.gaCookie);
  const aid = cleanAffiliateId(context.affiliateCookie);
  return {
    currency: context.currency,
    locale: context.locale,
    paymentMethod: context.method,
    skus: lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
    storeId: context.storeId,
    storeUrl: context.storeUrl,
    ...(aid === null ? {} : { aid }),
    ...(context.deviceId === null ? {} : { deviceId: context.deviceId }),
    ...(ga.success ? { ga: ga.data } : {}),
    contentIds: [...new Set(lines.map((l) => l.productId))],
    shipping: EXPRESS_SHIPPING,
    method: context.method,
  };
}
