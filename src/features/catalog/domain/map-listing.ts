import type { RawBlank, RawListing, RawProductDetails, RawVariation } from '../api/commerce-schemas.ts';
import type { Blank, Listing, ListingProduct, ProductDetails, Variant } from './types.ts';
import { isNft, titleCase, toCents } from './rules.ts';

function toDetails(raw: RawProductDetails | undefined): ProductDetails {
  return {
    description: raw?.description ?? '',
    materials: raw?.materials ?? '',
    fit: raw?.fit ?? '',
    comparableBrands: raw?.comparableBrands ?? [],
    sizeChart: raw?.sizeChart ?? [],
    sizeChartUrl: raw?.sizeChartUrl ?? null,
  };
}

function toVariant(raw: RawVariation, listing: RawListing, productType: string, currency: string): Variant {
  return {
    variationId: raw.variationId,
    productId: raw.productId,
    listingId: raw.listingId ?? listing.listingId,
    teespringId: raw.teespringId ?? null,
    title: raw.title ?? listing.title,
    productType: raw.productType ?? productType,
    colorName: raw.color,
    hex: raw.attributes?.hex ?? null,
    priceCents: toCents(raw.price),
    currency: raw.currency ?? currency,
    inventoryCount: raw.inventoryCount ?? null,
    visibility: raw.visibility ?? listing.visibility,
    images: raw.images.map((i) => ({
      label: i.label,
      src: i.src,
      thumbSmall: i.thumbsmall ?? i.thumblarge ?? i.src,
      thumbLarge: i.thumblarge ?? i.src,
    })),
    sizes: raw.availableSizesWithId.map((s) => ({
      id: s.id,
      label: s.label,
      priceCents: toCents(s.price),
      inventoryCount: s.inventoryCount ?? null,
    })),
  };
}

/** A listing answer (v1 `products` or v0 `products_payload`) as the listing page and cart use it. */
export function toListing(raw: RawListing): Listing {
  const currency = raw.currency ?? 'USD';
  const products: ListingProduct[] = (raw.products ?? raw.products_payload ?? []).map((p) => {
    const productType = p.productType ?? p.variations[0]?.productType ?? '';
    return {
      productId: p.productId,
      productName: titleCase(p.productName ?? productType),
      productType,
      variants: p.variations.map((v) => toVariant(v, raw, productType, currency)),
    };
  });
  // The schema guarantees at least one primaryProduct entry.
  const primary = raw.primaryProduct[0] ?? { productId: '', variationId: '' };
  const primaryType = products.find((p) => p.productId === primary.productId)?.productType;
  const digital = raw.deliveryDetails?.type === 'digital';
  return {
    listingId: raw.listingId,
    itemGroupId: raw.itemGroupId,
    slug: raw.slug ?? raw.url ?? '',
    title: raw.title,
    description: raw.description ?? '',
    sku: raw.sku ?? null,
    priceCents: toCents(raw.price),
    currency,
    primaryProduct: { productId: primary.productId, variationId: primary.variationId },
    products,
    visibility: raw.visibility,
    thumbnail: raw.thumbnail?.primary ?? raw.listingThumbnails?.primary ?? null,
    teespringId: raw.teespringId ?? null,
    checkoutFlow: raw.checkout_flow ?? null,
    orders: raw.orders,
    productDetails: Object.fromEntries(Object.entries(raw.productDetails).map(([id, d]) => [id, toDetails(d)])),
    delivery: {
      type: digital ? 'digital' : 'physical',
      estimatedShipDate: raw.deliveryDetails?.estimatedShipDate ?? null,
    },
    collections: (raw.collections ?? []).map(({ slug, name }) => ({ slug, name })),
    productGroupName: raw.productGroupName ?? null,
    preorder: raw.preorder,
    isNft: isNft(primaryType, primary.productId),
  };
}

export function toBlank(raw: RawBlank): Blank {
  return {
    id: raw.id,
    name: raw.name,
    productType: raw.productType,
    sizes: raw.sizes.map(({ id, label }) => ({ id, label })),
    colors: raw.colors.map(({ name, hex }) => ({ name, hex })),
    details: toDetails(raw),
  };
}
