import { expect } from 'vitest';
import type { z } from 'zod';
import type { FetchLike } from '../../../src/shared/api/request.ts';

/**
 * Contract checks of issue 12: the storefront's data layer and the sandbox's own spec-derived schema
 * read the same answer. The recorder is the data layer's `fetch`: it keeps every answer it passed on, so a
 * test checks the storefront's result and then the very bytes it parsed against the sandbox's contract.
 */
export interface RecordedAnswer {
  method: string;
  path: string;
  status: number;
  body: unknown;
  /** What the data layer sent (JSON-parsed when it was JSON), to check against the sandbox's request shape. */
  request: unknown;
}

export interface Recorder {
  fetch: FetchLike;
  /** The one answer for `path` (the URL's pathname ends with it); fails if there is none or several. */
  only(path: string): RecordedAnswer;
}

export function recorder(): Recorder {
  const answers: RecordedAnswer[] = [];
  return {
    async fetch(input, init) {
      const res = await fetch(input, init);
      const text = await res.clone().text();
      let body: unknown = text;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        // not JSON: kept as text
      }
      let request: unknown = init?.body ?? null;
      if (typeof request === 'string') {
        try {
          request = JSON.parse(request) as unknown;
        } catch {
          // not JSON: kept as text
        }
      }
      answers.push({ method: init?.method ?? 'GET', path: new URL(input).pathname, status: res.status, body, request });
      return res;
    },
    only(path) {
      const found = answers.filter((a) => a.path.endsWith(path));
      expect(found.map((a) => `${a.method} ${a.path}`)).toHaveLength(1);
      const [answer] = found;
      if (!answer) throw new Error(`no answer recorded for ${path}`);
      return answer;
    },
  };
}

/** The request the data layer sent satisfies the sandbox's request shape; a failure lists each wrong field. */
export function expectSpecRequest(schema: z.ZodType, answer: RecordedAnswer): void {
  const result = schema.safeParse(answer.request);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  expect(problems).toEqual([]);
}

/** The answer satisfies the sandbox's spec-derived schema; a failure lists each wrong field. */
export function expectSpecShape(schema: z.ZodType, answer: RecordedAnswer, status = 200): void {
  expect(answer.status).toBe(status);
  const result = schema.safeParse(answer.body);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  expect(problems).toEqual([]);
}
