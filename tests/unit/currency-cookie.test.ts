import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  LOC_COOKIE,
  localizationHeadScript,
  parseLocCookie,
  serializeLocCookie,
} from '../../src/features/localization/domain/currency-cookie.ts';

interface HeadRun {
  currency: string;
  lang: string;
  /** What the script wrote to document.cookie, if anything. */
  written: string | null;
}

/** Runs the head script against a fake document and location; answers what it left on <html> and the cookie. */
function runHead(cookie: string, search = '', protocol = 'http:'): HeadRun {
  const attrs = new Map<string, string>([
    ['data-currency', 'USD'],
    ['lang', 'en'],
  ]);
  const documentElement = { setAttribute: (name: string, value: string) => attrs.set(name, value) };
  const document = { cookie, documentElement };
  runInNewContext(localizationHeadScript(), {
    document,
    location: { search, protocol },
    decodeURIComponent,
    encodeURIComponent,
  });
  return {
    currency: attrs.get('data-currency') ?? '',
    lang: attrs.get('lang') ?? '',
    written: document.cookie === cookie ? null : document.cookie,
  };
}

const runHeadScript = (cookie: string): string => runHead(cookie).currency;

describe('the localization cookie', () => {
  it('round-trips a choice', () => {
    const choice = { currency: 'EUR', region: 'Rest of the world', locale: 'pt-BR' } as const;
    expect(parseLocCookie(serializeLocCookie(choice))).toEqual(choice);
  });

  it('falls back field by field on anything unexpected', () => {
    expect(parseLocCookie(undefined)).toEqual({ currency: 'USD', region: 'USA', locale: 'en' });
    expect(parseLocCookie('%E0%A4%A')).toEqual({ currency: 'USD', region: 'USA', locale: 'en' });
    expect(parseLocCookie('JPY|<script>|xx')).toEqual({ currency: 'USD', region: 'USA', locale: 'en' });
    expect(parseLocCookie('GBP|EU|de')).toEqual({ currency: 'GBP', region: 'EU', locale: 'de' });
    expect(parseLocCookie('eur|EU|de').currency).toBe('USD');
  });
});

describe('the head currency script', () => {
  it('sets the currency from the cookie', () => {
    expect(runHeadScript(`a=1; ${LOC_COOKIE}=EUR%7CEU%7Cde; b=2`)).toBe('EUR');
    expect(runHeadScript(`${LOC_COOKIE}=CAD|Canada|en`)).toBe('CAD');
  });

  it('leaves USD for a missing, unknown or malformed cookie', () => {
    expect(runHeadScript('')).toBe('USD');
    expect(runHeadScript(`${LOC_COOKIE}=JPY%7CUSA%7Cen`)).toBe('USD');
    expect(runHeadScript(`${LOC_COOKIE}=%E0%A4%A`)).toBe('USD');
    expect(runHeadScript(`x${LOC_COOKIE}=EUR`)).toBe('USD');
    expect(runHeadScript(`${LOC_COOKIE}=EUR"><script>`)).toBe('USD');
  });

  it('stays tiny, with the locale files of the static pages too', () => {
    expect(new TextEncoder().encode(localizationHeadScript()).length).toBeLessThan(700);
    const withFiles = localizationHeadScript({ de: '/i18n/de.1j002vb.js' });
    expect(new TextEncoder().encode(withFiles).length).toBeLessThan(850);
  });
});

describe('the head script and the locale (storefront §9: en, de, nl, fr, it, es, pt-BR, en-GB)', () => {
  it('sets <html lang> from the cookie', () => {
    expect(runHead(`${LOC_COOKIE}=EUR%7CEU%7Cde`).lang).toBe('de');
    expect(runHead(`${LOC_COOKIE}=GBP%7CRest%20of%20the%20world%7Cen-GB`).lang).toBe('en-GB');
    expect(runHead(`${LOC_COOKIE}=EUR%7CEU%7Cxx`).lang).toBe('en');
    expect(runHead('').lang).toBe('en');
  });

  it('takes the locale query parameter, remembers it in the cookie and keeps the currency and region', () => {
    const run = runHead(`${LOC_COOKIE}=EUR%7CEU%7Cen`, '?pid=1&locale=pt-BR');
    expect(run).toMatchObject({ lang: 'pt-BR', currency: 'EUR' });
    expect(run.written).toMatch(new RegExp(`^${LOC_COOKIE}=EUR%7CEU%7Cpt-BR;path=/;max-age=31536000;samesite=lax$`));
    expect(parseLocCookie(/=([^;]*)/.exec(run.written ?? '')?.[1])).toEqual({
      currency: 'EUR',
      region: 'EU',
      locale: 'pt-BR',
    });
  });

  it('without a cookie the defaults go with the locale; over https the cookie is Secure', () => {
    const run = runHead('', '?locale=fr', 'https:');
    expect(run.lang).toBe('fr');
    expect(run.written).toBe(`${LOC_COOKIE}=USD%7CUSA%7Cfr;path=/;max-age=31536000;samesite=lax;secure`);
  });

  it('ignores a locale the spec does not list, a malformed parameter, and one already chosen', () => {
    for (const search of [
      '?locale=xx',
      '?locale=de-DE',
      '?locale=%E0%A4%A',
      '?locale=',
      '?locales=de',
      '?xlocale=de',
    ]) {
      expect(runHead(`${LOC_COOKIE}=CAD%7CCanada%7Cen`, search)).toEqual({
        currency: 'CAD',
        lang: 'en',
        written: null,
      });
    }
    expect(runHead(`${LOC_COOKIE}=CAD%7CCanada%7Cde`, '?locale=de').written).toBeNull();
  });
});
