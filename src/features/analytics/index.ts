/** The analytics feature's public face: what other features use. */
export {
  addToCartEvent,
  beginCheckoutEvent,
  purchaseEvent,
  removeFromCartEvent,
  viewItemEvent,
} from './domain/analytics.ts';
export type { ItemInput, PurchaseInput } from './domain/analytics.ts';
export { AFFILIATE_COOKIE, PARTNER_COOKIE, cleanAffiliateId } from './domain/attribution.ts';
export { resetViewOnce, trackEvent, trackViewOnce } from './browser/track.ts';
export { arrivedListName } from './stores/list-state.ts';
