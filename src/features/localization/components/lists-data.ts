/**
 * The Preferences modal's lists (locales, currencies, regions from the build's snapshot) travel to the browser
 * as one `<script type="application/json">` beside the footer's button, not as the island's props: Astro
 * wraps every prop value in `[0, …]` and escapes each quote as `&quot;`, which made these props 2 KB of
 * every page (issue 16: listing HTML at most 14 KB gzip). Read back with zod when the island mounts.
 * Lists equal to the platform's defaults (the catalog's DEFAULT_LOCALIZATION, which the island can load
 * itself) are not written at all: a quarter of a kilobyte of gzip on every page of most stores.
 */
import { z } from 'zod/mini';
import type { LocalizationLists } from '../domain/localization.ts';
import { parseJson } from '../../../shared/parse-json.ts';

export const LISTS_ELEMENT_ID = 'localization-lists';

const listsSchema = z.object({
  locales: z.array(z.object({ code: z.string(), name: z.string() })),
  currencies: z.array(z.object({ currency: z.string(), symbol: z.string() })),
  regions: z.array(z.object({ region: z.string(), fulfillmentRegion: z.string() })),
}) satisfies z.ZodMiniType<LocalizationLists>;

const listsOf = (lists: LocalizationLists): LocalizationLists => ({
  locales: lists.locales,
  currencies: lists.currencies,
  regions: lists.regions,
});

/** The element's text: JSON with `<` escaped so nothing can close the script element. */
export const listsJson = (lists: LocalizationLists) => JSON.stringify(listsOf(lists)).replace(/</g, '\\u003c');

/** True when the page need not carry the lists: they are the defaults the island falls back to. */
export const sameLists = (a: LocalizationLists, b: LocalizationLists) =>
  JSON.stringify(listsOf(a)) === JSON.stringify(listsOf(b));

/** The page's lists, or null when the element is missing or does not hold them. */
export function readLists(): LocalizationLists | null {
  return parseJson(listsSchema, document.getElementById(LISTS_ELEMENT_ID)?.textContent);
}
