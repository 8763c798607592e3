/** One store's pull on its own (`node scripts/bench/pull-store.ts <slug>`), so the bench can time the phase. */
import { resolve } from 'node:path';
import { resolveHosts } from '../../src/hosts.ts';
import { pullInProcess } from '../pull/index.ts';

const slug = process.argv[2] ?? 'big';
const started = performance.now();
const result = await pullInProcess({ slug, site: `https://${slug}.example` }, resolveHosts(process.env), {
  outDir: resolve('.stores'),
  cacheSwitch: new Set(),
});
console.log(JSON.stringify({ ms: performance.now() - started, ...result }));
