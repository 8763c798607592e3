/**
 * A listing page's markdown alternate (/listing/{slug}.md, the llmstxt.org convention of the page's URL
 * with `.md` added): what an assistant needs to answer about the listing (title, product type, price,
 * colours, sizes, the description as plain text) and the link back to the page, without the page's markup.
 */
import { markdownInline, markdownLine, markdownLink } from './markdown.ts';
import { priceText } from './llms-txt.ts';
import { canonicalUrl } from './url.ts';

export interface MarkdownSize {
  label: string;
  /** The size's own price in the listing's currency (2XL often costs more); null when unknown. */
  priceCents: number | null;
}

export interface MarkdownProduct {
  /** What the page shows under the title for this product (its name, e.g. 'Classic Tee'). */
  productType: string;
  /** The product's price in the listing's currency (its first colour's); null when unknown. */
  priceCents: number | null;
  /** Colour names offered, in the page's order. */
  colours: readonly string[];
  /** Sizes offered by any of the colours, in the page's order. */
  sizes: readonly MarkdownSize[];
}

export interface ListingMarkdownInput {
  site: string;
  /** The listing page's path, e.g. /listing/tee. */
  path: string;
  storeName: string;
  title: string;
  /** Plain text (already out of the sanitiser); '' when there is none. */
  description: string;
  priceCents: number;
  currency: string;
  /** The products the page offers, the one shown first first. */
  products: readonly MarkdownProduct[];
}

const bullet = (label: string, values: readonly string[]) =>
  values.length === 0 ? [] : [`- ${label}: ${values.join(', ')}`];

/** Colours and sizes; a size whose price is not the product's says its own, so '3XL ($33.99)' is not missed. */
function offered(p: MarkdownProduct, basePrice: number, currency: string): string[] {
  const sizes = p.sizes.map((s) =>
    s.priceCents === null || s.priceCents === basePrice
      ? markdownInline(s.label)
      : `${markdownInline(s.label)} (${markdownInline(priceText(s.priceCents, currency))})`,
  );
  return [...bullet('Colours', p.colours.map(markdownInline)), ...bullet('Sizes', sizes)];
}

export function buildListingMarkdown(input: ListingMarkdownInput): string {
  const { currency } = input;
  const price = priceText(input.priceCents, currency);
  const types = input.products.map((p) => p.productType).filter((t) => t.trim() !== '');
  const what = types.length > 0 ? `${types.join(', ')} from ${input.storeName}` : `From ${input.storeName}`;
  const lines = [
    `# ${markdownLine(input.title)}`,
    '',
    `> ${markdownLine(`${what}, ${price}.`)}`,
    '',
    `- Page: ${markdownLink(input.title, canonicalUrl(input.site, input.path))}`,
    `- Price: ${markdownInline(price)}`,
    ...bullet(types.length > 1 ? 'Product types' : 'Product type', types.map(markdownInline)),
  ];
  const [only] = input.products;
  // One product: its colours and sizes are the listing's. Several: a section each, as the page switches them.
  if (input.products.length === 1 && only) lines.push(...offered(only, input.priceCents, currency));
  else {
    for (const p of input.products) {
      const base = p.priceCents ?? input.priceCents;
      lines.push('', `## ${markdownLine(p.productType || input.title)}`, '');
      lines.push(`- Price: ${markdownInline(priceText(base, currency))}`, ...offered(p, base, currency));
    }
  }
  if (input.description.trim() !== '') lines.push('', '## Description', '', markdownLine(input.description));
  return `${lines.join('\n')}\n`;
}
