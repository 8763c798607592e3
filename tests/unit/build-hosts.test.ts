import { describe, expect, it } from 'vitest';
import {
  BuildHostsError,
  notSandboxLine,
  planBuildHosts,
  readyBuildHosts,
  unreachableLine,
  unreachableReason,
} from '../../scripts/build-hosts.ts';
import { sandboxHosts } from '../../src/hosts.ts';

const LIVE = {
  PUBLIC_COMMERCE_URL: 'https://api.example.com/commerce',
  PUBLIC_THEME_URL: 'https://themes.example.com',
  PUBLIC_CACHE_URL: 'https://cache.example.com',
  PUBLIC_FLAGS_URL: 'https://flags.example.com',
};

/** What fetch throws when nothing answers: a TypeError whose cause carries the system error code. */
function networkError(code: string): TypeError {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(`connect ${code}`), { code }) });
}

/** A fetch that answers by URL prefix (a Response, or an error to throw) and records every call. */
function fakeFetch(routes: Record<string, Response | Error>) {
  const calls: { url: string; method: string }[] = [];
  const fetch = (url: string, init?: RequestInit): Promise<Response> => {
    calls.push({ url, method: init?.method ?? 'GET' });
    const hit = Object.entries(routes).find(([prefix]) => url.startsWith(prefix))?.[1];
    if (hit instanceof Error) return Promise.reject(hit);
    return Promise.resolve(hit ?? new Response('not found', { status: 404 }));
  };
  return { fetch, calls };
}

const sandboxClock = () => Response.json({ now: '2026-01-01T00:00:00.000Z', epochMs: 1767225600000 });

describe('which hosts need the sandbox', () => {
  it('counts a host as the sandbox’s while its variable is unset or empty', () => {
    expect(sandboxHosts({}, ['commerce', 'theme'])).toEqual(['commerce', 'theme']);
    expect(
      sandboxHosts({ PUBLIC_COMMERCE_URL: '', PUBLIC_THEME_URL: 'https://t.example' }, ['commerce', 'theme']),
    ).toEqual(['commerce']);
    expect(sandboxHosts({})).toHaveLength(12);
  });

  it('needs the sandbox on SANDBOX_PORT while any host the build pulls from is unset', () => {
    expect(planBuildHosts({})).toEqual({
      live: [],
      sandbox: { origin: 'http://localhost:4322', external: false, port: 4322 },
    });
    const commerceOnly = planBuildHosts({ PUBLIC_COMMERCE_URL: 'https://api.example.com/', SANDBOX_PORT: '4650' });
    expect(commerceOnly.live).toEqual([{ name: 'commerce', url: 'https://api.example.com' }]);
    expect(commerceOnly.sandbox).toEqual({ origin: 'http://localhost:4650', external: false, port: 4650 });
  });

  it('needs no sandbox once commerce, theme, cache and flags are all set, whatever the browser-only hosts say', () => {
    const plan = planBuildHosts(LIVE);
    expect(plan.sandbox).toBeUndefined();
    expect(plan.live.map((h) => h.name).sort()).toEqual(['cache', 'commerce', 'flags', 'theme']);
  });

  it('takes SANDBOX_URL as a sandbox run elsewhere', () => {
    expect(planBuildHosts({ SANDBOX_URL: 'http://sandbox.example:9000/' }).sandbox).toEqual({
      origin: 'http://sandbox.example:9000',
      external: true,
      port: 4322,
    });
  });
});

describe('the one line a build stops with', () => {
  it('says in a few words why a probe got no answer', () => {
    expect(unreachableReason(networkError('ECONNREFUSED'))).toBe('connection refused');
    expect(unreachableReason(networkError('ENOTFOUND'))).toBe('host name not found');
    expect(unreachableReason(new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 4000)).toBe(
      'no answer within 4 s',
    );
    expect(unreachableReason(networkError('EWHATEVER'))).toBe('EWHATEVER');
  });

  it('names the host, its URL and the variable to set or unset, on one line', () => {
    const line = unreachableLine([{ host: 'commerce', url: 'http://127.0.0.1:4601', reason: 'connection refused' }]);
    expect(line).not.toContain('\n');
    expect(line).toContain('http://127.0.0.1:4601');
    expect(line).toContain('connection refused');
    expect(line).toMatch(/set PUBLIC_COMMERCE_URL .*unset it .*sandbox/);
  });

  it('names the others that failed too, still on one line', () => {
    const line = unreachableLine([
      { host: 'theme', url: 'https://themes.example.com', reason: 'host name not found' },
      { host: 'flags', url: 'https://flags.example.com', reason: 'host name not found' },
      { sandbox: 'http://sandbox.example:9000', reason: 'connection refused' },
    ]);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/https:\/\/themes\.example\.com.*PUBLIC_THEME_URL/);
    expect(line).toMatch(/PUBLIC_FLAGS_URL, SANDBOX_URL/);
  });

  it('tells a sandbox run elsewhere from one the build would start', () => {
    expect(unreachableLine([{ sandbox: 'http://sandbox.example:9000', reason: 'connection refused' }])).toMatch(
      /http:\/\/sandbox\.example:9000 .*unset SANDBOX_URL/,
    );
    expect(notSandboxLine('http://localhost:4322', false, 404)).toMatch(/localhost:4322 .*SANDBOX_PORT/);
    expect(notSandboxLine('http://sandbox.example', true, 200)).toMatch(/SANDBOX_URL/);
  });
});

describe('getting the hosts ready', () => {
  it('probes each configured host once and stops at a refused one, before any sandbox', async () => {
    const { fetch, calls } = fakeFetch({
      'https://api.example.com': networkError('ECONNREFUSED'),
      'http://localhost:4322': sandboxClock(),
    });
    const ready = readyBuildHosts({ PUBLIC_COMMERCE_URL: 'https://api.example.com/commerce' }, fetch);
    await expect(ready).rejects.toThrow(BuildHostsError);
    await expect(ready).rejects.toThrow(/^Cannot reach the commerce host at https:\/\/api\.example\.com\/commerce/);
    expect(calls.filter((c) => c.url.startsWith('https://api.example.com'))).toEqual([
      { url: 'https://api.example.com/commerce', method: 'HEAD' },
    ]);
  });

  it('takes any HTTP answer as reachable and needs no sandbox with every build host set', async () => {
    const { fetch, calls } = fakeFetch({ 'https://': new Response(null, { status: 404 }) });
    const ready = await readyBuildHosts(LIVE, fetch);
    expect(ready.sandbox).toBeUndefined();
    expect(calls).toHaveLength(4);
  });

  it('uses the sandbox already answering on SANDBOX_PORT and leaves it running', async () => {
    const { fetch } = fakeFetch({ 'http://localhost:4650/_sandbox/clock': sandboxClock() });
    const ready = await readyBuildHosts({ SANDBOX_PORT: '4650' }, fetch);
    expect(ready.sandbox).toEqual({ url: 'http://localhost:4650', started: false });
  });

  it('refuses a SANDBOX_PORT where something else answers', async () => {
    const { fetch } = fakeFetch({ 'http://localhost:4650': new Response('hello', { status: 200 }) });
    await expect(readyBuildHosts({ SANDBOX_PORT: '4650' }, fetch)).rejects.toThrow(/localhost:4650 .*SANDBOX_PORT/);
  });

  it('stops when SANDBOX_URL names a sandbox that does not answer', async () => {
    const { fetch } = fakeFetch({ 'http://sandbox.example': networkError('ENOTFOUND') });
    await expect(readyBuildHosts({ SANDBOX_URL: 'http://sandbox.example' }, fetch)).rejects.toThrow(
      /sandbox at http:\/\/sandbox\.example \(host name not found\).*SANDBOX_URL/,
    );
  });
});
