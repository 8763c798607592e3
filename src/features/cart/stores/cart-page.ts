/**
 * The /cart page's state (storefront §3, §4): the listings behind the lines, the line views derived from
 * $cart (so a quantity change or another tab's add re-renders without a refetch), the loading status
 * and the checkout button's status. Listings are fetched in the shopper's currency and region
 * ($localization); invalid lines are dropped and named in cart-unavailable-items 400 ms later (the
 * listener ../listeners/cart-feedback.ts opens it); a line whose listing is gone ('Listing not found'/
 * 'Product not found') is removed and the page reloads.
 * An NFT line's stock is the availability service's count (as on the listing page); without one it is out
 * of stock. The 'You might also like' shelf joins the lines' own related products (the listing page's
 * rule, over the store's search records, loaded once the lines are shown).
 */
import { atom, computed } from 'nanostores';
import type { CommerceApi } from '../../catalog/index.ts';
import { ListingNotFoundError, loadInventory } from '../../catalog/index.ts';
import type { CartLine } from '../domain/cart.ts';
import { youMightAlsoLike } from '../../../data/listing.ts';
import {
  cartSuggestions,
  isNftLine,
  lineProblem,
  removedItem,
  searchRecordTile,
  toLineView,
  unavailableMessage,
  type CartLineView,
  type ListingResult,
  type RemovedItem,
} from '../domain/cart-view.ts';
import type { SearchRecord } from '../../search/index.ts';
import { $cart, dropFromCart } from './cart.ts';
import { $localization } from '../../localization/index.ts';
import { publishCartEvent, type UnavailableItems } from './events.ts';
import { loadSearchRecords } from '../../search/index.ts';

export interface CartPageConfig {
  /** The one commerce call the cart page makes. */
  commerce: Pick<CommerceApi, 'getListing'>;
  storeSlug: string;
  /** Preview mode: listings are asked with visibility=any; checkout stays disabled. */
  preview: boolean;
}

export type { UnavailableItems } from './events.ts';

export const $cartListings = atom<Readonly<Record<string, ListingResult>>>({});
export const $cartPageStatus = atom<'loading' | 'ready'>('loading');
/** NFT lines' availability by sku: the count, or null when the service gave none. */
export const $nftCounts = atom<Readonly<Record<string, number | null>>>({});
/** The store's products for the shelf; empty until loaded (or when the load failed). */
export const $storeProducts = atom<readonly SearchRecord[]>([]);

const $storeTiles = computed($storeProducts, (products) => products.map(searchRecordTile));

/** The 'You might also like' shelf: each line's listing-page shelf, joined (src/features/cart/domain/cart-view.ts); empty hides it. */
export const $cartSuggestions = computed(
  [$cart, $cartListings, $storeProducts, $storeTiles],
  (cart, listings, products, tiles) => {
    if (products.length === 0) return [];
    const perLine = cart.lines.flatMap((line) => {
      const result = listings[line.slug];
      if (!result?.ok) return [];
      return [youMightAlsoLike(tiles, result.listing)];
    });
    const inCart = new Set(
      cart.lines.flatMap((l) => {
        const result = listings[l.slug];
        return result?.ok ? [result.listing.listingId] : [];
      }),
    );
    const byId = new Map(products.map((p) => [p.listingId, p]));
    return cartSuggestions(perLine, inCart).flatMap((t) => byId.get(t.listingId) ?? []);
  },
);

export const $cartLines = computed([$cart, $cartListings], (cart, listings): CartLineView[] =>
  cart.lines.flatMap((line) => {
    const result = listings[line.slug];
    const view = result?.ok ? toLineView(line, result.listing) : null;
    return view ? [view] : [];
  }),
);

let config: CartPageConfig | null = null;
const inFlight = new Set<string>();

/** Fetches one listing as a result value; never throws. */
export async function fetchListingResult(cfg: CartPageConfig, slug: string): Promise<ListingResult> {
  const loc = $localization.get();
  try {
    const listing = await cfg.commerce.getListing({
      slug,
      storeSlug: cfg.storeSlug,
      currency: loc.currency,
      region: loc.region,
      locale: loc.locale,
      preview: cfg.preview,
    });
    return { ok: true, listing };
  } catch (error) {
    return { ok: false, notFound: error instanceof ListingNotFoundError };
  }
}

/** Tells the shopper what was removed (cart-unavailable-items, after the spec's delay). */
export function announceRemoved(items: RemovedItem[]): void {
  if (items.length === 0) return;
  const removed: UnavailableItems = { message: unavailableMessage(items), items };
  publishCartEvent({ type: 'items-unavailable', removed });
}

/** Drops the lines their listings prove invalid; reloads when a listing is gone. Returns whether it reloaded. */
function dropInvalid(
  lines: readonly CartLine[],
  listings: Readonly<Record<string, ListingResult>>,
  preview: boolean,
): boolean {
  const removed: RemovedItem[] = [];
  let gone = false;
  for (const line of lines) {
    const result = listings[line.slug];
    if (!result) continue;
    const problem = lineProblem(line, result, $nftCounts.get()[line.sku], preview);
    if (problem === null) continue;
    if (problem === 'not-found') gone = true;
    removed.push(removedItem(line, result));
  }
  if (removed.length === 0) return false;
  dropFromCart(removed.map((r) => r.sku));
  if (gone) {
    location.reload();
    return true;
  }
  announceRemoved(removed);
  return false;
}

/** Fetches the listings of lines not seen yet, then drops the invalid ones. */
async function syncListings(): Promise<void> {
  const cfg = config;
  if (!cfg) return;
  const known = $cartListings.get();
  const missing = [...new Set($cart.get().lines.map((l) => l.slug))].filter((s) => !(s in known) && !inFlight.has(s));
  if (missing.length > 0) {
    missing.forEach((s) => inFlight.add(s));
    const results = await Promise.all(
      missing.map(async (slug) => [slug, await fetchListingResult(cfg, slug)] as const),
    );
    $cartListings.set({ ...$cartListings.get(), ...Object.fromEntries(results) });
    await loadNftCounts($cart.get().lines, $cartListings.get());
    missing.forEach((s) => inFlight.delete(s));
    if (dropInvalid($cart.get().lines, $cartListings.get(), cfg.preview)) return;
  }
  if (inFlight.size === 0) {
    $cartPageStatus.set('ready');
    if ($cart.get().lines.length > 0) loadStoreProducts();
  }
}

/** Asks the availability service for every NFT line not asked yet. */
async function loadNftCounts(lines: readonly CartLine[], listings: Readonly<Record<string, ListingResult>>) {
  const known = $nftCounts.get();
  const asks = lines.flatMap((line) => {
    const result = listings[line.slug];
    return result?.ok && isNftLine(line, result.listing) && !(line.sku in known)
      ? [{ line, listing: result.listing }]
      : [];
  });
  if (asks.length === 0) return;
  const counts = await Promise.all(
    asks.map(async ({ line, listing }) => {
      const count = await loadInventory({ listingId: listing.listingId, nft: true }, line.colorId, line.sizeId);
      return [line.sku, count] as const;
    }),
  );
  $nftCounts.set({ ...$nftCounts.get(), ...Object.fromEntries(counts) });
}

/** Loads the store's search records (once per page, shared with search), for the shelf; a failure hides it. */
function loadStoreProducts(): void {
  loadSearchRecords().then(
    (records) => {
      $storeProducts.set(records);
    },
    () => undefined,
  );
}

/** Starts the page: loads every line's listing, and any line another tab adds later. */
export function startCartPage(cfg: CartPageConfig): () => void {
  config = cfg;
  void syncListings();
  return $cart.listen(() => {
    void syncListings();
  });
}

/** Replaces known listings with fresh answers (the checkout's re-validation). */
export function storeListings(results: Readonly<Record<string, ListingResult>>): void {
  $cartListings.set({ ...$cartListings.get(), ...results });
}

export function cartPageConfig(): CartPageConfig | null {
  return config;
}
