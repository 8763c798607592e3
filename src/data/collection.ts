/**
 * Collection pages (storefront §2 "Collection page"), derived from the snapshot by pure functions: one per
 * collection and nested collection, at a path that never collides with a fixed route (src/shared/routes.ts).
 */
import { COLLECTION_PER_PAGE } from '../features/catalog/api/commerce.ts';
import type { CollectionRef, ProductTile } from '../features/catalog/domain/types.ts';
import { collectionIdSegments, collectionPath, collectionSegments } from '../shared/routes.ts';
import type { Snapshot } from './snapshot-format.ts';

export interface CollectionLink {
  name: string;
  path: string;
}

export interface CollectionPage {
  collection: CollectionRef;
  /** The first path segment of the page (usually the slug). */
  segment: string;
  path: string;
  /** Parents from the top down, for the breadcrumb. */
  ancestors: CollectionLink[];
  children: CollectionLink[];
  /** Tiles shown, at most COLLECTION_PER_PAGE, in store order. */
  tiles: ProductTile[];
  /** Every tile of the collection in the snapshot, shown or not. */
  tileCount: number;
}

/** Most tiles rendered on one collection page: one page of the host's collection call. */
export const COLLECTION_TILES_MAX = COLLECTION_PER_PAGE;

/** Path of every collection, keyed by id, for pages and for links to them (header, breadcrumbs). */
export function collectionPaths(collections: readonly CollectionRef[]): Map<string, string> {
  const paths = new Map<string, string>();
  for (const [id, segment] of collectionSegments(collections)) paths.set(id, collectionPath(segment));
  return paths;
}

export function collectionPages(snapshot: Pick<Snapshot, 'collections' | 'products'>): CollectionPage[] {
  const { collections, products } = snapshot;
  const segments = collectionSegments(collections);
  const byId = new Map(collections.map((c) => [c.id, c]));
  const link = (c: CollectionRef): CollectionLink | null => {
    const segment = segments.get(c.id);
    return segment === undefined ? null : { name: c.name, path: collectionPath(segment) };
  };
  const pages: CollectionPage[] = [];
  for (const collection of collections) {
    const segment = segments.get(collection.id);
    if (segment === undefined || pages.some((p) => p.collection.id === collection.id)) continue;
    const tiles = products.filter((t) => t.collections.some((c) => c.slug === collection.slug));
    pages.push({
      collection,
      segment,
      path: collectionPath(segment),
      ancestors: ancestorsOf(collection, byId)
        .map(link)
        .filter((l): l is CollectionLink => l !== null),
      children: collections
        .filter((c) => c.parentId === collection.id)
        .map(link)
        .filter((l): l is CollectionLink => l !== null),
      tiles: tiles.slice(0, COLLECTION_TILES_MAX),
      tileCount: tiles.length,
    });
  }
  return pages;
}

/** True when the page has nothing to show: the spec's total count is 0, or no tile of it was published. */
export function isEmptyCollection(page: Pick<CollectionPage, 'collection' | 'tileCount'>): boolean {
  return page.collection.totalCount === 0 || page.tileCount === 0;
}

/** Parents from the top down; a cycle in parent ids stops the walk. */
function ancestorsOf(collection: CollectionRef, byId: ReadonlyMap<string, CollectionRef>): CollectionRef[] {
  const chain: CollectionRef[] = [];
  const seen = new Set([collection.id]);
  let parentId = collection.parentId;
  while (parentId !== null && !seen.has(parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    chain.unshift(parent);
    seen.add(parent.id);
    parentId = parent.parentId;
  }
  return chain;
}

/** The page of a collection opened by its id (`/{id}` → `/{slug}`), or null. */
export function collectionPathById(collections: readonly CollectionRef[], segment: string): string | null {
  const target = collectionIdSegments(collections).get(segment);
  return target === undefined ? null : collectionPath(target);
}

/** The static hosts' permanent redirects from each collection's id to its page (`_redirects` lines). */
export function collectionIdRedirectRules(collections: readonly CollectionRef[]): string[] {
  return [...collectionIdSegments(collections)].flatMap(([alias, segment]) => [
    `/${alias} ${collectionPath(segment)} 301`,
    `/${alias}/ ${collectionPath(segment)} 301`,
  ]);
}
