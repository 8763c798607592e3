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
}

/** Parses `--store <slug>`, `--shard i/n` (1-based), `--force`, `--concurrency N`. */
export function parseBuildArgs(argv: readonly string[]): BuildArgs {
  const args: BuildArgs = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--force') args.force = true;
    else if (flag === '--store' && value) {
      args.store = value.toLowerCase();
      i++;
    } else if (flag === '--shard' && value) {
      const m = /^(\d+)\/(\d+)$/.exec(value);
      const index = Number(m?.[1]);
      const count = Number(m?.[2]);
      if (!m || count < 1 || index < 1 || index > count)
        throw new Error(`--shard takes i/n with 1 ≤ i ≤ n, not '${value}'`);
      args.shard = { index, count };
      i++;
    } else if (flag === '--concurrency' && value) {
      args.concurrency = Math.max(1, Number.parseInt(value, 10) || 1);
      i++;
    } else
      throw new Error(
        `Unknown build argument '${flag ?? ''}'. Use --store <slug>, --shard i/n, --force, --concurrency N.`,
      );
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
