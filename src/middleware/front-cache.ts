/**
 * The on-demand server's front cache: the whole answer (status, headers, bytes) to a public request, served
 * by the Node request handler before Astro sees the request (src/integrations/preview/guard.ts). Behind the
 * page cache (./page-cache.ts) a repeated request still went through Astro's routing, the middleware and
 * the security headers, which hash every inline script of the page: 200 connections got p95 86 ms on
 * loopback. Only a request that carries nothing private can be answered here: GET or HEAD with no cookie
 * and no Authorization, keyed by everything else its answer depends on (Host, URL, HTTPS, the sandbox
 * session header); only a 200 that sets no cookie is kept, for the page cache's TTL (PREVIEW_DATA_TTL_MS),
 * after which the next such request goes through Astro again and is kept anew. TTL 0 turns it off.
 */
export interface FrontAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  at: number;
}

export interface FrontRequest {
  method: string;
  host: string | undefined;
  url: string;
  https: boolean;
  cookie: boolean;
  authorization: boolean;
  sandboxSession: string | undefined;
}

export const FRONT_CACHE_MAX_ENTRIES = 500;

const answers = new Map<string, FrontAnswer>();
let ttlMs = 0;

/** Turns the cache on for answers younger than `ms` (the middleware does, with PREVIEW_DATA_TTL_MS). */
export function setFrontCacheTtl(ms: number): void {
  ttlMs = ms;
}

/** The request's key, or undefined when its answer may depend on something private. */
export function frontKey(req: FrontRequest): string | undefined {
  if (ttlMs <= 0 || (req.method !== 'GET' && req.method !== 'HEAD') || req.cookie || req.authorization) {
    return undefined;
  }
  return JSON.stringify([req.host ?? '', req.url, req.https, req.sandboxSession ?? null]);
}

export function frontAnswer(key: string, now: number = Date.now()): FrontAnswer | undefined {
  const answer = answers.get(key);
  if (!answer) return undefined;
  if (now - answer.at < ttlMs) return answer;
  answers.delete(key);
  return undefined;
}

export function keepFrontAnswer(key: string, answer: FrontAnswer): void {
  if (answer.status !== 200 || answer.headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return;
  answers.delete(key);
  if (answers.size >= FRONT_CACHE_MAX_ENTRIES) {
    const oldest = answers.keys().next();
    if (!oldest.done) answers.delete(oldest.value);
  }
  answers.set(key, answer);
}
