/**
 * The listing page's structured data: a Product with an Offer per colour, and the breadcrumb, built with
 * the SEO builders of src/features/seo/domain/seo.ts from a ListingView.
 */
import {
  breadcrumbJsonLd,
  productJsonLd,
  type Availability,
  type Crumb,
  type JsonLd,
  type SeoOffer,
} from '../features/seo/domain/seo.ts';
import type { Variant } from '../features/catalog/domain/types.ts';
import type { ListingView } from './listing.ts';

function availability(variant: Variant, preorder: boolean): Availability {
  if (preorder) return 'preorder';
  const stock = variant.sizes.map((s) => s.inventoryCount ?? variant.inventoryCount);
  const soldOut = variant.sizes.length === 0 || stock.every((n) => n !== null && n <= 0);
  return soldOut ? 'out_of_stock' : 'in_stock';
}

/** One Offer per public colour of every product of the listing, each at the path that selects it. */
export function listingOffers(view: ListingView, path: string): SeoOffer[] {
  const { listing } = view;
  return listing.products.flatMap((product) =>
    product.variants
      .filter((v) => v.visibility === 'public')
      .map((variant) => ({
        sku: `${listing.itemGroupId}_${variant.variationId}`,
        name: variant.title,
        color: variant.colorName,
        priceCents: variant.priceCents,
        currency: variant.currency,
        availability: availability(variant, listing.preorder),
        path: `${path}?pid=${encodeURIComponent(product.productId)}&variation=${encodeURIComponent(variant.variationId)}`,
        image: variant.images[0]?.src ?? null,
      })),
  );
}

export function listingJsonLd(
  view: ListingView,
  crumbs: readonly Crumb[],
  path: string,
  site: string,
  brand: string,
): JsonLd[] {
  const { listing, product } = view;
  const productLd = productJsonLd(
    {
      name: listing.title,
      description: listing.description,
      path,
      images: view.images.map((i) => i.src),
      ...(listing.sku ? { sku: listing.sku } : {}),
      productGroupId: listing.itemGroupId,
      category: product.productName,
      brand,
      offers: listingOffers(view, path),
    },
    site,
  );
  return [productLd, breadcrumbJsonLd(crumbs, site)];
}
