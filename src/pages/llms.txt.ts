/**
 * /llms.txt (https://llmstxt.org): the store, its collections and its listings with their prices, for AI
 * assistants, as absolute links on the store's site. The same listings as the sitemap's pages.
 */
import type { APIRoute } from 'astro';
import { storeEntry } from '../store-list.ts';
import { getStoreData } from '../data/index.ts';
import { llmsTxtInput } from '../data/llms.ts';
import { buildLlmsTxt } from '../features/seo/domain/llms-txt.ts';
import { storeSite, textResponse } from '../features/seo/domain/endpoints.ts';

export const GET: APIRoute = async () => {
  const data = await getStoreData();
  return textResponse(buildLlmsTxt(llmsTxtInput(data, storeSite(storeEntry(data.store.slug)))), 'text/plain');
};
