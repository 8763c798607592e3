/**
 * What the SEO files list, read from a store's snapshot: the indexable pages for sitemap.xml and one
 * Merchant Center item per colour and size. The XML itself comes from the builders in src/features/seo/domain/seo.ts.
 */
import type { CollectionRef, Listing, Size, Variant } from '../../catalog/index.ts';
import type { FeedItem, SitemapEntry } from './seo.ts';
import { SUPPORT_ARTICLES } from '../../../content/support.ts';
import { supportArticlePath } from '../../support/index.ts';

/** The parts of a snapshot the sitemap reads (a Snapshot fits). */
export interface SitemapSource {
  theme: { content: { header: { showAbout: boolean } } };
  flags: { support: boolean };
  collections: readonly Pick<CollectionRef, 'slug' | 'totalCount'>[];
  listings: readonly Pick<Listing, 'slug' | 'visibility'>[];
}

/** Pages every store has (checkout spec §2); /terms is a redirect to /terms-of-use, so it is not listed. */
export const ALWAYS_INDEXED = ['/', '/terms-of-use', '/privacy-policy'] as const;

export const listingPath = (slug: string) => `/listing/${encodeURIComponent(slug)}`;
export const collectionPath = (slug: string) => `/${encodeURIComponent(slug)}`;

/**
 * Home, legal pages, About when the theme shows it, support when its flag is on, every collection with
 * products and every public listing. `extraPaths` takes pages only their own module knows (support
 * articles). Empty collections stay out: a page that says there is nothing is not worth a crawl.
 */
export function sitemapEntries(snapshot: SitemapSource, extraPaths: readonly string[] = []): SitemapEntry[] {
  const paths: string[] = [...ALWAYS_INDEXED];
  if (snapshot.theme.content.header.showAbout) paths.push('/about');
  if (snapshot.flags.support) paths.push('/support');
  paths.push(...extraPaths);
  for (const c of snapshot.collections) if (c.totalCount > 0) paths.push(collectionPath(c.slug));
  for (const l of snapshot.listings) if (l.visibility === 'public') paths.push(listingPath(l.slug));
  return paths.map((path) => ({ path }));
}

/** The support articles' paths when the support section is on (they are static pages of src/content). */
export function supportPaths(snapshot: { flags: { support: boolean } }): string[] {
  return snapshot.flags.support ? SUPPORT_ARTICLES.map((a) => supportArticlePath(a.slug)) : [];
}

function availability(listing: Listing, variant: Variant, size: Size): FeedItem['availability'] {
  if (listing.preorder) return 'preorder';
  const stock = size.inventoryCount ?? variant.inventoryCount;
  return stock !== null && stock <= 0 ? 'out_of_stock' : 'in_stock';
}

function variantImages(listing: Listing, variant: Variant): { main: string | null; more: string[] } {
  const primary = variant.images.find((i) => i.label === 'primary') ?? variant.images[0];
  const main = primary?.src ?? listing.thumbnail;
  return { main, more: variant.images.map((i) => i.src).filter((src) => src !== main) };
}

/**
 * One item per public colour × size; the id is the cart's sku (itemGroupId_colorId_sizeId, storefront
 * spec §3) and the link selects that variant on the listing page (pid, variation, size).
 */
export function merchantFeedItems(snapshot: { listings: readonly Listing[] }): FeedItem[] {
  const items: FeedItem[] = [];
  for (const listing of snapshot.listings) {
    if (listing.visibility !== 'public') continue;
    const grouped = listing.products.length > 1;
    for (const product of listing.products) {
      for (const variant of product.variants) {
        if (variant.visibility !== 'public') continue;
        const { main, more } = variantImages(listing, variant);
        for (const size of variant.sizes) {
          const query = new URLSearchParams({ pid: product.productId, variation: variant.variationId, size: size.id });
          const item: FeedItem = {
            id: `${listing.itemGroupId}_${variant.variationId}_${size.id}`,
            title: variant.title || listing.title,
            description: listing.description || (listing.productDetails[product.productId]?.description ?? ''),
            path: `${listingPath(listing.slug)}?${query.toString()}`,
            imageUrl: main,
            additionalImageUrls: more,
            priceCents: size.priceCents > 0 ? size.priceCents : variant.priceCents,
            currency: variant.currency,
            availability: availability(listing, variant, size),
            itemGroupId: grouped ? `${listing.itemGroupId}_${product.productId}` : listing.itemGroupId,
            color: variant.colorName,
            size: size.label,
            productType: variant.productType || product.productType,
          };
          if (listing.preorder && listing.delivery.estimatedShipDate) {
            item.availabilityDate = listing.delivery.estimatedShipDate.slice(0, 10);
          }
          items.push(item);
        }
      }
    }
  }
  return items;
}
