/**
 * What snapshot.json keeps of a listing (the pull writes the rest to the listing's own file and adds its
 * hash), and the related-product shelves found from that summary alone, for the listing pages' render
 * keys (src/data/render-keys.ts). Server-only: kept apart from ./listing.ts, which islands bundle too.
 */
import type { Listing } from '../features/catalog/domain/types.ts';
import { defaultSelection, relatedShelves, type Shelves } from './listing.ts';
import type { ListingSummary, Snapshot } from './snapshot-format.ts';

export function summarizeListing(listing: Listing): ListingSummary {
  const { listingId, slug, visibility } = listing;
  const selection = defaultSelection(listing);
  if (!selection) return { listingId, slug, visibility, hasColour: false };
  const shelf = {
    collections: listing.collections.map((c) => c.slug),
    productGroupName: listing.productGroupName,
    productName: selection.product.productName,
  };
  return { listingId, slug, visibility, hasColour: true, shelf };
}

/** The shelves relatedShelves gives the listing's page, from its summary (undefined without its facts). */
export function summaryShelves(snapshot: Pick<Snapshot, 'products'>, summary: ListingSummary): Shelves | undefined {
  const { shelf } = summary;
  if (!shelf) return undefined;
  const subject = {
    listingId: summary.listingId,
    slug: summary.slug,
    collections: shelf.collections.map((slug) => ({ slug })),
    productGroupName: shelf.productGroupName,
  };
  return relatedShelves(snapshot, subject, shelf.productName);
}
