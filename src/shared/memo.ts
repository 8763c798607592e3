/**
 * Memoisation for build-time work that every page repeats with the same input (the theme's CSS, the
 * notification HTML, price texts): a static build renders 10,000 pages in one process.
 * Results are shared between callers: treat them as read-only.
 */

/** A Map that starts over once it holds `max` entries and another is set, so its memory stays bounded. */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly #max: number;

  constructor(max: number) {
    super();
    this.#max = max;
  }

  override set(key: K, value: V): this {
    if (this.size >= this.#max) this.clear();
    return super.set(key, value);
  }
}

/** Any text: testing it makes the regular-expression engine read the string, which V8 first joins into one piece. */
const ANY_TEXT = /(?:)/;

/**
 * Joins a string built with `+` or template literals (a tree of pieces in V8) into one piece, in place. A
 * remembered string goes into every page: left as a tree, each page's encoding walks and copies the tree
 * again (a micro-benchmark of 14 remembered 10 KB strings per page over 20,000 pages: 3.2-4.3 s as trees,
 * 1.9-2.3 s in one piece).
 */
export function flatten(text: string): void {
  ANY_TEXT.test(text);
}

/** What a memo keeps: a string in one piece (flatten). */
function kept<R>(result: R): R {
  if (typeof result === 'string') flatten(result);
  return result;
}

/** Remembers `fn`'s result per string input; past `max` entries it starts over, so memory stays bounded. */
export function memoizeByString<R>(fn: (input: string) => R, max = 1_000): (input: string) => R {
  const results = new BoundedMap<string, R>(max);
  return (input) => {
    const hit = results.get(input);
    if (hit !== undefined || results.has(input)) return hit as R;
    const result = kept(fn(input));
    results.set(input, result);
    return result;
  };
}

/** Remembers `fn`'s result per object (by identity), for as long as the object lives. */
export function memoizeByObject<K extends object, R>(fn: (key: K) => R): (key: K) => R {
  const results = new WeakMap<K, R>();
  return (key) => {
    if (results.has(key)) return results.get(key) as R;
    const result = kept(fn(key));
    results.set(key, result);
    return result;
  };
}
