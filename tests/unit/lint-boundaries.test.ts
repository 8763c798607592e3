/**
 * The layout's boundary rules fail where they should: each fixture in tests/lint-fixtures/ breaks one rule
 * on purpose, and ESLint (the project's own eslint.config.js, through its Node API) must report it there.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = resolve(ROOT, 'tests/lint-fixtures');
const CHECKED = new Set([
  'boundaries/feature-index',
  'boundaries/pure-domain',
  'boundaries/no-cycle',
  'no-restricted-globals',
  'no-restricted-imports',
  'no-restricted-syntax',
]);

// The fixtures are ignored by `eslint .`; here they are linted on purpose, without type information (only the
// boundary rules run, and none of them needs the TypeScript program).
const eslint = new ESLint({
  cwd: ROOT,
  ignore: false,
  ruleFilter: ({ ruleId }) => CHECKED.has(ruleId),
  overrideConfig: {
    files: ['tests/lint-fixtures/**'],
    languageOptions: { parserOptions: { projectService: false, project: false } },
  },
});

async function rulesReported(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([resolve(FIXTURES, file)]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('boundary lint rules', { timeout: 60_000 }, () => {
  it('a feature imports another feature only through its index', async () => {
    expect(await rulesReported('src/features/beta/reaches-in.ts')).toEqual(['boundaries/feature-index']);
  });

  it('src/ui imports no feature, not even its index', async () => {
    expect(await rulesReported('src/ui/knows-a-feature.ts')).toEqual(['boundaries/feature-index']);
  });

  it('a domain module imports no store, nanostores or browser global', async () => {
    expect((await rulesReported('src/features/alpha/domain/impure.ts')).sort()).toEqual([
      'boundaries/pure-domain',
      'boundaries/pure-domain',
      'no-restricted-globals',
    ]);
  });

  it('an import cycle is reported on both sides, a type-only import counting', async () => {
    expect(await rulesReported('cycle/a.ts')).toEqual(['boundaries/no-cycle']);
    expect(await rulesReported('cycle/b.ts')).toEqual(['boundaries/no-cycle']);
  });

  it('a store module fires no effect: no cookie write, toast, modal, analytics event, data layer or listener', async () => {
    expect((await rulesReported('src/features/alpha/stores/fires-effects.ts')).sort()).toEqual([
      ...Array<string>(6).fill('no-restricted-imports'),
      'no-restricted-syntax',
    ]);
  });

  it('the sandbox imports nothing from src/', async () => {
    const text = readFileSync(resolve(FIXTURES, 'sandbox-imports-src.js'), 'utf8');
    const [result] = await eslint.lintText(text, { filePath: resolve(ROOT, 'scripts/sandbox/lint-fixture.js') });
    expect((result?.messages ?? []).map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
  });

  it('a fixture that keeps the rules reports nothing', async () => {
    expect(await rulesReported('src/features/alpha/index.ts')).toEqual([]);
    expect(await rulesReported('src/features/alpha/listeners/count-toast.ts')).toEqual([]);
    expect(await rulesReported('cycle/types-of-a.ts')).toEqual([]);
  });
});
