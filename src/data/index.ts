/**
 * The data module: the one door pages use to reach store data. A static build reads the pulled
 * snapshot (src/data/snapshot.ts); the on-demand (preview) server plugs the live backend (./live.ts) in
 * here, so the same components render the same markup either way.
 */
import { PUBLIC_STORE } from 'astro:env/client';
import type { Listing } from '../features/catalog/domain/types.ts';
import type { Snapshot } from './snapshot-format.ts';
import { currentRequest } from './live-context.ts';
import { loadListing, loadSnapshot } from './snapshot.ts';
import { publicListings, type Shelves } from './listing.ts';
import { summaryShelves } from './listing-summary.ts';
import { listingMarkdownKey, listingPageKey } from './render-keys.ts';

export interface DataBackend {
  /** Everything but the full listings (their summaries are in `listings`). */
  snapshot(store: string): Promise<Snapshot>;
  /** One full listing with a colour to show, any visibility; null when there is none by that slug. */
  listing(store: string, slug: string | undefined): Promise<Listing | null>;
}

export const snapshotBackend: DataBackend = {
  snapshot: (store) => Promise.resolve(loadSnapshot(store)),
  listing: (store, slug) => Promise.resolve(loadListing(store, slug)),
};

let backend: DataBackend = snapshotBackend;

/** Swaps the backend (the preview server's live one, or a test double). */
export function useDataBackend(next: DataBackend): void {
  backend = next;
}

/**
 * The store a page renders when it names none: the on-demand request's store (chosen per request by the
 * preview server's middleware), else the build's PUBLIC_STORE.
 */
export function defaultStore(): string {
  return currentRequest()?.store ?? PUBLIC_STORE;
}

/** Everything the current store's pages render from, except full listings (see getListing). */
export function getStoreData(store: string = defaultStore()): Promise<Snapshot> {
  return backend.snapshot(store);
}

/** The full listing a listing page renders, read on demand: null when no listing with a colour has the slug. */
export function getListing(slug: string | undefined, store: string = defaultStore()): Promise<Listing | null> {
  return backend.listing(store, slug);
}

/** The route props of a page built per public listing: the listing's slug as the snapshot spells it. */
export interface ListingRouteProps {
  /** Absent when the page is rendered on demand (preview), which reads the slug from the URL. */
  slug?: string;
  /** The listing page's shelves, found for its render key (src/data/render-keys.ts) and so not found twice. */
  shelves?: Shelves;
}

/** getStaticPaths of the listing pages: one per public listing, keyed by what it renders. */
export async function listingPagePaths() {
  const data = await getStoreData();
  const tiles = new Map(data.products.map((t) => [t.listingId, t]));
  return publicListings(data).map((summary) => {
    const { slug } = summary;
    const shelves = summaryShelves(data, summary);
    if (!shelves) return { params: { slug }, props: { slug } satisfies ListingRouteProps };
    const cacheKey = listingPageKey(data, summary, tiles.get(summary.listingId), shelves);
    return { params: { slug }, props: { slug, shelves } satisfies ListingRouteProps, cacheKey };
  });
}

/** getStaticPaths of the listings' markdown alternates. */
export async function publicListingPaths() {
  const data = await getStoreData();
  return publicListings(data).map((summary) => ({
    params: { slug: summary.slug },
    props: { slug: summary.slug } satisfies ListingRouteProps,
    cacheKey: listingMarkdownKey(data, summary),
  }));
}
