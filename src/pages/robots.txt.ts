/** /robots.txt: per-shopper pages and shells disallowed, the sitemap named; nothing indexable in preview. */
import type { APIRoute } from 'astro';
import { storeEntry } from '../store-list.ts';
import { getStoreData } from '../data/index.ts';
import { buildRobotsTxt } from '../features/seo/domain/seo.ts';
import { storeSite } from '../features/seo/domain/endpoints.ts';

export const GET: APIRoute = async () => {
  const data = await getStoreData();
  const body = buildRobotsTxt(storeSite(storeEntry(data.store.slug)), { indexable: !data.theme.previewMode });
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
