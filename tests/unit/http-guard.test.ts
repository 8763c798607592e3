/**
 * The request guard every server shares (scripts/http-guard.ts), as a unit: which requests are refused and
 * with what. The servers' own raw-socket tests send tests/fixtures/hostile/requests.json.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestRefusal, validHost } from '../../scripts/http-guard.ts';

const METHODS = ['GET', 'HEAD'];
const req = (url: string, host: string | undefined, method = 'GET', headers: Record<string, string> = {}) => ({
  url,
  method,
  headers: { ...(host === undefined ? {} : { host }), ...headers },
});

describe('validHost', () => {
  it.each([
    'localhost',
    'localhost:4321',
    'demo.localhost:1',
    'shop.example.com',
    'shop.example.com.',
    '127.0.0.1:65535',
    '[::1]:80',
  ])('accepts %s', (host) => {
    expect(validHost(host)).toBe(true);
  });
  it.each([
    '',
    'a@b',
    'evil@localhost:80',
    'localhost:0',
    'localhost:65536',
    'localhost:99999',
    'a/b',
    'a\\b',
    'a b',
    'a:1:2',
    '-a.example',
    'a'.repeat(300),
  ])('refuses %j', (host) => {
    expect(validHost(host)).toBe(false);
  });
  it('accepts a port exactly when it is 1–65535', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (port) => {
        expect(validHost(`localhost:${port}`)).toBe(port >= 1 && port <= 65_535);
      }),
    );
  });
});

describe('requestRefusal', () => {
  it('lets a plain request through', () => {
    expect(requestRefusal(req('/a?b=c', 'localhost:1'), METHODS)).toBeUndefined();
  });
  it('refuses absolute-form and asterisk-form targets with 400', () => {
    for (const url of ['http://evil.example/', '*', 'evil']) {
      expect(requestRefusal(req(url, 'localhost'), METHODS)?.status).toBe(400);
    }
  });
  it('refuses a malformed Host with 400 and an odd method with 405 and Allow', () => {
    expect(requestRefusal(req('/', 'a@b'), METHODS)?.status).toBe(400);
    expect(requestRefusal(req('/', undefined), METHODS)?.status).toBe(400);
    const odd = requestRefusal(req('/', 'localhost', 'PROPFIND'), METHODS);
    expect(odd?.status).toBe(405);
    expect(odd?.headers?.['allow']).toBe('GET, HEAD');
  });
  it('refuses a declared body over the bound with 413', () => {
    expect(requestRefusal(req('/', 'localhost', 'POST', { 'content-length': '2000' }), ['POST'], 1000)?.status).toBe(
      413,
    );
  });
});
