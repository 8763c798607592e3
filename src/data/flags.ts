/**
 * Feature flags (storefront §6, checkout §6): turns each flag of the flags service (src/shared/api/flags.ts,
 * read with the store as context by the store's flags client of ./host-clients.ts) into the behaviour the spec
 * gives it. A static build reads them once at pull time and bakes them into the snapshot (`snapshot.flags`);
 * the on-demand server reads them live for every request (./live.ts).
 *
 * | flag                | on                                          | off                              |
 * |---------------------|---------------------------------------------|----------------------------------|
 * | showFanValidation   | fan-validation notice above 100 orders      | never                            |
 * | useCheckoutV2       | the checkout host's hosted checkout (v2)    | this store's /checkout/{id} (v1) |
 * | usHostedCheckout    | hosted/wallet buttons for buyers in the USA | legacy (express checkout) buttons|
 * | support             | /support section and footer links           | /support redirects to /          |
 * | collections         | collections from GET /v1/collections        | the store answer's collections   |
 * | notificationBanner  | the theme's notification as a global banner | no banner                        |
 */
import { DEFAULT_FLAGS, type Flags } from '../shared/api/flags.ts';
import type { CommerceApi } from '../features/catalog/api/commerce.ts';
import type { CollectionRef } from '../features/catalog/domain/types.ts';

export { DEFAULT_FLAGS, type Flags };
// The two checkout flags' rules live with the cart's destinations (the islands need them without this module).
export { checkoutButtons, checkoutVersion, type CheckoutButtons } from '../features/checkout/domain/checkout-route.ts';

/** Where collections come from: the collections feature's own call, or the store answer. */
export function collectionsSource(flags: Pick<Flags, 'collections'>): 'collections-service' | 'store' {
  return flags.collections ? 'collections-service' : 'store';
}

/**
 * The store's collections from where the collections flag says: GET /v1/collections (the collections
 * feature; its first products per collection are not needed for the navigation) or GET /v1/stores/collections.
 */
export async function readCollections(
  flags: Pick<Flags, 'collections'>,
  commerce: Pick<CommerceApi, 'getCollections' | 'getStoreCollections'>,
  storeSlug: string,
): Promise<CollectionRef[]> {
  if (collectionsSource(flags) === 'store') return commerce.getStoreCollections(storeSlug);
  const collections = await commerce.getCollections(storeSlug);
  return collections.map(({ products: _products, ...ref }) => ref);
}

export function supportSectionOn(flags: Pick<Flags, 'support'>): boolean {
  return flags.support;
}

export function notificationBannerOn(flags: Pick<Flags, 'notificationBanner'>): boolean {
  return flags.notificationBanner;
}

/** The fan-validation notice may show (it still needs more than 100 orders, src/data/listing.ts). */
export function fanValidationAllowed(flags: Pick<Flags, 'showFanValidation'>): boolean {
  return flags.showFanValidation;
}
