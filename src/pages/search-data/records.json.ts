/**
 * The store's search records as one static file (/search-data/records.json), written at build from the
 * snapshot's public tiles in the host's order: the header suggestions and the /search page rank it in
 * the browser (src/features/search/domain/search.ts). Compact and versioned: see src/features/search/domain/records.ts.
 */
import type { APIRoute } from 'astro';
import { getStoreData } from '../../data/index.ts';
import { featuredProducts } from '../../data/home.ts';
import { CURRENCIES } from '../../features/localization/domain/money.ts';
import { encodeSearchFile } from '../../features/search/domain/records.ts';

export const GET: APIRoute = async () => {
  const file = encodeSearchFile(featuredProducts(await getStoreData()), CURRENCIES);
  return new Response(JSON.stringify(file), { headers: { 'content-type': 'application/json' } });
};
