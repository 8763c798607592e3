import { z } from 'zod';

/**
 * The commerce host's answers ({backend} of spec storefront §7), written from the spec's entity list (§3:
 * Store, Product tile, Listing, Product variant, Size, Localization, Collection), its constants (§9:
 * locales, currencies, regions, page size 12, per=150) and the calls table (§7). Where the spec says
 * "not shown" or names a field without a type, the shape follows what the sandbox has always answered.
 * Extra fields are allowed (the spec lists what the storefront reads, not everything a host sends).
 */

/** §9 */
export const LOCALE_CODES = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB'] as const;
export const CURRENCY_CODES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD'] as const;
export const REGION_NAMES = ['USA', 'EU', 'Canada', 'Australia', 'Rest of the world'] as const;
export const PRODUCT_GRID_PAGE_SIZE = 12;
export const COLLECTION_PAGE_SIZE = 150;
/** §3 Promo code type; §3 Listing visibility; deliveryDetails type. */
export const PROMO_TYPES = ['percentage', 'fixed_value', 'free_shipping'] as const;
export const VISIBILITIES = ['public', 'private'] as const;
export const DELIVERY_TYPES = ['physical', 'digital'] as const;

const id = z.union([z.string().min(1), z.number()]);
/** Prices are major units rounded to 2 decimals (§5). */
const price = z
  .number()
  .nonnegative()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Expected at most 2 decimals');
const currency = z.enum(CURRENCY_CODES);

/**
 * §3 Promo code: code, type, value (a number, or {amount, currency}). §5 shows codes only when code and type
 * are non-empty, so a host may send an empty type; free shipping carries no value (null).
 */
export const promoCodeSchema = z.object({
  code: z.string(),
  type: z.union([z.enum(PROMO_TYPES), z.literal('')]),
  value: z.union([z.number(), z.object({ amount: z.number(), currency: z.string().min(1) }), z.null()]),
});

export const collectionRefSchema = z.object({
  id,
  slug: z.string().min(1),
  name: z.string().min(1),
  parentId: id.nullable(),
  total_count: z.number().int().nonnegative(),
});

/** GET {backend}/v1/stores?slug: Store (§3). */
export const storeAnswerSchema = z.object({
  id,
  slug: z.string().regex(/^[^A-Z]+$/, 'Store slug is lower-cased'),
  name: z.string().min(1),
  sellerId: id,
  sellerToken: z.string(),
  collections: z.array(collectionRefSchema),
  marketingPixels: z.object({
    googleAnalytics: z.string().optional(),
    facebook: z.string().optional(),
    gmcMerchantId: z.string().optional(),
  }),
  promoCodes: z.array(promoCodeSchema),
  socialMedia: z.array(z.object({ id: z.string(), url: z.string(), icon: z.string() })),
});

/** GET /v1/stores/collections?slug */
export const storeCollectionsAnswerSchema = z.object({ collections: z.array(collectionRefSchema) });

/** A product tile (§3): one of each alias pair must be present. */
export const productTileSchema = z
  .object({
    id: id.optional(),
    productId: id.optional(),
    name: z.string().optional(),
    title: z.string().optional(),
    price,
    url: z.string().min(1),
    productName: z.string().optional(),
    product_name: z.string().optional(),
    productType: z.string().optional(),
    imageUrl: z.string().optional(),
    thumbnail: z.string().optional(),
    additionalImages: z.array(z.string()).optional(),
    images: z.array(z.object({ url: z.string(), primary: z.boolean() })).optional(),
    listingId: id,
    external_id: id,
  })
  .refine((t) => t.id !== undefined || t.productId !== undefined, 'id or productId')
  .refine((t) => t.name !== undefined || t.title !== undefined, 'name or title')
  .refine(
    (t) => t.productName !== undefined || t.product_name !== undefined || t.productType !== undefined,
    'productName, product_name or productType',
  )
  .refine((t) => t.imageUrl !== undefined || t.thumbnail !== undefined, 'imageUrl or thumbnail');

const paginationSchema = z.object({
  page: z.number().int().min(1),
  per: z.number().int().min(1).max(COLLECTION_PAGE_SIZE),
  total_count: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  next_page: z.number().int().nullable(),
});

/** GET /v1/stores/products?slug,currency,region,page[,visibility=any][,collection,per=150] */
export const productsAnswerSchema = z.object({
  products: z.array(productTileSchema).max(COLLECTION_PAGE_SIZE),
  pagination: paginationSchema,
});

/** GET /v1/collections?storeSlug (Collection §3: id, name, products, total_count). */
export const collectionsAnswerSchema = z.object({
  collections: z.array(collectionRefSchema.extend({ products: z.array(productTileSchema) })),
});

/** GET /v1/collection/{id}/items?page: "Response field items". */
export const collectionItemsAnswerSchema = paginationSchema.extend({ items: z.array(productTileSchema) });

/** Size (§3): id, label, price; the sandbox adds each size's stock. */
export const sizeSchema = z.object({ id, label: z.string().min(1), price, inventoryCount: z.number().int() });

/** Image labels of a variant (§3). */
export const IMAGE_LABELS = ['primary', 'front', 'back', 'full', 'small', 'side'] as const;

/** Product variant (colour), §3. */
export const variantSchema = z.object({
  variationId: id,
  productId: id,
  teespringId: id,
  listingId: id,
  title: z.string().min(1),
  productType: z.string().min(1),
  currency,
  price,
  inventoryCount: z.number().int(),
  visibility: z.enum(VISIBILITIES),
  color: z.string().min(1),
  attributes: z.object({ hex: z.string().regex(/^#[0-9a-f]{6}$/i) }),
  images: z.array(
    z.object({ label: z.enum(IMAGE_LABELS), src: z.string(), thumbsmall: z.string(), thumblarge: z.string() }),
  ),
  availableSizesWithId: z.array(sizeSchema),
  sizes: z.array(z.string()),
});

const listingProductSchema = z.object({
  productId: id,
  productName: z.string().min(1),
  productType: z.string().min(1),
  price,
  variations: z.array(variantSchema).min(1),
});

const listingFields = {
  listingId: id,
  itemGroupId: id,
  title: z.string().min(1),
  description: z.string(),
  url: z.string().min(1),
  sku: z.string().min(1),
  price,
  primaryProduct: z.array(z.object({ productId: id, variationId: id })).min(1),
  visibility: z.enum(VISIBILITIES),
  thumbnail: z.object({ primary: z.string() }),
  listingThumbnails: z.object({ primary: z.string() }),
  teespringId: id,
  checkout_flow: z.string(),
  orders: z.number().int().nonnegative(),
  fulfillmentDetails: z.object({ fulfillment_region: z.string() }),
  productDetails: z.record(
    z.string(),
    z.object({
      description: z.string(),
      materials: z.string(),
      fit: z.string(),
      comparableBrands: z.unknown(),
      sizeChart: z.unknown(),
      sizeChartUrl: z.string().nullable(),
    }),
  ),
  deliveryDetails: z.object({ type: z.enum(DELIVERY_TYPES), estimatedShipDate: z.string() }),
};

/** GET /v1/listings?slug,currency,region,country_code,storeSlug[,productId][,visibility=any] */
export const listingAnswerSchema = z.object({ ...listingFields, products: z.array(listingProductSchema).min(1) });

/** GET /v0/listing/{slug}?store_slug,currency,region,country_code: the older shape, products_payload. */
export const listingV0AnswerSchema = z.object({
  listing: z.object({ ...listingFields, products_payload: z.array(listingProductSchema).min(1) }),
});

/** GET /v1/blanks?id=productId: "Product blank data" (not shown; the sandbox's own shape). */
export const blankAnswerSchema = z.object({
  id,
  name: z.string().min(1),
  productType: z.string().min(1),
  basePrice: price,
  currency,
  sizes: z.array(z.object({ id, label: z.string().min(1) })).min(1),
  colors: z.array(z.object({ name: z.string().min(1), hex: z.string() })),
  digital: z.boolean(),
});

/** GET /v1/inventory?colorId,sizeId: "Returns inventoryCount". */
export const inventoryAnswerSchema = z.object({ inventoryCount: z.number().int() });

/** GET /v1/localization_details?storeId (§3 Localization, §9 lists). */
export const localizationAnswerSchema = z.object({
  buyer_region: z.enum(REGION_NAMES),
  buyer_currency: currency,
  buyer_locale: z.enum(LOCALE_CODES),
  fulfillment_region: z.enum(['USA', 'EUR']),
  available_locales: z.array(z.object({ local_code: z.enum(LOCALE_CODES), local_name: z.string().min(1) })),
  available_currencies: z.array(z.object({ currency, symbol: z.string().min(1) })),
  available_regions: z.array(z.object({ region: z.enum(REGION_NAMES), fulfillment_region: z.enum(['USA', 'EUR']) })),
});
