/**
 * The listing options' data travels to the browser as one `<script type="application/json">` next to
 * the island, not as the island's props: Astro wraps every prop value in `[0, …]` and escapes each quote
 * as `&quot;`, which made the props the bulk of a listing page (issue 3: listing HTML under 14 KB gzip).
 * On the server the island reads the same object from a per-render registry, so both sides render from
 * identical data and hydration matches. The JSON is shortened and checked with zod (options-wire.ts).
 */
import type { ListingOptionsData } from '../../domain/listing-selection.ts';
import { listingOptionsWireSchema, optionsDataToWire } from './options-wire.ts';
import { parseJson } from '../../../../shared/parse-json.ts';

export { listingOptionsDataSchema, listingOptionsWireSchema } from './options-wire.ts';

/** The id of the JSON element of a listing's options data. */
export const optionsDataId = (slug: string) => `listing-options-data-${slug.replace(/[^a-z0-9_-]/gi, '')}`;

/** The element's text: JSON with `<` escaped so nothing can close the script element. */
export function optionsDataJson(data: ListingOptionsData): string {
  return JSON.stringify(optionsDataToWire(data)).replace(/</g, '\\u003c');
}

/** Pages render a few at a time (build.concurrency): the registry keeps the latest few dozen. */
const REGISTRY_SIZE = 64;
const rendering = new Map<string, ListingOptionsData>();

/** Server side: hands `data` to the island render of the same page (OptionsSlot.astro). */
export function provideOptionsData(id: string, data: ListingOptionsData): void {
  rendering.delete(id);
  rendering.set(id, data);
  for (const key of rendering.keys()) {
    if (rendering.size <= REGISTRY_SIZE) break;
    rendering.delete(key);
  }
}

/**
 * A product's size chart as the page's Product Details table shows it (DetailTabs.astro): its header cells
 * name the columns, each body row is a row; [] when the product has no table.
 */
function chartFromTable(productId: string): Record<string, string>[] {
  const table = document.querySelector(`[data-product-part="${CSS.escape(productId)}"] table`);
  if (!table) return [];
  const columns = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  return [...table.querySelectorAll('tbody tr')].map((tr) => {
    const cells = tr.querySelectorAll('td');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i]?.textContent ?? '']));
  });
}

/** The island's data: from the registry on the server, from the page's JSON (and tables) in the browser. */
export function readOptionsData(id: string): ListingOptionsData | null {
  if (typeof document === 'undefined') return rendering.get(id) ?? null;
  const data = parseJson(listingOptionsWireSchema, document.getElementById(id)?.textContent);
  if (!data) return null;
  return {
    ...data,
    products: data.products.map((p) => (p.sizeChart.length > 0 ? p : { ...p, sizeChart: chartFromTable(p.id) })),
  };
}
