import { describe, expect, it } from 'vitest';
import { resolveHosts } from '../../../src/hosts.ts';
import {
  embeddedSandboxBases,
  fetchInSession,
  isBelow,
  sandboxSessionOf,
} from '../../../src/features/preview/api/sandbox-session.ts';

describe('sandbox sessions through the on-demand server', () => {
  it('reads a well-formed session id only', () => {
    expect(sandboxSessionOf(new Headers({ 'x-sandbox-session': 'w0-abc_DEF' }))).toBe('w0-abc_DEF');
    expect(sandboxSessionOf(new Headers({ 'x-sandbox-session': 'no spaces' }))).toBeUndefined();
    expect(sandboxSessionOf(new Headers({ 'x-sandbox-session': 'x'.repeat(81) }))).toBeUndefined();
    expect(sandboxSessionOf(new Headers())).toBeUndefined();
  });

  it('knows which hosts are the embedded sandbox, and no live host', () => {
    const env = { SANDBOX_PORT: '4999', PUBLIC_COMMERCE_URL: 'https://api.example.com/commerce' };
    const bases = embeddedSandboxBases(resolveHosts(env), env);
    expect(bases).toContain('http://localhost:4999/theme');
    expect(bases).not.toContain('https://api.example.com/commerce');
    expect(bases.some((b) => b.includes('example.com'))).toBe(false);
    // Twelve hosts (the chat widget's script among them), one of them live.
    expect(bases).toContain('http://localhost:4999/chat/widget.js');
    expect(bases).toHaveLength(11);
  });

  it('matches whole path segments only', () => {
    const bases = ['http://localhost:4999/commerce'];
    expect(isBelow(bases, 'http://localhost:4999/commerce/v1/stores?slug=demo')).toBe(true);
    expect(isBelow(bases, 'http://localhost:4999/commerce?x=1')).toBe(true);
    expect(isBelow(bases, 'http://localhost:4999/commerce-evil/v1')).toBe(false);
    expect(isBelow(bases, 'https://api.example.com/commerce/v1')).toBe(false);
  });

  it('adds the header to sandbox calls and to nothing else', async () => {
    const seen: { url: string; session: string | null; other: string | null }[] = [];
    const fake = (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({ url, session: headers.get('x-sandbox-session'), other: headers.get('x-other') });
      return Promise.resolve(new Response('{}'));
    };
    const inSession = fetchInSession(fake, ['http://localhost:4999/flags'], 's1');
    await inSession('http://localhost:4999/flags/v1/flags', { headers: { 'x-other': 'kept' } });
    await inSession('https://flags.example.com/v1/flags');
    expect(seen).toEqual([
      { url: 'http://localhost:4999/flags/v1/flags', session: 's1', other: 'kept' },
      { url: 'https://flags.example.com/v1/flags', session: null, other: null },
    ]);
  });
});
