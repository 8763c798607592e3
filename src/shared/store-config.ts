import { z } from 'zod';

/** A store slug: lower-cased (spec), URL- and folder-safe. */
export const storeSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .transform((s) => s.toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'letters, digits and hyphens only'));

export const storeEntrySchema = z.strictObject({
  slug: storeSlugSchema,
  /** Public origin of the store, for canonical URLs, sitemap and feeds. */
  site: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')),
  /** Visitors must confirm they are 21 or older before they see the store (storefront §1, §4: the age gate). */
  ageGate: z.boolean().optional(),
});

export const storesConfigSchema = z
  .strictObject({
    $schema: z.string().optional(),
    stores: z.array(storeEntrySchema).min(1),
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.stores.forEach((store, i) => {
      if (seen.has(store.slug)) {
        ctx.addIssue({ code: 'custom', path: ['stores', i, 'slug'], message: `duplicate store slug '${store.slug}'` });
      }
      seen.add(store.slug);
    });
  });

export type StoreEntry = z.infer<typeof storeEntrySchema>;
export type StoresConfig = z.infer<typeof storesConfigSchema>;

/** Parses stores.config.json content; throws one readable message naming every bad field. */
export function parseStoresConfig(raw: unknown): StoresConfig {
  const result = storesConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  throw new Error(`stores.config.json is invalid:\n${lines.join('\n')}`);
}
