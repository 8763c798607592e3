/**
 * A worker thread of scripts/render-changed.ts (./parallel.ts): loads the store's render bundle, says it is
 * ready, and renders each batch of paths the main thread sends (./share.ts) until told the end. Posts each
 * batch's page scans once it is written, a fallback when a path cannot be written as plain bytes, or the
 * error a render failed with.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { contextSchema } from '../../src/integrations/static-pages/bundle.ts';
import { Fallback, loadRenderer } from './share.ts';
import { mainMessageSchema, type WorkerMessage, workerInputSchema } from './messages.ts';

const port = parentPort;
if (!port) throw new Error('scripts/render/worker.ts runs as a worker thread');
const input = workerInputSchema.parse(workerData);
const post = (message: WorkerMessage) => port.postMessage(message);
const renderer = await loadRenderer(
  input.bundleDir,
  contextSchema.parse(input.context),
  input.distDir,
  input.snapshotReady,
);
if (!renderer) post({ kind: 'fallback', reason: 'the render bundle has no app' });
else {
  const byPathname = new Map(renderer.paths.map((p) => [p.pathname, p]));
  let rendering: Promise<void> = Promise.resolve();
  port.on('message', (raw: unknown) => {
    const message = mainMessageSchema.parse(raw);
    if (message.kind === 'end') {
      port.close();
      return;
    }
    const batch = message.pathnames.flatMap((pathname) => byPathname.get(pathname) ?? []);
    // Batches arrive ahead of time (../render/parallel.ts IN_FLIGHT) and are rendered one after the other.
    rendering = rendering
      .then(() => renderer.render(batch))
      .then(
        (scans) => post({ kind: 'done', scans }),
        (error: unknown) => {
          // A fallback lets astro build render the store; any other error fails the build, with its stack.
          if (error instanceof Fallback) post({ kind: 'fallback', reason: error.message });
          else post({ kind: 'error', stack: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        },
      );
  });
  post({ kind: 'ready' });
}
