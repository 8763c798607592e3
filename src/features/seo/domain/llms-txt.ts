/**
 * /llms.txt (https://llmstxt.org): the store for AI assistants, in markdown. An H1 with the store's name, a
 * blockquote summary, then sections of link lists: the store's pages, its collections, every listing with
 * its product type and price (and a link to its markdown alternate), and an "Optional" section, which
 * the format lets a reader skip when its context is short. Every link is absolute, on the store's site.
 */
import { DEFAULTS, formatMoney, isCurrency, toDollars } from '../../localization/index.ts';
import { markdownInline, markdownLine, markdownLink, markdownUrl } from './markdown.ts';
import { canonicalUrl } from './url.ts';

export interface LlmsPage {
  name: string;
  /** Path on the store's site, e.g. /about. */
  path: string;
}

export interface LlmsCollection extends LlmsPage {
  /** The spec's product count of the collection. */
  count: number;
  /** The parent collection's name, for a nested collection. */
  parent: string | null;
}

export interface LlmsListing extends LlmsPage {
  /** What the listing page shows under the title (the primary product's name); '' when unknown. */
  productType: string;
  /** The listing's price in `currency`; null when unknown. */
  priceCents: number | null;
  currency: string;
  /** Path of the listing's markdown alternate. */
  markdownPath: string;
}

export interface LlmsTxtInput {
  /** The store's public origin (stores.config.json `site`). */
  site: string;
  storeName: string;
  /** One or two sentences about the store, plain text. */
  summary: string;
  /** The currency every listing price is in, when there is one. */
  currency: string | null;
  pages: readonly LlmsPage[];
  collections: readonly LlmsCollection[];
  listings: readonly LlmsListing[];
  optional: readonly LlmsPage[];
}

/**
 * A price as the pages write it before the buyer's locale applies (formatMoney, English); a currency
 * formatMoney does not know is written as its amount and code rather than failing the whole file.
 */
export function priceText(cents: number, currency: string): string {
  return isCurrency(currency)
    ? formatMoney(cents, currency, DEFAULTS.locale)
    : `${toDollars(cents).toFixed(2)} ${currency}`;
}

const item = (link: string, notes: readonly string[]) => `- ${link}${notes.length > 0 ? `: ${notes.join(', ')}` : ''}`;

function collectionLine(site: string, c: LlmsCollection): string {
  const notes = [`${c.count} ${c.count === 1 ? 'product' : 'products'}`];
  if (c.parent !== null) notes.push(`in ${markdownInline(c.parent)}`);
  return item(markdownLink(c.name, canonicalUrl(site, c.path)), notes);
}

function listingLine(site: string, l: LlmsListing): string {
  const notes: string[] = [];
  if (l.productType.trim() !== '') notes.push(markdownInline(l.productType));
  if (l.priceCents !== null) notes.push(markdownInline(priceText(l.priceCents, l.currency)));
  const line = item(markdownLink(l.name, canonicalUrl(site, l.path)), notes);
  return `${line} ([Markdown](${markdownUrl(canonicalUrl(site, l.markdownPath))}))`;
}

function section(title: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : ['', `## ${title}`, '', ...lines];
}

/** The whole file, built in one pass over each list (a store may have 10,000 listings). */
export function buildLlmsTxt(input: LlmsTxtInput): string {
  const { site } = input;
  const page = (p: LlmsPage) => item(markdownLink(p.name, canonicalUrl(site, p.path)), []);
  const about = [
    'Each listing links its page and a markdown version of it (the page URL with `.md` added).',
    input.currency === null ? '' : `Prices are in ${markdownInline(input.currency)}.`,
  ].filter((s) => s !== '');
  const lines = [
    `# ${markdownLine(input.storeName)}`,
    '',
    `> ${markdownLine(input.summary)}`,
    '',
    about.join(' '),
    ...section('Store', input.pages.map(page)),
    ...section(
      'Collections',
      input.collections.map((c) => collectionLine(site, c)),
    ),
    ...section(
      'Listings',
      input.listings.map((l) => listingLine(site, l)),
    ),
    ...section('Optional', input.optional.map(page)),
  ];
  return `${lines.join('\n')}\n`;
}
