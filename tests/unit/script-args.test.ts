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
