/** Typed errors of the commerce host and how its answers are recognised as them (spec storefront §8). */
import { ApiErrorsError } from '../../../shared/api/request.ts';

export const FAILED_TO_FETCH_PRODUCTS = 'Failed to fetch products';
export const LISTING_NOT_FOUND = 'Listing not found';
export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * The store does not exist: a 404 whose errors list points at `store` (the sandbox's form of the
 * spec's `errors.store: 'not found'`), or a bare 404 from the stores call. Leads to the creator 404 page.
 */
export class StoreNotFoundError extends Error {
  readonly slug: string;
  constructor(slug: string, options?: { cause?: unknown }) {
    super(`Store ${slug} not found`, options);
    this.name = 'StoreNotFoundError';
    this.slug = slug;
  }
}

/** 'Listing not found' or 'Product not found' (spec §8); `message` is the spec's text. */
export class ListingNotFoundError extends Error {
  readonly slug: string;
  readonly status: number;
  constructor(
    message: typeof LISTING_NOT_FOUND | typeof PRODUCT_NOT_FOUND,
    slug: string,
    status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ListingNotFoundError';
    this.slug = slug;
    this.status = status;
  }
}

/** Spec §8: any non-OK answer of the products call. */
export class ProductsFetchError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(FAILED_TO_FETCH_PRODUCTS, options);
    this.name = 'ProductsFetchError';
  }
}

/** True for the missing-store answer: 404 with an error item whose source.parameter is 'store'. */
export function isStoreNotFound(error: unknown): boolean {
  if (error instanceof ApiErrorsError) {
    return error.status === 404 && error.errors.some((e) => e.source?.parameter === 'store');
  }
  return false;
}

/** The spec's listing error when `error` is a 400/404 saying so; undefined otherwise. */
export function listingNotFound(error: unknown, slug: string): ListingNotFoundError | undefined {
  if (!(error instanceof ApiErrorsError) || (error.status !== 404 && error.status !== 400)) return undefined;
  const texts = error.errors.map((e) => e.detail ?? e.message ?? e.title ?? '');
  const message = texts.includes(PRODUCT_NOT_FOUND)
    ? PRODUCT_NOT_FOUND
    : texts.includes(LISTING_NOT_FOUND)
      ? LISTING_NOT_FOUND
      : undefined;
  return message ? new ListingNotFoundError(message, slug, error.status, { cause: error }) : undefined;
}
