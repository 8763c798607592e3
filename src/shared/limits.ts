/**
 * Size bounds of everything a store owner or a visitor can send: theme fields (the theme service's answer)
 * and query parameters. One table, enforced here: the theme schema's field builders (theme/fields.ts) and
 * the query readers take their bound from it, and the README's Security section documents it.
 * Characters are UTF-16 code units (what String#length counts).
 */
import { z } from 'zod';
import { QUERY_STRING_MAX } from './query-limit.ts';

export const LIMITS = {
  /** Theme: names, titles, labels, placeholders, ids. */
  themeShortText: 300,
  /** Theme: paragraphs (notification, hero body, footer text, an about entry's text). */
  themeLongText: 20_000,
  /** Theme: the owner's custom CSS (the filter in src/features/theme/domain/css then parses it). */
  themeCustomCss: 50_000,
  /** Theme: link and resource URLs. */
  themeUrl: 2_048,
  /** Theme: image URLs, which may be data:image URLs. */
  themeImageUrl: 100_000,
  /** Theme: a colour value. */
  themeColor: 64,
  /** Theme: a font-family list. */
  themeFontFamily: 200,
  /** Theme: items of a list (categories, about entries, links, social icons, an about entry's list). */
  themeListItems: 200,
  /** A whole query string, without the '?'. */
  queryString: QUERY_STRING_MAX,
  /** Query parameters read; later ones are ignored. */
  queryParams: 50,
  /** One query parameter's value, unless QUERY_PARAM_LIMITS names it. */
  queryValue: 512,
  /** A redirect target (returnTo, redirect…). */
  redirectTarget: 2_048,
} as const;

/** Query parameters with their own bound (characters of the decoded value). */
export const QUERY_PARAM_LIMITS: Readonly<Record<string, number>> = {
  accessCode: 200,
  returnTo: LIMITS.redirectTarget,
  redirect: LIMITS.redirectTarget,
  cart: 100,
  id: 100,
  page: 6,
};

export const boundedText = (max: number) => z.string().max(max, `at most ${max} characters`);
export const boundedList = <T extends z.ZodType>(item: T) =>
  z.array(item).max(LIMITS.themeListItems, `at most ${LIMITS.themeListItems} items`);

/** The bound of one query parameter. */
export function queryValueLimit(name: string): number {
  return QUERY_PARAM_LIMITS[name] ?? LIMITS.queryValue;
}

/**
 * A query string as parameters within their bounds: a query longer than LIMITS.queryString is read only
 * up to it, at most LIMITS.queryParams parameters are kept, and a value over its bound is dropped (a
 * reader then sees the parameter as absent and falls back to its default).
 */
export function boundedQuery(search: string | URLSearchParams): URLSearchParams {
  const text = typeof search === 'string' ? search.replace(/^\?/, '').slice(0, LIMITS.queryString) : search.toString();
  const out = new URLSearchParams();
  let kept = 0;
  for (const [name, value] of new URLSearchParams(text.slice(0, LIMITS.queryString))) {
    if (kept >= LIMITS.queryParams) break;
    kept += 1;
    if (name.length <= LIMITS.queryValue && value.length <= queryValueLimit(name)) out.append(name, value);
  }
  return out;
}
