import { describe, expect, it } from 'vitest';
import {
  HelpRequest,
  readNoArgs,
  readPostbuildArgs,
  readPreviewServerArgs,
  readPreviewTokenArgs,
  readTestArgs,
  UsageError,
} from '../../scripts/args.ts';
import { mintOptionsOf } from '../../scripts/preview-token.ts';
import { parseBenchArgs } from '../../scripts/bench/args.ts';

describe('npm test arguments', () => {
  it('runs every stage by default and passes what follows -- to the runners', () => {
    expect(readTestArgs([])).toEqual({ stages: ['lint', 'typecheck', 'unit', 'contract', 'e2e'], extra: [] });
    expect(readTestArgs(['--only', 'e2e', '--', '--grep', 'checkout', 'stray'])).toEqual({
      stages: ['e2e'],
      extra: ['--grep', 'checkout', 'stray'],
    });
  });

  it('takes --only and --skip repeated, comma-separated or with =', () => {
    expect(readTestArgs(['--only', 'lint,unit', '--only=e2e', '--skip', 'unit']).stages).toEqual(['lint', 'e2e']);
    expect(readTestArgs(['--skip=lint', '--skip', 'typecheck,e2e']).stages).toEqual(['unit', 'contract']);
  });

  it('refuses an unknown stage or flag, a stray word, a flag without its stage and an empty plan', () => {
    expect(() => readTestArgs(['--only', 'nope'])).toThrow(new UsageError("Unknown stage 'nope'"));
    expect(() => readTestArgs(['stray'])).toThrow(new UsageError("Unknown argument 'stray'"));
    expect(() => readTestArgs(['--bogus'])).toThrow(UsageError);
    expect(() => readTestArgs(['--only'])).toThrow(UsageError);
    expect(() => readTestArgs(['--only='])).toThrow(new UsageError('--only needs a stage name'));
    expect(() => readTestArgs(['--skip', 'lint,typecheck,unit,contract,e2e'])).toThrow(
      new UsageError('No stage left to run'),
    );
  });

  it('answers --help with its usage as a mistake (exit 2), as it always has', () => {
    expect(() => readTestArgs(['--help'])).toThrow(new UsageError('Runs the whole test pipeline.'));
    expect(() => readTestArgs(['-h'])).toThrow(UsageError);
  });
});

describe('preview server arguments', () => {
  it('builds and starts the sandbox unless told not to', () => {
    expect(readPreviewServerArgs([])).toEqual({ build: true, sandbox: true });
    expect(readPreviewServerArgs(['--no-build'])).toEqual({ build: false, sandbox: true });
    expect(readPreviewServerArgs(['--no-sandbox', '--no-build'])).toEqual({ build: false, sandbox: false });
  });

  it('refuses what it does not know and answers --help', () => {
    expect(() => readPreviewServerArgs(['--no-bild'])).toThrow(UsageError);
    expect(() => readPreviewServerArgs(['now'])).toThrow(UsageError);
    expect(() => readPreviewServerArgs(['--help'])).toThrow(HelpRequest);
  });
});

describe('preview token arguments', () => {
  it('needs --store; --ttl and --base-url are optional', () => {
    expect(readPreviewTokenArgs(['--store', 'demo'])).toEqual({ store: 'demo' });
    expect(readPreviewTokenArgs(['--store=demo', '--ttl', '2h', '--base-url', 'http://demo.localhost:4403'])).toEqual({
      store: 'demo',
      ttl: '2h',
      baseUrl: 'http://demo.localhost:4403',
    });
    expect(() => readPreviewTokenArgs([])).toThrow(new UsageError('--store <slug> is required'));
    expect(() => readPreviewTokenArgs(['--store'])).toThrow(UsageError);
    expect(() => readPreviewTokenArgs(['--store', 'demo', '--nope', 'x'])).toThrow(UsageError);
  });

  it('reads --ttl as seconds', () => {
    expect(mintOptionsOf(['--store', 'demo', '--ttl', '2h'])).toEqual({ store: 'demo', ttlS: 7200 });
    expect(() => mintOptionsOf(['--store', 'demo', '--ttl', 'soon'])).toThrow(/--ttl/);
  });
});

describe('postbuild arguments', () => {
  it('takes --store, else STORE, lower-cased', () => {
    expect(readPostbuildArgs(['--store', 'Demo'], {})).toEqual({ store: 'demo' });
    expect(readPostbuildArgs([], { STORE: 'minimal' })).toEqual({ store: 'minimal' });
    expect(readPostbuildArgs(['--store', 'demo'], { STORE: 'minimal' })).toEqual({ store: 'demo' });
    expect(() => readPostbuildArgs([], {})).toThrow(UsageError);
    expect(() => readPostbuildArgs(['--store', 'demo', '--all'], {})).toThrow(UsageError);
  });
});

describe('scripts set by environment variables alone', () => {
  it('take --help and nothing else', () => {
    expect(() => {
      readNoArgs([]);
    }).not.toThrow();
    expect(() => readNoArgs(['--help'])).toThrow(HelpRequest);
    expect(() => readNoArgs(['-h'])).toThrow(HelpRequest);
    expect(() => readNoArgs(['--port', '5000'])).toThrow(UsageError);
    expect(() => readNoArgs(['5000'])).toThrow(UsageError);
  });
});

describe('npm run bench arguments', () => {
  const FLAGS = 'Use --only, --build-runs, --build-timeout, --lighthouse-runs, --port, --fleet-shard.';

  it('measures every section three times by default; flags take their value after a space or =', () => {
    const args = parseBenchArgs([]);
    expect([...args.only]).toEqual(['build', 'html', 'js', 'lighthouse', 'checkout', 'search', 'preview']);
    expect(args).toMatchObject({ buildRuns: 3, lighthouseRuns: 3, buildTimeoutS: 240, port: 4531 });
    expect(args.fleetShard).toEqual({ index: 1, count: 50 });
    const some = parseBenchArgs([
      '--only',
      'html,js',
      '--lighthouse-runs=1',
      '--build-timeout',
      '90',
      '--fleet-shard',
      '2/5',
    ]);
    expect([...some.only]).toEqual(['html', 'js']);
    expect(some).toMatchObject({
      lighthouseRuns: 1,
      buildRuns: 3,
      buildTimeoutS: 90,
      fleetShard: { index: 2, count: 5 },
    });
  });

  it('refuses an unknown section, a count below 1, a shard outside 1..n, an unknown flag and a stray word', () => {
    expect(() => parseBenchArgs(['--only', 'speed'])).toThrow(
      new UsageError("--only takes a list of build,html,js,lighthouse,checkout,search,preview, not 'speed'"),
    );
    expect(() => parseBenchArgs(['--build-runs', '0'])).toThrow(
      new UsageError("--build-runs takes a whole number ≥ 1, not '0'"),
    );
    expect(() => parseBenchArgs(['--port', 'x'])).toThrow(new UsageError("--port takes a whole number ≥ 1, not 'x'"));
    expect(() => parseBenchArgs(['--fleet-shard', '3/2'])).toThrow(
      new UsageError("--fleet-shard takes i/n, not '3/2'"),
    );
    expect(() => parseBenchArgs(['--fast'])).toThrow(new UsageError(`Unknown bench argument '--fast'. ${FLAGS}`));
    expect(() => parseBenchArgs(['html'])).toThrow(new UsageError(`Unknown bench argument 'html'. ${FLAGS}`));
    expect(() => parseBenchArgs(['--only'])).toThrow(UsageError);
  });

  it('answers --help', () => {
    expect(() => parseBenchArgs(['--help'])).toThrow(HelpRequest);
  });
});
