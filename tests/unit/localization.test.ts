import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALIZATION } from '../../src/features/catalog/index.ts';
import { parseLocCookie, serializeLocCookie } from '../../src/features/localization/domain/currency-cookie.ts';
import {
  choiceFromForm,
  locCookieAttributes,
  offeredLists,
} from '../../src/features/localization/domain/localization.ts';
import { isPlausibleEmail } from '../../src/shared/email.ts';

const lists = offeredLists(DEFAULT_LOCALIZATION);
const current = { currency: 'USD', region: 'USA', locale: 'en' } as const;

describe('localization', () => {
  it('stores a year, site-wide, Lax, Secure only over https', () => {
    expect(locCookieAttributes('https:')).toEqual({ expires: 365, path: '/', sameSite: 'Lax', secure: true });
    expect(locCookieAttributes('http:').secure).toBe(false);
  });

  it('takes a submitted choice that the lists offer', () => {
    const choice = choiceFromForm({ currency: 'EUR', region: 'EU', locale: 'de' }, lists, current);
    expect(choice).toEqual({ currency: 'EUR', region: 'EU', locale: 'de' });
    expect(parseLocCookie(serializeLocCookie(choice))).toEqual(choice);
    const rest = choiceFromForm({ currency: 'GBP', region: 'Rest of the world', locale: 'en-GB' }, lists, current);
    expect(parseLocCookie(serializeLocCookie(rest))).toEqual(rest);
  });

  it('keeps the current value for anything not offered', () => {
    expect(choiceFromForm({ currency: 'JPY', region: '<b>x</b>', locale: 'xx' }, lists, current)).toEqual(current);
  });

  it('offers only what the storefront can honour', () => {
    const odd = offeredLists({
      locales: [{ code: 'klingon', name: 'tlh' }],
      currencies: [
        { currency: 'BTC', symbol: '₿' },
        { currency: 'EUR', symbol: '€' },
      ],
      regions: [{ region: '"><img>', fulfillmentRegion: 'USA' }],
    });
    expect(odd.currencies).toEqual([{ currency: 'EUR', symbol: '€' }]);
    expect(odd.locales.map((l) => l.code)).toEqual(['en']);
    expect(odd.regions.map((r) => r.region)).toEqual(['USA']);
  });

  it('checks emails lightly in islands', () => {
    expect(isPlausibleEmail(' fan@example.com ')).toBe(true);
    expect(isPlausibleEmail('fan@example')).toBe(false);
    expect(isPlausibleEmail('<fan>@x.com')).toBe(false);
    expect(isPlausibleEmail('')).toBe(false);
  });
});
