/**
 * Listing-page constants the spec leaves to us: the external policy page behind 'Report this product'
 * and the wording of notices whose exact text the spec does not give. Texts the spec does give live in
 * constants.ts (TEXTS).
 */
import { FAN_VALIDATION_MIN_ORDERS } from '../../../shared/constants.ts';

/** External policy page where a shopper reports a listing; the listing slug is its last path segment. */
export const REPORT_PRODUCT_BASE_URL = 'https://merch-policy.example/report/';

/** The 'Report this product' link of a listing (storefront §1: "addressed by listing slug"). */
export function reportProductUrl(listingSlug: string): string {
  return `${REPORT_PRODUCT_BASE_URL}${encodeURIComponent(listingSlug)}`;
}

export const LISTING_TEXTS = {
  fanValidation: `Fan favourite: bought by more than ${FAN_VALIDATION_MIN_ORDERS} fans.`,
  privateListing: 'This is a private listing. Only people with the link can see it.',
  preorder: 'Pre-order: this product ships once production starts.',
  digitalDelivery: 'Digital item: delivered to your email, no shipping needed.',
  physicalDelivery: 'Printed on demand and shipped to you.',
  digitalReturns: 'Digital downloads cannot be returned once delivered.',
  nextImage: 'Next image',
  showImage: 'Show image',
  color: 'Colour',
  sizes: 'Sizes',
  materials: 'Materials',
  fit: 'Fit',
  comparableBrands: 'Comparable to',
  estimatedShipping: 'Estimated delivery',
  sizeChart: 'Size chart',
} as const;

/** Most products in the 'Similar Products' carousel. */
export const SIMILAR_PRODUCTS_MAX = 8;
