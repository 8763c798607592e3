import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFingerprint } from '../../scripts/build-fingerprint.ts';

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'fp-'));
  mkdirSync(join(root, 'src', 'pages'), { recursive: true });
  writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<h1>hi</h1>');
  writeFileSync(join(root, 'astro.config.mjs'), 'export default {}');
  return root;
}

describe('build fingerprint', () => {
  it('is stable for the same code and settings', () => {
    const root = project();
    expect(buildFingerprint(root, { PUBLIC_X: 'a' })).toBe(buildFingerprint(root, { PUBLIC_X: 'a', HOME: '/x' }));
  });

  it('changes when source code changes, so a code change is never served stale', () => {
    const root = project();
    const before = buildFingerprint(root, {});
    writeFileSync(join(root, 'src', 'pages', 'index.astro'), '<h1>hello</h1>');
    expect(buildFingerprint(root, {})).not.toBe(before);
    writeFileSync(join(root, 'src', 'pages', 'new.astro'), '');
    expect(buildFingerprint(root, {})).not.toBe(before);
  });

  it('changes with public settings such as a payment key', () => {
    const root = project();
    expect(buildFingerprint(root, {})).not.toBe(buildFingerprint(root, { PUBLIC_STRIPE_KEY: 'pk_test' }));
  });
});
