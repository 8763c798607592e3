/**
 * The records that can be among Fuse's best `limit` for a pattern, found without scoring every value:
 * records start from lower bounds of their scores (./narrow.ts); the values of the records whose bounds
 * are lowest are scored exactly by Fuse, in rounds that double, until every record that could still
 * reach the `limit`-th place is exact. Scores are handled as sums of logarithms of Fuse's factors.
 */
import { valueBounds } from './bounds.ts';
import { BOUND_SLACK, type NarrowIndex, type ValueScorer } from './narrow.ts';

/** Values Fuse scores in the first round; each further round doubles. */
const FIRST_ROUND_RECORDS = 64;

/** log of one factor of Fuse's product: score^exponent, an equal value (0) counting as Number.EPSILON. */
const logFactor = (score: number, exponent: number) => exponent * Math.log(score === 0 ? Number.EPSILON : score);

export interface RankedRecord {
  ref: number;
  /** Fuse's score, computed as Fuse does (same factors, same order), so ties are ties. */
  score: number;
}

/**
 * Fuse's best `limit` records for `pattern`, in Fuse's order (score, then record index). Rounds: while
 * fewer than `limit` records are exact, the best-bounded open ones are scored; after that, every open
 * record whose bound is not above the `limit`-th exact score is, best first, `round` per round.
 */
export function topRecords(
  index: NarrowIndex,
  scoreValues: ValueScorer,
  pattern: string,
  limit: number,
): RankedRecord[] {
  const scores = valueBounds(index, scoreValues, pattern);
  const exact = new Uint8Array(index.texts.length);
  for (const v of index.shared) exact[v] = 1;
  const logScore = new Float64Array(index.recordCount);
  const pending = new Uint8Array(index.recordCount);
  const total = (r: number) => {
    let sum = 0;
    let open = 0;
    for (const v of index.recordValues[r] ?? []) {
      const s = scores[v] ?? Number.NaN;
      if (Number.isNaN(s)) continue;
      sum += logFactor(s, index.exponents[v] ?? 1);
      if (exact[v] === 0) open = 1;
    }
    logScore[r] = sum;
    pending[r] = open;
  };
  const seen = new Uint8Array(index.recordCount);
  const hit: number[] = [];
  scores.forEach((s, v) => {
    if (Number.isNaN(s)) return;
    for (const r of index.owners[v] ?? []) {
      if (seen[r] === 1) continue;
      seen[r] = 1;
      hit.push(r);
    }
  });
  for (const r of hit) total(r);
  const byScore = (a: number, b: number) => (logScore[a] ?? 0) - (logScore[b] ?? 0);
  let cut = Number.POSITIVE_INFINITY;
  for (let round = Math.max(FIRST_ROUND_RECORDS, 4 * limit); ; round *= 2) {
    hit.sort(byScore);
    let closed = 0;
    cut = Number.POSITIVE_INFINITY;
    const refine: number[] = [];
    for (const r of hit) {
      const score = logScore[r] ?? 0;
      if (score > cut || refine.length >= round) break;
      if (pending[r] === 1) refine.push(r);
      else if (++closed === limit) cut = score + BOUND_SLACK;
    }
    if (refine.length === 0) break;
    const values = new Set<number>();
    for (const r of refine) for (const v of index.recordValues[r] ?? []) if (exact[v] === 0) values.add(v);
    const asked = Int32Array.from(values);
    for (const v of asked) {
      exact[v] = 1;
      scores[v] = Number.NaN;
    }
    for (const { index: v, score } of scoreValues(pattern, asked)) scores[v] = score;
    const touched = new Set<number>();
    for (const v of asked) for (const r of index.owners[v] ?? []) touched.add(r);
    for (const r of touched) total(r);
  }
  const ranked: RankedRecord[] = [];
  for (const r of hit) {
    if ((logScore[r] ?? 0) > cut) break;
    if (logScore[r] === 0) continue;
    ranked.push({ ref: r, score: fuseScore(index, scores, r) });
  }
  return ranked.sort((a, b) => a.score - b.score || a.ref - b.ref).slice(0, limit);
}

/** Fuse's record score: the product, in key order, of score^exponent over the matching values. */
function fuseScore(index: NarrowIndex, scores: Float64Array, r: number): number {
  let total = 1;
  for (const v of index.recordValues[r] ?? []) {
    const s = scores[v] ?? Number.NaN;
    if (Number.isNaN(s)) continue;
    total *= Math.pow(s === 0 ? Number.EPSILON : s, index.exponents[v] ?? 1);
  }
  return total;
}
