import { describe, expect, it } from 'vitest';
import {
  openWithoutCode,
  parseAccessCode,
  safeLocalPath,
  withoutAccessCode,
} from '../../../src/features/preview/domain/gate.ts';
import {
  allHostsAreSandbox,
  resolvePreviewSecret,
  SANDBOX_PREVIEW_SECRET,
} from '../../../src/features/preview/domain/secret.ts';
import { answerHeaders, previewCookieMaxAge, unavailableReason } from '../../../src/features/preview/domain/session.ts';
import { hostNameOf, slugOfHost, storeForHost } from '../../../src/features/preview/domain/store-host.ts';

const STORES = [
  { slug: 'demo', site: 'https://demo.merch.example' },
  { slug: 'gated', site: 'https://gated.merch.example' },
];

describe('access codes', () => {
  it('accepts a printable code, trimmed', () => {
    expect(parseAccessCode(' letmein-2026 ')).toBe('letmein-2026');
  });
  it('refuses empty, spaced, control-character and oversized codes', () => {
    for (const bad of [undefined, null, '', '   ', 'a b', 'a\nb', 'x'.repeat(201), 'é']) {
      expect(parseAccessCode(bad), String(bad)).toBeUndefined();
    }
  });
  it('leaves only the login page (and the theme stylesheet and locale files it uses) open without a code', () => {
    expect(openWithoutCode('/login')).toBe(true);
    expect(openWithoutCode('/login/')).toBe(true);
    expect(openWithoutCode('/theme.css')).toBe(true);
    expect(openWithoutCode('/i18n/de.1x2y3z.js')).toBe(true);
    expect(openWithoutCode('/i18n/pt-BR.0.js')).toBe(true);
    for (const path of [
      '/',
      '/cart',
      '/listing/x',
      '/login-x',
      '/search',
      '/theme.css/x',
      '/i18n/',
      '/i18n/de.js.map',
      '/i18n/../cart',
      '/x/i18n/de.1.js',
    ]) {
      expect(openWithoutCode(path)).toBe(false);
    }
  });
});

describe('redirect parameters never leave the store', () => {
  it('keeps same-site paths', () => {
    expect(safeLocalPath('/cart')).toBe('/cart');
    expect(safeLocalPath('/listing/a?b=1#c')).toBe('/listing/a?b=1#c');
  });
  it('falls back to / for anything else', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      '/\tevil',
      '/%0d%0aSet-Cookie:x=1',
      'evil',
      '',
      null,
      undefined,
    ]) {
      expect(safeLocalPath(bad), String(bad)).toBe('/');
    }
  });
  it('drops the accessCode parameter and keeps the rest', () => {
    expect(withoutAccessCode(new URL('http://x/?accessCode=abc'))).toBe('/');
    expect(withoutAccessCode(new URL('http://x/cart?accessCode=abc&a=1'))).toBe('/cart?a=1');
    expect(withoutAccessCode(new URL('http://x//evil.example?accessCode=abc'))).toBe('/');
  });
});

describe('store by host', () => {
  it("maps a store's site host, with or without a port", () => {
    expect(storeForHost('gated.merch.example', STORES, undefined)).toBe('gated');
    expect(storeForHost('DEMO.merch.example:443', STORES, 'gated')).toBe('demo');
  });
  it('maps <slug>.localhost for local use', () => {
    expect(storeForHost('gated.localhost:4403', STORES, 'demo')).toBe('gated');
  });
  it('an unknown <slug>.localhost is a missing store, not the PREVIEW_STORE fallback', () => {
    expect(storeForHost('nobody.localhost:4403', STORES, 'demo')).toBeNull();
  });
  it('falls back to PREVIEW_STORE, and to nothing for unknown hosts and stores', () => {
    expect(storeForHost('localhost:4403', STORES, 'demo')).toBe('demo');
    expect(storeForHost('evil.example', STORES, undefined)).toBeNull();
    expect(storeForHost('localhost', STORES, 'nope')).toBeNull();
    expect(storeForHost('other.localhost', STORES, undefined)).toBeNull();
  });
  it('refuses malformed Host headers', () => {
    expect(hostNameOf('a b')).toBeNull();
    expect(hostNameOf('')).toBeNull();
    expect(hostNameOf('x/y@evil')).toBeNull();
    expect(storeForHost('demo.merch.example@evil.example', STORES, undefined)).toBeNull();
    expect(hostNameOf('[::1]:4403')).toBe('[::1]');
  });
});

describe('the slug a host asks for (told to the creator 404 page)', () => {
  it('is the first label of a well-formed host, when it can be a slug', () => {
    expect(slugOfHost('nosuch.localhost:4403')).toBe('nosuch');
    expect(slugOfHost('NoSuch.Example.com')).toBe('nosuch');
    expect(slugOfHost('user@evil.example')).toBeUndefined();
    expect(slugOfHost('[::1]:4403')).toBeUndefined();
    expect(slugOfHost(null)).toBeUndefined();
  });
});

describe('the preview key', () => {
  it('uses PREVIEW_SECRET when set', () => {
    const secret = 'x'.repeat(40);
    expect(resolvePreviewSecret(secret, { PUBLIC_COMMERCE_URL: 'https://api.example' })).toBe(secret);
  });
  it('uses the labelled sandbox key only when every host is the sandbox', () => {
    expect(allHostsAreSandbox({})).toBe(true);
    expect(resolvePreviewSecret(undefined, {})).toBe(SANDBOX_PREVIEW_SECRET);
    expect(allHostsAreSandbox({ PUBLIC_THEME_URL: 'https://themes.example' })).toBe(false);
  });
  it('refuses to run against live hosts without a key, or with a short one', () => {
    expect(() => resolvePreviewSecret(undefined, { PUBLIC_COMMERCE_URL: 'https://api.example' })).toThrow(
      /PREVIEW_SECRET is not set/,
    );
    expect(() => resolvePreviewSecret('short', {})).toThrow(/at least 32/);
  });
});

describe('answers and cookies', () => {
  it('keeps previews and gated stores private and unindexed', () => {
    for (const state of [
      { preview: true, gated: false },
      { preview: false, gated: true },
    ]) {
      expect(answerHeaders(state)).toMatchObject({
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex, nofollow',
      });
    }
    expect(answerHeaders({ preview: false, gated: false })['x-robots-tag']).toBeUndefined();
    expect(answerHeaders({ preview: false, gated: false })['cache-control']).toMatch(/^public/);
  });
  it('lets the preview cookie live until the token expires, at most an hour', () => {
    expect(previewCookieMaxAge(1000 + 600, 1000)).toBe(600);
    expect(previewCookieMaxAge(1000 + 86_400, 1000)).toBe(3600);
    expect(previewCookieMaxAge(900, 1000)).toBe(0);
  });
  it('tells expired links from every other failure only', () => {
    expect(unavailableReason('expired')).toBe('expired');
    for (const r of ['malformed', 'tampered', 'wrong-store'] as const) expect(unavailableReason(r)).toBe('invalid');
  });
});
