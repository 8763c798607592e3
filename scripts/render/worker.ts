/**
 * A worker thread of scripts/render-changed.ts: loads the store's render bundle and renders its share of the
 * paths (./share.ts). Posts each written path's pathname as it goes (for the build's progress), then the
 * pages' scans, or a fallback when a path cannot be written as plain bytes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { contextSchema } from '../../src/integrations/static-pages/bundle.ts';
import { Fallback, loadRenderer } from './share.ts';
import { type WorkerMessage, workerInputSchema } from './messages.ts';

const input = workerInputSchema.parse(workerData);
const post = (message: WorkerMessage) => parentPort?.postMessage(message);
const renderer = await loadRenderer(input.bundleDir, contextSchema.parse(input.context), input.distDir);
if (!renderer) post({ kind: 'fallback', reason: 'the render bundle has no app' });
else {
  const wanted = new Set(input.pathnames);
  const share = renderer.paths.filter((p) => wanted.has(p.pathname));
  try {
    const scans = await renderer.render(share, (pathname) => post({ kind: 'page', pathname }));
    post({ kind: 'done', scans });
  } catch (error) {
    if (!(error instanceof Fallback)) throw error;
    post({ kind: 'fallback', reason: error.message });
  }
}
