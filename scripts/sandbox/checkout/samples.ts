/**
 * Ready-made cart lines from the sandbox catalogue, for contract and e2e tests: the sku format and the
 * in-stock choice stay the catalogue's business, so tests do not hard-code generated ids.
 */
import { stockKey } from '../catalog.ts';
import { catalogueOf, initialStock } from '../fixtures/index.ts';

export interface SampleLine {
  store: string;
  sku: string;
  listingSlug: string;
  /** USD cents of one unit (size upcharge included). */
  priceCents: number;
  stockKey: string;
  /** Units in stock after a reset. */
  initialStock: number;
}

/** The first in-stock size of a listing (by slug), or of the store's n-th public, physical, in-stock listing. */
export function sampleLine(store: string, pick: { slug: string } | { index: number } = { index: 0 }): SampleLine {
  const catalogue = catalogueOf(store);
  if (!catalogue) throw new Error(`no sandbox store ${store}`);
  const candidates =
    'slug' in pick
      ? catalogue.listings.filter((l) => l.slug === pick.slug)
      : catalogue.listings.filter(
          (l) => l.visibility === 'public' && !l.preorder && l.products.every((p) => !p.blank.digital),
        );
  const lines = candidates.flatMap((listing) =>
    listing.products.flatMap((product) =>
      product.variations.flatMap((variation) =>
        product.sizes.map((size) => ({
          store: catalogue.store,
          sku: `${listing.itemGroupId}_${variation.variationId}_${size.id}`,
          listingSlug: listing.slug,
          priceCents: product.priceCents + size.upchargeCents,
          stockKey: stockKey(listing.listingId, variation.variationId, size.id),
          initialStock: initialStock(listing, variation.variationId, size.id),
        })),
      ),
    ),
  );
  const inStock = lines.filter((l) => l.initialStock > 0);
  const chosen = 'slug' in pick ? (inStock[0] ?? lines[0]) : inStock[pick.index];
  if (!chosen) throw new Error(`no sample line for ${store} ${JSON.stringify(pick)}`);
  return chosen;
}
