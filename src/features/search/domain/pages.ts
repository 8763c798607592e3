/**
 * The /search page's pure rules: the term in the query string, pagination (12 per page with Prev, Next,
 * first, last and numbered buttons) and where Close leads.
 */
import { SEARCH_RESULTS_PAGE_SIZE } from '../../../shared/constants.ts';
import { boundedQuery } from '../../../shared/limits.ts';

/** Longest term kept from the URL: enough for any search, small enough that a hostile URL cannot bloat the page. */
export const MAX_TERM_LENGTH = 100;
export const SEARCH_PATH = '/search';
export const SEARCH_PARAM = 'searchterm';
export const PAGE_PARAM = 'page';
/** Numbered buttons shown around the current page. */
export const PAGE_BUTTONS = 5;

/** The term and page a query string asks for; anything odd falls back to '' and page 1. */
export function readSearchQuery(search: string): { term: string; page: number } {
  const params = boundedQuery(search);
  const term = (params.get(SEARCH_PARAM) ?? '').slice(0, MAX_TERM_LENGTH);
  const page = Number(params.get(PAGE_PARAM));
  return { term, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The /search URL of a term and page (page 1 is left out). */
export function searchHref(term: string, page = 1, hash = ''): string {
  const params = new URLSearchParams();
  params.set(SEARCH_PARAM, term);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  return `${SEARCH_PATH}?${params.toString()}${hash}`;
}

export function pageCount(total: number, per: number = SEARCH_RESULTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / per));
}

/** `page` clamped into 1…pageCount. */
export function clampPage(page: number, total: number, per: number = SEARCH_RESULTS_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, per));
}

/** The items of 1-based page `page`. */
export function pageItems<T>(items: readonly T[], page: number, per: number = SEARCH_RESULTS_PAGE_SIZE): T[] {
  const p = clampPage(page, items.length, per);
  return items.slice((p - 1) * per, p * per);
}

/** Numbered buttons: up to PAGE_BUTTONS consecutive pages, the current one centred where possible. */
export function pageNumbers(current: number, count: number, shown: number = PAGE_BUTTONS): number[] {
  const size = Math.min(shown, count);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * Close goes back in history when the previous page is this site's, else to '/' — never off-site
 * (a visitor arriving from a search engine or a shared link must not be sent back there).
 */
export function closeAction(referrer: string, origin: string, historyLength: number): 'back' | 'home' {
  if (historyLength < 2 || referrer === '') return 'home';
  try {
    return new URL(referrer).origin === origin ? 'back' : 'home';
  } catch {
    return 'home';
  }
}
