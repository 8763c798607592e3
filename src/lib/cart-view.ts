/**
 * What /cart shows of a line once its listing is fetched (storefront §3 "Cart line view"), whether the
 * line is still valid (§5), the subtotal and the unavailable-items message. Pure; amounts in cents.
 */
import type { Listing, Variant } from './catalog.ts';
import type { CartLine } from './cart.ts';
import { TEXTS } from './constants.ts';
import { lineTotal, toDollars } from './money.ts';

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

/** Storefront §5: valid only if the listing loads, the colour exists, it is not private, has stock and offers the size. */
export function lineProblem(line: CartLine, result: ListingResult): LineProblem | null {
  if (!result.ok) return result.notFound ? 'not-found' : 'error';
  const { listing } = result;
  const variant = findVariant(listing, line);
  if (!variant) return 'no-variation';
  if (listing.visibility === 'private' || variant.visibility === 'private') return 'private';
  const size = variant.sizes.find((s) => s.id === line.sizeId);
  if (!size) return 'size-gone';
  // Sizes carry their own count when the answer had it; else the colour's; unknown counts as in stock.
  const stock = size.inventoryCount ?? variant.inventoryCount;
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
export function unavailableMessage(items: readonly RemovedItem[]): string {
  return items.length > 0 && items.every((i) => i.title !== '')
    ? TEXTS.unavailableItemsListed
    : TEXTS.unavailableItemsSome;
}
