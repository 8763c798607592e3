/**
 * Properties of the redirect checks: safeLocalPath (gated stores' return path, checkout §2) lets only
 * same-site paths through, and allowedRedirect (checkout §4 redirectUrl) only http(s) on an allowlisted
 * host. Arbitrary text, and every known trick to leave the site, never yields an off-site target.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLocalPath } from '../../../src/features/preview/domain/gate.ts';
import { allowedRedirect } from '../../../src/features/checkout/domain/urls.ts';

const ORIGIN = 'https://shop.example';

/** Prefixes that have led browsers off-site, and their percent-encoded and mixed forms. */
const trick = fc.constantFrom(
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '%2F%5Cevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,x',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '///evil.example',
  ' //evil.example',
  // Dot segments: URL normalisation turns these into '//evil.example'.
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/./%2e/..//evil.example',
  '%252f%252fevil.example',
);
const pathChars = fc.string({ unit: fc.constantFrom(...'abc/\\%:.@?#=&-_ \t2fF5cCeE'.split('')), maxLength: 20 });
const candidate = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.tuple(trick, pathChars).map(([t, rest]) => t + rest),
  fc.tuple(pathChars, trick).map(([p, t]) => p + t),
);

/** Where a browser on ORIGIN actually goes for `location = target`. */
function destination(target: string): URL {
  return new URL(target, ORIGIN);
}

describe('safeLocalPath properties', () => {
  it('never yields an off-site target, whatever the input', () => {
    fc.assert(
      fc.property(candidate, (input) => {
        const out = safeLocalPath(input);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.startsWith('/\\')).toBe(false);
        expect(destination(out).origin).toBe(ORIGIN);
        // Decoded once more (a second hop that unescapes), it still stays on the site.
        let again = out;
        try {
          again = decodeURIComponent(out);
        } catch {
          // not decodable: the browser keeps it as is
        }
        expect(again.startsWith('//') || again.startsWith('/\\')).toBe(false);
        expect(/[\u0000-\u001f\u007f]/.test(out)).toBe(false);
      }),
    );
  });

  it('is stable: a checked path checks to itself', () => {
    fc.assert(
      fc.property(candidate, (input) => {
        const once = safeLocalPath(input);
        expect(safeLocalPath(once)).toBe(once);
      }),
    );
  });

  it('every trick falls back to /', () => {
    fc.assert(
      fc.property(trick, (t) => {
        expect(safeLocalPath(t)).toBe('/');
      }),
    );
  });

  it('plain same-site paths pass unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.tuple(segment, segment)))
      .map(([parts, query]) => `/${parts.join('/')}${query ? `?${query[0]}=${query[1]}` : ''}`);
    fc.assert(
      fc.property(path, (p) => {
        expect(safeLocalPath(p)).toBe(p);
      }),
    );
  });
});

describe('allowedRedirect properties', () => {
  const allowlist = ['shop.example', 'checkout.shop.example'];

  it('whatever the redirectUrl, the target is null or http(s) on an allowlisted host', () => {
    const url = fc.oneof(
      candidate,
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .tuple(
          fc.constantFrom('https://', 'http://', '//', 'https:\\\\'),
          fc.constantFrom(...allowlist, 'evil.example'),
        )
        .map(([scheme, host]) => `${scheme}${host}/x`),
      fc.constantFrom(
        'https://shop.example.evil.example/',
        'https://shop.example@evil.example/',
        'https://evil.example#shop.example',
      ),
    );
    fc.assert(
      fc.property(url, (redirectUrl) => {
        const target = allowedRedirect(redirectUrl, ORIGIN, allowlist);
        if (target === null) return;
        const parsed = new URL(target);
        expect(['https:', 'http:']).toContain(parsed.protocol);
        expect(allowlist).toContain(parsed.host);
      }),
    );
  });

  it('javascript:, data: and other schemes are never followed', () => {
    const scheme = fc.constantFrom('javascript', 'JAVASCRIPT', 'data', 'vbscript', 'file', 'blob', 'ftp');
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 20 }), (s, rest) => {
        expect(allowedRedirect(`${s}:${rest}`, ORIGIN, allowlist)).toBeNull();
      }),
    );
  });
});
