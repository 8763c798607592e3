/**
 * The shopper's choice of product, colour, size and quantity over a listing's option data, with its live
 * stock. With `syncPage` (the listing page, not quick add) it also honours the query on load, rewrites
 * pid/variation/size on every choice without a reload, makes the gallery follow the colour, scrolls to
 * the top 200 ms after a product change and re-sends the view event (storefront §2).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { showProduct } from './product-parts.ts';
import { arrivedListName, viewItemEvent, resetViewOnce, trackViewOnce } from '../../../analytics/index.ts';
import { PRODUCT_CHANGE_SCROLL_DELAY_MS } from '../../../../shared/constants.ts';
import { CENTS_PER_UNIT, isCurrency } from '../../../localization/index.ts';
import {
  chosenPrices,
  galleryImages,
  inventoryKey,
  isOutOfStock,
  parseListingQuery,
  resolveSelection,
  selectionSearch,
  toSelection,
  type Chosen,
  type ListingOptionsData,
  type Selection,
} from '../../domain/listing-selection.ts';
import { GALLERY_IMAGES_EVENT, type GalleryImagesDetail } from './gallery-event.ts';
import { $fetchingInventory, $inventory, loadInventory } from '../../stores/inventory.ts';

/** The currency the page shows (html data-currency, set from the cookie or the query). */
export function pageCurrency(): string {
  const c = typeof document === 'undefined' ? undefined : document.documentElement.dataset['currency'];
  return isCurrency(c) ? c : 'USD';
}

/** Price of a choice in the page's currency, else in the listing's own. */
export function priceOf(
  data: ListingOptionsData,
  chosen: Chosen,
  currency: string,
): { cents: number; currency: string } {
  const prices = chosenPrices(chosen);
  const cents = prices[currency];
  return cents === undefined ? { cents: prices[data.currency] ?? 0, currency: data.currency } : { cents, currency };
}

function sendView(data: ListingOptionsData, chosen: Chosen, again: boolean): void {
  const key = `${data.listingId}-${chosen.product.id}`;
  if (again) resetViewOnce(key);
  const price = priceOf(data, chosen, pageCurrency());
  const item = {
    id: chosen.product.id,
    name: data.title,
    category: chosen.product.name,
    priceCents: price.cents,
    listName: arrivedListName(location.pathname),
  };
  trackViewOnce(key, viewItemEvent(item, price.currency));
}

export interface ListingChoice {
  chosen: Chosen | null;
  /** The quantity to add; null while the typed quantity is not one (the picker says why). */
  quantity: number | null;
  setQuantity: (q: number | null) => void;
  select: (want: Partial<Selection>) => void;
  outOfStock: boolean;
  checkingStock: boolean;
  /** The query's region (validated), else null: the buyer region then comes from localization. */
  queryRegion: string | null;
  /** The page's query is applied to the choice (at once when the choice does not follow the page). */
  queryApplied: boolean;
}

export function useListingChoice(data: ListingOptionsData, syncPage: boolean): ListingChoice {
  const [want, setWant] = useState<Partial<Selection>>({});
  const [quantity, setQuantity] = useState<number | null>(1);
  const [queryRegion, setQueryRegion] = useState<string | null>(null);
  const [queryApplied, setQueryApplied] = useState(!syncPage);
  const userToken = useRef('anonymous');
  const shownVariant = useRef(data.defaultVariationId);
  const chosen = useMemo(() => resolveSelection(data, want), [data, want]);
  const inventory = useStore($inventory);
  const fetching = useStore($fetchingInventory);
  const key = chosen?.size ? inventoryKey(data.listingId, chosen.variant.id, chosen.size.id) : null;
  const live = key === null ? undefined : inventory[key];

  // On load (listing page): honour the query; hostile or unknown ids simply resolve to the defaults.
  useEffect(() => {
    if (!syncPage) return;
    const q = parseListingQuery(location.search);
    if (q.currency) document.documentElement.dataset['currency'] = q.currency;
    if (q.deviceId) userToken.current = q.deviceId;
    setQueryRegion(q.region);
    setWant(q.want);
    // In the same batch as the choice: whoever waits for the query sees its choice.
    setQueryApplied(true);
    const first = resolveSelection(data, q.want);
    if (first) sendView(data, first, false);
  }, [data, syncPage]);

  // The gallery follows the colour.
  useEffect(() => {
    if (!syncPage || !chosen || shownVariant.current === chosen.variant.id) return;
    shownVariant.current = chosen.variant.id;
    const detail: GalleryImagesDetail = { images: galleryImages(data.title, chosen.variant) };
    window.dispatchEvent(new CustomEvent(GALLERY_IMAGES_EVENT, { detail }));
  }, [chosen, data.title, syncPage]);

  // The product's own parts of the page (type, details, size chart) and the head's facts of the choice
  // (JSON-LD, Open Graph) follow it; the page was built for the default product, colour and first size.
  const shownChoice = useRef<string | null>(null);
  useEffect(() => {
    if (!syncPage || !chosen) return;
    const sku = `${data.itemGroupId}_${chosen.variant.id}_${chosen.size?.id ?? ''}`;
    // The first choice is the default one, which the page shows as built (the query is applied after it).
    const before = shownChoice.current;
    shownChoice.current = sku;
    if (before === null || before === sku) return;
    const cents = chosenPrices(chosen)[data.currency];
    showProduct(document, {
      productId: chosen.product.id,
      category: chosen.product.name,
      images: chosen.variant.images.map((i) => i.src),
      sku,
      priceAmount: cents === undefined ? null : (cents / CENTS_PER_UNIT).toFixed(2),
    });
  }, [chosen, data, syncPage]);

  // Live stock of the chosen colour and size.
  const variationId = chosen?.variant.id;
  const sizeId = chosen?.size?.id;
  useEffect(() => {
    if (variationId === undefined || sizeId === undefined) return;
    void loadInventory({ listingId: data.listingId, nft: data.nft }, variationId, sizeId, userToken.current);
  }, [data.listingId, data.nft, variationId, sizeId]);

  const select = (next: Partial<Selection>) => {
    const before = chosen;
    const merged = { ...toSelectionOrEmpty(before), ...next };
    // A new product or colour keeps the size id only if it still exists (resolveSelection checks).
    if (next.productId !== undefined && next.productId !== before?.product.id) delete merged.variationId;
    const after = resolveSelection(data, merged);
    if (!after) return;
    setWant(toSelection(after));
    if (!syncPage) return;
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${selectionSearch(location.search, toSelection(after))}`,
    );
    if (before && after.product.id !== before.product.id) {
      setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), PRODUCT_CHANGE_SCROLL_DELAY_MS);
      sendView(data, after, true);
    }
  };

  return {
    chosen,
    quantity,
    setQuantity,
    select,
    outOfStock: chosen ? isOutOfStock(chosen, live) : true,
    checkingStock: fetching && key !== null && live === undefined,
    queryRegion,
    queryApplied,
  };
}

function toSelectionOrEmpty(chosen: Chosen | null): Partial<Selection> {
  return chosen ? toSelection(chosen) : {};
}
