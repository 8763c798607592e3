import { parseArgs } from 'node:util';
import type { StoreEntry } from '../src/shared/store-config.ts';

/** Written to .stores/ by every build run: each store's outcome, read by `npm start`. */
export const BUILD_REPORT_FILE = 'build-report.json';

/** The build's exit code when it stopped before pulling (a host it needs does not answer): no report written. */
export const BUILD_STOPPED_EXIT_CODE = 2;

export interface BuildArgs {
  store?: string;
  shard?: { index: number; count: number };
  force: boolean;
  concurrency?: number;
  /** How the build reports progress: a bar per store on a terminal, one line per store otherwise. */
  progress?: 'bar' | 'lines';
}

const USAGE = 'Use --store <slug>, --shard i/n, --force, --concurrency N, --progress bar|lines.';

/** Parses `--store <slug>`, `--shard i/n` (1-based), `--force`, `--concurrency N`, `--progress bar|lines`. */
export function parseBuildArgs(argv: readonly string[]): BuildArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        store: { type: 'string' },
        shard: { type: 'string' },
        force: { type: 'boolean', default: false },
        concurrency: { type: 'string' },
        progress: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`, { cause: error });
  }
  const args: BuildArgs = { force: values.force };
  if (values.store !== undefined) args.store = values.store.toLowerCase();
  if (values.shard !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(values.shard);
    const index = Number(m?.[1]);
    const count = Number(m?.[2]);
    if (!m || count < 1 || index < 1 || index > count)
      throw new Error(`--shard takes i/n with 1 ≤ i ≤ n, not '${values.shard}'`);
    args.shard = { index, count };
  }
  if (values.concurrency !== undefined) args.concurrency = Math.max(1, Number.parseInt(values.concurrency, 10) || 1);
  if (values.progress !== undefined) {
    if (values.progress !== 'bar' && values.progress !== 'lines')
      throw new Error(`--progress takes bar or lines, not '${values.progress}'`);
    args.progress = values.progress;
  }
  return args;
}

/** The stores this run builds: one by slug, or every n-th of the list for shard i/n. */
export function selectStores(all: readonly StoreEntry[], args: BuildArgs): StoreEntry[] {
  if (args.store) {
    const one = all.find((s) => s.slug === args.store);
    if (!one) throw new Error(`Store '${args.store}' is not in stores.config.json`);
    return [one];
  }
  const shard = args.shard;
  if (!shard) return [...all];
  return all.filter((_, i) => i % shard.count === shard.index - 1);
}
