/**
 * /sitemap.xml: every indexable page of the store at its canonical URL (site from stores.config.json).
 * Above the protocol's 50,000 URLs it becomes a sitemap index; the parts come from sitemap-[part].xml.ts.
 */
import type { APIRoute } from 'astro';
import { storeEntry } from '../store-list.ts';
import { getStoreData } from '../data/index.ts';
import { buildSitemapFiles } from '../features/seo/domain/seo.ts';
import { sitemapEntries, supportPaths } from '../features/seo/domain/seo-sources.ts';
import { storeSite, xmlResponse } from '../features/seo/domain/endpoints.ts';

export const GET: APIRoute = async () => {
  const data = await getStoreData();
  const [index] = buildSitemapFiles(storeSite(storeEntry(data.store.slug)), sitemapEntries(data, supportPaths(data)));
  return xmlResponse(index?.xml ?? '', 'application/xml');
};
