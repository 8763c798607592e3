/**
 * The build driver end to end against the sandbox (issue 3 §1): one store's broken data fails that store
 * alone, with a message naming the store, the call and the field; the other stores still build; the exit
 * code says that something failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();
const buildDir = mkdtempSync(join(tmpdir(), 'build-alone-'));

afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
});

function runBuild(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.ts', '--force'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, output });
    });
  });
}

describe('npm run build', () => {
  it('fails the store with broken data alone, naming the store, the call and the field', async () => {
    await sb.fault({
      host: 'commerce',
      path: '/v1/stores/collections',
      query: { slug: 'minimal' },
      mode: 'errors',
      status: 422,
      count: 10,
      errors: [{ code: 'invalid_field', detail: 'collections.0.name: Expected string', source: { pointer: '/0' } }],
    });
    const { code, output } = await runBuild({ BUILD_DIR: buildDir, SANDBOX_URL: sb.sandbox.url });
    expect(code).toBe(1);
    expect(output).toMatch(/minimal: GET \/v1\/stores\/collections: collections\.0\.name: Expected string/);
    expect(existsSync(join(buildDir, 'dist', 'demo', 'index.html'))).toBe(true);
    expect(existsSync(join(buildDir, 'dist', 'demo', 'listing'))).toBe(true);
    expect(existsSync(join(buildDir, 'dist', 'minimal', 'index.html'))).toBe(false);
  }, 240_000);
});
