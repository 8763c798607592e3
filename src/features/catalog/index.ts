/** The catalog feature's public face: what other features use. */
export { ListingNotFoundError, StoreNotFoundError } from './api/commerce-errors.ts';
export type { CommerceApi } from './api/commerce.ts';
/**
 * The commerce and site host clients (one each, api/*-client.ts), loaded when first called. Exported
 * statically, they would be part of every island that imports this index (the bundler's shared chunk takes
 * an index with all it re-exports): measured, 21 KB more on every page.
 */
export const loadCommerceClient = () => import('./api/commerce-client.ts').then((m) => m.commerceClient);
export const loadSiteClient = () => import('./api/site-client.ts').then((m) => m.siteClient);
export const loadSiteModule = () => import('./api/site.ts');
export { toBlank, toListing } from './domain/map-listing.ts';
export { toCollection, toCollectionRef, toLocalization, toPagination, toStore } from './domain/map-store.ts';
export { toProductTile } from './domain/map-tile.ts';
export {
  DEFAULT_LOCALIZATION,
  DIGITAL_SIZE_LABEL,
  NFT_PRODUCT_ID,
  isDigitalSize,
  isNft,
  titleCase,
  toCents,
} from './domain/rules.ts';
export type * from './domain/types.ts';
export { loadInventory } from './stores/inventory.ts';
