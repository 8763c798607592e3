/**
 * `npm run bench [-- --only build,html,js,lighthouse,checkout,search,preview] [--build-runs N] [--build-timeout S]
 * [--lighthouse-runs N] [--port P]`.
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
}

const isSection = (s: string): s is Section => (SECTIONS as readonly string[]).includes(s);

function count(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} takes a whole number ≥ 1, not '${value ?? ''}'`);
  return n;
}

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { only: new Set(SECTIONS), buildRuns: 3, lighthouseRuns: 3, buildTimeoutS: 240, port: 4531 };
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
    else
      throw new Error(
        `Unknown bench argument '${flag ?? ''}'. Use --only, --build-runs, --build-timeout, --lighthouse-runs, --port.`,
      );
    i++;
  }
  return args;
}
