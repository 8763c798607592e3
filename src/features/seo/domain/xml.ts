import { canonicalUrl } from './url.ts';

/** Characters XML 1.0 forbids even when escaped (most C0 controls, lone surrogates, U+FFFE/FFFF). */
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe inside an XML element or a double- or single-quoted attribute. */
export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemap protocol's per-file limit. */
export const SITEMAP_MAX_URLS = 50_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  path: string;
  /** W3C date (YYYY-MM-DD or full ISO time); anything else is left out. */
  lastmod?: string;
}

function urlset(site: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = canonicalUrl(site, entry.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod =
      entry.lastmod !== undefined && ISO_DATE.test(entry.lastmod) ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    urls.push(`<url><loc>${xmlEscape(loc)}</loc>${lastmod}</url>`);
  }
  return `${XML_HEADER}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** One sitemap.xml; duplicates (after canonicalisation) are listed once. Throws above the protocol limit. */
export function buildSitemap(site: string, entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS)
    throw new RangeError(`more than ${SITEMAP_MAX_URLS} URLs: use buildSitemapFiles`);
  return urlset(site, entries);
}

export interface SitemapFile {
  /** Site-relative path to write, e.g. '/sitemap.xml' or '/sitemap-2.xml'. */
  path: string;
  xml: string;
}

/** /sitemap.xml, or above the limit a sitemap index at /sitemap.xml pointing to /sitemap-N.xml parts. */
export function buildSitemapFiles(site: string, entries: readonly SitemapEntry[]): SitemapFile[] {
  if (entries.length <= SITEMAP_MAX_URLS) return [{ path: '/sitemap.xml', xml: urlset(site, entries) }];
  const parts: SitemapFile[] = [];
  for (let i = 0; i < entries.length; i += SITEMAP_MAX_URLS) {
    parts.push({ path: `/sitemap-${parts.length + 1}.xml`, xml: urlset(site, entries.slice(i, i + SITEMAP_MAX_URLS)) });
  }
  const refs = parts.map((p) => `<sitemap><loc>${xmlEscape(canonicalUrl(site, p.path))}</loc></sitemap>`);
  const index = `${XML_HEADER}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${refs.join('\n')}\n</sitemapindex>\n`;
  return [{ path: '/sitemap.xml', xml: index }, ...parts];
}

/** Paths with nothing to index: per-shopper pages, dynamic shells and the password page. */
export const ROBOTS_DISALLOW = [
  '/cart',
  '/checkout/',
  '/checkout-complete/',
  '/thankyou',
  '/search',
  '/login',
  '/track',
  '/contact',
  '/contact-success',
  '/listing-not-found',
] as const;

export interface RobotsOptions {
  /** False for preview and gated stores: everything is disallowed and no sitemap is named. */
  indexable?: boolean;
  disallow?: readonly string[];
}

export function buildRobotsTxt(site: string, options: RobotsOptions = {}): string {
  const { indexable = true, disallow = ROBOTS_DISALLOW } = options;
  // Rules are paths on the host, so a site with a base path prefixes them.
  const prefix = new URL(site).pathname.replace(/\/+$/, '');
  if (!indexable) return `User-agent: *\nDisallow: ${prefix}/\n`;
  const rule = (verb: string, path: string) => `${verb}: ${prefix}${path.replace(/[\r\n]/g, '')}`;
  const lines = ['User-agent: *', rule('Allow', '/'), ...disallow.map((p) => rule('Disallow', p))];
  return `${lines.join('\n')}\n\nSitemap: ${canonicalUrl(site, '/sitemap.xml')}\n`;
}
