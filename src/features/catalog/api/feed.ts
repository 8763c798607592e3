import { feedPageUrl } from '../../../data/home.ts';
import { parseFeedPage, type FeedPageJson } from '../domain/feed.ts';

/**
 * The featured-products feed pages the build wrote next to the pages (same origin, static JSON).
 * Kept apart from the retrying request helper on purpose: it runs in the Load More island, which ships
 * only zod/mini, and a failed page is simply offered again by the button.
 */
export async function fetchFeedPage(page: number, fetchImpl: typeof fetch = fetch): Promise<FeedPageJson> {
  const res = await fetchImpl(feedPageUrl(page), { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`feed page ${page} answered ${res.status}`);
  const parsed = parseFeedPage(await res.json());
  if (parsed === null) throw new Error(`feed page ${page} is malformed`);
  return parsed;
}
