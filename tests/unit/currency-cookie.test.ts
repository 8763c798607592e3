import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_HEAD_SCRIPT,
  LOC_COOKIE,
  parseLocCookie,
  serializeLocCookie,
} from '../../src/features/localization/domain/currency-cookie.ts';

/** Runs the head script against a fake document and answers the data-currency it left on <html>. */
function runHeadScript(cookie: string): string {
  const attrs = new Map<string, string>([['data-currency', 'USD']]);
  const documentElement = { setAttribute: (name: string, value: string) => attrs.set(name, value) };
  runInNewContext(CURRENCY_HEAD_SCRIPT, { document: { cookie, documentElement }, decodeURIComponent });
  return attrs.get('data-currency') ?? '';
}

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

  it('stays tiny', () => {
    expect(new TextEncoder().encode(CURRENCY_HEAD_SCRIPT).length).toBeLessThan(400);
  });
});
