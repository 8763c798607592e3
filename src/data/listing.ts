/**
 * What a listing page shows, derived from the snapshot by pure functions: the default product and colour,
 * the gallery, prices in every currency, notices, detail texts and the related-product shelves.
 */
import { FAN_VALIDATION_MIN_ORDERS, RELATED_SHELF_MAX_ITEMS } from '../shared/constants.ts';
import { SIMILAR_PRODUCTS_MAX } from '../features/catalog/domain/constants-listing.ts';
import { isDigitalSize } from '../features/catalog/index.ts';
import type {
  Listing,
  ListingProduct,
  ProductDetails,
  ProductTile,
  Variant,
  VariantImage,
} from '../features/catalog/domain/types.ts';
import type { ListingSummary, Snapshot } from './snapshot-format.ts';
import { pickTop, tileIndex, typeInGroupKey, unionOf } from './shelf-pick.ts';
import { fill } from '../shared/messages/catalogue.ts';
import { listing as listingTexts } from '../shared/messages/en/listing.ts';

export interface GalleryImage extends VariantImage {
  alt: string;
}

export interface ListingView {
  listing: Listing;
  product: ListingProduct;
  variant: Variant;
  images: GalleryImage[];
  /** The listing's price in every currency the build knows (at least its own). */
  pricesCents: Record<string, number>;
  details: ProductDetails | null;
  digital: boolean;
  showFanValidation: boolean;
  isPrivate: boolean;
  isPreorder: boolean;
  /** The collection a breadcrumb leads back to: the listing's most specific one, if any. */
  collection: { slug: string; name: string } | null;
}

export interface Shelves {
  youMightAlsoLike: ProductTile[];
  frequentlyBoughtTogether: ProductTile[];
  similarProducts: ProductTile[];
}

/** A full listing, or the summary of it that snapshot.json keeps. */
export type ListingRef = Listing | ListingSummary;

const hasColour = (l: ListingRef): boolean => ('products' in l ? defaultSelection(l) !== null : l.hasColour);

/** Listings that get a static page: public ones with at least one colour to show. */
export function publicListings<L extends ListingRef>(snapshot: { listings: readonly L[] }): L[] {
  return snapshot.listings.filter((l) => l.visibility === 'public' && hasColour(l));
}

/**
 * The listing a page renders when it is rendered on demand (preview), where there are no static props:
 * any visibility, since preview data already holds only what the visitor may see.
 */
export function findListing<L extends ListingRef>(
  snapshot: { listings: readonly L[] },
  slug: string | undefined,
): L | null {
  return snapshot.listings.find((l) => l.slug === slug && hasColour(l)) ?? null;
}

/** The primary product and colour, else the first public colour, else the first colour. */
export function defaultSelection(listing: Listing): { product: ListingProduct; variant: Variant } | null {
  const { productId, variationId } = listing.primaryProduct;
  const primary = listing.products.find((p) => p.productId === productId);
  const variant = primary?.variants.find((v) => v.variationId === variationId);
  if (primary && variant) return { product: primary, variant };
  for (const visibleOnly of [true, false]) {
    for (const product of listing.products) {
      const found = product.variants.find((v) => !visibleOnly || v.visibility === 'public');
      if (found) return { product, variant: found };
    }
  }
  return null;
}

/** A fan-validation notice shows above 100 orders unless the flag is off (storefront §2). */
export function showsFanValidation(orders: number, flagOn: boolean): boolean {
  return flagOn && orders > FAN_VALIDATION_MIN_ORDERS;
}

/** Digital when delivery says so, or when every size of the colour is labelled Digital (storefront §5). */
export function isDigitalListing(listing: Listing, variant: Variant): boolean {
  if (listing.delivery.type === 'digital') return true;
  return variant.sizes.length > 0 && variant.sizes.every((s) => isDigitalSize(s.label));
}

export function listingView(
  snapshot: Pick<Snapshot, 'products' | 'flags' | 'collections'>,
  listing: Listing,
): ListingView {
  const selection = defaultSelection(listing);
  if (!selection) throw new Error(`Listing '${listing.slug}' has no colour to show`);
  const { product, variant } = selection;
  const at = tileIndex(snapshot.products).position.get(listing.listingId);
  const tile = at === undefined ? undefined : snapshot.products[at];
  const images = variant.images.map((image, i) => ({
    ...image,
    alt:
      variant.images.length > 1
        ? fill(listingTexts.imageAltOf, {
            title: listing.title,
            color: variant.colorName,
            n: i + 1,
            count: variant.images.length,
          })
        : fill(listingTexts.imageAlt, { title: listing.title, color: variant.colorName }),
  }));
  return {
    listing,
    product,
    variant,
    images,
    pricesCents: { ...tile?.pricesCents, [listing.currency]: listing.priceCents },
    details: listing.productDetails[product.productId] ?? null,
    digital: isDigitalListing(listing, variant),
    showFanValidation: showsFanValidation(listing.orders, snapshot.flags.showFanValidation),
    isPrivate: listing.visibility === 'private',
    isPreorder: listing.preorder,
    collection: mostSpecificCollection(listing, snapshot.collections),
  };
}

/** A nested collection beats its parent; otherwise the first one listed. */
function mostSpecificCollection(
  listing: Listing,
  collections: Snapshot['collections'],
): { slug: string; name: string } | null {
  const refs = listing.collections.map((c) => ({ c, ref: collections.find((r) => r.slug === c.slug) }));
  const nested = refs.find(({ ref }) => ref?.parentId != null);
  return (nested ?? refs[0])?.c ?? null;
}

/** What the shelves read of a listing: a full one, or what its summary keeps (src/data/render-keys.ts). */
export interface ShelfSubject {
  listingId: string;
  slug: string;
  collections: readonly { slug: string }[];
  productGroupName: string | null;
}

/** The shelves' shared reading of a listing: where its tiles start, its scorers, and the tiles already shown. */
function shelfPicker(tiles: readonly ProductTile[], listing: ShelfSubject) {
  const index = tileIndex(tiles);
  const start = (index.position.get(listing.listingId) ?? -1) + 1;
  const collections = new Set(listing.collections.map((c) => c.slug));
  const group = listing.productGroupName;
  const used = new Set([listing.listingId]);
  const self = (t: ProductTile) => t.slug === listing.slug;
  const sameGroup = (t: ProductTile) => (group !== null && t.productGroupName === group ? 1 : 0);
  const shared = (t: ProductTile) => t.collections.reduce((n, c) => n + (collections.has(c.slug) ? 1 : 0), 0);
  const pick = (score: (t: ProductTile) => number, best: number, max: number, candidates?: readonly number[]) =>
    pickTop(tiles, start, (t) => (self(t) ? -1 : score(t)), best, max, used, candidates);
  /** The tiles of the listing's group (undefined without one). */
  const inGroup = group === null ? undefined : (index.byGroup.get(group) ?? []);
  const youMightAlsoLike = () =>
    pick(
      (t) => positive(shared(t) * 2 + sameGroup(t)),
      collections.size * 2 + (group === null ? 0 : 1),
      RELATED_SHELF_MAX_ITEMS,
      // The best score shares a collection (or, without any, is the group's).
      collections.size > 0 ? unionOf([...collections].map((slug) => index.byCollection.get(slug) ?? [])) : inGroup,
    );
  return { index, group, sameGroup, pick, inGroup, youMightAlsoLike };
}

const positive = (n: number) => (n > 0 ? n : -1);

/** The 'You might also like' shelf alone (the cart's suggestions), the same as relatedShelves gives. */
export function youMightAlsoLike(tiles: readonly ProductTile[], listing: Listing): ProductTile[] {
  return shelfPicker(tiles, listing).youMightAlsoLike();
}

/**
 * The three shelves, chosen deterministically from the store's public tiles (never the listing itself,
 * never the same tile twice across shelves):
 * - You might also like: tiles sharing the most collections, then the same product group.
 * - Frequently bought together: a different product type from the same product group, then any other type.
 * - Similar Products: the same product type, then the same product group.
 * Ties go in store order starting after the listing, so neighbouring listings do not all show the same tiles.
 */
export function relatedShelves(
  snapshot: Pick<Snapshot, 'products'>,
  listing: ShelfSubject,
  productName: string,
): Shelves {
  const { index, group, sameGroup, pick, inGroup, youMightAlsoLike: first } = shelfPicker(snapshot.products, listing);
  const youMightAlsoLike = first();
  const frequentlyBoughtTogether = pick(
    (t) => (t.productName === productName ? -1 : sameGroup(t)),
    group === null ? 0 : 1,
    RELATED_SHELF_MAX_ITEMS,
    inGroup,
  );
  const similarProducts = pick(
    (t) => positive((t.productName === productName ? 2 : 0) + sameGroup(t)),
    group === null ? 2 : 3,
    SIMILAR_PRODUCTS_MAX,
    (group === null ? index.byType.get(productName) : index.byTypeInGroup.get(typeInGroupKey(productName, group))) ??
      [],
  );
  return { youMightAlsoLike, frequentlyBoughtTogether, similarProducts };
}
