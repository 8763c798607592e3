/**
 * `npm run bench [-- --only build,html,js,lighthouse,checkout,search,preview] [--build-runs N] [--build-timeout S]
 * [--lighthouse-runs N] [--port P] [--fleet-shard i/n]`.
 */
export const SECTIONS = ['build', 'html', 'js', 'lighthouse', 'checkout', 'search', 'preview'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchArgs {
  only: Set<Section>;
  buildRuns: number;
  lighthouseRuns: number;
  /** A big build still running after this long is stopped (the run stays within ~10 minutes). */
  buildTimeoutS: number;
  /** The bench's own sandbox; the static server of `demo` listens on port + 1. */
  port: number;
  /** The shard of the 500-store fleet one worker builds (--fleet-shard i/n). */
  fleetShard: { index: number; count: number };
}

const isSection = (s: string): s is Section => (SECTIONS as readonly string[]).includes(s);

function count(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} takes a whole number ≥ 1, not '${value ?? ''}'`);
  return n;
}

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = {
    only: new Set(SECTIONS),
    buildRuns: 3,
    lighthouseRuns: 3,
    buildTimeoutS: 240,
    port: 4531,
    fleetShard: { index: 1, count: 50 },
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--only') {
      const parts = (value ?? '').split(',').filter(Boolean);
      const bad = parts.filter((p) => !isSection(p));
      if (parts.length === 0 || bad.length > 0) {
        throw new Error(`--only takes a list of ${SECTIONS.join(',')}, not '${value ?? ''}'`);
      }
      args.only = new Set(parts.filter(isSection));
    } else if (flag === '--build-runs') args.buildRuns = count(flag, value);
    else if (flag === '--lighthouse-runs') args.lighthouseRuns = count(flag, value);
    else if (flag === '--port') args.port = count(flag, value);
    else if (flag === '--build-timeout') args.buildTimeoutS = count(flag, value);
    else if (flag === '--fleet-shard') {
      const m = /^(\d+)\/(\d+)$/.exec(value ?? '');
      const [index, of] = [Number(m?.[1]), Number(m?.[2])];
      if (!m || of < 1 || index < 1 || index > of) throw new Error(`--fleet-shard takes i/n, not '${value ?? ''}'`);
      args.fleetShard = { index, count: of };
    } else
      throw new Error(
        `Unknown bench argument '${flag ?? ''}'. Use --only, --build-runs, --build-timeout, --lighthouse-runs, --port, --fleet-shard.`,
      );
    i++;
  }
  return args;
}
