/**
 * What /llms.txt and the listings' markdown alternates say, read from the store's data (the snapshot, or
 * live data on demand): the listings that have a page (public, with a colour to show), the collections
 * with products, the store's fixed pages. The markdown itself is written by src/features/seo/domain/.
 */
import { toListingOptions, type OptionVariant } from '../features/catalog/domain/listing-selection.ts';
import type { Listing } from '../features/catalog/domain/types.ts';
import type { ListingMarkdownInput, MarkdownSize } from '../features/seo/domain/listing-markdown.ts';
import type { LlmsCollection, LlmsListing, LlmsPage, LlmsTxtInput } from '../features/seo/domain/llms-txt.ts';
import { pageDescription } from '../features/seo/domain/seo.ts';
import { htmlToPlainText } from '../shared/sanitize.ts';
import { listingMarkdownPath, listingPath } from '../shared/routes.ts';
import { collectionPaths } from './collection.ts';
import { publicListings } from './listing.ts';
import type { Snapshot } from './snapshot-format.ts';

export type LlmsSource = Pick<Snapshot, 'store' | 'theme' | 'flags' | 'collections' | 'products' | 'listings'>;

/**
 * One pass over the listings in the store's order, each joined to its tile (name, product, price) through
 * a map by listing id. A listing without a tile keeps its line, named by its slug, without a price.
 */
function listingLines(snapshot: LlmsSource): LlmsListing[] {
  const tiles = new Map(snapshot.products.map((t) => [t.listingId, t]));
  return publicListings(snapshot).map(({ listingId, slug }) => {
    const tile = tiles.get(listingId);
    return {
      name: tile && tile.name.trim() !== '' ? tile.name : slug,
      path: listingPath(slug),
      markdownPath: listingMarkdownPath(slug),
      productType: tile?.productName ?? '',
      priceCents: tile ? tile.priceCents : null,
      currency: tile?.currency ?? '',
    };
  });
}

/** Collections with products, at their pages' paths (a slug that collides with a route has moved). */
function collectionLines(collections: LlmsSource['collections']): LlmsCollection[] {
  const paths = collectionPaths(collections);
  const names = new Map(collections.map((c) => [c.id, c.name]));
  const seen = new Set<string>();
  const lines: LlmsCollection[] = [];
  for (const c of collections) {
    const path = paths.get(c.id);
    if (path === undefined || c.totalCount <= 0 || seen.has(c.id)) continue;
    seen.add(c.id);
    const parent = c.parentId === null ? null : (names.get(c.parentId) ?? null);
    lines.push({ name: c.name, path, count: c.totalCount, parent });
  }
  return lines;
}

export function llmsTxtInput(snapshot: LlmsSource, site: string): LlmsTxtInput {
  const { store, theme, flags } = snapshot;
  const listings = listingLines(snapshot);
  const currencies = new Set(listings.flatMap((l) => (l.priceCents === null ? [] : [l.currency])));
  const pages: LlmsPage[] = [{ name: 'Home', path: '/' }];
  if (theme.content.header.showAbout) pages.push({ name: 'About', path: '/about' });
  if (flags.support) pages.push({ name: 'Support', path: '/support' });
  return {
    site,
    storeName: store.name,
    summary: pageDescription(
      { type: 'home' },
      { name: store.name, description: theme.content.footer.about.textContent },
    ),
    currency: currencies.size === 1 ? ([...currencies][0] ?? null) : null,
    pages,
    collections: collectionLines(snapshot.collections),
    listings,
    optional: [
      { name: 'Terms of Use', path: '/terms-of-use' },
      { name: 'Privacy Policy', path: '/privacy-policy' },
      { name: 'Sitemap', path: '/sitemap.xml' },
    ],
  };
}

/** The colours and sizes the page offers (the options island's own data), the product shown first first. */
export function listingMarkdownInput(listing: Listing, storeName: string, site: string): ListingMarkdownInput {
  const options = toListingOptions(listing);
  const first = options.products.filter((p) => p.id === options.defaultProductId);
  const rest = options.products.filter((p) => p.id !== options.defaultProductId);
  return {
    site,
    path: listingPath(listing.slug),
    storeName,
    title: listing.title,
    description: htmlToPlainText(listing.description),
    priceCents: listing.priceCents,
    currency: listing.currency,
    products: [...first, ...rest].map((p) => ({
      productType: p.name,
      priceCents: p.variants[0]?.prices[listing.currency] ?? null,
      colours: [...new Set(p.variants.map((v) => v.name))],
      sizes: sizesOf(p.variants, listing.currency),
    })),
  };
}

/** Every size label once, in the order the colours offer them, priced as the first colour offering it is. */
function sizesOf(variants: readonly OptionVariant[], currency: string): MarkdownSize[] {
  const sizes = new Map<string, MarkdownSize>();
  for (const v of variants) {
    for (const s of v.sizes) {
      if (!sizes.has(s.label)) sizes.set(s.label, { label: s.label, priceCents: s.prices[currency] ?? null });
    }
  }
  return [...sizes.values()];
}
