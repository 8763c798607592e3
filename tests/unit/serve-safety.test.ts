/**
 * The static server serves only the site (issue 14, "Servers answer safely"): no spelling of a path reaches
 * the hosting rule files, dotfiles or anything outside dist/<store>, checked with the hand-written spellings
 * of tests/fixtures/hostile/paths.json and 1,000 generated ones, all over raw sockets; and hostile request
 * lines, Host headers, methods and header sizes get a plain 4xx.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../scripts/serve.ts';
import { hostilePaths, hostileRequests, plainRefusal } from '../hostile.ts';
import { rawExchange, rawRequest } from '../raw-http.ts';

/** Each private file holds a marker no answer may contain. */
const MARKERS = {
  _headers: 'MARKER-HEADERS-FILE',
  _redirects: 'MARKER-REDIRECTS-FILE',
  'nginx.conf': 'MARKER-NGINX-FILE',
  '.env': 'MARKER-DOTENV-FILE',
  '.git/config': 'MARKER-GIT-FILE',
  'assets/.secret': 'MARKER-DOT-ASSET',
} as const;
const OUTSIDE = 'MARKER-OUTSIDE-ROOT';
const LEAKED = new RegExp([...Object.values(MARKERS), OUTSIDE].join('|'));

/** Filled with the server's host:port once it listens (the samples are listed before it starts). */
const HOST_SLOT = 'host-slot.invalid';

let server: Server;
let port = 0;
let host = '';

beforeAll(async () => {
  const outer = mkdtempSync(join(tmpdir(), 'serve-safety-'));
  writeFileSync(join(outer, 'secret.txt'), OUTSIDE);
  const root = join(outer, 'dist');
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>not found</h1>',
    'assets/app.css': 'body{}',
    '.well-known/security.txt': 'Contact: mailto:security@example.com',
    _headers: `# ${MARKERS._headers}\n/*\n  X-Content-Type-Options: nosniff\n`,
    _redirects: `# ${MARKERS._redirects}\n/go/* /:splat 302\n/back /%2f%2fevil.example 302\n`,
    'nginx.conf': `# ${MARKERS['nginx.conf']}\n`,
    '.env': MARKERS['.env'],
    '.git/config': MARKERS['.git/config'],
    'assets/.secret': MARKERS['assets/.secret'],
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  symlinkSync(join(outer, 'secret.txt'), join(root, 'link-out'));
  symlinkSync(join(root, '.env'), join(root, 'link-to-env'));
  server = await serveStatic(root, 0);
  port = (server.address() as AddressInfo).port;
  host = `localhost:${port}`;
});

afterAll(() => {
  server.close();
});

describe('the static server serves only the site', () => {
  it('still serves the site, its .well-known folder and a 404 page', async () => {
    expect((await rawRequest(port, '/')).body).toContain('<h1>home</h1>');
    expect((await rawRequest(port, '/assets/app.css')).status).toBe(200);
    expect((await rawRequest(port, '/.well-known/security.txt')).status).toBe(200);
    const missing = await rawRequest(port, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('not found');
  });

  it.each(hostilePaths())('never answers %j with a private file', async (path) => {
    const answer = await rawRequest(port, path);
    expect(answer.text).not.toMatch(LEAKED);
    expect(answer.status).not.toBe(200);
    expect(answer.status).toBeLessThan(500);
  });

  it('never answers any of 1,000 generated spellings with a private file', async () => {
    const encodeChar = fc
      .tuple(fc.constantFrom('plain', 'lower', 'upper', 'double', 'case'), fc.nat())
      .map(([how]) => (c: string) => {
        const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
        if (how === 'lower') return `%${hex.toLowerCase()}`;
        if (how === 'upper') return `%${hex.toUpperCase()}`;
        if (how === 'double') return `%25${hex}`;
        if (how === 'case') return c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
        return c;
      });
    const target = fc.constantFrom(
      '_headers',
      '_redirects',
      'nginx.conf',
      '.env',
      '.git/config',
      'assets/.secret',
      '../secret.txt',
      'link-out',
      'link-to-env',
    );
    const spelled = fc.tuple(target, fc.array(encodeChar, { minLength: 24, maxLength: 24 })).map(([name, encoders]) =>
      Array.from(name)
        .map((c, i) => (c === '/' ? '/' : (encoders[i] ?? ((x: string) => x))(c)))
        .join(''),
    );
    const prefix = fc.array(
      fc.constantFrom(
        '/',
        '//',
        '/./',
        '/.',
        '/a/../',
        '/%2e/',
        '/%2E%2E/',
        '/%2e%2e%2f',
        '\\',
        '/%5c',
        '/%5C',
        '/%2f',
        '/%2F',
        '/a/b/../../',
        '/..;/',
        '/assets/..%2f',
      ),
      { minLength: 1, maxLength: 3 },
    );
    const suffix = fc.constantFrom(
      '',
      '.',
      '..',
      '%20',
      '%2e',
      '/',
      '/.',
      '?x=1',
      '#frag',
      ';x',
      '::$DATA',
      '%00',
      '%2f',
      '\\',
    );
    const spelling = fc
      .tuple(prefix, spelled, suffix)
      .map(([p, name, s]) => `${p.join('')}${name}${s}`)
      .filter((s) => !/[\s]/.test(s));
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(spelling, async (path) => {
        const answer = await rawRequest(port, path.startsWith('/') ? path : `/${path}`);
        sent += 1;
        expect(answer.text, path).not.toMatch(LEAKED);
        expect(answer.status, path).not.toBe(200);
        expect(answer.status, path).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect(sent).toBeGreaterThanOrEqual(1000);
  }, 30_000);

  it('sends a placeholder redirect that would leave the site to / instead', async () => {
    const splat = await rawRequest(port, '/go//evil.example');
    expect(splat.status).toBe(302);
    expect(splat.headers.get('location')).toBe('/');
    const encoded = await rawRequest(port, '/back');
    expect(encoded.headers.get('location')).toBe('/');
    const local = await rawRequest(port, '/go/assets/app.css');
    expect(local.headers.get('location')).toBe('/assets/app.css');
  });
});

describe('the static server answers hostile requests plainly', () => {
  it.each(hostileRequests(HOST_SLOT).map((s) => [s.name, s] as const))('%s', async (_name, sample) => {
    const answer = await rawExchange(port, sample.request.replaceAll(HOST_SLOT, host));
    const { status, leaks } = plainRefusal(answer);
    expect(sample.status).toContain(status);
    expect(leaks).toBe(false);
  });
});
