import { describe, expect, it } from 'vitest';
import {
  MAX_TOKEN_CHARS,
  openPreviewToken,
  parseTtl,
  sealPreviewToken,
} from '../../../src/features/preview/domain/token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const NOW = 1_800_000_000;

function flip(token: string, at: number): string {
  const raw = Buffer.from(token, 'base64url');
  raw[at] = (raw[at] ?? 0) ^ 0x01;
  return raw.toString('base64url');
}

describe('preview tokens', () => {
  const token = sealPreviewToken(SECRET, 'demo', NOW + 600);

  it('opens a fresh token of its own store', () => {
    expect(openPreviewToken(SECRET, token, 'demo', NOW)).toEqual({
      ok: true,
      claims: { store: 'demo', exp: NOW + 600, preview: true },
    });
    expect(openPreviewToken(SECRET, token, 'DEMO', NOW).ok).toBe(true);
  });

  it('uses a fresh IV for every token', () => {
    const again = sealPreviewToken(SECRET, 'demo', NOW + 600);
    expect(again).not.toBe(token);
    expect(Buffer.from(again, 'base64url').subarray(1, 13)).not.toEqual(
      Buffer.from(token, 'base64url').subarray(1, 13),
    );
  });

  it('keeps the claims unreadable', () => {
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('demo');
  });

  it('refuses a tampered IV, ciphertext, tag or version', () => {
    const size = Buffer.from(token, 'base64url').length;
    for (const at of [1, 14, size - 1]) {
      expect(openPreviewToken(SECRET, flip(token, at), 'demo', NOW)).toEqual({ ok: false, reason: 'tampered' });
    }
    expect(openPreviewToken(SECRET, flip(token, 0), 'demo', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a token sealed with another key', () => {
    const other = sealPreviewToken('another-secret-that-is-long-enough-987654', 'demo', NOW + 600);
    expect(openPreviewToken(SECRET, other, 'demo', NOW)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses an expired token, and the same token replayed after its expiry', () => {
    expect(openPreviewToken(SECRET, token, 'demo', NOW + 599).ok).toBe(true);
    expect(openPreviewToken(SECRET, token, 'demo', NOW + 600)).toEqual({ ok: false, reason: 'expired' });
    expect(openPreviewToken(SECRET, token, 'demo', NOW + 86_400)).toEqual({ ok: false, reason: 'expired' });
  });

  it("refuses another store's token", () => {
    expect(openPreviewToken(SECRET, token, 'minimal', NOW)).toEqual({ ok: false, reason: 'wrong-store' });
    expect(openPreviewToken(SECRET, token, 'gated', NOW)).toEqual({ ok: false, reason: 'wrong-store' });
  });

  it('refuses truncated, empty, oversized and garbage tokens', () => {
    for (const bad of [
      token.slice(0, -1),
      token.slice(0, 20),
      '',
      'garbage',
      'not base64!',
      '%00',
      'A'.repeat(MAX_TOKEN_CHARS + 1),
      Buffer.from('{"store":"demo"}').toString('base64url'),
    ]) {
      const result = openPreviewToken(SECRET, bad, 'demo', NOW);
      expect(result.ok, bad.slice(0, 30)).toBe(false);
    }
  });

  it('refuses to seal a token without a store', () => {
    expect(() => sealPreviewToken(SECRET, '', NOW)).toThrow();
  });
});

describe('--ttl', () => {
  it('reads seconds and s, m, h, d units', () => {
    expect(parseTtl('90')).toBe(90);
    expect(parseTtl('30m')).toBe(1800);
    expect(parseTtl('2h')).toBe(7200);
    expect(parseTtl('1d')).toBe(86_400);
  });
  it('refuses zero, negative, unknown units and more than a week', () => {
    for (const bad of ['0', '-5', '5w', '8d', 'soon', '']) expect(() => parseTtl(bad), bad).toThrow(/--ttl/);
  });
});
