/**
 * The search records the build wrote next to the pages (same origin, static JSON; see
 * src/pages/search-data/records.json.ts). Like the feed pages, fetched without the retrying helper: it
 * runs in the search islands, which ship only zod/mini, and a failed load is retried on the next focus.
 */
import { parseSearchFile, SEARCH_FILE_URL, type SearchFile } from '../domain/file-schema.ts';

export async function fetchSearchFile(fetchImpl: typeof fetch = fetch): Promise<SearchFile> {
  const res = await fetchImpl(SEARCH_FILE_URL, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`search records answered ${res.status}`);
  const parsed = parseSearchFile(await res.json());
  if (parsed === null) throw new Error('search records are malformed');
  return parsed;
}
