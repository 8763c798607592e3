/**
 * Lower bounds of Fuse's per-value scores for one pattern (see ./narrow.ts for the facts they rest on).
 */
import { BOUND_SLACK, gramCounts, type NarrowIndex, type ValueScorer } from './narrow.ts';

/** Fuse's default threshold: a value scoring above it does not match. */
const THRESHOLD = 0.6;
/** Fuse's default distance: a match `distance` characters from the start costs a whole score point. */
const DISTANCE = 100;
/** Fuse never reports a bitap score below this; only an equal value scores 0. */
const MIN_SCORE = 0.001;
/** Fuse's minMatchCharLength (3): a match marks a run of at least this many pattern characters in the text. */
const MIN_RUN = 3;

/** Per value: how many of the pattern's n-gram positions it holds. */
function gramHits(index: NarrowIndex, postings: Map<number, Int32Array>, pattern: string, n: number): Uint8Array {
  const hits = new Uint8Array(index.texts.length);
  for (const [g, count] of gramCounts(pattern, n)) {
    for (const v of postings.get(g) ?? []) hits[v] = (hits[v] ?? 0) + count;
  }
  return hits;
}

interface PatternFacts {
  pattern: string;
  bits: number[];
  /** Bit (char code mod 32) of every pattern character. */
  patternBits: number;
  pairs: Uint8Array;
  triples: Uint8Array;
}

/** The lowest score Fuse can give value `v`, or null when it cannot match. */
function valueBound(index: NarrowIndex, v: number, facts: PatternFacts): number | null {
  const { pattern, bits } = facts;
  const text = index.texts[v] ?? '';
  if (text === pattern) return 0;
  const m = pattern.length;
  const mask = index.charBits[v] ?? 0;
  let singles = 0;
  for (const b of bits) singles += (mask >>> b) & 1;
  let errors = Math.max(
    m - singles,
    Math.ceil((m - 1 - (facts.pairs[v] ?? 0)) / 2),
    Math.ceil((m - 2 - (facts.triples[v] ?? 0)) / 3),
    0,
  );
  if (errors / m > THRESHOLD + BOUND_SLACK) return null;
  // First pattern character, and the end of the first run of MIN_RUN of them (a match needs one).
  let first = -1;
  let runEnd = -1;
  for (let i = 0, run = 0; i < text.length; i++) {
    if (((facts.patternBits >>> (text.charCodeAt(i) & 31)) & 1) === 0) {
      run = 0;
      continue;
    }
    if (first < 0) first = i;
    if (++run === MIN_RUN) {
      runEnd = i;
      break;
    }
  }
  let best = Number.POSITIVE_INFINITY;
  if (errors === 0) {
    const at = text.indexOf(pattern);
    if (at >= 0) best = Math.max(MIN_SCORE, at / DISTANCE);
    errors = 1;
  }
  if (runEnd >= 0) {
    // The match starts at s with e ≥ `errors` edits: s ≥ first − e, and its mask (s … s + m − 1 + e) holds the run.
    const start = Math.max(0, first - errors, runEnd - (m - 1 + errors));
    best = Math.min(best, Math.max(MIN_SCORE, errors / m + start / DISTANCE));
  }
  return best <= THRESHOLD + BOUND_SLACK ? best : null;
}

/**
 * Per value, for `pattern` (already trimmed and cut to the maximum length): Fuse's exact score for the
 * shared values, a lower bound for the others, NaN for a value that cannot match.
 */
export function valueBounds(index: NarrowIndex, scoreValues: ValueScorer, pattern: string): Float64Array {
  const lower = pattern.toLowerCase();
  const scores = new Float64Array(index.texts.length).fill(Number.NaN);
  for (const { index: v, score } of scoreValues(pattern, index.shared)) scores[v] = score;
  const bits = Array.from({ length: lower.length }, (_, i) => lower.charCodeAt(i) & 31);
  const facts: PatternFacts = {
    pattern: lower,
    bits,
    patternBits: bits.reduce((mask, b) => mask | (1 << b), 0),
    pairs: gramHits(index, index.bigrams, lower, 2),
    triples: gramHits(index, index.trigrams, lower, 3),
  };
  for (const v of index.unshared) {
    const score = valueBound(index, v, facts);
    if (score !== null) scores[v] = score;
  }
  return scores;
}
