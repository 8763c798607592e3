/**
 * The list a shopper came from (storefront §2: product tile links "carry the product id and list name as
 * navigation state"). A tile click keeps where it leads and the tile's list; the listing page it opens names
 * that list in its view and add-to-cart events. Pure: the storage lives in ../stores/list-state.ts.
 */
import { z } from 'zod/mini';
import { parseJson } from '../../../shared/parse-json.ts';

export const LIST_STATE_KEY = 'sf_list';

const listStateSchema = z.object({
  /** The listing path the tile links to, e.g. /listing/dreamy-shark-tee. */
  path: z.string().check(z.minLength(1), z.maxLength(2048)),
  productId: z.string().check(z.maxLength(64)),
  listName: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ListState = z.infer<typeof listStateSchema>;

/** The stored state, or null when absent, not JSON, or not of this shape (a stale or tampered value). */
export function parseListState(raw: string | null): ListState | null {
  return parseJson(listStateSchema, raw);
}

/** The list name for the page at `path`, when the shopper arrived there from a tile. */
export function listNameFor(state: ListState | null, path: string): string | undefined {
  return state !== null && state.path === path ? state.listName : undefined;
}
