/**
 * Runs a store's pull in a child process (./worker.ts) and hands back its result; the process-wide
 * cache switch travels both ways, so a cache that failed stays off for the rest of the build.
 * A child, not a worker thread: only a process exit gives its memory back to the system (measured: a
 * worker thread left the build process at 840 MB after pulling the big store, when the file was parsed
 * whole). The child's heap is kept small (PULL_EXEC_ARGV): its live data is ~25 MB however large the store,
 * and V8's default young generation alone let it reach 340 MB with garbage.
 */
import { fork } from 'node:child_process';
import { z } from 'zod';
import { HOST_NAMES, type HostUrls } from '../../src/hosts.ts';
import { storeEntrySchema, type StoreEntry } from '../../src/shared/store-config.ts';
import type { PullResult } from './result.ts';
import { buildCacheSwitch } from './cache-switch.ts';

/** What the build sends the child: checked there, as every message between processes is. */
export const workerInputSchema = z.object({
  entry: storeEntrySchema,
  hosts: z.record(z.enum(HOST_NAMES), z.string()),
  outDir: z.string(),
  cacheDisabled: z.boolean(),
  /** Say how many products the store has once they are written (a message before the answer). */
  tellTiles: z.boolean(),
});
export type WorkerInput = z.infer<typeof workerInputSchema>;

/** What the child says before its answer: the store's product count (PullOptions.onTiles). */
const tilesMessageSchema = z.object({ tiles: z.number().int().min(0) });

const answerSchema = z.union([
  z.object({
    ok: z.union([
      z.object({
        kind: z.literal('snapshot'),
        hash: z.string(),
        path: z.string(),
        summary: z.string(),
        bytes: z.number(),
        calls: z.number(),
      }),
      z.object({ kind: z.literal('gated') }),
    ]),
    cacheFailed: z.boolean(),
  }),
  z.object({ error: z.string(), cacheFailed: z.boolean() }),
]);

/**
 * Measured on the big store: 182 MB peak instead of 336 MB with V8's defaults. A young generation of 16 MB
 * semi-spaces, not 4: the pull's own CPU 2.7-2.9 → 1.8-1.9 s for 25-35 MB more (142 → 165-180 MB; 8 MB
 * gained nothing), and in a full build, where the pull runs beside the Vite build, the snapshot was ready
 * 0.4-1.3 s sooner (2.7-2.9 s against 3.3-4.2 s in two interleaved rounds).
 */
export const PULL_EXEC_ARGV = ['--max-semi-space-size=16', '--max-old-space-size=160'];

export function pullInWorker(
  entry: StoreEntry,
  hosts: HostUrls,
  outDir: string,
  onTiles?: (count: number) => void,
): Promise<PullResult> {
  const input: WorkerInput = {
    entry,
    hosts,
    outDir,
    cacheDisabled: buildCacheSwitch.has(entry.slug),
    tellTiles: onTiles !== undefined,
  };
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./worker.ts', import.meta.url), [], {
      serialization: 'advanced',
      stdio: 'inherit',
      execArgv: [...process.execArgv, ...PULL_EXEC_ARGV],
    });
    let settled = false;
    child.on('message', (message: unknown) => {
      const tiles = tilesMessageSchema.safeParse(message);
      if (tiles.success) {
        onTiles?.(tiles.data.tiles);
        return;
      }
      settled = true;
      const answer = answerSchema.parse(message);
      if (answer.cacheFailed) buildCacheSwitch.add(entry.slug);
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer.ok);
    });
    child.once('error', (error) => {
      settled = true;
      reject(new Error(`${entry.slug}: pull process: ${error.message}`, { cause: error }));
    });
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`${entry.slug}: pull process exited with code ${code} before answering`));
    });
    child.send(input);
  });
}
