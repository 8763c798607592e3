/**
 * The file scripts/build-stores.ts writes for the `astro build` it started while the store's pull ran
 * (STOREFRONT_SNAPSHOT_READY): its pages wait for it, and it says who renders them:
 * - 'all': that build, as usual (a small store: a second process would cost more than it saves), written
 *   once the snapshot is pulled;
 * - 'bundle': nobody there; the build reads no snapshot and only keeps the render bundle, and
 *   scripts/render-changed.ts --all renders every page with it on every core. Written as soon as the pull
 *   knows the store is big (its product count, before its listings): the render process then starts while
 *   the pull goes on, and waits for a file of its own (waitForFile) before it reads the store's paths.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

const readySchema = z.object({ render: z.enum(['all', 'bundle']) });
export type SnapshotReady = z.infer<typeof readySchema>;

export function writeSnapshotReady(file: string, ready: SnapshotReady): void {
  writeFileSync(file, JSON.stringify(ready));
}

/** What the file says; a file that does not say it (an older build's) means 'all'. */
export function readSnapshotReady(file: string): SnapshotReady {
  try {
    const parsed = readySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : { render: 'all' };
  } catch {
    return { render: 'all' };
  }
}

const READY_POLL_MS = 25;

/**
 * Waits for the build to write `file` (the snapshot is pulled); gives up if the build that started this
 * process is gone.
 */
export async function waitForFile(file: string): Promise<void> {
  const parent = process.ppid;
  while (!existsSync(file)) {
    if (process.ppid !== parent) throw new Error('the build that started this one is gone');
    await new Promise((resolveWait) => setTimeout(resolveWait, READY_POLL_MS));
  }
}
