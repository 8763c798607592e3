/**
 * The listing options' data travels to the browser as one `<script type="application/json">` next to
 * the island, not as the island's props: Astro wraps every prop value in `[0, …]` and escapes each quote
 * as `&quot;`, which made the props the bulk of a listing page (issue 3: listing HTML under 14 KB gzip).
 * On the server the island reads the same object from a per-render registry, so both sides render from
 * identical data and hydration matches. The JSON is checked with zod when read back.
 *
 * Each image's two smaller renditions usually differ from its `src` only in the query (`?w=560`): then only
 * the two queries travel, as `q` (issue 16: 280 bytes of gzip on a listing with two products).
 */
import { z } from 'zod/mini';
import type { ListingOptionsData, OptionImage } from '../../domain/listing-selection.ts';

const prices = z.record(z.string(), z.number());
const stock = z.nullable(z.number());

/** An image as it travels: full URLs, or `q` with the queries of `large` and `small` on src's path. */
const wireImage = z.union([
  z.object({ src: z.string(), q: z.tuple([z.string(), z.string()]) }),
  z.object({ src: z.string(), large: z.string(), small: z.string() }),
]);
type WireImage = z.infer<typeof wireImage>;

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

function toWire(image: OptionImage): WireImage {
  const path = pathOf(image.src);
  const query = (url: string) => (path !== '' && url.startsWith(`${path}?`) ? url.slice(path.length) : null);
  const large = query(image.large);
  const small = query(image.small);
  return large !== null && small !== null
    ? { src: image.src, q: [large, small] }
    : { src: image.src, large: image.large, small: image.small };
}

function fromWire(image: WireImage): OptionImage {
  if (!('q' in image)) return image;
  const path = pathOf(image.src);
  return { src: image.src, large: path + image.q[0], small: path + image.q[1] };
}

const dataShape = <I extends z.ZodMiniType>(image: I) =>
  z.object({
    listingId: z.string(),
    itemGroupId: z.string(),
    slug: z.string(),
    title: z.string(),
    currency: z.string(),
    preorder: z.boolean(),
    nft: z.boolean(),
    defaultProductId: z.string(),
    defaultVariationId: z.string(),
    products: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        type: z.string(),
        sizeChart: z.array(z.record(z.string(), z.string())),
        variants: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            hex: z.nullable(z.string()),
            prices,
            stock,
            images: z.array(image),
            sizes: z.array(z.object({ id: z.string(), label: z.string(), prices, stock })),
          }),
        ),
      }),
    ),
  });

/** The data as the island uses it. */
export const listingOptionsDataSchema = dataShape(
  z.object({ src: z.string(), large: z.string(), small: z.string() }),
) satisfies z.ZodMiniType<ListingOptionsData>;

/** The element's JSON, checked and turned back into the island's data. */
export const listingOptionsWireSchema = z.pipe(
  dataShape(wireImage),
  z.transform((wire): ListingOptionsData => ({
    ...wire,
    products: wire.products.map((p) => ({
      ...p,
      variants: p.variants.map((v) => ({ ...v, images: v.images.map(fromWire) })),
    })),
  })),
);

/** The id of the JSON element of a listing's options data. */
export const optionsDataId = (slug: string) => `listing-options-data-${slug.replace(/[^a-z0-9_-]/gi, '')}`;

/** The element's text: JSON with `<` escaped so nothing can close the script element. */
export function optionsDataJson(data: ListingOptionsData): string {
  const wire = {
    ...data,
    products: data.products.map((p) => ({
      ...p,
      variants: p.variants.map((v) => ({ ...v, images: v.images.map(toWire) })),
    })),
  };
  return JSON.stringify(wire).replace(/</g, '\\u003c');
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

/** The island's data: from the registry on the server, from the page's JSON in the browser. */
export function readOptionsData(id: string): ListingOptionsData | null {
  if (typeof document === 'undefined') return rendering.get(id) ?? null;
  try {
    const parsed = listingOptionsWireSchema.safeParse(JSON.parse(document.getElementById(id)?.textContent ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
