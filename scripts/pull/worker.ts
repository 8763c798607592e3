/** The pull of one store in its own process (see ./isolate.ts): reads its input, answers, exits. */
import { pullInProcess } from './index.ts';
import { workerInputSchema } from './isolate.ts';
import type { CacheSwitch } from './cache-switch.ts';

process.once('message', (message) => {
  const input = workerInputSchema.parse(message);
  const cacheSwitch: CacheSwitch = new Set(input.cacheDisabled ? [input.entry.slug] : []);
  const answer = (body: Record<string, unknown>) =>
    process.send?.({ ...body, cacheFailed: cacheSwitch.has(input.entry.slug) }, () => process.disconnect());
  pullInProcess(input.entry, input.hosts, { outDir: input.outDir, cacheSwitch }).then(
    (ok) => answer({ ok }),
    (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
  );
});
