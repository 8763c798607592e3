import { z } from 'zod/mini';
import { feed } from '../../../shared/messages/en/feed.ts';

/**
 * A page of the featured-products feed as written at build (/feed/{n}.json) and read by the Load More
 * island. `tiles` are ProductTile.astro's HTML, rendered by the build from the snapshot (trusted output
 * of our own build, same origin), so the island can insert them as they are.
 */
export const feedPageJsonSchema = z.object({
  page: z.number(),
  totalPages: z.number(),
  nextPage: z.nullable(z.number()),
  tiles: z.array(z.string()),
});
export type FeedPageJson = z.infer<typeof feedPageJsonSchema>;

/** Analytics list name of tiles in the home feed: its heading's English text. */
export const FEED_LIST_NAME = feed.title;

/** Parsed feed page, or null when the answer is not one (the island then keeps its button for a retry). */
export function parseFeedPage(json: unknown): FeedPageJson | null {
  const result = feedPageJsonSchema.safeParse(json);
  return result.success ? result.data : null;
}
