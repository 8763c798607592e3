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

/** Remembers `fn`'s result per string input; past `max` entries it starts over, so memory stays bounded. */
export function memoizeByString<R>(fn: (input: string) => R, max = 1_000): (input: string) => R {
  const results = new BoundedMap<string, R>(max);
  return (input) => {
    const hit = results.get(input);
    if (hit !== undefined || results.has(input)) return hit as R;
    const result = fn(input);
    results.set(input, result);
    return result;
  };
}

/** Remembers `fn`'s result per object (by identity), for as long as the object lives. */
export function memoizeByObject<K extends object, R>(fn: (key: K) => R): (key: K) => R {
  const results = new WeakMap<K, R>();
  return (key) => {
    if (results.has(key)) return results.get(key) as R;
    const result = fn(key);
    results.set(key, result);
    return result;
  };
}
