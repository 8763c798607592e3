/**
 * Search ranking (storefront §5): fuse.js with the spec's options — minimum match length 3, maximum
 * pattern length 12 (Fuse 7 has no such option, so the pattern is cut to 12 characters here), weights
 * name 6, url 5, productName 4, collections.name 3, collections.slug 2, productGroupName 1 — and Fuse's
 * defaults for everything the spec leaves open. Results show only for a term longer than 2 characters.
 *
 * At 10,000 products plain Fuse needs far too long per keystroke, so `searchProducts` bounds every
 * record's score from below (./search/narrow.ts) and lets Fuse score records in bound order, reusing the
 * index built once per load, until no unscored record can reach the last result: the same hits in the same
 * order (ties by record index) as `plainSearch`, the reference the tests and the bench compare against.
 */
import Fuse, { type FuseIndex, type IFuseOptions } from 'fuse.js/basic';
import {
  AUTOCOMPLETE_MAX_ITEMS,
  isSearchableTerm,
  SEARCH_MAX_EXTRA_PAGES,
  SEARCH_RESULTS_PAGE_SIZE,
} from '../../../shared/constants.ts';
import { topRecords } from './exact.ts';
import { buildNarrowIndex, type NarrowIndex, type ValueScorer } from './narrow.ts';
import type { SearchRecord } from './records.ts';

export const MAX_PATTERN_LENGTH = 12;
export const MIN_MATCH_CHAR_LENGTH = 3;

export const SEARCH_KEYS = [
  { name: 'name', weight: 6 },
  { name: 'url', weight: 5 },
  { name: 'productName', weight: 4 },
  { name: 'collections.name', weight: 3 },
  { name: 'collections.slug', weight: 2 },
  { name: 'productGroupName', weight: 1 },
] as const;

export const FUSE_OPTIONS: IFuseOptions<SearchRecord> = {
  keys: SEARCH_KEYS.map((k) => ({ ...k })),
  minMatchCharLength: MIN_MATCH_CHAR_LENGTH,
  includeScore: true,
};

/**
 * The spec's "All product pages are loaded in the background, at most 50 further pages": the build's one
 * file already holds every product, so the rule survives as a cap of 1 + 50 pages of results.
 */
export const MAX_RESULTS = SEARCH_RESULTS_PAGE_SIZE * (1 + SEARCH_MAX_EXTRA_PAGES);
/** The pattern Fuse sees: trimmed and cut to the maximum pattern length. */
export function searchPattern(term: string): string {
  return term.trim().slice(0, MAX_PATTERN_LENGTH);
}

export interface SearchIndex {
  records: readonly SearchRecord[];
  fuseIndex: FuseIndex<SearchRecord>;
  narrow: NarrowIndex;
  scoreValues: ValueScorer;
}

export interface SearchHit {
  record: SearchRecord;
  /** Position in `records`. */
  refIndex: number;
  score: number;
}

/** Fuse over bare values: its per-value score, as Fuse's record score starts from. */
const VALUE_OPTIONS: IFuseOptions<string> = {
  minMatchCharLength: MIN_MATCH_CHAR_LENGTH,
  includeScore: true,
  ignoreFieldNorm: true,
};

/** Built once per load of the records. */
export function createSearchIndex(records: readonly SearchRecord[]): SearchIndex {
  const fuseIndex = Fuse.createIndex(FUSE_OPTIONS.keys ?? [], records);
  const narrow = buildNarrowIndex(
    fuseIndex.records,
    SEARCH_KEYS.map((k) => k.weight),
  );
  return {
    records,
    fuseIndex,
    narrow,
    // A Fuse over just the asked values, each under its own id (so results come back by value id).
    scoreValues: (pattern, values) => {
      const subIndex = Fuse.parseIndex<string>({
        keys: [],
        records: Array.from(values, (v) => ({ v: narrow.texts[v] ?? '', i: v, n: 1 })),
      });
      const fuse = new Fuse(narrow.texts, VALUE_OPTIONS, subIndex);
      return fuse.search(pattern).map((r) => ({ index: r.refIndex, score: r.score ?? 1 }));
    },
  };
}

/** Plain Fuse over every record: the reference ranking. */
export function plainSearch(index: SearchIndex, term: string, limit: number = MAX_RESULTS): SearchHit[] {
  if (!isSearchableTerm(term)) return [];
  const fuse = new Fuse(index.records, FUSE_OPTIONS, index.fuseIndex);
  return fuse
    .search(searchPattern(term), { limit })
    .map((r) => ({ record: r.item, refIndex: r.refIndex, score: r.score ?? 1 }));
}

/**
 * The best `limit` records for `term` (empty unless the term is searchable), exactly as `plainSearch` ranks
 * them, scores and ties included, without scoring every record (./search/exact.ts).
 */
export function searchProducts(index: SearchIndex, term: string, limit: number = MAX_RESULTS): SearchHit[] {
  if (!isSearchableTerm(term) || limit <= 0) return [];
  const ranked = topRecords(index.narrow, index.scoreValues, searchPattern(term), limit);
  return ranked.flatMap(({ ref, score }) => {
    const record = index.records[ref];
    return record ? [{ record, refIndex: ref, score }] : [];
  });
}

/** The header's suggestions: the best 5. */
export function autocomplete(index: SearchIndex, term: string): SearchHit[] {
  return searchProducts(index, term, AUTOCOMPLETE_MAX_ITEMS);
}
