/**
 * The command lines of the project's scripts, read with node:util parseArgs (strict: an unknown flag, a
 * stray word or a flag without its value is a mistake, never ignored). Each reader returns what its script
 * needs, or throws UsageError (the script prints it with its usage and exits 2) or HelpRequest (--help: the
 * usage on stdout, exit 0). The build's own flags are in build-args.ts and the bench's in bench/.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in a command line; its message says which. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** `--help`: not a mistake. */
export class HelpRequest extends Error {
  override readonly name = 'HelpRequest';
  constructor() {
    super('help');
  }
}

/** Every script's --help (-h). */
export const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** parseArgs over `args`, strict, its complaints as UsageError. */
export function parse<const T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS_')) {
      throw new UsageError(error.message, { cause: error });
    }
    throw error;
  }
}

export const TEST_STAGES = ['lint', 'typecheck', 'unit', 'contract', 'e2e'] as const;
export type TestStage = (typeof TEST_STAGES)[number];

/** The usage of a script, printed with its mistakes and for --help. */
export const USAGE = {
  test: [
    'Usage: node scripts/test.ts [--only <stage>] [--skip <stage>] [-- <runner args>]',
    `Stages: ${TEST_STAGES.join(', ')}`,
  ].join('\n'),
  previewServer: [
    'Usage: npm run preview-server [-- --no-build] [--no-sandbox]',
    '  --no-build    run the last on-demand build as it is (built anyway when there is none)',
    '  --no-sandbox  never start the embedded sandbox (some other process runs it on SANDBOX_PORT)',
    'PORT (4403), HOST (localhost), PREVIEW_SECRET, SANDBOX_PORT, SANDBOX_DB, BUILD_DIR',
  ].join('\n'),
  previewToken: 'Usage: npm run preview-token -- --store <slug> [--ttl 1h] [--base-url <url>]',
  postbuild: 'Usage: node scripts/postbuild.ts --store <slug>',
  serve: ['Usage: npm run serve', 'Serves the build of STORE (demo) on PORT (4321), as a CDN would; BUILD_DIR'].join(
    '\n',
  ),
  start: [
    'Usage: npm start',
    'The sandbox, a build of every store and a static server of one: PORT (4321), SANDBOX_PORT (4322), STORE',
  ].join('\n'),
  sandbox: [
    'Usage: npm run sandbox',
    'The sandbox of every commerce host: SANDBOX_PORT (4322), SANDBOX_HOST (127.0.0.1), SANDBOX_DB (.sandbox/sandbox.db)',
  ].join('\n'),
  browser: 'Usage: node scripts/browser.ts (prints the Chromium the end-to-end tests use)',
} as const;

/** A script that takes no arguments but --help (its settings are environment variables). */
export function readNoArgs(argv: readonly string[]): void {
  const { values } = parse({ args: argv, options: HELP });
  if (values.help) throw new HelpRequest();
}

function testStages(values: readonly string[], flag: string): TestStage[] {
  return values.flatMap((value) => {
    if (!value) throw new UsageError(`${flag} needs a stage name`);
    return value.split(',').map((name) => {
      const stage = TEST_STAGES.find((s) => s === name.trim());
      if (!stage) throw new UsageError(`Unknown stage '${name}'`);
      return stage;
    });
  });
}

/**
 * `npm test`'s stages (--only and --skip, each repeatable and comma-separated) and what follows `--`, for
 * vitest and Playwright. Its --help is a UsageError, as it always was (exit 2).
 */
export function readTestArgs(argv: readonly string[]): { stages: TestStage[]; extra: string[] } {
  const options = {
    only: { type: 'string', multiple: true },
    skip: { type: 'string', multiple: true },
    ...HELP,
  } as const;
  // Positionals are allowed so that what follows `--` is kept; one before it is refused below.
  const { values, tokens } = parse({ args: argv, options, allowPositionals: true, tokens: true });
  if (values.help) throw new UsageError('Runs the whole test pipeline.');
  const dash = tokens.find((token) => token.kind === 'option-terminator')?.index ?? argv.length;
  const stray = tokens.find((token) => token.kind === 'positional' && token.index < dash);
  if (stray?.kind === 'positional') throw new UsageError(`Unknown argument '${stray.value}'`);
  const only = testStages(values.only ?? [], '--only');
  const skip = testStages(values.skip ?? [], '--skip');
  const stages = TEST_STAGES.filter((s) => (only.length === 0 || only.includes(s)) && !skip.includes(s));
  if (stages.length === 0) throw new UsageError('No stage left to run');
  return { stages, extra: argv.slice(dash + 1) };
}

/** The preview server's `--no-build` and `--no-sandbox`. */
export function readPreviewServerArgs(argv: readonly string[]): { build: boolean; sandbox: boolean } {
  const options = {
    build: { type: 'boolean', default: true },
    sandbox: { type: 'boolean', default: true },
    ...HELP,
  } as const;
  // allowNegative: --no-build and --no-sandbox set them false.
  const { values } = parse({ args: argv, options, allowNegative: true });
  if (values.help) throw new HelpRequest();
  return { build: values.build, sandbox: values.sandbox };
}

/** `--store <slug>` (required), `--ttl <duration>`, `--base-url <url>` of `npm run preview-token`. */
export function readPreviewTokenArgs(argv: readonly string[]): { store: string; ttl?: string; baseUrl?: string } {
  const { values } = parse({
    args: argv,
    options: {
      store: { type: 'string' },
      ttl: { type: 'string' },
      'base-url': { type: 'string' },
      ...HELP,
    },
  });
  if (values.help) throw new HelpRequest();
  if (!values.store) throw new UsageError('--store <slug> is required');
  return {
    store: values.store,
    ...(values.ttl !== undefined && { ttl: values.ttl }),
    ...(values['base-url'] !== undefined && { baseUrl: values['base-url'] }),
  };
}

/** The store postbuild writes the hosting files of: `--store <slug>`, else STORE. */
export function readPostbuildArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { store: string } {
  const { values } = parse({
    args: argv,
    options: { store: { type: 'string' }, ...HELP },
  });
  if (values.help) throw new HelpRequest();
  const store = (values.store ?? env['STORE'])?.toLowerCase();
  if (!store) throw new UsageError('No store: give --store <slug> or set STORE');
  return { store };
}

/**
 * Reads a script's command line with `read`: --help prints `usage` and exits 0; a mistake prints itself and
 * `usage` on stderr and exits with `mistakeExitCode` (2 unless the script always used another).
 */
export function commandLine<T>(
  usage: string,
  read: (argv: readonly string[]) => T,
  { argv = process.argv.slice(2), mistakeExitCode = 2 }: { argv?: readonly string[]; mistakeExitCode?: number } = {},
): T {
  try {
    return read(argv);
  } catch (error) {
    if (error instanceof HelpRequest) {
      console.log(usage);
      process.exit(0);
    }
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      process.exit(mistakeExitCode);
    }
    throw error;
  }
}
