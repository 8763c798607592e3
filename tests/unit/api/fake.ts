/** A recording fake fetch for the data-layer unit tests. */
import { vi } from 'vitest';
import type { FetchLike } from '../../../src/shared/api/request.ts';

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeFetch(...answers: (Response | Error)[]) {
  return vi.fn<FetchLike>(() => {
    const next = answers.shift();
    if (!next) return Promise.reject(new Error('no more answers'));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
}

/** The n-th call's URL, method, headers and parsed JSON body. */
export function callOf(fetch: ReturnType<typeof fakeFetch>, n = 0) {
  const [url, init] = fetch.mock.calls[n] ?? [];
  const headers = new Headers(init?.headers);
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { url: new URL(url ?? 'http://invalid'), method: init?.method, headers, body };
}

export const noWait = () => 0;
