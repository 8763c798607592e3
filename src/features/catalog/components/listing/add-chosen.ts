/**
 * Adds a listing choice to the cart through the cart store's action, with what its modals and analytics
 * show. The listing options load it with the island, quick add when its modal first opens: either way the
 * cart's listeners are attached here, before the first add.
 */
import { cartLineOf, type Chosen, type ListingOptionsData } from '../../domain/listing-selection.ts';
import { addToCart, attachCartListeners, type CartWriteResult } from '../../../cart/index.ts';
import { $localization } from '../../../localization/index.ts';
import { pageCurrency, priceOf } from './use-listing-choice.ts';

attachCartListeners();

export function addChosen(
  data: ListingOptionsData,
  chosen: Chosen,
  quantity: number,
  queryRegion: string | null,
  confirm: boolean,
  /** The list it is added from, for analytics: the tile's (quick add), or the one a tile led here from. */
  listName: string | undefined,
): CartWriteResult | null {
  const line = cartLineOf(data, chosen, quantity);
  if (line === null || chosen.size === null) return null;
  const price = priceOf(data, chosen, pageCurrency());
  const display = {
    title: data.title,
    productType: chosen.product.name,
    colorName: chosen.variant.name,
    sizeLabel: chosen.size.label,
    priceCents: price.cents,
    currency: price.currency,
    image: chosen.variant.images[0]?.large ?? null,
    listName,
  };
  return addToCart({ ...line, display }, queryRegion ?? $localization.get().region, { confirm });
}
