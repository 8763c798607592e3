/**
 * The commerce host (spec storefront §7): typed verbs over `request()`, each answer parsed by its schema
 * (./commerce-schemas.ts) and mapped to catalogue domain types (src/features/catalog/domain/types.ts).
 */
import { toBlank, toListing } from '../domain/map-listing.ts';
import { toCollection, toCollectionRef, toLocalization, toPagination, toStore } from '../domain/map-store.ts';
import { toProductTile } from '../domain/map-tile.ts';
import { DEFAULT_LOCALIZATION } from '../domain/rules.ts';
import type {
  Blank,
  Collection,
  CollectionRef,
  Listing,
  Localization,
  ProductsPage,
  ProductTile,
  Store,
} from '../domain/types.ts';
import {
  rawBlankSchema,
  rawCollectionItemsSchema,
  rawCollectionsSchema,
  rawInventorySchema,
  rawListingSchema,
  rawListingV0Schema,
  rawLocalizationSchema,
  rawProductsPageSchema,
  rawStoreCollectionsSchema,
  rawStoreSchema,
} from './commerce-schemas.ts';
import { ApiErrorsError, hostCalls, RetryExceededError, type HostTransport } from '../../../shared/api/request.ts';

export * from './commerce-schemas.ts';
export * from './commerce-errors.ts';
import {
  isStoreNotFound,
  LISTING_NOT_FOUND,
  listingNotFound,
  ProductsFetchError,
  StoreNotFoundError,
} from './commerce-errors.ts';

/** Spec §9: product grid page size 12; a collection filter asks for per=150. */
export const PRODUCTS_PER_PAGE = 12;
export const COLLECTION_PER_PAGE = 150;

export type CommerceApiOptions = HostTransport & { baseUrl: string };

export interface ProductsQuery {
  slug: string;
  currency?: string;
  region?: string;
  page?: number;
  /** Preview: adds visibility=any so hidden and private items show. */
  preview?: boolean;
  /** A collection id or slug; asks for per=150 (spec §7). */
  collection?: string;
  per?: number;
}

export interface ListingQuery {
  slug: string;
  storeSlug: string;
  currency?: string;
  region?: string;
  /** Sent as country_code (spec §7: it receives the buyer locale). */
  locale?: string;
  productId?: string;
  preview?: boolean;
}

export interface LocalizationQuery {
  storeSlug: string;
  region?: string;
  currency?: string;
  locale?: string;
}

export interface CommerceApi {
  getStore(slug: string): Promise<Store>;
  getStoreCollections(slug: string): Promise<CollectionRef[]>;
  getProductsPage(query: ProductsQuery): Promise<ProductsPage>;
  /** Every page in turn (per=150 unless given), up to `maxPages`. */
  getAllProducts(query: Omit<ProductsQuery, 'page'> & { maxPages?: number }): Promise<ProductTile[]>;
  getCollections(storeSlug: string): Promise<Collection[]>;
  getCollectionItems(id: string, page?: number): Promise<ProductsPage>;
  getListing(query: ListingQuery): Promise<Listing>;
  getListingV0(query: Omit<ListingQuery, 'productId' | 'preview'>): Promise<Listing>;
  getBlank(productId: string): Promise<Blank>;
  getInventory(query: { colorId: string; sizeId: string; listingId?: string }): Promise<number>;
  /** The built-in defaults (USD, en, USA) when the call fails on the network or with a 5xx. */
  getLocalization(query: LocalizationQuery): Promise<Localization>;
}

export function createCommerceApi(options: CommerceApiOptions): CommerceApi {
  const { baseUrl, ...transport } = options;
  const { get } = hostCalls(baseUrl, transport);

  async function listingV0(q: Omit<ListingQuery, 'productId' | 'preview'>): Promise<Listing> {
    try {
      const raw = await get(rawListingV0Schema, `/v0/listing/${encodeURIComponent(q.slug)}`, {
        store_slug: q.storeSlug.toLowerCase(),
        currency: q.currency,
        region: q.region,
        country_code: q.locale,
      });
      return toListing(raw.listing);
    } catch (error) {
      throw listingNotFound(error, q.slug) ?? error;
    }
  }

  async function getProductsPage(q: ProductsQuery): Promise<ProductsPage> {
    const per = q.per ?? (q.collection === undefined ? undefined : COLLECTION_PER_PAGE);
    let raw;
    try {
      raw = await get(rawProductsPageSchema, '/v1/stores/products', {
        slug: q.slug.toLowerCase(),
        currency: q.currency,
        region: q.region,
        page: q.page ?? 1,
        visibility: q.preview ? 'any' : undefined,
        collection: q.collection,
        per,
      });
    } catch (error) {
      if (error instanceof ApiErrorsError || error instanceof RetryExceededError)
        throw new ProductsFetchError({ cause: error });
      throw error;
    }
    return {
      tiles: raw.products.map((t) => toProductTile(t, q.currency)),
      ...toPagination(raw.pagination, raw.products.length),
    };
  }

  return {
    async getStore(slug) {
      const key = slug.toLowerCase();
      try {
        return toStore(await get(rawStoreSchema, '/v1/stores', { slug: key }));
      } catch (error) {
        if (isStoreNotFound(error) || (error instanceof RetryExceededError && error.lastStatus === 404)) {
          throw new StoreNotFoundError(key, { cause: error });
        }
        throw error;
      }
    },

    async getStoreCollections(slug) {
      const raw = await get(rawStoreCollectionsSchema, '/v1/stores/collections', { slug: slug.toLowerCase() });
      return raw.collections.map(toCollectionRef);
    },

    getProductsPage,

    async getAllProducts({ maxPages = Number.POSITIVE_INFINITY, ...q }) {
      const tiles: ProductTile[] = [];
      let page: number | null = 1;
      for (let fetched = 0; page !== null && fetched < maxPages; fetched++) {
        const result: ProductsPage = await getProductsPage({ ...q, per: q.per ?? COLLECTION_PER_PAGE, page });
        tiles.push(...result.tiles);
        page = result.nextPage;
      }
      return tiles;
    },

    async getCollections(storeSlug) {
      const raw = await get(rawCollectionsSchema, '/v1/collections', { storeSlug: storeSlug.toLowerCase() });
      return raw.collections.map(toCollection);
    },

    async getCollectionItems(id, page = 1) {
      const raw = await get(rawCollectionItemsSchema, `/v1/collection/${encodeURIComponent(id)}/items`, { page });
      return { tiles: raw.items.map((t) => toProductTile(t)), ...toPagination(raw, raw.items.length) };
    },

    async getListing(q) {
      try {
        const raw = await get(rawListingSchema, '/v1/listings', {
          slug: q.slug,
          storeSlug: q.storeSlug.toLowerCase(),
          currency: q.currency,
          region: q.region,
          country_code: q.locale,
          productId: q.productId,
          visibility: q.preview ? 'any' : undefined,
        });
        return toListing(raw);
      } catch (error) {
        const notFound = listingNotFound(error, q.slug);
        if (notFound?.message !== LISTING_NOT_FOUND || q.preview === true) throw notFound ?? error;
        // A listing the current call does not know may be an older one: the older listing fetch
        // (storefront §6, GET /v0/listing/{slug}) answers for it. Unknown there too, it is not found.
        return listingV0(q).catch(() => {
          throw notFound;
        });
      }
    },

    getListingV0: listingV0,

    async getBlank(productId) {
      return toBlank(await get(rawBlankSchema, '/v1/blanks', { id: productId }));
    },

    async getInventory(q) {
      return (await get(rawInventorySchema, '/v1/inventory', q)).inventoryCount;
    },

    async getLocalization(q) {
      try {
        const raw = await get(rawLocalizationSchema, '/v1/localization_details', {
          storeId: q.storeSlug.toLowerCase(),
          region: q.region,
          currency: q.currency,
          locale: q.locale,
        });
        return toLocalization(raw);
      } catch (error) {
        if (error instanceof RetryExceededError) return structuredClone(DEFAULT_LOCALIZATION);
        throw error;
      }
    },
  };
}
