/** The catalog feature's public face: what other features use. */
export { ListingNotFoundError } from './api/commerce-errors.ts';
export { createCommerceApi } from './api/commerce.ts';
export { campaignGetVars, createSiteApi } from './api/site.ts';
export type { CommerceApi } from './api/commerce.ts';
export { toBlank, toListing } from './domain/map-listing.ts';
export { toCollection, toCollectionRef, toLocalization, toPagination, toStore } from './domain/map-store.ts';
export { toProductTile } from './domain/map-tile.ts';
export {
  DEFAULT_LOCALIZATION,
  DIGITAL_SIZE_LABEL,
  NFT_PRODUCT_ID,
  isDigitalSize,
  isNft,
  toCents,
} from './domain/rules.ts';
export type * from './domain/types.ts';
export { loadInventory } from './stores/inventory.ts';
