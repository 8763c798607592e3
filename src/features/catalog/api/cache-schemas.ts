/**
 * Zod schemas of the product-data cache file, one JSON file per store on object storage.
 *
 * v1: tiles (USD, plus `prices` per currency) and the public listing slugs; the build still had to
 * fetch every listing. v2: everything a static build needs about products, so the pull makes no
 * per-listing call: every public listing in full (the GET /v1/listings answer in the base currency)
 * with `prices` in all five currencies on the listing, each colour and each size; collection
 * membership; and a content hash.
 */
import { z } from 'zod';
import { CURRENCIES } from '../../localization/index.ts';
import { priceSchema, rawListingSchema, rawTileSchema } from './commerce-schemas.ts';

/** The cache file versions this client understands; any other is a failure (fall back to live). */
export const CACHE_FILE_VERSIONS = [1, 2] as const;
export const LATEST_CACHE_FILE_VERSION = 2;

/** Major units in every one of the five currencies (a record over an enum requires each key). */
export const allPricesSchema = z.record(z.enum(CURRENCIES), priceSchema);

export const cacheHeaderShape = {
  store: z.string().min(1),
  /** Changes whenever the products change: a build can skip a store whose hash it already has. */
  hash: z.string().min(1),
  total_count: z.number().int().min(0),
};

export const rawCacheV1Schema = z.object({
  version: z.literal(1),
  ...cacheHeaderShape,
  products: z.array(rawTileSchema),
  listings: z.array(z.string().min(1)),
});

const pricedSizeSchema = z.object({ prices: allPricesSchema });
const pricedVariationSchema = z.object({
  prices: allPricesSchema,
  availableSizesWithId: z.array(pricedSizeSchema).default([]),
});
const pricedProductSchema = z.object({ variations: z.array(pricedVariationSchema) });

/** The price skeleton of a v2 listing (unknown keys stripped), parsed next to rawListingSchema. */
export const pricedListingSchema = z
  .object({
    prices: allPricesSchema,
    products: z.array(pricedProductSchema).optional(),
    products_payload: z.array(pricedProductSchema).optional(),
  })
  .transform(({ prices, products, products_payload }) => ({ prices, products: products ?? products_payload ?? [] }));

/**
 * A v2 listing: the listing answer's own schema and the price skeleton, each parsed from the same input
 * (an intersection would have to merge their outputs, which differ once ids and prices are normalised).
 */
export const cacheListingSchema = z.unknown().transform((input, ctx) => {
  const raw = rawListingSchema.safeParse(input);
  const priced = pricedListingSchema.safeParse(input);
  if (raw.success && priced.success) return { raw: raw.data, priced: priced.data };
  for (const issue of [...(raw.error?.issues ?? []), ...(priced.error?.issues ?? [])]) {
    ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input });
  }
  return z.NEVER;
});

/** A v2 tile must carry every currency's price. */
export const cacheTileSchema = rawTileSchema.superRefine((tile, ctx) => {
  const prices = allPricesSchema.safeParse(tile.prices);
  for (const issue of prices.error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['prices', ...issue.path] });
  }
});

export const rawCacheV2Schema = z
  .object({
    version: z.literal(2),
    ...cacheHeaderShape,
    /** The currency of every `price` field; `prices` carry all of `currencies`. */
    base_currency: z.enum(CURRENCIES),
    currencies: z.array(z.enum(CURRENCIES)),
    /** Membership by listing id, for every collection (nested ones included). */
    collections: z.array(z.object({ slug: z.string().min(1), listings: z.array(z.string()) }).loose()),
    products: z.array(cacheTileSchema),
    listings: z.array(cacheListingSchema),
  })
  .superRefine((file, ctx) => {
    const missing = CURRENCIES.filter((c) => !file.currencies.includes(c));
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['currencies'], message: `missing ${missing.join(', ')}` });
    }
    if (file.total_count !== file.products.length) {
      const message = `says ${file.total_count}, the file has ${file.products.length} products`;
      ctx.addIssue({ code: 'custom', path: ['total_count'], message });
    }
  });

/** Either known version; the version field picks the schema. */
export const rawProductCacheSchema = z.discriminatedUnion('version', [rawCacheV1Schema, rawCacheV2Schema]);

export type RawCacheV1 = z.infer<typeof rawCacheV1Schema>;
export type RawCacheV2 = z.infer<typeof rawCacheV2Schema>;
export type RawProductCache = z.infer<typeof rawProductCacheSchema>;
