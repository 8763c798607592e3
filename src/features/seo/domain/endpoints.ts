/** Small helpers shared by the SEO endpoints (sitemap, robots, merchant feed, llms.txt, listings' markdown). */
import type { StoreEntry } from '../../../shared/store-config.ts';

/** The store's public origin; a build for a store missing from stores.config.json is a configuration error. */
export function storeSite(entry: StoreEntry | undefined): string {
  if (!entry) throw new Error('The current store is not in stores.config.json: it has no site for canonical URLs.');
  return entry.site;
}

export function xmlResponse(xml: string, type: 'application/xml' | 'application/rss+xml'): Response {
  return new Response(xml, { headers: { 'content-type': `${type}; charset=utf-8` } });
}

/** Plain text or markdown, always UTF-8: names and descriptions are not ASCII-only. */
export function textResponse(text: string, type: 'text/plain' | 'text/markdown'): Response {
  return new Response(text, { headers: { 'content-type': `${type}; charset=utf-8` } });
}

export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
