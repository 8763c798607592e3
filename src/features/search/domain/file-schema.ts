import { z } from 'zod/mini';
import { SEARCH_FILE_VERSION, type PriceTuple, type SearchFile } from './records.ts';

export type { SearchFile } from './records.ts';

/** Where the build writes the store's search records. */
export const SEARCH_FILE_URL = '/search-data/records.json';

const row = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.number(),
  z.number(),
  z.array(z.number()),
  z.nullable(z.string()),
  z.number(),
]);

/** The search file's shape (records.ts); a file of another version or shape is refused. */
export const searchFileSchema = z.object({
  v: z.literal(SEARCH_FILE_VERSION),
  currencies: z.array(z.string()),
  imagePrefix: z.string(),
  imageSuffix: z.string(),
  productNames: z.array(z.string()),
  groups: z.array(z.string()),
  collections: z.array(z.tuple([z.string(), z.string()])),
  prices: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  rows: z.array(row),
});

/** The parsed file, or null when the answer is not one. */
export function parseSearchFile(json: unknown): SearchFile | null {
  const result = searchFileSchema.safeParse(json);
  if (!result.success) return null;
  const prices = result.data.prices.flatMap((p) => {
    const [currency, cents, ...rest] = p;
    if (typeof currency !== 'string' || typeof cents !== 'number') return [];
    const tuple: PriceTuple = [currency, cents, ...rest.map((c) => (typeof c === 'number' ? c : null))];
    return [tuple];
  });
  if (prices.length !== result.data.prices.length) return null;
  return { ...result.data, prices };
}
