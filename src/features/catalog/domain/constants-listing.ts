/**
 * Listing-page constants the spec leaves to us: the external policy page behind 'Report this product'
 * and the wording of notices whose exact text the spec does not give (the English catalogue's listing
 * part). Texts the spec does give live in constants.ts (TEXTS).
 */
import { FAN_VALIDATION_MIN_ORDERS } from '../../../shared/constants.ts';
import { fill } from '../../../shared/messages/catalogue.ts';
import { listing } from '../../../shared/messages/en/listing.ts';

/** External policy page where a shopper reports a listing; the listing slug is its last path segment. */
export const REPORT_PRODUCT_BASE_URL = 'https://merch-policy.example/report/';

/** The 'Report this product' link of a listing (storefront §1: "addressed by listing slug"). */
export function reportProductUrl(listingSlug: string): string {
  return `${REPORT_PRODUCT_BASE_URL}${encodeURIComponent(listingSlug)}`;
}

/** The English catalogue's listing part, with the fan-validation threshold written in. */
export const LISTING_TEXTS = {
  ...listing,
  fanValidation: fill(listing.fanValidation, { count: FAN_VALIDATION_MIN_ORDERS }),
} as const;

/** Most products in the 'Similar Products' carousel. */
export const SIMILAR_PRODUCTS_MAX = 8;
