/**
 * The listing options' data as it travels in the page (options-data.ts): the island's data with what gzip
 * cannot fold away left out, and zod to check it and rebuild the data when read (issue 16: listing HTML at
 * most 14 KB gzip). Three shortenings, each only where it loses nothing:
 * - an image's two smaller renditions usually differ from its `src` only in the query (`?w=560`): then only
 *   the two queries travel, as `q`;
 * - a product's colours usually have the same sizes (ids, labels, prices): then the sizes travel once, on
 *   the product, and each colour carries only its stock per size, as `stocks` (and its own stock only when
 *   it is not their sum);
 * - a product's size chart is also the Product Details tab's table (DetailTabs.astro: the first row's keys
 *   are its columns): when that table holds the whole chart, the chart does not travel twice; the island reads
 *   it back from the table (options-data.ts), and the wire says [] in its place.
 */
import { z } from 'zod/mini';
import type { ListingOptionsData, OptionImage, OptionProduct, OptionSize } from '../../domain/listing-selection.ts';

const prices = z.record(z.string(), z.number());
const stock = z.nullable(z.number());

const image = z.object({ src: z.string(), large: z.string(), small: z.string() });
const size = z.object({ id: z.string(), label: z.string(), prices, stock });

const dataShape = <P extends z.ZodMiniType>(productShape: P) =>
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
    products: z.array(productShape),
  });

const variantShape = <I extends z.ZodMiniType>(imageShape: I) => ({
  id: z.string(),
  name: z.string(),
  hex: z.nullable(z.string()),
  prices,
  stock,
  images: z.array(imageShape),
});

/** The data as the island uses it. */
export const listingOptionsDataSchema = dataShape(
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.string(),
    sizeChart: z.array(z.record(z.string(), z.string())),
    variants: z.array(z.object({ ...variantShape(image), sizes: z.array(size) })),
  }),
) satisfies z.ZodMiniType<ListingOptionsData>;

const wireImage = z.union([z.object({ src: z.string(), q: z.tuple([z.string(), z.string()]) }), image]);
type WireImage = z.infer<typeof wireImage>;

const wireProduct = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  sizeChart: z.optional(z.array(z.record(z.string(), z.string()))),
  sizes: z.optional(z.array(z.object({ id: z.string(), label: z.string(), prices }))),
  variants: z.array(
    z.object({
      ...variantShape(wireImage),
      stock: z.optional(stock),
      sizes: z.optional(z.array(size)),
      stocks: z.optional(z.array(stock)),
    }),
  ),
});
type WireProduct = z.infer<typeof wireProduct>;

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

function imageToWire(img: OptionImage): WireImage {
  const path = pathOf(img.src);
  const query = (url: string) => (path !== '' && url.startsWith(`${path}?`) ? url.slice(path.length) : null);
  const large = query(img.large);
  const small = query(img.small);
  return large !== null && small !== null ? { src: img.src, q: [large, small] } : img;
}

function imageFromWire(img: WireImage): OptionImage {
  if (!('q' in img)) return img;
  const path = pathOf(img.src);
  return { src: img.src, large: path + img.q[0], small: path + img.q[1] };
}

/**
 * Whether the Product Details table shows a size chart whole: its columns are the first row's keys, so every
 * row must have exactly those keys, in that order.
 */
export function chartShownWhole(chart: readonly Readonly<Record<string, string>>[]): boolean {
  const columns = Object.keys(chart[0] ?? {});
  return (
    columns.length > 0 &&
    chart.every((row) => {
      const keys = Object.keys(row);
      return keys.length === columns.length && keys.every((key, i) => key === columns[i]);
    })
  );
}

/** The sum of known stocks; null when any is unknown (the colour's stock is then unknown too). */
function sumOf(stocks: readonly (number | null)[]): number | null {
  let sum = 0;
  for (const stock of stocks) {
    if (stock === null) return null;
    sum += stock;
  }
  return sum;
}

/** The sizes of a size list without their stock, as one comparable text. */
const sizesKey = (sizes: readonly OptionSize[]) =>
  JSON.stringify(sizes.map(({ id, label, prices: p }) => [id, label, p]));

function productToWire({ sizeChart, ...product }: OptionProduct): WireProduct {
  const first = product.variants[0];
  const shared = first !== undefined && product.variants.every((v) => sizesKey(v.sizes) === sizesKey(first.sizes));
  return {
    ...product,
    ...(chartShownWhole(sizeChart) ? {} : { sizeChart }),
    ...(shared ? { sizes: first.sizes.map(({ id, label, prices: p }) => ({ id, label, prices: p })) } : {}),
    variants: product.variants.map(({ sizes, stock: own, ...v }) => {
      const stocks = sizes.map((s) => s.stock);
      return {
        ...v,
        ...(shared && own === sumOf(stocks) ? {} : { stock: own }),
        images: v.images.map(imageToWire),
        ...(shared ? { stocks } : { sizes }),
      };
    }),
  };
}

function productFromWire({ sizes: shared, sizeChart, ...product }: WireProduct): OptionProduct {
  return {
    ...product,
    sizeChart: sizeChart ?? [],
    variants: product.variants.map(({ stocks, sizes, stock, ...v }) => ({
      ...v,
      stock: stock === undefined ? sumOf(stocks ?? []) : stock,
      images: v.images.map(imageFromWire),
      sizes: shared ? shared.map((s, i) => ({ ...s, stock: stocks?.[i] ?? null })) : (sizes ?? []),
    })),
  };
}

/**
 * The element's JSON, checked and turned back into the island's data; a size chart that travelled only as
 * the page's table is [] here (options-data.ts reads it from the table).
 */
export const listingOptionsWireSchema = z.pipe(
  dataShape(wireProduct),
  z.transform((wire): ListingOptionsData => ({ ...wire, products: wire.products.map(productFromWire) })),
);

/** The data as it travels. */
export function optionsDataToWire(data: ListingOptionsData): unknown {
  return { ...data, products: data.products.map(productToWire) };
}
