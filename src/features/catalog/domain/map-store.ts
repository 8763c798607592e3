import type { RawCollectionRef, RawLocalization, RawPagination, RawStore, RawTile } from '../api/commerce-schemas.ts';
import type { Collection, CollectionRef, Localization, Pagination, Store } from './types.ts';
import { toProductTile } from './map-tile.ts';

/** Spec §3: the store name defaults to 'My Store'. */
export const DEFAULT_STORE_NAME = 'My Store';

export function toCollectionRef(raw: RawCollectionRef): CollectionRef {
  return {
    id: raw.id,
    slug: raw.slug ?? raw.id,
    name: raw.name,
    parentId: raw.parentId ?? null,
    totalCount: raw.total_count ?? 0,
  };
}

export function toCollection(raw: RawCollectionRef & { products: RawTile[] }): Collection {
  return { ...toCollectionRef(raw), products: raw.products.map((t) => toProductTile(t)) };
}

export function toStore(raw: RawStore): Store {
  return {
    id: raw.id,
    slug: raw.slug.toLowerCase(),
    name: raw.name && raw.name.trim() !== '' ? raw.name : DEFAULT_STORE_NAME,
    sellerId: raw.sellerId ?? null,
    sellerToken: raw.sellerToken ?? null,
    collections: raw.collections.map(toCollectionRef),
    marketingPixels: {
      googleAnalytics: raw.marketingPixels.googleAnalytics ?? null,
      facebook: raw.marketingPixels.facebook ?? null,
      gmcMerchantId: raw.marketingPixels.gmcMerchantId ?? null,
    },
    promoCodes: raw.promoCodes.map(({ code, type, value }) => ({
      code,
      type,
      value: value === null || typeof value === 'number' ? value : { amount: value.amount, currency: value.currency },
    })),
    socialMedia: raw.socialMedia.map(({ id, url, icon }) => ({ id, url, icon })),
  };
}

export function toPagination(raw: RawPagination, count: number): Pagination {
  const next = raw.next_page ?? (raw.page < raw.total_pages ? raw.page + 1 : null);
  return {
    page: raw.page,
    per: raw.per ?? count,
    totalCount: raw.total_count ?? count,
    totalPages: raw.total_pages,
    nextPage: next,
  };
}

export function toLocalization(raw: RawLocalization): Localization {
  return {
    buyerRegion: raw.buyer_region,
    buyerCurrency: raw.buyer_currency,
    buyerLocale: raw.buyer_locale,
    fulfillmentRegion: raw.fulfillment_region,
    locales: raw.available_locales.map((l) => ({ code: l.local_code, name: l.local_name })),
    currencies: raw.available_currencies.map(({ currency, symbol }) => ({ currency, symbol })),
    regions: raw.available_regions.map((r) => ({ region: r.region, fulfillmentRegion: r.fulfillment_region })),
  };
}
