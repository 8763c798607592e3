/**
 * Where Astro writes a static path with `build.format: 'directory'` (astro/dist/core/build/common.js
 * getOutFolder and getOutFile, which Astro does not export): an endpoint at its own path, the 404 and
 * 500 pages as 404.html and 500.html, every other page as <path>/index.html. Relative to the outDir,
 * '/'-separated, as the manifest keeps it.
 */
import { escapeText } from '../../shared/html.ts';

const STATUS_CODE_PAGES = new Set(['/404', '/500']);

export function outFileOf(pathname: string, routeType: string): string {
  const path = pathname.replace(/^\/+/, '');
  if (routeType === 'endpoint') return path;
  if (STATUS_CODE_PAGES.has(pathname)) return `${path}.html`;
  return path === '' ? 'index.html' : `${path.replace(/\/+$/, '')}/index.html`;
}

/** The path Astro rendered for a request URL (a page's URL ends in '/' in directory format). */
export function pathnameOfRequest(url: string): string {
  const path = decodeURI(new URL(url).pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The page Astro's build writes for a redirect answer (astro/dist/core/routing/3xx.js redirectTemplate, with
 * compressHTML's line breaks removed; no `site` is configured, so both locations are the answer's own).
 */
export function redirectPage(status: number, location: string, from: string): string {
  const rel = escapeText(location);
  return [
    '<!doctype html>',
    `<title>Redirecting to: ${rel}</title>`,
    `<meta http-equiv="refresh" content="${status === 302 ? 2 : 0};url=${rel}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${rel}">`,
    '<body>',
    `\t<a href="${rel}">Redirecting from <code>${escapeText(from)}</code> to <code>${rel}</code></a>`,
    '</body>',
  ].join('');
}
