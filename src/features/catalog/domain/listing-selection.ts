/**
 * What the listing options need of a listing (a small serialisable subset, the island's prop), which
 * product, colour and size are chosen, how the query names that choice, and when it is out of stock
 * (storefront §2, §4, §5). Query values are untrusted: an id is honoured only when the listing has it.
 */
import type { Listing, Variant } from './types.ts';
import { isDigitalSize, isNft } from './rules.ts';
import { isCurrency, isLocale, type Currency, type Locale } from '../../localization/index.ts';
import { LISTING_NOT_FOUND_PATH, NOT_FOUND_PATH } from '../../../shared/routes.ts';
import { boundedQuery } from '../../../shared/limits.ts';

export interface OptionImage {
  src: string;
  large: string;
  small: string;
}

export interface OptionSize {
  id: string;
  label: string;
  /** Cents per currency code; at least the listing's own currency. */
  prices: Record<string, number>;
  /** Stock the listing answer carried; null: only the live inventory call knows. */
  stock: number | null;
}

export interface OptionVariant {
  id: string;
  /** The colour's name. */
  name: string;
  hex: string | null;
  prices: Record<string, number>;
  stock: number | null;
  images: OptionImage[];
  sizes: OptionSize[];
}

export interface OptionProduct {
  id: string;
  name: string;
  type: string;
  variants: OptionVariant[];
  /** Rows of the product's size chart (column → cell); empty when it has none. */
  sizeChart: Record<string, string>[];
}

export interface ListingOptionsData {
  listingId: string;
  itemGroupId: string;
  slug: string;
  title: string;
  currency: string;
  preorder: boolean;
  nft: boolean;
  defaultProductId: string;
  defaultVariationId: string;
  products: OptionProduct[];
}

export interface Selection {
  productId: string;
  variationId: string;
  /** null only when the colour has no sizes. */
  sizeId: string | null;
}

/** The chosen product, colour and size, resolved against the data. */
export interface Chosen {
  product: OptionProduct;
  variant: OptionVariant;
  size: OptionSize | null;
}

const withOwn = (prices: Record<string, number> | undefined, currency: string, cents: number) => ({
  ...prices,
  [currency]: cents,
});

function toOptionVariant(v: Variant): OptionVariant {
  return {
    id: v.variationId,
    name: v.colorName,
    hex: v.hex,
    prices: withOwn(v.pricesCents, v.currency, v.priceCents),
    stock: v.inventoryCount,
    images: v.images.map((i) => ({ src: i.src, large: i.thumbLarge, small: i.thumbSmall })),
    sizes: v.sizes.map((s) => ({
      id: s.id,
      label: s.label,
      prices: withOwn(s.pricesCents, v.currency, s.priceCents),
      stock: s.inventoryCount,
    })),
  };
}

/**
 * The island's prop: public colours only (plus the default one, whatever its visibility), so a private
 * colour is never offered on a static page. Products left without colours are dropped.
 */
export function toListingOptions(listing: Listing): ListingOptionsData {
  const { productId, variationId } = listing.primaryProduct;
  const products = listing.products
    .map((p) => ({
      id: p.productId,
      name: p.productName,
      type: p.productType,
      variants: p.variants
        .filter((v) => v.visibility === 'public' || v.variationId === variationId)
        .map(toOptionVariant),
      sizeChart: listing.productDetails[p.productId]?.sizeChart ?? [],
    }))
    .filter((p) => p.variants.length > 0);
  const primary = products.find((p) => p.id === productId) ?? products[0];
  const variant = primary?.variants.find((v) => v.id === variationId) ?? primary?.variants[0];
  return {
    listingId: listing.listingId,
    itemGroupId: listing.itemGroupId,
    slug: listing.slug,
    title: listing.title,
    currency: listing.currency,
    preorder: listing.preorder,
    nft: listing.isNft || isNft(primary?.type, primary?.id ?? ''),
    defaultProductId: primary?.id ?? '',
    defaultVariationId: variant?.id ?? '',
    products,
  };
}

/** The first size with stock (or unknown stock), else the first size, else null. */
export function defaultSize(variant: OptionVariant): OptionSize | null {
  return variant.sizes.find((s) => s.stock === null || s.stock > 0) ?? variant.sizes[0] ?? null;
}

/**
 * Resolves a wished-for choice; every part the listing does not have falls back to the default: the
 * primary product and colour, the same size id on the new colour, else its first size in stock.
 */
export function resolveSelection(data: ListingOptionsData, want: Partial<Selection>): Chosen | null {
  const product =
    data.products.find((p) => p.id === want.productId) ??
    data.products.find((p) => p.id === data.defaultProductId) ??
    data.products[0];
  if (!product) return null;
  const variant =
    product.variants.find((v) => v.id === want.variationId) ??
    product.variants.find((v) => v.id === data.defaultVariationId) ??
    product.variants[0];
  if (!variant) return null;
  const size = variant.sizes.find((s) => s.id === want.sizeId) ?? defaultSize(variant);
  return { product, variant, size };
}

export function toSelection(chosen: Chosen): Selection {
  return { productId: chosen.product.id, variationId: chosen.variant.id, sizeId: chosen.size?.id ?? null };
}

/** What the page honours from its query (storefront §2); each value is null unless it looks valid. */
export interface ListingQuery {
  want: Partial<Selection>;
  region: string | null;
  currency: Currency | null;
  locale: Locale | null;
  utmSource: string | null;
  deviceId: string | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const REGION = /^[A-Za-z][A-Za-z ]{0,39}$/;
const TOKEN = /^[A-Za-z0-9._~-]{1,128}$/;

function pick(query: URLSearchParams, names: readonly string[], pattern: RegExp): string | null {
  for (const name of names) {
    const value = query.get(name);
    if (value !== null && pattern.test(value)) return value;
  }
  return null;
}

/** Reads pid (or product), variation, size, region, currency, locale, utm_source and deviceId. */
export function parseListingQuery(search: string): ListingQuery {
  const query = boundedQuery(search);
  const currency = query.get('currency')?.toUpperCase();
  const locale = query.get('locale');
  const productId = pick(query, ['pid', 'product'], ID);
  const variationId = pick(query, ['variation'], ID);
  const sizeId = pick(query, ['size'], ID);
  return {
    want: {
      ...(productId ? { productId } : {}),
      ...(variationId ? { variationId } : {}),
      ...(sizeId ? { sizeId } : {}),
    },
    region: pick(query, ['region'], REGION),
    currency: isCurrency(currency) ? currency : null,
    locale: isLocale(locale) ? locale : null,
    utmSource: pick(query, ['utm_source'], TOKEN),
    deviceId: pick(query, ['deviceId'], TOKEN),
  };
}

/**
 * The query after a choice: pid, variation and size set (the `product` alias dropped, since pid now says
 * it), every other parameter kept as it was. Returns '' or '?…', ready for history.replaceState.
 */
export function selectionSearch(search: string, selection: Selection): string {
  const query = new URLSearchParams(search);
  query.delete('product');
  query.set('pid', selection.productId);
  query.set('variation', selection.variationId);
  if (selection.sizeId === null) query.delete('size');
  else query.set('size', selection.sizeId);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Key of $inventory: listingId-variationId-sizeId (storefront §3). */
export function inventoryKey(listingId: string, variationId: string, sizeId: string): string {
  return `${listingId}-${variationId}-${sizeId}`;
}

/**
 * Storefront §4: 'Out of stock' when the chosen variant's inventory is 0 or it has no sizes. The live
 * count wins; without one, the size's stock, then the colour's, from the listing answer.
 */
export function isOutOfStock(chosen: Pick<Chosen, 'variant' | 'size'>, liveCount: number | undefined): boolean {
  const { variant, size } = chosen;
  if (variant.sizes.length === 0 || size === null) return true;
  const count = liveCount ?? size.stock ?? variant.stock;
  return count !== null && count <= 0;
}

/**
 * A colour is sold out when it has no sizes or none of them has stock: the live count of a size where the
 * inventory call gave one, else the size's stock, then the colour's, from the listing answer. Unknown
 * stock (null everywhere) is not sold out.
 */
export function isColourSoldOut(variant: OptionVariant, liveCount: (sizeId: string) => number | undefined): boolean {
  if (variant.sizes.length === 0) return true;
  return variant.sizes.every((size) => {
    const count = liveCount(size.id) ?? size.stock ?? variant.stock;
    return count !== null && count <= 0;
  });
}

/** Storefront §5: digital items are those whose selected size label is Digital. */
export function isDigitalChoice(chosen: Pick<Chosen, 'size'>): boolean {
  return chosen.size !== null && isDigitalSize(chosen.size.label);
}

/** The prices to show: the chosen size's, else the colour's. */
export function chosenPrices(chosen: Pick<Chosen, 'variant' | 'size'>): Record<string, number> {
  return chosen.size?.prices ?? chosen.variant.prices;
}

/** The gallery's alt texts, as the static gallery writes them: '{title}, {colour} (i of n)'. */
export function galleryImages(title: string, variant: OptionVariant): (OptionImage & { alt: string })[] {
  const n = variant.images.length;
  return variant.images.map((image, i) => ({
    ...image,
    alt: `${title}, ${variant.name}${n > 1 ? ` (${i + 1} of ${n})` : ''}`,
  }));
}

/** Where a listing that answers 'Listing not found' / 'Product not found' sends the shopper (storefront §4). */
export function listingFailurePath(status: number): string {
  return status === 400 ? NOT_FOUND_PATH : LISTING_NOT_FOUND_PATH;
}

/** The cart line of a choice, or null when no size is chosen (a colour without sizes cannot be bought). */
export function cartLineOf(
  data: Pick<ListingOptionsData, 'slug' | 'itemGroupId'>,
  chosen: Chosen,
  quantity: number,
): { slug: string; productId: string; colorId: string; sizeId: string; quantity: number; itemGroupId: string } | null {
  if (chosen.size === null) return null;
  return {
    slug: data.slug,
    productId: chosen.product.id,
    colorId: chosen.variant.id,
    sizeId: chosen.size.id,
    quantity,
    itemGroupId: data.itemGroupId,
  };
}

/** True when nothing of the listing can be bought: every colour is out of stock in every size. */
export function isSoldOut(data: Pick<ListingOptionsData, 'products'>): boolean {
  return data.products.every((p) =>
    p.variants.every((variant) => variant.sizes.every((size) => isOutOfStock({ variant, size }, undefined))),
  );
}

/** A single product with a single colour and at most one size: quick add adds it at once. */
export function isSingleVariation(data: Pick<ListingOptionsData, 'products'>): boolean {
  const [product, ...others] = data.products;
  return others.length === 0 && product?.variants.length === 1 && (product.variants[0]?.sizes.length ?? 0) <= 1;
}
