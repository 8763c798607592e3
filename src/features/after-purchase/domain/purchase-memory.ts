/**
 * Which orders' purchase event this browser already sent (checkout.md §2 Thank-you page: "Purchase
 * tracking fires once per order (remembered in a cookie)"). The cookie is untrusted input: it is parsed
 * with a schema and anything malformed counts as "nothing remembered". It keeps the newest
 * PURCHASE_MEMORY_MAX order numbers, so it never grows past a few hundred bytes.
 */
import { z } from 'zod';

export const PURCHASE_COOKIE = 'sf_purchases';
export const PURCHASE_MEMORY_MAX = 20;
export const PURCHASE_COOKIE_DAYS = 365;

const ORDER_KEY = /^[A-Za-z0-9-]{1,40}$/;
const memorySchema = z.array(z.string().regex(ORDER_KEY)).max(PURCHASE_MEMORY_MAX * 2);

/** True for an order number that may be stored (and so compared). */
export function isOrderKey(value: string): boolean {
  return ORDER_KEY.test(value);
}

/** The remembered order numbers, oldest first; [] for an absent or tampered cookie. */
export function parsePurchaseMemory(raw: string | null | undefined): string[] {
  if (typeof raw !== 'string' || raw === '') return [];
  const parsed = memorySchema.safeParse(raw.split('.'));
  return parsed.success ? parsed.data.slice(-PURCHASE_MEMORY_MAX) : [];
}

export function hasPurchased(memory: readonly string[], orderKey: string): boolean {
  return memory.includes(orderKey);
}

/** The memory with `orderKey` added as the newest, the oldest dropped beyond the limit. */
export function rememberPurchase(memory: readonly string[], orderKey: string): string[] {
  if (!isOrderKey(orderKey)) return [...memory];
  return [...memory.filter((k) => k !== orderKey), orderKey].slice(-PURCHASE_MEMORY_MAX);
}

/** The cookie value ('.'-joined: cookie-safe without escaping). */
export function serializePurchaseMemory(memory: readonly string[]): string {
  return memory.filter(isOrderKey).slice(-PURCHASE_MEMORY_MAX).join('.');
}
