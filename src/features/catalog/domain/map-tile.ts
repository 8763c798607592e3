import type { RawTile } from '../api/commerce-schemas.ts';
import type { ProductTile } from './types.ts';
import { titleCase, toCents } from './rules.ts';

/**
 * A product tile from either alias family (spec §3): id|productId, name|title,
 * productName|product_name|productType, imageUrl|thumbnail, additionalImages|images[].
 */
export function toProductTile(raw: RawTile, fallbackCurrency = 'USD'): ProductTile {
  const currency = raw.currency ?? fallbackCurrency;
  const priceCents = toCents(raw.price);
  const primaryImage = raw.images?.find((i) => i.primary)?.url ?? raw.images?.[0]?.url;
  const imageUrl = raw.imageUrl ?? raw.thumbnail ?? primaryImage ?? null;
  const images = raw.additionalImages ?? (raw.images ?? []).map((i) => i.url).filter((url) => url !== imageUrl);
  const pricesCents: Record<string, number> = { [currency]: priceCents };
  for (const [code, price] of Object.entries(raw.prices ?? {})) pricesCents[code] = toCents(price);
  return {
    listingId: raw.listingId,
    // The schema guarantees one of each alias pair; '' only satisfies the type checker.
    productId: raw.id ?? raw.productId ?? '',
    slug: raw.url,
    name: raw.name ?? raw.title ?? '',
    productName: titleCase(raw.productName ?? raw.product_name ?? raw.productType ?? ''),
    priceCents,
    currency,
    pricesCents,
    imageUrl,
    images,
    collections: (raw.collections ?? []).map(({ slug, name }) => ({ slug, name })),
    productGroupName: raw.productGroupName ?? null,
    externalId: raw.external_id ?? null,
    visibility: raw.visibility ?? 'public',
    preorder: raw.preorder ?? false,
  };
}
