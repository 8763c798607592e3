/**
 * What /cart shows of a line once its listing is fetched (storefront §3 "Cart line view"), whether the
 * line is still valid (§5), the subtotal and the unavailable-items message. Pure; amounts in cents.
 */
import type { Listing, ProductTile, Variant } from '../../catalog/index.ts';
import { isNft } from '../../catalog/index.ts';
import type { CartLine } from './cart.ts';
import { RELATED_SHELF_MAX_ITEMS, TEXTS } from '../../../shared/constants.ts';
import type { Localized } from '../../../shared/messages/catalogue.ts';
import type { common } from '../../../shared/messages/en/common.ts';
import { lineTotal, toDollars } from '../../localization/index.ts';
import type { SearchRecord } from '../../search/index.ts';

/** Why a line cannot stay in the cart. */
export type LineProblem = 'not-found' | 'error' | 'no-variation' | 'private' | 'out-of-stock' | 'size-gone';

/** A line's listing fetch: the listing, or how it failed (`notFound`: 'Listing/Product not found'). */
export type ListingResult = { ok: true; listing: Listing } | { ok: false; notFound: boolean };

export interface CartLineView {
  sku: string;
  slug: string;
  title: string;
  productType: string;
  colorName: string;
  selectedSize: { id: string; label: string };
  /** The variant's thumbLarge (primary image first). */
  image: string | null;
  quantityInCart: number;
  variantData: { productId: string; variationId: string };
  /** Unit price in dollars and cents, in `currency`. */
  price: number;
  priceCents: number;
  /** quantity × price, 2 decimals; and in cents. */
  totalPrice: number;
  totalCents: number;
  currency: string;
}

export interface RemovedItem {
  sku: string;
  /** Empty when the listing could not be loaded. */
  title: string;
  productType: string;
}

function findVariant(listing: Listing, line: CartLine): Variant | undefined {
  const own = listing.products.find((p) => p.productId === line.productId);
  const inOwn = own?.variants.find((v) => v.variationId === line.colorId);
  return inOwn ?? listing.products.flatMap((p) => p.variants).find((v) => v.variationId === line.colorId);
}

/** Whether a line's item is an NFT (storefront §5: productType nft or product 1816), whose stock is the availability service's. */
export function isNftLine(line: CartLine, listing: Listing): boolean {
  return listing.isNft || isNft(findVariant(listing, line)?.productType, line.productId);
}

/**
 * Storefront §5: valid only if the listing loads, the colour exists, it is not private, has stock and
 * offers the size. An NFT's stock is `nftCount`, the availability service's answer once asked: no
 * availability (null: the call failed) or ≤ 0 is out of stock; not asked (undefined), the listing's own stock.
 */
export function lineProblem(
  line: CartLine,
  result: ListingResult,
  nftCount?: number | null,
  /** An owner's preview (storefront §6): private items show there, so a private line stays in its cart. */
  preview = false,
): LineProblem | null {
  if (!result.ok) return result.notFound ? 'not-found' : 'error';
  const { listing } = result;
  const variant = findVariant(listing, line);
  if (!variant) return 'no-variation';
  if (!preview && (listing.visibility === 'private' || variant.visibility === 'private')) return 'private';
  const size = variant.sizes.find((s) => s.id === line.sizeId);
  if (!size) return 'size-gone';
  // Sizes carry their own count when the answer had it; else the colour's; unknown counts as in stock.
  const asked = nftCount !== undefined && isNftLine(line, listing);
  const stock = asked ? (nftCount ?? 0) : (size.inventoryCount ?? variant.inventoryCount);
  if (stock !== null && stock <= 0) return 'out-of-stock';
  return null;
}

/** The line as /cart shows it, or null when the listing no longer has its colour or size. */
export function toLineView(line: CartLine, listing: Listing): CartLineView | null {
  const variant = findVariant(listing, line);
  const size = variant?.sizes.find((s) => s.id === line.sizeId);
  if (!variant || !size) return null;
  const image = variant.images.find((i) => i.label === 'primary') ?? variant.images[0];
  const totalCents = lineTotal(size.priceCents, line.quantity);
  return {
    sku: line.sku,
    slug: line.slug,
    title: listing.title,
    productType: variant.productType,
    colorName: variant.colorName,
    selectedSize: { id: size.id, label: size.label },
    image: image?.thumbLarge ?? listing.thumbnail,
    quantityInCart: line.quantity,
    variantData: { productId: variant.productId, variationId: variant.variationId },
    price: toDollars(size.priceCents),
    priceCents: size.priceCents,
    totalPrice: toDollars(totalCents),
    totalCents,
    currency: variant.currency,
  };
}

/** A removed line as the unavailable-items modal names it (title and type, when the listing loaded). */
export function removedItem(line: CartLine, result: ListingResult): RemovedItem {
  if (!result.ok) return { sku: line.sku, title: '', productType: '' };
  // A withdrawn colour has no variant left to ask: the product's own type names it.
  const productType =
    findVariant(result.listing, line)?.productType ??
    result.listing.products.find((p) => p.productId === line.productId)?.productType ??
    '';
  return { sku: line.sku, title: result.listing.title, productType };
}

export function cartSubtotalCents(lines: readonly Pick<CartLineView, 'totalCents'>[]): number {
  return lines.reduce((sum, l) => sum + l.totalCents, 0);
}

/**
 * The modal's message: 'The following item(s)…' when it can list every removed item by title, else
 * 'Some items…' (an item whose listing failed to load has no title to show).
 */
export function unavailableMessage(
  items: readonly RemovedItem[],
  texts: Pick<Localized<typeof common>, 'unavailableItemsListed' | 'unavailableItemsSome'> = TEXTS,
): string {
  return items.length > 0 && items.every((i) => i.title !== '')
    ? texts.unavailableItemsListed
    : texts.unavailableItemsSome;
}

/**
 * The cart's 'You might also like' shelf: each line's own related items (its listing's 'You might also
 * like', in cart order), taken in turns so every line is represented, without duplicates or items already
 * in the cart, at most RELATED_SHELF_MAX_ITEMS. Items are matched by listing id.
 */
export function cartSuggestions<T extends { listingId: string }>(
  perLine: readonly (readonly T[])[],
  inCart: ReadonlySet<string>,
  max: number = RELATED_SHELF_MAX_ITEMS,
): T[] {
  const picked: T[] = [];
  const seen = new Set(inCart);
  const longest = Math.max(0, ...perLine.map((l) => l.length));
  for (let i = 0; i < longest && picked.length < max; i++) {
    for (const list of perLine) {
      const item = list[i];
      if (item === undefined || seen.has(item.listingId) || picked.length >= max) continue;
      seen.add(item.listingId);
      picked.push(item);
    }
  }
  return picked;
}

/** A store product as the search records file carries it, as the tile the related-products rule reads. */
export function searchRecordTile(record: SearchRecord): ProductTile {
  return {
    listingId: record.listingId,
    productId: record.productId,
    slug: record.url,
    name: record.name,
    productName: record.productName,
    priceCents: record.priceCents,
    currency: record.currency,
    pricesCents: record.pricesCents,
    imageUrl: record.image,
    images: record.image === null ? [] : [record.image],
    collections: record.collections,
    productGroupName: record.productGroupName === '' ? null : record.productGroupName,
    externalId: null,
    // The search file holds the store's public products only.
    visibility: 'public',
    preorder: false,
  };
}
