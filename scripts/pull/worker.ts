/**
 * The pull of one store in its own process (see ./isolate.ts): reads its input, says the store's product count
 * once its products are written when asked, answers, exits.
 */
import { pullInProcess } from './index.ts';
import { workerInputSchema } from './isolate.ts';
import type { CacheSwitch } from './cache-switch.ts';

process.once('message', (message) => {
  const input = workerInputSchema.parse(message);
  const cacheSwitch: CacheSwitch = new Set(input.cacheDisabled ? [input.entry.slug] : []);
  const answer = (body: Record<string, unknown>) =>
    process.send?.({ ...body, cacheFailed: cacheSwitch.has(input.entry.slug) }, () => process.disconnect());
  const onTiles = input.tellTiles ? (tiles: number) => process.send?.({ tiles }) : undefined;
  pullInProcess(input.entry, input.hosts, { outDir: input.outDir, cacheSwitch, ...(onTiles ? { onTiles } : {}) }).then(
    (ok) => answer({ ok }),
    (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
  );
});
