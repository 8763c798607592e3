/**
 * Product details from the product's blank (storefront §6: GET /v1/blanks?id=productId, "Product blank
 * data"). A listing answer carries the details of each of its products (description, materials, fit,
 * size chart); a product missing from it is described by its blank, which the host always has. Used by
 * the build's pull and by the on-demand server, so both pages show the same details.
 */
import type { CommerceApi } from './commerce.ts';
import { ApiErrorsError } from '../../../shared/api/request.ts';
import type { Listing, ProductDetails } from '../domain/types.ts';

/** A blank the host does not know: the product simply has no details (the tab and size guide stay hidden). */
function unknownBlank(error: unknown): boolean {
  return error instanceof ApiErrorsError && error.status === 404;
}

/** The product ids of `listings` without details, each once. */
export function productsWithoutDetails(listings: readonly Listing[]): string[] {
  const missing = new Set<string>();
  for (const listing of listings) {
    for (const product of listing.products) {
      if (!(product.productId in listing.productDetails)) missing.add(product.productId);
    }
  }
  return [...missing];
}

/**
 * `listings` with every product's details, reading each missing product's blank once (`blanks` caches
 * them across calls: many listings share a blank). A blank the host does not know leaves the product
 * without details; any other failure is thrown, as a failed listing call is.
 */
export async function withBlankDetails(
  listings: readonly Listing[],
  getBlank: CommerceApi['getBlank'],
  blanks = new Map<string, Promise<ProductDetails | null>>(),
): Promise<Listing[]> {
  const missing = productsWithoutDetails(listings);
  if (missing.length === 0) return [...listings];
  for (const id of missing) {
    if (!blanks.has(id)) {
      blanks.set(
        id,
        getBlank(id).then(
          (blank) => blank.details,
          (error: unknown) => {
            if (unknownBlank(error)) return null;
            throw error;
          },
        ),
      );
    }
  }
  const found = await Promise.all(missing.map((id) => blanks.get(id) ?? Promise.resolve(null)));
  const details = new Map(missing.map((id, i) => [id, found[i] ?? null]));
  return listings.map((listing) => {
    const added: Record<string, ProductDetails> = {};
    for (const product of listing.products) {
      const blank = details.get(product.productId);
      if (!(product.productId in listing.productDetails) && blank) added[product.productId] = blank;
    }
    return Object.keys(added).length === 0
      ? listing
      : { ...listing, productDetails: { ...listing.productDetails, ...added } };
  });
}
