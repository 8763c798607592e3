/** /sitemap-N.xml: the parts of a sitemap index, written only when a store has more than 50,000 URLs. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { storeEntry } from '../store-list.ts';
import { getStoreData } from '../data/index.ts';
import { buildSitemapFiles } from '../features/seo/domain/seo.ts';
import { sitemapEntries, supportPaths } from '../features/seo/domain/seo-sources.ts';
import { notFound, storeSite, xmlResponse } from '../features/seo/domain/endpoints.ts';

async function parts() {
  const data = await getStoreData();
  const files = buildSitemapFiles(storeSite(storeEntry(data.store.slug)), sitemapEntries(data, supportPaths(data)));
  return files.slice(1).map((f) => ({ part: f.path.replace(/^\/sitemap-|\.xml$/g, ''), xml: f.xml }));
}

export const getStaticPaths = (async () =>
  (await parts()).map(({ part }) => ({ params: { part } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const hit = (await parts()).find((p) => p.part === params['part']);
  return hit ? xmlResponse(hit.xml, 'application/xml') : notFound();
};
