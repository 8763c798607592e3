/**
 * Prices in every currency on listings: the cache file v2 carries them at every level (listing, colour,
 * size); a live pull knows only the listing-level price per currency (from the products call per currency).
 */
import type { Listing, ProductTile } from './types.ts';
import { toCents } from './rules.ts';

/** Major units per currency code, as the cache file carries them. */
export type MajorPrices = Readonly<Record<string, number>>;

/** The price skeleton of a cache file listing, parallel to its products / variations / sizes. */
export interface PricedListing {
  prices: MajorPrices;
  products: readonly {
    variations: readonly { prices: MajorPrices; availableSizesWithId: readonly { prices: MajorPrices }[] }[];
  }[];
}

export function toPricesCents(prices: MajorPrices): Record<string, number> {
  return Object.fromEntries(Object.entries(prices).map(([code, amount]) => [code, toCents(amount)]));
}

/**
 * Fills pricesCents on the listing, its colours and their sizes from the cache file's skeleton.
 * `priced` comes from the same answer as `listing`, so the arrays line up index by index.
 */
export function withListingPrices(listing: Listing, priced: PricedListing): Listing {
  return {
    ...listing,
    pricesCents: toPricesCents(priced.prices),
    products: listing.products.map((product, p) => ({
      ...product,
      variants: product.variants.map((variant, v) => {
        const pv = priced.products[p]?.variations[v];
        if (!pv) return variant;
        return {
          ...variant,
          pricesCents: toPricesCents(pv.prices),
          sizes: variant.sizes.map((size, s) => {
            const ps = pv.availableSizesWithId[s];
            return ps ? { ...size, pricesCents: toPricesCents(ps.prices) } : size;
          }),
        };
      }),
    })),
  };
}

/**
 * The live fallback: the listing's price per currency is its tile's (the tile shows the primary product's
 * price, as the listing does) when both agree in the listing's own currency; otherwise only its own.
 */
export function withTilePrices(listing: Listing, tile: ProductTile | undefined): Listing {
  const own = { [listing.currency]: listing.priceCents };
  const tilePrices = tile?.pricesCents;
  const agrees = tilePrices?.[listing.currency] === listing.priceCents;
  return { ...listing, pricesCents: agrees ? { ...tilePrices, ...own } : own };
}
