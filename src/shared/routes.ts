/**
 * Top-level routes. Collection pages live at /{collectionSlug} (storefront §2), the same first segment that
 * every fixed page and build artefact uses, so a collection named "cart" or "about" must never take over
 * /cart or /about: its page is moved to a free path instead, and links to it use `collectionPath`.
 */

/** First path segments owned by fixed pages, dynamic shells and files the build writes. */
export const RESERVED_ROUTES: readonly string[] = [
  '404',
  'about',
  'cart',
  'checkout',
  'checkout-complete',
  'contact',
  'listing',
  'listing-not-found',
  'login',
  'privacy-policy',
  'search',
  'support',
  'terms',
  'terms-of-use',
  'track',
  // Build output and static-host files.
  '_astro',
  '_headers',
  '_redirects',
  'favicon.ico',
  'favicon.svg',
  'robots.txt',
  'llms.txt',
  'theme.css',
  'sitemap.xml',
  'sitemap-index.xml',
  'feed',
  'search-data',
  // The static pages' words per locale (src/pages/i18n/[file].js.ts): PAGE_TEXTS_DIR below.
  'i18n',
  'products',
  'api',
];

const RESERVED = new Set(RESERVED_ROUTES);

/** Where the static pages' locale files are served from: /i18n/<locale>.<version>.js (src/pages/i18n). */
export const PAGE_TEXTS_DIR = 'i18n';

/** The store's theme variables as a stylesheet (src/pages/theme.css.ts). */
export const THEME_STYLESHEET_PATH = '/theme.css';

/** Where an unknown page and an unknown listing lead (storefront §2, §8). */
export const NOT_FOUND_PATH = '/404';
export const LISTING_NOT_FOUND_PATH = '/listing-not-found';

/** Suffix added to a collection slug that collides with a reserved route. */
export const COLLECTION_SLUG_SUFFIX = '-collection';

/** True when /{segment} belongs to a fixed page or a build artefact. Case-insensitive, like most CDNs. */
export function isReservedRoute(segment: string): boolean {
  return RESERVED.has(segment.trim().toLowerCase());
}

/** Lower-cases and reduces anything outside [a-z0-9] to single dashes; '' when nothing is left. */
export function toSlugSegment(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface CollectionSlugInput {
  id: string;
  slug: string;
}

/**
 * The path segment of every collection, keyed by collection id: its slug made URL-safe, moved away from
 * reserved routes (`cart` → `cart-collection`) and made unique in the given order (`tees`, `tees-2`).
 * A collection whose slug and id both reduce to nothing gets no page.
 */
export function collectionSegments(collections: readonly CollectionSlugInput[]): Map<string, string> {
  const taken = new Set<string>();
  const segments = new Map<string, string>();
  for (const { id, slug } of collections) {
    if (segments.has(id)) continue;
    let base = toSlugSegment(slug) || toSlugSegment(id);
    if (base === '') continue;
    if (isReservedRoute(base)) base = `${base}${COLLECTION_SLUG_SUFFIX}`;
    let segment = base;
    for (let n = 2; taken.has(segment) || isReservedRoute(segment); n += 1) segment = `${base}-${n}`;
    taken.add(segment);
    segments.set(id, segment);
  }
  return segments;
}

/**
 * A collection can also be opened by its id (storefront §2: the first path segment is the collection id or
 * slug): the id's segment and the page it stands for, keyed by the id's segment. An id whose segment is a
 * page's own segment, a reserved route or empty gets none.
 */
export function collectionIdSegments(collections: readonly CollectionSlugInput[]): Map<string, string> {
  const segments = collectionSegments(collections);
  const pages = new Set(segments.values());
  const byId = new Map<string, string>();
  for (const [id, segment] of segments) {
    const alias = toSlugSegment(id);
    if (alias === '' || alias === segment || pages.has(alias) || isReservedRoute(alias) || byId.has(alias)) continue;
    byId.set(alias, segment);
  }
  return byId;
}

/** `/tees` from a segment produced by `collectionSegments`. */
export function collectionPath(segment: string): string {
  return `/${segment}`;
}

/** `/listing/{slug}`, with `?pid=` when a product id is given (how tiles link, storefront §2). */
export function listingPath(slug: string, productId?: string): string {
  const path = `/listing/${encodeURIComponent(slug)}`;
  return productId ? `${path}?pid=${encodeURIComponent(productId)}` : path;
}

/** The slug and product id of a `listingPath` link (relative or on any origin), else null. */
export function listingRefOf(href: string): { slug: string; productId: string | undefined } | null {
  let url: URL;
  try {
    url = new URL(href, 'http://localhost');
  } catch {
    return null;
  }
  const m = /^\/listing\/([^/]+)$/.exec(url.pathname);
  if (!m?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  const productId = url.searchParams.get('pid');
  return { slug, productId: productId === null || productId === '' ? undefined : productId };
}

/**
 * `/listing/{slug}.md`, the listing page's markdown alternate: the page's URL with `.md` added, as llmstxt.org
 * proposes, so a reader that knows the page finds it without a lookup.
 */
export function listingMarkdownPath(slug: string): string {
  return `${listingPath(slug)}.md`;
}
