/**
 * Candidate narrowing for search at 10,000 products: a trigram index over the weighted fields, built once
 * per index load, estimates each record's Fuse score cheaply so Fuse itself only scores the best few
 * hundred. The estimate follows Fuse's formula (product over matched values of score^(weight × field
 * norm), a value's score being errors / pattern length + match position / 100): exact where the value
 * contains the pattern, optimistic otherwise (position taken as 0, errors from missing trigrams), so the
 * records Fuse ranks first are kept. tests/unit/search-narrow.test.ts and `npm run bench -- --only search`
 * check agreement with plain Fuse.
 */

/** One searchable key: how to read its values from a record and its spec weight. */
export interface NarrowKey<T> {
  values: (record: T) => readonly string[];
  weight: number;
}

export interface NarrowIndex {
  recordCount: number;
  /** Lower-cased distinct values per key. */
  texts: string[];
  /** Fuse's exponent of a value: normalised key weight × field norm. */
  exponents: Float64Array;
  /** Records holding each value. */
  owners: Int32Array[];
  trigrams: Map<number, Int32Array>;
  bigrams: Map<number, Int32Array>;
  /** Values many records share (product types, collections, groups): scored exactly by `sharedScorer`. */
  shared: Int32Array;
  isShared: Uint8Array;
}

/** Scores a pattern against the shared values exactly (Fuse's own per-value score); entries by position in `shared`. */
export type SharedScorer = (pattern: string) => { index: number; score: number }[];

/** Fuse's default threshold: a value scoring above it does not match. */
const THRESHOLD = 0.6;
/** Fuse's default distance: a match `distance` characters from the start costs a whole score point. */
const DISTANCE = 100;
/** Fuse never reports a bitap score below this; only an equal value scores 0. */
const MIN_SCORE = 0.001;
/** A value held by at least this many records is scored exactly rather than estimated. */
const SHARED_MIN_OWNERS = 4;

/** Fuse's field norm (fieldNormWeight 1, 3 decimals): 1 / √tokens. */
export function fieldNorm(value: string): number {
  const tokens = value.split(/[\t\n\v\f\r \u00a0]+/).filter(Boolean).length || 1;
  return Math.round(1000 / Math.sqrt(tokens)) / 1000;
}

/** An n-gram (n ≤ 3) as a number: char codes are below 2^16, so three fit exactly in a double. */
function gramAt(text: string, i: number, n: number): number {
  let key = 0;
  for (let j = 0; j < n; j++) key = key * 65536 + text.charCodeAt(i + j);
  return key;
}

/** Distinct n-grams of `text`, each with its first offset. */
function gramsOf(text: string, n: number): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0; i + n <= text.length; i++) {
    const g = gramAt(text, i, n);
    if (!out.has(g)) out.set(g, i);
  }
  return out;
}

function postingsOf(texts: readonly string[], n: number, skip: Uint8Array): Map<number, Int32Array> {
  const postings = new Map<number, number[]>();
  texts.forEach((text, v) => {
    if (skip[v] === 1) return;
    for (let i = 0; i + n <= text.length; i++) {
      const g = gramAt(text, i, n);
      const list = postings.get(g);
      if (!list) postings.set(g, [v]);
      else if (list[list.length - 1] !== v) list.push(v);
    }
  });
  const out = new Map<number, Int32Array>();
  for (const [g, list] of postings) out.set(g, Int32Array.from(list));
  return out;
}

export function buildNarrowIndex<T>(records: readonly T[], keys: readonly NarrowKey<T>[]): NarrowIndex {
  const total = keys.reduce((sum, k) => sum + k.weight, 0);
  const ids = keys.map(() => new Map<string, number>());
  const texts: string[] = [];
  const exponents: number[] = [];
  const owners: number[][] = [];
  records.forEach((record, r) => {
    keys.forEach((key, k) => {
      for (const raw of key.values(record)) {
        if (raw.trim() === '') continue;
        const text = raw.toLowerCase();
        const seen = ids[k];
        let v = seen?.get(text);
        if (v === undefined) {
          v = texts.length;
          seen?.set(text, v);
          texts.push(text);
          exponents.push((key.weight / total) * fieldNorm(raw));
          owners.push([]);
        }
        owners[v]?.push(r);
      }
    });
  });
  const isShared = Uint8Array.from(owners, (o) => (o.length >= SHARED_MIN_OWNERS ? 1 : 0));
  return {
    recordCount: records.length,
    texts,
    exponents: Float64Array.from(exponents),
    owners: owners.map((o) => Int32Array.from(o)),
    trigrams: postingsOf(texts, 3, isShared),
    bigrams: postingsOf(texts, 2, isShared),
    shared: Int32Array.from(texts.flatMap((_, v) => (isShared[v] === 1 ? [v] : []))),
    isShared,
  };
}

/** Estimated Fuse score of an unshared value; null when it would not match. */
function estimate(text: string, pattern: string, n: number, grams: Map<number, number>, shared: number): number | null {
  if (shared === grams.size) {
    if (text === pattern) return 0;
    const at = text.indexOf(pattern);
    if (at >= 0) return Math.max(MIN_SCORE, at / DISTANCE);
  }
  let at = text.length;
  for (const offset of grams.values()) {
    const found = text.indexOf(pattern.slice(offset, offset + n));
    if (found >= 0) at = Math.min(at, Math.max(0, found - offset));
  }
  // One edit removes up to n of the pattern's n-grams.
  const errors = Math.max(1, Math.ceil((grams.size - shared) / n));
  const score = errors / pattern.length + at / DISTANCE;
  return score <= THRESHOLD ? score : null;
}

function countShared(
  postings: Map<number, Int32Array>,
  grams: Map<number, number>,
  counts: Uint8Array,
  touched: number[],
) {
  for (const g of grams.keys()) {
    const list = postings.get(g);
    if (!list) continue;
    for (const v of list) {
      if (counts[v] === 0) touched.push(v);
      counts[v] = (counts[v] ?? 0) + 1;
    }
  }
}

/**
 * Up to `limit` record indexes most likely to rank first for `pattern` (already trimmed and truncated),
 * in record order (Fuse breaks score ties by that order).
 */
export function narrowCandidates(
  index: NarrowIndex,
  scoreShared: SharedScorer,
  pattern: string,
  limit: number,
): Int32Array {
  const lower = pattern.toLowerCase();
  const logScore = new Float64Array(index.recordCount);
  const hit: number[] = [];
  const add = (v: number, score: number) => {
    const term = (index.exponents[v] ?? 1) * Math.log(score === 0 ? Number.EPSILON : score);
    for (const r of index.owners[v] ?? []) {
      if (logScore[r] === 0) hit.push(r);
      logScore[r] = (logScore[r] ?? 0) + term;
    }
  };
  for (const { index: i, score } of scoreShared(pattern)) add(index.shared[i] ?? -1, score);
  const grams = gramsOf(lower, 3);
  const counts = new Uint8Array(index.texts.length);
  const touched: number[] = [];
  countShared(index.trigrams, grams, counts, touched);
  for (const v of touched) {
    const score = estimate(index.texts[v] ?? '', lower, 3, grams, counts[v] ?? 0);
    if (score !== null) add(v, score);
  }
  {
    // Values sharing no trigram may still match a short or misspelt term, or one spanning words.
    const more: number[] = [];
    const pairs = gramsOf(lower, 2);
    const pairCounts = new Uint8Array(index.texts.length);
    countShared(index.bigrams, pairs, pairCounts, more);
    for (const v of more) {
      if (counts[v] !== 0) continue;
      const score = estimate(index.texts[v] ?? '', lower, 2, pairs, pairCounts[v] ?? 0);
      if (score !== null) add(v, score);
    }
  }
  if (hit.length <= limit) return Int32Array.from(hit).sort();
  const sorted = Float64Array.from(hit, (r) => logScore[r] ?? 0).sort();
  const cut = sorted[limit - 1] ?? 0;
  const picked = Int32Array.from(hit.filter((r) => (logScore[r] ?? 0) < cut)).sort();
  const ties = Int32Array.from(hit.filter((r) => logScore[r] === cut)).sort();
  const out = new Int32Array(Math.min(limit, picked.length + ties.length));
  out.set(picked);
  out.set(ties.subarray(0, out.length - picked.length), picked.length);
  return out.sort();
}
