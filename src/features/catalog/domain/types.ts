/**
 * Catalogue domain types: what pages and islands see of stores, collections, product tiles and listings.
 * Types only: raw answers stay in ../api/; the mappers beside this file (map-*.ts) turn them into these,
 * and import nothing back from here but types.
 */
export type Visibility = 'public' | 'private';

export interface PromoCode {
  code: string;
  /** 'percentage' | 'fixed_value' | 'free_shipping', or whatever else the host sent (the banner hides it). */
  type: string;
  /** percentage: a number; fixed_value: { amount in cents, currency }; free_shipping: null. */
  value: number | { amount: number; currency: string } | null;
}

export interface SocialLink {
  id: string;
  url: string;
  icon: string;
}

export interface MarketingPixels {
  googleAnalytics: string | null;
  facebook: string | null;
  gmcMerchantId: string | null;
}

export interface CollectionRef {
  id: string;
  slug: string;
  name: string;
  parentId: string | null;
  totalCount: number;
}

export interface Store {
  id: string;
  /** Lower-cased (spec §5). */
  slug: string;
  /** 'My Store' when the host sent none. */
  name: string;
  sellerId: string | null;
  sellerToken: string | null;
  collections: CollectionRef[];
  marketingPixels: MarketingPixels;
  promoCodes: PromoCode[];
  socialMedia: SocialLink[];
}

export interface TileCollection {
  slug: string;
  name: string;
}

export interface ProductTile {
  listingId: string;
  /** The primary product's id: tile links carry it as `pid`. */
  productId: string;
  /** The listing slug (the API's `url`). */
  slug: string;
  name: string;
  productName: string;
  priceCents: number;
  currency: string;
  /** Price per currency in cents where the source knew them (the cache file carries all five). */
  pricesCents: Record<string, number>;
  imageUrl: string | null;
  /** Further images, in order, for the hover cycle. */
  images: string[];
  collections: TileCollection[];
  productGroupName: string | null;
  externalId: string | null;
  visibility: Visibility;
  preorder: boolean;
}

export interface Collection extends CollectionRef {
  products: ProductTile[];
}

export interface Pagination {
  page: number;
  per: number;
  totalCount: number;
  totalPages: number;
  nextPage: number | null;
}

export interface ProductsPage extends Pagination {
  tiles: ProductTile[];
}

export interface Size {
  id: string;
  label: string;
  priceCents: number;
  /** Price per currency in cents where the source knew them (the cache file v2 carries all five). */
  pricesCents?: Record<string, number>;
  /** Stock when the listing answer carried it; null means "ask the inventory call". */
  inventoryCount: number | null;
}

export interface VariantImage {
  label: string;
  src: string;
  thumbSmall: string;
  thumbLarge: string;
}

/** A colour of a product on a listing. */
export interface Variant {
  variationId: string;
  productId: string;
  listingId: string;
  teespringId: string | null;
  title: string;
  productType: string;
  colorName: string;
  hex: string | null;
  priceCents: number;
  currency: string;
  /** Price per currency in cents where the source knew them (the cache file v2 carries all five). */
  pricesCents?: Record<string, number>;
  inventoryCount: number | null;
  visibility: Visibility;
  images: VariantImage[];
  sizes: Size[];
}

export interface ListingProduct {
  productId: string;
  productName: string;
  productType: string;
  variants: Variant[];
}

export interface ProductDetails {
  description: string;
  materials: string;
  fit: string;
  comparableBrands: string[];
  sizeChart: Record<string, string>[];
  sizeChartUrl: string | null;
}

export interface Listing {
  listingId: string;
  itemGroupId: string;
  slug: string;
  title: string;
  description: string;
  sku: string | null;
  priceCents: number;
  currency: string;
  /** Price per currency in cents: all five after a pull (cache file v2, or the live products call per currency). */
  pricesCents?: Record<string, number>;
  primaryProduct: { productId: string; variationId: string };
  products: ListingProduct[];
  visibility: Visibility;
  thumbnail: string | null;
  teespringId: string | null;
  checkoutFlow: string | null;
  orders: number;
  productDetails: Record<string, ProductDetails>;
  delivery: { type: 'physical' | 'digital'; estimatedShipDate: string | null };
  collections: TileCollection[];
  productGroupName: string | null;
  preorder: boolean;
  /** productType nft or primary product 1816: stock comes from the availability service (spec §5). */
  isNft: boolean;
}

export interface Blank {
  id: string;
  name: string;
  productType: string;
  sizes: { id: string; label: string }[];
  colors: { name: string; hex: string }[];
  details: ProductDetails;
}

export interface Localization {
  buyerRegion: string;
  buyerCurrency: string;
  buyerLocale: string;
  fulfillmentRegion: string;
  locales: { code: string; name: string }[];
  currencies: { currency: string; symbol: string }[];
  regions: { region: string; fulfillmentRegion: string }[];
}
