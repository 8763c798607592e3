import { z } from 'zod';
import { CURRENCY_CODES, listingAnswerSchema, productTileSchema } from './commerce.ts';

/**
 * The product-data cache file of a store (spec storefront §7: "one per store slug, held in object storage;
 * format not shown"). The format is the sandbox's own: tiles as the products call answers them (§3 Product
 * tile) and, in v2, every listing as the listings call answers it, each with `prices` in the five currencies
 * of §9.
 */
const prices = z.record(z.enum(CURRENCY_CODES), z.number().nonnegative());

export const cacheFileV1Schema = z.object({
  version: z.literal(1),
  store: z.string().min(1),
  hash: z.string().min(1),
  total_count: z.number().int().nonnegative(),
  products: z.array(productTileSchema.and(z.object({ prices }))),
  listings: z.array(z.string().min(1)),
});

export const cacheFileV2Schema = z
  .object({
    version: z.literal(2),
    store: z.string().min(1),
    hash: z.string().min(1),
    total_count: z.number().int().nonnegative(),
    base_currency: z.enum(CURRENCY_CODES),
    currencies: z.array(z.enum(CURRENCY_CODES)),
    products: z.array(productTileSchema.and(z.object({ prices }))),
    listings: z.array(listingAnswerSchema.extend({ prices })),
    collections: z.array(z.object({ slug: z.string().min(1), listings: z.array(z.string()) })),
  })
  .refine((f) => f.total_count === f.products.length, {
    message: 'total_count counts the products',
    path: ['total_count'],
  });
