/**
 * The legacy express checkout on the main host: the browser is redirected to
 * {main host}/express_checkout with the query of checkout.md §7. This module only builds the URL.
 */
import { z } from 'zod';
import { buildUrl } from '../../../shared/api/request.ts';

export const EXPRESS_PAYMENT_METHODS = ['afterpay', 'stripe', 'paypal', 'googlepay', 'applepay'] as const;
/** checkout.md §7: ship_method is always 1. */
export const EXPRESS_SHIP_METHOD = 1;

export const expressParamsSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  locale: z.string().min(2),
  paymentMethod: z.enum(EXPRESS_PAYMENT_METHODS),
  skus: z.array(z.object({ sku: z.string().min(1), quantity: z.number().int().min(1) })).min(1),
  storeId: z.string().min(1),
  storeUrl: z.url(),
  aid: z.string().optional(),
  deviceId: z.string().optional(),
  ga: z.string().optional(),
  contentIds: z.array(z.string()).optional(),
  shipping: z.string().optional(),
  method: z.string().optional(),
});
export type ExpressParams = z.input<typeof expressParamsSchema>;

/** The redirect target; throws a ZodError when a parameter is missing or malformed. */
export function buildExpressCheckoutUrl(mainBaseUrl: string, params: ExpressParams): string {
  const p = expressParamsSchema.parse(params);
  return buildUrl(mainBaseUrl, '/express_checkout', {
    currency: p.currency,
    locale: p.locale,
    payment_method: p.paymentMethod,
    ship_method: EXPRESS_SHIP_METHOD,
    skus: p.skus.map((s) => `${s.sku}_${s.quantity}`).join(','),
    store_id: p.storeId,
    store_url: p.storeUrl,
    aid: p.aid,
    device_id: p.deviceId,
    _ga: p.ga,
    content_ids: p.contentIds?.join(','),
    shipping: p.shipping,
    method: p.method,
  });
}
