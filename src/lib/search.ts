/**
 * Search ranking (storefront §5): fuse.js with the spec's options — minimum match length 3, maximum
 * pattern length 12 (Fuse 7 has no such option, so the pattern is cut to 12 characters here), weights
 * name 6, url 5, productName 4, collections.name 3, collections.slug 2, productGroupName 1 — and Fuse's
 * defaults for everything the spec leaves open. Results show only for a term longer than 2 characters.
 *
 * At 10,000 products plain Fuse needs far too long per keystroke, so `searchProducts` first narrows the
 * candidates (./search/narrow.ts) and lets Fuse score only those, reusing the index built once per load.
 * `plainSearch` is the reference the tests and the bench compare against.
 */
import Fuse, { type FuseIndex, type IFuseOptions } from 'fuse.js/basic';
import {
  AUTOCOMPLETE_MAX_ITEMS,
  isSearchableTerm,
  SEARCH_MAX_EXTRA_PAGES,
  SEARCH_RESULTS_PAGE_SIZE,
} from './constants.ts';
import {
  buildNarrowIndex,
  narrowCandidates,
  type NarrowIndex,
  type NarrowKey,
  type SharedScorer,
} from './search/narrow.ts';
import type { SearchRecord } from './search/records.ts';

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
/** Candidates Fuse scores for the autocomplete; measured in the bench (agreement with plain Fuse's top 5). */
export const AUTOCOMPLETE_CANDIDATES = 150;

const NARROW_KEYS: NarrowKey<SearchRecord>[] = [
  { values: (r) => [r.name], weight: 6 },
  { values: (r) => [r.url], weight: 5 },
  { values: (r) => [r.productName], weight: 4 },
  { values: (r) => r.collections.map((c) => c.name), weight: 3 },
  { values: (r) => r.collections.map((c) => c.slug), weight: 2 },
  { values: (r) => [r.productGroupName], weight: 1 },
];

/** The pattern Fuse sees: trimmed and cut to the maximum pattern length. */
export function searchPattern(term: string): string {
  return term.trim().slice(0, MAX_PATTERN_LENGTH);
}

export interface SearchIndex {
  records: readonly SearchRecord[];
  fuseIndex: FuseIndex<SearchRecord>;
  narrow: NarrowIndex;
  scoreShared: SharedScorer;
}

export interface SearchHit {
  record: SearchRecord;
  /** Position in `records`. */
  refIndex: number;
  score: number;
}

/** Built once per load of the records. */
export function createSearchIndex(records: readonly SearchRecord[]): SearchIndex {
  const narrow = buildNarrowIndex(records, NARROW_KEYS);
  // Fuse's own per-value score (no key weight, no field norm): narrowing applies both itself.
  const shared = new Fuse(
    Array.from(narrow.shared, (v) => narrow.texts[v] ?? ''),
    { minMatchCharLength: MIN_MATCH_CHAR_LENGTH, includeScore: true, ignoreFieldNorm: true },
  );
  return {
    records,
    fuseIndex: Fuse.createIndex(FUSE_OPTIONS.keys ?? [], records),
    narrow,
    scoreShared: (pattern) => shared.search(pattern).map((r) => ({ index: r.refIndex, score: r.score ?? 1 })),
  };
}

function run(fuse: Fuse<SearchRecord>, pattern: string, limit: number, refs?: Int32Array): SearchHit[] {
  return fuse.search(pattern, { limit }).map((r) => ({
    record: r.item,
    refIndex: refs ? (refs[r.refIndex] ?? -1) : r.refIndex,
    score: r.score ?? 1,
  }));
}

/** Plain Fuse over every record: the reference ranking. */
export function plainSearch(index: SearchIndex, term: string, limit: number = MAX_RESULTS): SearchHit[] {
  if (!isSearchableTerm(term)) return [];
  return run(new Fuse(index.records, FUSE_OPTIONS, index.fuseIndex), searchPattern(term), limit);
}

/**
 * The best `limit` records for `term` (empty unless the term is searchable): Fuse over the narrowed
 * candidates, `candidates` of them at least.
 */
export function searchProducts(
  index: SearchIndex,
  term: string,
  limit: number = MAX_RESULTS,
  candidates: number = Math.max(limit, AUTOCOMPLETE_CANDIDATES),
): SearchHit[] {
  if (!isSearchableTerm(term)) return [];
  const pattern = searchPattern(term);
  const refs = narrowCandidates(index.narrow, index.scoreShared, pattern, candidates);
  if (refs.length === 0) return [];
  const all = index.fuseIndex.records;
  const records = Array.from(refs, (r, i) => {
    const rec = all[r];
    return { ...rec, i };
  });
  const docs = Array.from(refs, (r) => index.records[r]).filter((d) => d !== undefined);
  const subIndex = Fuse.parseIndex<SearchRecord>({ keys: index.fuseIndex.keys, records });
  return run(new Fuse(docs, FUSE_OPTIONS, subIndex), pattern, limit, refs);
}

/** The header's suggestions: the best 5. */
export function autocomplete(index: SearchIndex, term: string): SearchHit[] {
  return searchProducts(index, term, AUTOCOMPLETE_MAX_ITEMS);
}
