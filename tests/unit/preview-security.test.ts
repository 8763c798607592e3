/**
 * The preview server's security headers and request guard, as units (the raw-socket journey is
 * tests/e2e-preview/server-safety.spec.ts): the same headers as the static hosting files, HSTS only over
 * HTTPS from a trusted proxy or TLS, an HTML answer's inline scripts allowed by hash, and the guard spliced
 * into the installed @astrojs/node standalone server.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewSecurityHeaders, servedOverHttps, trustedProxy } from '../../src/features/preview/domain/security.ts';
import { spliceGuard } from '../../src/integrations/preview/vite-guard.ts';
import { resolveHosts } from '../../src/hosts.ts';

const hosts = resolveHosts({ SANDBOX_PORT: '4999' });
const names = (headers: [string, string][]) => headers.map(([n]) => n.toLowerCase());
const value = (headers: [string, string][], name: string) => headers.find(([n]) => n.toLowerCase() === name)?.[1];

describe('preview security headers', () => {
  it('are the static hosting headers, with frame-ancestors and without HSTS over plain HTTP', () => {
    const headers = previewSecurityHeaders({ https: false, hosts }, {});
    expect(names(headers)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
      ]),
    );
    expect(value(headers, 'content-security-policy')).toContain("frame-ancestors 'none'");
    expect(value(headers, 'x-frame-options')).toBe('DENY');
    expect(value(headers, 'x-content-type-options')).toBe('nosniff');
    expect(names(headers)).not.toContain('strict-transport-security');
    expect(value(previewSecurityHeaders({ https: true, hosts }, {}), 'strict-transport-security')).toMatch(
      /^max-age=\d+/,
    );
  });

  it("allow exactly an HTML answer's inline scripts by hash", () => {
    const script = 'console.log("hi")';
    const html = `<html><head><script>${script}</script><script type="application/ld+json">{}</script></head></html>`;
    const csp = value(previewSecurityHeaders({ https: false, hosts, html }, {}), 'content-security-policy') ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).not.toContain(`'sha256-${createHash('sha256').update('{}').digest('base64')}'`);
    expect(csp).not.toContain("unsafe-inline'; script");
  });
});

describe('HTTPS detection', () => {
  it('believes X-Forwarded-Proto only from a loopback or listed proxy', () => {
    expect(servedOverHttps({ encrypted: true, forwardedProto: undefined, peer: '203.0.113.9' }, {})).toBe(true);
    expect(servedOverHttps({ encrypted: false, forwardedProto: 'https', peer: '127.0.0.1' }, {})).toBe(true);
    expect(servedOverHttps({ encrypted: false, forwardedProto: 'https', peer: '::ffff:127.0.0.1' }, {})).toBe(true);
    expect(servedOverHttps({ encrypted: false, forwardedProto: 'https', peer: '203.0.113.9' }, {})).toBe(false);
    expect(
      servedOverHttps(
        { encrypted: false, forwardedProto: 'https', peer: '203.0.113.9' },
        { TRUSTED_PROXIES: '10.0.0.1, 203.0.113.9' },
      ),
    ).toBe(true);
    expect(servedOverHttps({ encrypted: false, forwardedProto: 'http', peer: '127.0.0.1' }, {})).toBe(false);
    expect(trustedProxy(undefined, {})).toBe(false);
  });
});

describe('the request guard in the built preview server', () => {
  const require = createRequire(import.meta.url);
  const standalone = readFileSync(join(dirname(require.resolve('@astrojs/node')), 'standalone.js'), 'utf8');

  it('is spliced around the installed adapter’s handler and server', () => {
    const spliced = spliceGuard(standalone, '/guard.ts') ?? '';
    expect(spliced).toContain('__sfGuardHandler(createStandaloneHandler(');
    expect(spliced).toContain('__sfGuardServer(httpServer)');
  });

  it('refuses to build when the adapter no longer has the lines it splices', () => {
    expect(spliceGuard(standalone.replace('enableDestroy(httpServer);', ''), '/guard.ts')).toBeUndefined();
  });
});
