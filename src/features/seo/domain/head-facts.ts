/**
 * Social-card facts read from a page's JSON-LD, so a listing page's Open Graph type and price can never
 * disagree with its structured data (and pages need not pass them twice).
 */
import type { SocialMetaInput } from './seo.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ProductFacts {
  type: SocialMetaInput['type'];
  price?: { amount: string; currency: string };
}

/** 'product' with the first offer's price when the JSON-LD has a Product, else 'website'. */
export function productFacts(jsonLd: readonly object[]): ProductFacts {
  const product = jsonLd.find((item): item is Record<string, unknown> => isRecord(item) && item['@type'] === 'Product');
  if (!product) return { type: 'website' };
  const offers = product['offers'];
  const first: unknown = Array.isArray(offers) ? offers[0] : offers;
  if (!isRecord(first)) return { type: 'product' };
  const amount = first['price'];
  const currency = first['priceCurrency'];
  if ((typeof amount !== 'string' && typeof amount !== 'number') || typeof currency !== 'string')
    return { type: 'product' };
  return { type: 'product', price: { amount: String(amount), currency } };
}
