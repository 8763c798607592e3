/**
 * Local redirect targets (issue 14): one leading slash followed by a character that is neither a slash nor
 * a backslash, after normalisation; anything else goes to '/'. The check itself (src/shared/local-redirect.ts)
 * with the samples of tests/fixtures/hostile/redirects.json and generated input, and the places that
 * redirect to a target taken from a request: the gated store's access-code redirect (withoutAccessCode) and
 * the search page's Close. The static server's placeholder redirects are in serve-safety.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutAccessCode } from '../../src/features/preview/domain/gate.ts';
import { localRedirectTarget } from '../../src/shared/local-redirect.ts';
import { closeAction } from '../../src/features/search/domain/pages.ts';
import { hostileRedirects } from '../hostile.ts';

const ORIGIN = 'https://shop.example';
const LOCAL = /^\/[^/\\]/;

/** The rule, as the issue states it, applied to every normalisation a browser or server may still do. */
function staysLocal(target: string): boolean {
  if (target === '/') return true;
  if (!LOCAL.test(target)) return false;
  const spellings = [target];
  try {
    spellings.push(decodeURIComponent(target.split(/[?#]/, 1)[0] ?? ''));
  } catch {
    return false;
  }
  return spellings.every((s) => {
    if (/[\u0000-\u001f\u007f\\]/.test(s)) return false;
    // '//' alone is no URL at all against an origin: not a local target either.
    if (!URL.canParse(s, ORIGIN)) return false;
    const url = new URL(s, ORIGIN);
    return url.origin === ORIGIN && LOCAL.test(url.pathname);
  });
}

const pieces = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2f',
  '%2F',
  '%5c',
  '%2e',
  '%2E',
  '%09',
  '%0a',
  '\t',
  '\n',
  ' ',
  'evil.example',
  'a',
  '?',
  '#',
  ':',
  '@',
  'https:',
  'javascript:',
  '%25',
);
const hostile = fc.array(pieces, { maxLength: 10 }).map((p) => p.join(''));
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  hostile,
  hostile.map((h) => `/${h}`),
);

describe('localRedirectTarget', () => {
  it.each(hostileRedirects())('sends %j to /', (target) => {
    expect(localRedirectTarget(target)).toBe('/');
  });

  it('yields only targets that stay local under every normalisation', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const out = localRedirectTarget(input);
        expect(staysLocal(out), JSON.stringify([input, out])).toBe(true);
        expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps plain local paths with their query and fragment', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(segment), fc.option(segment))
      .map(([parts, q, h]) => `/${parts.join('/')}${q === null ? '' : `?q=${q}`}${h === null ? '' : `#${h}`}`);
    fc.assert(
      fc.property(path, (p) => {
        expect(localRedirectTarget(p)).toBe(p);
      }),
    );
  });

  it('refuses a target longer than its bound', () => {
    expect(localRedirectTarget(`/${'a'.repeat(5000)}`)).toBe('/');
  });
});

describe('every place that redirects to a target from a request', () => {
  it('the access-code redirect of a gated store stays on the store', () => {
    fc.assert(
      fc.property(anyText, anyText, (path, query) => {
        let url: URL;
        try {
          url = new URL(`${path.startsWith('/') ? '' : '/'}${path}?accessCode=x&${query}`, ORIGIN);
        } catch {
          return;
        }
        if (url.origin !== ORIGIN) return;
        expect(staysLocal(withoutAccessCode(url))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("the search page's Close goes back only to this site, else home", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          anyText.map((t) => `${ORIGIN}${t}`),
          anyText,
        ),
        fc.integer({ min: 0, max: 5 }),
        (referrer, length) => {
          const action = closeAction(referrer, ORIGIN, length);
          if (action === 'back') expect(new URL(referrer).origin).toBe(ORIGIN);
        },
      ),
    );
  });
});
