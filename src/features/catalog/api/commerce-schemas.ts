/**
 * Zod schemas of every commerce-host answer (spec storefront §3, §7). Lenient where the spec lists
 * aliases or optional fields, strict on what the UI cannot do without (ids, titles, prices, colours).
 */
import { z } from 'zod';

/** Ids arrive as strings or numbers; the domain always holds strings. */
export const idSchema = z.union([z.string().min(1), z.number()]).transform(String);
/** Prices in major units, as numbers or numeric strings. */
export const priceSchema = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, 'expected a decimal price')
    .transform(Number),
]);
const visibilitySchema = z.enum(['public', 'private']);

export const rawPromoSchema = z
  .object({
    code: z.string(),
    type: z
      .string()
      .nullish()
      .transform((t) => t ?? ''),
    value: z
      .union([z.number(), z.object({ amount: z.number(), currency: z.string() }).loose()])
      .nullish()
      .transform((v) => v ?? null),
  })
  .loose();

export const rawCollectionRefSchema = z
  .object({
    id: idSchema,
    slug: z.string().optional(),
    name: z.string(),
    parentId: idSchema.nullish(),
    total_count: z.number().int().min(0).optional(),
  })
  .loose();

export const rawStoreSchema = z
  .object({
    id: idSchema,
    slug: z.string().min(1),
    name: z.string().nullish(),
    sellerId: idSchema.nullish(),
    sellerToken: z.string().nullish(),
    collections: z.array(rawCollectionRefSchema).default([]),
    marketingPixels: z
      .object({
        googleAnalytics: z.string().nullish(),
        facebook: z.string().nullish(),
        gmcMerchantId: idSchema.nullish(),
      })
      .loose()
      .default({}),
    promoCodes: z.array(rawPromoSchema).default([]),
    socialMedia: z.array(z.object({ id: idSchema, url: z.string(), icon: z.string() }).loose()).default([]),
  })
  .loose();

const tileCollectionSchema = z.object({ slug: z.string(), name: z.string() }).loose();

/** A product tile in either alias family; `superRefine` names the field when neither alias is present. */
export const rawTileSchema = z
  .object({
    id: idSchema.optional(),
    productId: idSchema.optional(),
    name: z.string().optional(),
    title: z.string().optional(),
    price: priceSchema,
    currency: z.string().optional(),
    prices: z.record(z.string(), priceSchema).optional(),
    url: z.string().min(1),
    productName: z.string().optional(),
    product_name: z.string().optional(),
    productType: z.string().optional(),
    imageUrl: z.string().nullish(),
    thumbnail: z.string().nullish(),
    additionalImages: z.array(z.string()).optional(),
    images: z.array(z.object({ url: z.string(), primary: z.boolean().optional() }).loose()).optional(),
    listingId: idSchema,
    external_id: idSchema.nullish(),
    collections: z.array(tileCollectionSchema).optional(),
    productGroupName: z.string().nullish(),
    visibility: visibilitySchema.optional(),
    preorder: z.boolean().optional(),
  })
  .loose()
  .superRefine((tile, ctx) => {
    if (tile.id === undefined && tile.productId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'id or productId is required' });
    }
    if (tile.name === undefined && tile.title === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'name or title is required' });
    }
  });

export const rawPaginationSchema = z.object({
  page: z.number().int().min(1),
  per: z.number().int().min(1).optional(),
  total_count: z.number().int().min(0).optional(),
  total_pages: z.number().int().min(0),
  next_page: z.number().int().nullish(),
});

export const rawProductsPageSchema = z.object({ products: z.array(rawTileSchema), pagination: rawPaginationSchema });

export const rawStoreCollectionsSchema = z.object({ collections: z.array(rawCollectionRefSchema) });

export const rawCollectionsSchema = z.object({
  collections: z.array(rawCollectionRefSchema.extend({ products: z.array(rawTileSchema).default([]) })),
});

export const rawCollectionItemsSchema = rawPaginationSchema.extend({ items: z.array(rawTileSchema) });

const rawSizeSchema = z
  .object({ id: idSchema, label: z.string().min(1), price: priceSchema, inventoryCount: z.number().int().optional() })
  .loose();

const rawImageSchema = z
  .object({ label: z.string(), src: z.string(), thumbsmall: z.string().optional(), thumblarge: z.string().optional() })
  .loose();

export const rawVariationSchema = z
  .object({
    variationId: idSchema,
    productId: idSchema,
    teespringId: idSchema.nullish(),
    listingId: idSchema.optional(),
    title: z.string().optional(),
    productType: z.string().optional(),
    currency: z.string().optional(),
    price: priceSchema,
    inventoryCount: z.number().int().nullish(),
    visibility: visibilitySchema.optional(),
    color: z.string(),
    attributes: z.object({ hex: z.string().optional() }).loose().optional(),
    images: z.array(rawImageSchema).default([]),
    availableSizesWithId: z.array(rawSizeSchema).default([]),
    sizes: z.array(z.string()).optional(),
  })
  .loose();

export const rawListingProductSchema = z
  .object({
    productId: idSchema,
    productName: z.string().optional(),
    productType: z.string().optional(),
    variations: z.array(rawVariationSchema),
  })
  .loose();

export const rawProductDetailsSchema = z
  .object({
    description: z.string().nullish(),
    materials: z.string().nullish(),
    fit: z.string().nullish(),
    comparableBrands: z.array(z.string()).nullish(),
    sizeChart: z.array(z.record(z.string(), z.union([z.string(), z.number()]).transform(String))).nullish(),
    sizeChartUrl: z.string().nullish(),
  })
  .loose();

const listingFields = {
  listingId: idSchema,
  itemGroupId: idSchema,
  slug: z.string().optional(),
  title: z.string().min(1),
  description: z.string().nullish(),
  url: z.string().optional(),
  sku: z.string().nullish(),
  price: priceSchema,
  currency: z.string().optional(),
  primaryProduct: z.array(z.object({ productId: idSchema, variationId: idSchema }).loose()).min(1),
  visibility: visibilitySchema.default('public'),
  thumbnail: z.object({ primary: z.string().nullish() }).loose().nullish(),
  listingThumbnails: z.object({ primary: z.string().nullish() }).loose().nullish(),
  teespringId: idSchema.nullish(),
  checkout_flow: z.string().nullish(),
  orders: z.number().int().min(0).default(0),
  fulfillmentDetails: z.record(z.string(), z.unknown()).nullish(),
  productDetails: z.record(z.string(), rawProductDetailsSchema).default({}),
  deliveryDetails: z
    .object({ type: z.enum(['physical', 'digital']), estimatedShipDate: z.string().nullish() })
    .loose()
    .optional(),
  collections: z.array(tileCollectionSchema).optional(),
  productGroupName: z.string().nullish(),
  preorder: z.boolean().default(false),
};

/** v1 listings carry `products`; older answers `products_payload`. One of the two is required. */
export const rawListingSchema = z
  .object({
    ...listingFields,
    products: z.array(rawListingProductSchema).optional(),
    products_payload: z.array(rawListingProductSchema).optional(),
  })
  .loose()
  .superRefine((listing, ctx) => {
    if (!listing.products && !listing.products_payload) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: 'products or products_payload is required' });
    }
  });

export const rawListingV0Schema = z.object({ listing: rawListingSchema });

export const rawBlankSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    productType: z.string(),
    sizes: z.array(z.object({ id: idSchema, label: z.string() }).loose()).default([]),
    colors: z.array(z.object({ name: z.string(), hex: z.string() }).loose()).default([]),
  })
  .extend(rawProductDetailsSchema.shape)
  .loose();

export const rawInventorySchema = z.object({ inventoryCount: z.number().int() }).loose();

export const rawLocalizationSchema = z
  .object({
    buyer_region: z.string().min(1),
    buyer_currency: z.string().min(1),
    buyer_locale: z.string().min(1),
    fulfillment_region: z.string().min(1),
    available_locales: z.array(z.object({ local_code: z.string(), local_name: z.string() }).loose()),
    available_currencies: z.array(z.object({ currency: z.string(), symbol: z.string() }).loose()),
    available_regions: z.array(z.object({ region: z.string(), fulfillment_region: z.string() }).loose()),
  })
  .loose();

export type RawStore = z.infer<typeof rawStoreSchema>;
export type RawCollectionRef = z.infer<typeof rawCollectionRefSchema>;
export type RawTile = z.infer<typeof rawTileSchema>;
export type RawPagination = z.infer<typeof rawPaginationSchema>;
export type RawListing = z.infer<typeof rawListingSchema>;
export type RawVariation = z.infer<typeof rawVariationSchema>;
export type RawProductDetails = z.infer<typeof rawProductDetailsSchema>;
export type RawBlank = z.infer<typeof rawBlankSchema>;
export type RawLocalization = z.infer<typeof rawLocalizationSchema>;
