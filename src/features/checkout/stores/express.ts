/**
 * The express checkout page's state (checkout.md §2 Express checkout): the cart is recalculated on the
 * checkout host; an empty cart goes to /cart; otherwise the express_checkout URL on the main host is
 * built and the page's button for the chosen method takes the shopper there.
 */
import { atom } from 'nanostores';
import type { CheckoutApi } from '../api/checkout.ts';
import { buildExpressCheckoutUrl } from '../api/express.ts';
import { AFFILIATE_COOKIE } from '../../analytics/index.ts';
import {
  expressMethodFor,
  expressParamsFor,
  type ExpressQuery,
  type ExpressMethod,
} from '../domain/express-checkout.ts';
import { $cart } from '../../cart/index.ts';
import { $localization } from '../../localization/index.ts';
import { readCookie } from '../../../shared/cookies.ts';

export type ExpressState =
  | { status: 'preparing'; method: ExpressMethod }
  | { status: 'empty'; method: ExpressMethod }
  | { status: 'ready'; method: ExpressMethod; url: string }
  | { status: 'failed'; method: ExpressMethod };

export interface ExpressConfig {
  mainUrl: string;
  storeSlug: string;
  storeId: string;
  storeUrl: string;
}

/** The Google Analytics client id cookie, passed on as _ga. */
export const GA_COOKIE = '_ga';
export const CART_PATH = '/cart';

export const $express = atom<ExpressState>({ status: 'preparing', method: 'afterpay' });

/** Recalculates the cart (on `checkout`, the checkout host's client) and decides where the shopper goes; never throws. */
export async function prepareExpress(
  config: ExpressConfig,
  query: ExpressQuery,
  checkout: Pick<CheckoutApi, 'recalculateCart'>,
): Promise<void> {
  const loc = $localization.get();
  const method = expressMethodFor(query.method, loc);
  $express.set({ status: 'preparing', method });
  const lines = $cart.get().lines.map((l) => ({ sku: l.sku, quantity: l.quantity }));
  if (lines.length === 0) {
    $express.set({ status: 'empty', method });
    return;
  }
  try {
    const cart = await checkout.recalculateCart({
      storeSlug: config.storeSlug,
      lineItems: lines,
      currency: loc.currency,
    });
    const params = expressParamsFor(cart, {
      method,
      deviceId: query.deviceId,
      currency: loc.currency,
      locale: loc.locale,
      storeId: config.storeId,
      storeUrl: config.storeUrl,
      affiliateCookie: readCookie(AFFILIATE_COOKIE, 'encoded'),
      gaCookie: readCookie(GA_COOKIE, 'encoded'),
    });
    $express.set(
      params === null
        ? { status: 'empty', method }
        : { status: 'ready', method, url: buildExpressCheckoutUrl(config.mainUrl, params) },
    );
  } catch {
    $express.set({ status: 'failed', method });
  }
}
