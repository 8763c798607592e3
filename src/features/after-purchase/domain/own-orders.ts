/**
 * The checkouts whose order this browser has confirmed on the thank-you page, so a reload or a later visit
 * of that page shows the order again after the cart (and its checkout id) was cleared. An order of any
 * other checkout is not this browser's to show. Stored per store in localStorage; untrusted input, parsed
 * with a schema (anything malformed counts as nothing remembered); the newest OWN_ORDERS_MAX are kept.
 */
import { z } from 'zod';
import { parseJson } from '../../../shared/parse-json.ts';

export const OWN_ORDERS_KEY_PREFIX = 'sf_orders_';
export const OWN_ORDERS_MAX = 20;

const CHECKOUT_ID = /^[A-Za-z0-9_-]{1,100}$/;
const listSchema = z.array(z.string().regex(CHECKOUT_ID)).max(OWN_ORDERS_MAX * 2);

export const ownOrdersKey = (storeSlug: string): string => `${OWN_ORDERS_KEY_PREFIX}${storeSlug}`;

/** The remembered checkout ids, oldest first; [] for an absent or tampered value. */
export function parseOwnOrders(raw: string | null | undefined): string[] {
  return parseJson(listSchema, raw)?.slice(-OWN_ORDERS_MAX) ?? [];
}

/** The list with `checkoutId` as the newest, the oldest dropped beyond the limit. */
export function rememberOwnOrder(list: readonly string[], checkoutId: string): string[] {
  if (!CHECKOUT_ID.test(checkoutId)) return [...list];
  return [...list.filter((id) => id !== checkoutId), checkoutId].slice(-OWN_ORDERS_MAX);
}
