import { vi } from 'vitest';
import type { FetchLike } from '../../../src/shared/api/request.ts';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers the given responses (or rejects with the given errors) in order. */
export function fakeFetch(...answers: (Response | Error)[]) {
  return vi.fn<FetchLike>(() => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
}

/** The n-th call's URL, method, headers and body. */
export function callOf(fetch: ReturnType<typeof fakeFetch>, n = 0) {
  const [input, init] = fetch.mock.calls[n] ?? [];
  return {
    url: new URL(String(input)),
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers),
    body: typeof init?.body === 'string' ? init.body : '',
  };
}
