/**
 * Exact narrowing for search at 10,000 products. Fuse scores a record as the product, over its matching
 * values, of score^(normalised key weight × field norm), a value's score being errors / pattern length +
 * match position / 100 (0 for an equal value, at least 0.001 otherwise, no match above 0.6). Scoring every
 * value is what makes plain Fuse slow, so each keystroke first bounds every value's score from below
 * (./bounds.ts), from facts that hold for any alignment Fuse's bitap can find:
 * - a value equal to the pattern scores 0, and one containing it scores at most its first position / 100;
 * - q-gram lemma: an alignment with e edits keeps at least (m − q + 1) − q·e of the pattern's q-grams, so
 *   e ≥ ⌈((m − q + 1) − q-grams found) / q⌉ for q = 1, 2, 3 (characters from a 32-bit mask, n-grams from
 *   the posting lists built here);
 * - every text character before the first one the pattern contains costs an edit (start ≥ its position − e);
 * - Fuse's minMatchCharLength 3: a match marks 3 consecutive pattern characters inside s … s + m − 1 + e.
 * Values many records share are scored exactly by Fuse itself. ./exact.ts then has Fuse score the values of
 * the best-bounded records until no record left can reach the last place, so the result is plain Fuse's,
 * scores and ties (broken by record index) included.
 */
/** A record of Fuse's index (Fuse.createIndex): by key position, one value or a list, each with its field norm. */
export interface IndexedRecord {
  i: number;
  $?: Record<number, IndexedValue | IndexedValue[]>;
}
interface IndexedValue {
  v: string;
  n: number;
}

export interface NarrowIndex {
  recordCount: number;
  /** Lower-cased distinct values per key. */
  texts: string[];
  /** Fuse's exponent of a value: normalised key weight × field norm. */
  exponents: Float64Array;
  /** Records holding each value (a record holding it twice is listed twice, as Fuse counts it twice). */
  owners: Int32Array[];
  /** Values of each record (the inverse of `owners`). */
  recordValues: Int32Array[];
  /** Per value: bit (char code mod 32) set for every character it holds. */
  charBits: Uint32Array;
  trigrams: Map<number, Int32Array>;
  bigrams: Map<number, Int32Array>;
  /** Values many records share (product types, collections, groups): scored exactly by a `ValueScorer`. */
  shared: Int32Array;
  unshared: Int32Array;
}

/** Scores values exactly (Fuse's own per-value score); entries by value id, only the values that match. */
export type ValueScorer = (pattern: string, values: Int32Array) => { index: number; score: number }[];

/** A value held by at least this many records is scored exactly rather than bounded. */
const SHARED_MIN_OWNERS = 4;
/** Room for floating-point rounding between these sums of logarithms and Fuse's products. */
export const BOUND_SLACK = 1e-9;

/** An n-gram (n ≤ 3) as a number: char codes are below 2^16, so three fit exactly in a double. */
function gramAt(text: string, i: number, n: number): number {
  let key = 0;
  for (let j = 0; j < n; j++) key = key * 65536 + text.charCodeAt(i + j);
  return key;
}

/** Each n-gram of `text` with how many positions hold it. */
export function gramCounts(text: string, n: number): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0; i + n <= text.length; i++) {
    const g = gramAt(text, i, n);
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

function postingsOf(texts: readonly string[], values: Int32Array, n: number): Map<number, Int32Array> {
  const postings = new Map<number, number[]>();
  for (const v of values) {
    const text = texts[v] ?? '';
    for (let i = 0; i + n <= text.length; i++) {
      const g = gramAt(text, i, n);
      const list = postings.get(g);
      if (!list) postings.set(g, [v]);
      else if (list[list.length - 1] !== v) list.push(v);
    }
  }
  const out = new Map<number, Int32Array>();
  for (const [g, list] of postings) out.set(g, Int32Array.from(list));
  return out;
}

/** `records` are a Fuse index's records (keys in `weights` order), so texts and field norms are Fuse's own. */
export function buildNarrowIndex(records: readonly IndexedRecord[], weights: readonly number[]): NarrowIndex {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const ids = weights.map(() => new Map<string, number>());
  const texts: string[] = [];
  const exponents: number[] = [];
  const owners: number[][] = [];
  // In Fuse's order (key by key, values in order): its score multiplies the factors in that order.
  const recordValues = Array.from({ length: records.length }, () => new Int32Array(0));
  for (const record of records) {
    const values: number[] = [];
    const keyed = record.$;
    if (keyed === undefined) continue;
    weights.forEach((weight, k) => {
      const entry = keyed[k];
      if (entry === undefined) return;
      for (const { v: raw, n } of 'v' in entry ? [entry] : entry) {
        const text = raw.toLowerCase();
        const seen = ids[k];
        let v = seen?.get(text);
        if (v === undefined) {
          v = texts.length;
          seen?.set(text, v);
          texts.push(text);
          exponents.push((weight / total) * n);
          owners.push([]);
        }
        owners[v]?.push(record.i);
        values.push(v);
      }
    });
    recordValues[record.i] = Int32Array.from(values);
  }
  const charBits = Uint32Array.from(texts, (text) => {
    let mask = 0;
    for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) & 31);
    return mask;
  });
  const isShared = (v: number) => (owners[v]?.length ?? 0) >= SHARED_MIN_OWNERS;
  const all = texts.map((_, v) => v);
  const unshared = Int32Array.from(all.filter((v) => !isShared(v)));
  return {
    recordCount: records.length,
    texts,
    exponents: Float64Array.from(exponents),
    owners: owners.map((o) => Int32Array.from(o)),
    recordValues,
    charBits,
    trigrams: postingsOf(texts, unshared, 3),
    bigrams: postingsOf(texts, unshared, 2),
    shared: Int32Array.from(all.filter(isShared)),
    unshared,
  };
}
