import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHeaderRules, buildRedirectRules } from '../../src/features/hosting/domain/hosting-rules.ts';
import { formatHeaders, formatRedirects, parseRedirects } from '../../src/features/hosting/domain/rules.ts';
import { serveStatic } from '../../scripts/serve.ts';

const APP_JS = `export const app = ${JSON.stringify('x'.repeat(2000))};\n`;
const CSP = "default-src 'self'; frame-ancestors 'none'";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let server: Server;
let port = 0;

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(async () => {
  const outer = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const root = join(outer, 'dist');
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>404! Page not found</h1>',
    'checkout/shell/index.html': '<h1>checkout shell</h1>',
    'checkout/express/index.html': '<h1>express</h1>',
    'terms-of-use/index.html': '<h1>terms</h1>',
    '_astro/app.js': APP_JS,
    'listing/tee.md': '# Tee\n',
    'llms.txt': '# Shop\n',
  };
  const input = {
    csp: CSP,
    https: false,
    staticPagesUnderShells: ['/checkout/express/', '/checkout/shell/'],
    featureRedirects: parseRedirects('/old/:id /new/:id 302\n'),
    stripe: false,
  };
  files['_redirects'] = formatRedirects(buildRedirectRules(input), ['test']);
  files['_headers'] = formatHeaders(buildHeaderRules(input), ['test']);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  writeFileSync(join(outer, 'secret.txt'), 'SECRET');
  server = await serveStatic(root, 0);
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
});

describe('serveStatic', () => {
  it('serves pages with the headers of _headers', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('<h1>home</h1>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('caches fingerprinted assets for a year', async () => {
    const res = await get('/_astro/app.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it("serves llms.txt as text and a listing's markdown alternate as text/markdown, both UTF-8", async () => {
    expect((await get('/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    const md = await get('/listing/tee.md');
    expect(md.status).toBe(200);
    expect(md.body.toString()).toBe('# Tee\n');
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rewrites dynamic checkout paths to the shell and keeps static pages under them', async () => {
    const shell = await get('/checkout/ck_123?id=abc');
    expect(shell.status).toBe(200);
    expect(shell.body.toString()).toBe('<h1>checkout shell</h1>');
    expect(shell.headers['content-security-policy']).toBe(CSP);
    expect((await get('/checkout/express')).body.toString()).toBe('<h1>express</h1>');
    expect((await get('/checkout/express/')).body.toString()).toBe('<h1>express</h1>');
  });

  it('redirects aliases and placeholder rules, keeping the query', async () => {
    const terms = await get('/terms?ref=footer');
    expect(terms.status).toBe(301);
    expect(terms.headers.location).toBe('/terms-of-use?ref=footer');
    const old = await get('/old/42');
    expect(old.status).toBe(302);
    expect(old.headers.location).toBe('/new/42');
  });

  it('answers unknown paths with 404.html and status 404, never with a long cache', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('404! Page not found');
    const asset = await get('/_astro/missing.js');
    expect(asset.status).toBe(404);
    expect(asset.headers['cache-control']).not.toContain('immutable');
  });

  it('never serves its own rule files', async () => {
    for (const path of ['/_headers', '/_redirects', '/nginx.conf']) expect((await get(path)).status).toBe(404);
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await get('/_astro/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    const gz = await get('/_astro/app.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);
    expect(gz.headers.vary).toBe('Accept-Encoding');
    const plain = await get('/_astro/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('answers 304 to a matching ETag and headers only to HEAD', async () => {
    const first = await get('/_astro/app.js', { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    const again = await get('/_astro/app.js', { 'accept-encoding': 'gzip', 'if-none-match': `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/_astro/app.js', { 'if-none-match': '"other"' })).status).toBe(200);
    const head = await get('/_astro/app.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(APP_JS)));
    expect(head.body.length).toBe(0);
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/checkout/..%2f..%2fsecret.txt',
    '/%2e%2e%5csecret.txt',
  ])('blocks traversal: %s', async (path) => {
    const res = await get(path);
    expect([400, 404]).toContain(res.status);
    expect(res.body.toString()).not.toContain('SECRET');
  });
});
