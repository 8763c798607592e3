/**
 * The hostile samples of tests/fixtures/hostile, read once: the requests every server must refuse plainly,
 * the path spellings the static server must not follow, and the redirect targets that must not leave the
 * store. Shared by the unit tests of each server and the preview server's journey.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RawAnswer } from './raw-http.ts';

const dir = new URL('./fixtures/hostile/', import.meta.url);
const read = (name: string): unknown => JSON.parse(readFileSync(new URL(name, dir), 'utf8'));

const requestsSchema = z.object({
  samples: z.array(z.object({ name: z.string(), lines: z.array(z.string()).min(1), status: z.array(z.number()) })),
});

export interface HostileRequest {
  name: string;
  request: string;
  status: readonly number[];
}

/** The samples as raw requests to `host` ('localhost:4481'), each asking to close the connection. */
export function hostileRequests(host: string): HostileRequest[] {
  return requestsSchema.parse(read('requests.json')).samples.map((s) => ({
    name: s.name,
    status: s.status,
    request: `${s.lines
      .map((line) =>
        line
          .replaceAll('{host}', host)
          .replaceAll('{long-host}', `${'a'.repeat(290)}.example`)
          .replaceAll('{40k}', 'x'.repeat(40_000)),
      )
      .join('\r\n')}\r\nConnection: close\r\n\r\n`,
  }));
}

/** Hand-written spellings of the static server's private files (besides the generated ones). */
export const hostilePaths = (): string[] => z.array(z.string()).parse(read('paths.json'));

/** Redirect targets that must all become '/'. */
export const hostileRedirects = (): string[] => z.array(z.string()).parse(read('redirects.json'));

/** A stack frame, an absolute file path or a source file name in an answer gives the server away. */
export const LEAK = /\n\s+at\s|(?:^|[\s"'(])\/(?:work|home|tmp|usr|app|srv|root)\/|node_modules|\.(?:ts|mjs|js):\d+/;

/** The answer is a plain refusal: one of `status`, never 5xx, and nothing of the server's insides. */
export function plainRefusal(answer: RawAnswer): { status: number; leaks: boolean } {
  return { status: answer.status, leaks: LEAK.test(answer.text) };
}
