/** What scripts/render-changed.ts and its worker threads (./worker.ts) say to each other, checked both ways. */
import { z } from 'zod';
import { pageScanSchema } from '../../src/integrations/static-pages/manifest.ts';

export const workerInputSchema = z.object({
  bundleDir: z.string(),
  /** The bundle's render context (src/integrations/static-pages/bundle.ts), parsed again by the worker. */
  context: z.unknown(),
  distDir: z.string(),
  /** The file the build writes once the snapshot is pulled, when the render started before. */
  snapshotReady: z.string().optional(),
});
export type WorkerInput = z.infer<typeof workerInputSchema>;

/** Main thread → worker: a batch of paths to render, or the end. */
export const mainMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('batch'), pathnames: z.array(z.string()) }),
  z.object({ kind: z.literal('end') }),
]);
export type MainMessage = z.infer<typeof mainMessageSchema>;

/** Worker → main thread: ready for a batch, a batch written with its pages' scans, a fallback, or an error. */
export const workerMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready') }),
  z.object({ kind: z.literal('done'), scans: z.array(z.tuple([z.string(), pageScanSchema])) }),
  z.object({ kind: z.literal('fallback'), reason: z.string() }),
  z.object({ kind: z.literal('error'), stack: z.string() }),
]);
export type WorkerMessage = z.infer<typeof workerMessageSchema>;
