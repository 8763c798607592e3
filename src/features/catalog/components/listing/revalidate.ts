/**
 * The live check of a static listing page (storefront §4, §8): the page was built from a snapshot, so
 * at idle the listing is fetched once more; 'Listing not found' / 'Product not found' (400 or 404) send
 * the shopper to /404 or /listing-not-found. Any other failure (network, 5xx) keeps the page as built.
 */
import { listingFailurePath } from '../../domain/listing-selection.ts';

export interface RevalidateQuery {
  slug: string;
  productId: string;
  currency: string;
  region: string;
  locale: string;
}

/** Resolves to the path to go to, or null when the listing is still there (or could not be checked). */
export async function listingGonePath(q: RevalidateQuery): Promise<string | null> {
  const [{ commerceClient }, { ListingNotFoundError }, { currentStore }] = await Promise.all([
    import('../../api/commerce-client.ts'),
    import('../../api/commerce-errors.ts'),
    import('../../../../config.ts'),
  ]);
  try {
    await commerceClient.getListing({
      slug: q.slug,
      storeSlug: currentStore,
      currency: q.currency,
      region: q.region,
      locale: q.locale,
      // A store owner's preview (html[data-preview], BaseLayout) must see private and hidden listings.
      preview: document.documentElement.dataset['preview'] === 'true',
    });
    return null;
  } catch (error) {
    return error instanceof ListingNotFoundError ? listingFailurePath(error.status) : null;
  }
}
