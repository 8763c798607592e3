import { setTimeout as delay } from 'node:timers/promises';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Next } from 'hono';
import { z } from 'zod';
import { answer, errorItem } from './http.ts';
import type { SessionEnv } from './router.ts';

/**
 * Fault injection: the next `count` calls matching host, method and path misbehave.
 * - status: answer `status` with a plain body (no errors list), e.g. a 500.
 * - errors: answer `status` (4xx) with the given errors list.
 * - hang: never answer (the socket stays open until the client gives up or the sandbox stops).
 * - slow: answer normally after `delayMs`.
 * - drop: run the handler (its side effects happen), then destroy the socket: a response lost on the way back.
 */
export const faultSchema = z.object({
  host: z.string().min(1),
  method: z
    .string()
    .transform((m) => m.toUpperCase())
    .optional(),
  path: z.string().startsWith('/'),
  /** Only calls whose query has these values (e.g. { slug: 'x' }), so parallel tests don't take each other's fault. */
  query: z.record(z.string(), z.string()).optional(),
  mode: z.enum(['status', 'errors', 'hang', 'slow', 'drop']),
  status: z.number().int().min(100).max(599).default(500),
  errors: z
    .array(
      z.object({
        status: z.string().optional(),
        code: z.string(),
        title: z.string().optional(),
        detail: z.string().optional(),
        source: z.object({ pointer: z.string().optional(), parameter: z.string().optional() }).optional(),
      }),
    )
    .optional(),
  delayMs: z.number().int().min(0).max(120_000).default(0),
  count: z.number().int().min(1).max(1000).default(1),
});

export type FaultInput = z.input<typeof faultSchema>;
export type Fault = z.output<typeof faultSchema>;

export class FaultRegistry {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  /** Takes one use of the first fault matching the call, if any. */
  take(host: string, method: string, path: string, query?: URLSearchParams): Fault | undefined {
    const index = this.faults.findIndex(
      (f) =>
        f.host === host &&
        (f.method === undefined || f.method === method) &&
        pathMatches(f.path, path) &&
        Object.entries(f.query ?? {}).every(([key, value]) => query?.get(key) === value),
    );
    if (index < 0) return undefined;
    const fault = this.faults[index];
    if (!fault) return undefined;
    fault.count -= 1;
    if (fault.count <= 0) this.faults.splice(index, 1);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  clear(): void {
    this.faults = [];
  }
}

/** A fault path matches exactly, or as a prefix when it ends in `*`. */
function pathMatches(pattern: string, path: string): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  if (pattern.endsWith('*')) return clean.startsWith(pattern.slice(0, -1));
  return (pattern.replace(/\/+$/, '') || '/') === clean;
}

/** A response @hono/node-server does not write: the socket was lost on purpose, or the client gave up. */
function notSent(): Response {
  return new Response(null, { headers: RESPONSE_ALREADY_SENT.headers });
}

/** What a fault does to the call it took: answers instead of the host, delays it, never answers, or loses the answer. */
export async function faultAnswer(fault: Fault, c: Context<SessionEnv>, next: Next): Promise<Response | undefined> {
  switch (fault.mode) {
    case 'status':
      return answer({ status: fault.status, body: 'Injected fault' });
    case 'errors':
      return answer({
        status: fault.status,
        json: { errors: fault.errors ?? [errorItem(fault.status, 'injected', 'Injected fault')] },
      });
    case 'slow':
      await delay(fault.delayMs);
      await next();
      return undefined;
    case 'hang':
      // Open until the client gives up or the sandbox closes its connections.
      await new Promise((resolve) => c.env.outgoing.once('close', resolve));
      return notSent();
    case 'drop':
      await next();
      // The handler ran (its side effects happened); an answer it failed with is sent as usual.
      if (c.error) return undefined;
      c.env.incoming.socket.destroy();
      c.res = notSent();
      return undefined;
  }
}
