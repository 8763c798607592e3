/**
 * Prices in every currency on a live listing, at every level (listing, colour, size), as the cache file
 * v2 gives the static build: the listing is read once per currency and the answers are merged by id.
 */
import type { Listing } from '../features/catalog/domain/types.ts';

/** `base` with pricesCents filled from the same listing answered in other currencies. */
export function mergeCurrencyPrices(base: Listing, others: readonly Listing[]): Listing {
  const all = [base, ...others];
  const variantKey = (productId: string, variationId: string) => `${productId}/${variationId}`;
  const variants = new Map<string, Record<string, number>>();
  const sizes = new Map<string, Record<string, number>>();
  for (const listing of all) {
    for (const product of listing.products) {
      for (const variant of product.variants) {
        const key = variantKey(product.productId, variant.variationId);
        variants.set(key, { ...variants.get(key), [variant.currency]: variant.priceCents });
        for (const size of variant.sizes) {
          const sizeKey = `${key}/${size.id}`;
          sizes.set(sizeKey, { ...sizes.get(sizeKey), [variant.currency]: size.priceCents });
        }
      }
    }
  }
  return {
    ...base,
    pricesCents: Object.fromEntries(all.map((l) => [l.currency, l.priceCents])),
    products: base.products.map((product) => ({
      ...product,
      variants: product.variants.map((variant) => {
        const key = variantKey(product.productId, variant.variationId);
        return {
          ...variant,
          pricesCents: variants.get(key) ?? { [variant.currency]: variant.priceCents },
          sizes: variant.sizes.map((size) => ({
            ...size,
            pricesCents: sizes.get(`${key}/${size.id}`) ?? { [variant.currency]: size.priceCents },
          })),
        };
      }),
    })),
  };
}
