/**
 * Quick add's calls, loaded on demand: the live listing of a tile (mapped to the listing options' data)
 * and the Checkout button of its confirmation (the cart's own flow: re-validate, create, go).
 */
import { toListingOptions, type ListingOptionsData } from '../../domain/listing-selection.ts';
import { $localization } from '../../../localization/index.ts';

export async function loadQuickAddListing(slug: string, productId: string | undefined): Promise<ListingOptionsData> {
  const [{ commerceClient }, { currentStore }] = await Promise.all([
    import('../../api/commerce-client.ts'),
    import('../../../../config.ts'),
  ]);
  const loc = $localization.get();
  const listing = await commerceClient.getListing({
    slug,
    storeSlug: currentStore,
    currency: loc.currency,
    region: loc.region,
    locale: loc.locale,
    ...(productId ? { productId } : {}),
  });
  return toListingOptions(listing);
}

export async function quickCheckout(preview: boolean): Promise<void> {
  if (preview) return;
  const [
    { attachCheckoutListeners, startCheckout, pageRouteContext, checkoutClient },
    { commerceClient },
    { hosts, currentStore },
  ] = await Promise.all([
    import('../../../checkout/index.ts'),
    import('../../api/commerce-client.ts'),
    import('../../../../config.ts'),
  ]);
  attachCheckoutListeners();
  await startCheckout(
    { commerce: commerceClient, storeSlug: currentStore, preview },
    checkoutClient,
    pageRouteContext(hosts.checkout),
  );
}
