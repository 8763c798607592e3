/**
 * Where the navigation state of ../domain/list-state.ts is kept: sessionStorage, so it belongs to the tab
 * and survives the page load between the tile and the listing. Storage that is blocked keeps nothing.
 */
import { LIST_STATE_KEY, listNameFor, parseListState, type ListState } from '../domain/list-state.ts';

export function rememberList(state: ListState): void {
  try {
    sessionStorage.setItem(LIST_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage blocked: the listing's events go without a list name.
  }
}

/** The list the shopper came from to the page at `path` (location.pathname), if a tile brought them. */
export function arrivedListName(path: string): string | undefined {
  try {
    return listNameFor(parseListState(sessionStorage.getItem(LIST_STATE_KEY)), path);
  } catch {
    return undefined;
  }
}
