/**
 * A micro-cache of rendered answers for the on-demand server: the same (store, mode, access code, URL)
 * within `ttlMs` gets the same bytes without rendering again, as the same host answers would render the
 * same markup anyway. Concurrent requests share one render; once an answer is older than `ttlMs` the next
 * request renders it again while the others still get the previous one (never older than
 * STALE_LIMIT × ttlMs). Only 200 answers to GET that set no cookie are kept; each key is one audience, so
 * a preview or gated answer never reaches a public request. A cache of answers, not a session: any
 * instance can answer any request. TTL 0 turns it off (the e2e run reads the hosts on every request).
 */
interface Stored {
  status: number;
  headers: [string, string][];
  body: string;
}

interface Entry {
  at: number;
  stored?: Stored;
  pending?: Promise<Stored | Response>;
}

export const PAGE_CACHE_MAX_ENTRIES = 500;
export const STALE_LIMIT = 10;

const toResponse = (s: Stored) => new Response(s.body, { status: s.status, headers: s.headers });

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** Renders and keeps the answer when it may be kept; an answer that may not is dropped from the cache. */
  #refresh(key: string, entry: Entry, render: () => Promise<Response>): Promise<Stored | Response> {
    const pending = render().then(async (response): Promise<Stored | Response> => {
      if (response.status !== 200 || response.headers.has('set-cookie')) return response;
      return { status: response.status, headers: [...response.headers.entries()], body: await response.text() };
    });
    entry.pending = pending;
    pending.then(
      (result) => {
        delete entry.pending;
        if (result instanceof Response) this.#entries.delete(key);
        else Object.assign(entry, { stored: result, at: this.#now() });
      },
      () => this.#entries.delete(key),
    );
    return pending;
  }

  /** The cached answer for `key`, else `render()`'s, kept when it may be. */
  async answer(key: string, method: string, render: () => Promise<Response>): Promise<Response> {
    if (this.#ttlMs <= 0 || method !== 'GET') return render();
    const age = (entry: Entry) => this.#now() - entry.at;
    let entry = this.#entries.get(key);
    if (entry?.stored && age(entry) < this.#ttlMs * STALE_LIMIT) {
      if (age(entry) >= this.#ttlMs && !entry.pending) void this.#refresh(key, entry, render).catch(() => undefined);
      return toResponse(entry.stored);
    }
    if (entry?.pending) {
      const shared = await entry.pending;
      return shared instanceof Response ? render() : toResponse(shared);
    }
    if (this.#entries.size >= PAGE_CACHE_MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    entry = { at: this.#now() };
    this.#entries.set(key, entry);
    const result = await this.#refresh(key, entry, render);
    return result instanceof Response ? result : toResponse(result);
  }
}
