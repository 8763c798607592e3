/**
 * Canonical and absolute URLs from the store's public origin (stores.config.json `site`, which may carry a
 * base path). One spelling per page: no query, no fragment, no duplicate or trailing slashes.
 */

function siteBase(site: string): URL {
  const base = new URL(site);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new RangeError(`site must be http(s): ${site}`);
  return base;
}

/** `https://shop.example/listing/tee` from a site and a path; the query and fragment of `path` are dropped. */
export function canonicalUrl(site: string, path: string): string {
  const base = siteBase(site);
  const pathOnly = path.split(/[?#]/, 1)[0] ?? '';
  const segments = [...base.pathname.split('/'), ...pathOnly.split('/')].filter((s) => s !== '' && s !== '.');
  const url = new URL(base.origin);
  url.pathname = `/${segments.join('/')}`;
  return url.href;
}

/**
 * An absolute http(s) URL for an image or link that may be relative to the site; null for any other
 * scheme (javascript:, data:, protocol-relative hosts are not guessed).
 */
export function absoluteUrl(site: string, urlOrPath: string): string | null {
  const value = urlOrPath.trim();
  if (value === '' || value.startsWith('//')) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href;
    } catch {
      return null;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  const base = siteBase(site);
  const baseDir = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  return new URL(value.startsWith('/') ? value.slice(1) : value, `${base.origin}${baseDir}`).href;
}
