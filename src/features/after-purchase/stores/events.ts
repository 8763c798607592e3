/**
 * What the thank-you page's actions report as having happened, for the listener modules (../listeners/):
 * the purchase event and the sf_purchases cookie that keeps it to once per order, and the tracking event
 * of a failed order fetch. Listeners hear each event synchronously (nanostores' onSet).
 */
import { atom } from 'nanostores';
import type { PurchaseInput } from '../../analytics/index.ts';

export type AfterPurchaseEvent =
  /** This browser's order, not tracked before: `memory` is the order numbers remembered from now on. */
  | { type: 'purchased'; purchase: PurchaseInput; memory: readonly string[] }
  /** The order could not be fetched (checkout.md §8: "Order fetch error: tracking event only"). */
  | { type: 'order-fetch-failed'; error: string };

/** The latest after-purchase event (null before the first); listeners attach with onSet. */
export const $afterPurchaseEvent = atom<AfterPurchaseEvent | null>(null);

export function publishAfterPurchaseEvent(event: AfterPurchaseEvent): void {
  $afterPurchaseEvent.set(event);
}
