/** Byte budgets of a built store: listing HTML gzip size, and JavaScript per page type. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './proc.ts';

export const LISTING_HTML_BUDGET_BYTES = 14 * 1024;

export interface HtmlSizes {
  listings: number;
  medianGzip: number;
  maxGzip: number;
  maxSlug: string;
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

export function listingHtmlSizes(dist: string): HtmlSizes {
  const dir = join(dist, 'listing');
  const slugs = existsSync(dir) ? readdirSync(dir).filter((s) => existsSync(join(dir, s, 'index.html'))) : [];
  const sizes = slugs.map((slug) => ({ slug, gzip: gzipSize(readFileSync(join(dir, slug, 'index.html'))) }));
  const max = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a), { slug: '', gzip: 0 });
  return { listings: sizes.length, medianGzip: median(sizes.map((s) => s.gzip)), maxGzip: max.gzip, maxSlug: max.slug };
}

export interface JsBytes {
  page: string;
  path: string | null;
  files: number;
  bytes: number;
  gzip: number;
  inlineBytes: number;
  /** Islands' code (component, renderer and their static imports), loaded only when an island hydrates. */
  islandBytes: number;
  islandGzip: number;
}

/** A script file and everything it imports statically, as dist-relative URLs. */
function withImports(dist: string, url: string, seen: Set<string>): void {
  if (seen.has(url)) return;
  const file = join(dist, url);
  if (!existsSync(file)) return;
  seen.add(url);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    if (m[1]) withImports(dist, posix.join(posix.dirname(url), m[1]), seen);
  }
}

function sizes(dist: string, urls: Iterable<string>): { bytes: number; gzip: number } {
  let bytes = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = readFileSync(join(dist, url));
    bytes += body.length;
    gzip += gzipSize(body);
  }
  return { bytes, gzip };
}

/** The first built page of each type (collection and listing: the first directory found). */
export function pageTypePaths(dist: string, collectionSlug: string | undefined): Record<string, string | null> {
  const first = (sub: string) => {
    const dir = join(dist, sub);
    const name = existsSync(dir) ? readdirSync(dir).find((n) => existsSync(join(dir, n, 'index.html'))) : undefined;
    return name ? `/${sub}/${name}/` : null;
  };
  const exists = (path: string) => (existsSync(join(dist, path, 'index.html')) ? path : null);
  return {
    home: exists('/'),
    collection: collectionSlug ? exists(`/${collectionSlug}/`) : null,
    listing: first('listing'),
    about: exists('/about/'),
    search: exists('/search/'),
    cart: exists('/cart/'),
  };
}

/** Sums the scripts a page loads (<script src>, <link rel=modulepreload>) and the bytes of inline scripts. */
export function jsBytes(dist: string, page: string, path: string | null): JsBytes {
  if (!path) return { page, path, files: 0, bytes: 0, gzip: 0, inlineBytes: 0, islandBytes: 0, islandGzip: 0 };
  const html = readFileSync(join(dist, path, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) if (m[1]) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href) urls.add(href);
  }
  let bytes = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = join(dist, url.split('?')[0] ?? '');
    if (!url.startsWith('/') || !existsSync(file)) continue;
    const body = readFileSync(file);
    bytes += body.length;
    gzip += gzipSize(body);
  }
  let inlineBytes = 0;
  // Executable inline scripts only: JSON-LD and JSON data elements are not JavaScript.
  for (const m of html.matchAll(
    /<script\b(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    inlineBytes += Buffer.byteLength(m[1] ?? '');
  }
  const island = new Set<string>();
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const attr of m[0].matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)) {
      if (attr[1]?.startsWith('/')) withImports(dist, attr[1], island);
    }
  }
  for (const url of urls) island.delete(url);
  const deferred = sizes(dist, island);
  return {
    page,
    path,
    files: urls.size,
    bytes,
    gzip,
    inlineBytes,
    islandBytes: deferred.bytes,
    islandGzip: deferred.gzip,
  };
}
