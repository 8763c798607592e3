import { z } from 'zod';

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
