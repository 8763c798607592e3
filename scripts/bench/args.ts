/**
 * `npm run bench [-- --only build,html,js,lighthouse,checkout,search,preview] [--build-runs N] [--build-timeout S]
 * [--lighthouse-runs N] [--port P] [--fleet-shard i/n]`, read with node:util parseArgs (../args.ts).
 */
import { HELP, HelpRequest, parse, UsageError } from '../args.ts';

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

const FLAGS = '--only, --build-runs, --build-timeout, --lighthouse-runs, --port, --fleet-shard';

export const BENCH_USAGE = [
  'Usage: npm run bench [-- --only <sections>] [--build-runs N] [--build-timeout S] [--lighthouse-runs N] [--port P] [--fleet-shard i/n]',
  `Sections: ${SECTIONS.join(',')}`,
].join('\n');

const OPTIONS = {
  only: { type: 'string' },
  'build-runs': { type: 'string' },
  'build-timeout': { type: 'string' },
  'lighthouse-runs': { type: 'string' },
  port: { type: 'string' },
  'fleet-shard': { type: 'string' },
  ...HELP,
} as const;

const isSection = (s: string): s is Section => (SECTIONS as readonly string[]).includes(s);

function count(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${flag} takes a whole number ≥ 1, not '${value}'`);
  return n;
}

function sections(value: string | undefined): Set<Section> {
  if (value === undefined) return new Set(SECTIONS);
  const parts = value.split(',').filter(Boolean);
  if (parts.length === 0 || !parts.every(isSection)) {
    throw new UsageError(`--only takes a list of ${SECTIONS.join(',')}, not '${value}'`);
  }
  return new Set(parts);
}

function fleetShard(value: string | undefined): BenchArgs['fleetShard'] {
  if (value === undefined) return { index: 1, count: 50 };
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const [index, of] = [Number(m?.[1]), Number(m?.[2])];
  if (!m || of < 1 || index < 1 || index > of) throw new UsageError(`--fleet-shard takes i/n, not '${value}'`);
  return { index, count: of };
}

/** parseArgs's complaint in the bench's words: an unknown flag or a stray word is an unknown bench argument. */
function benchMistake(error: UsageError): UsageError {
  const code = error.cause instanceof Error && 'code' in error.cause ? error.cause.code : undefined;
  const unknown = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL';
  const word = /'([^']*)'/.exec(error.message)?.[1];
  const what = unknown && word !== undefined ? `Unknown bench argument '${word}'` : error.message;
  return new UsageError(`${what}. Use ${FLAGS}.`, { cause: error });
}

/** The bench's flags; a mistake is a UsageError naming the flag (an unknown one lists the flags it takes). */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  let values;
  try {
    ({ values } = parse({ args: [...argv], options: OPTIONS }));
  } catch (error) {
    if (error instanceof UsageError) throw benchMistake(error);
    throw error;
  }
  if (values.help) throw new HelpRequest();
  return {
    only: sections(values.only),
    buildRuns: count('build-runs', values['build-runs'], 3),
    lighthouseRuns: count('lighthouse-runs', values['lighthouse-runs'], 3),
    buildTimeoutS: count('build-timeout', values['build-timeout'], 240),
    port: count('port', values.port, 4531),
    fleetShard: fleetShard(values['fleet-shard']),
  };
}
