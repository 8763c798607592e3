/**
 * The sf_loc cookie (storefront §4): the shopper's chosen currency, region and locale, written when they
 * choose, before the page reloads (the head script reads it for the next first paint).
 */
import { onSet } from 'nanostores';
import { writeCookie } from '../../../shared/cookies.ts';
import { LOC_COOKIE, serializeLocCookie } from '../domain/currency-cookie.ts';
import { locCookieAttributes } from '../domain/localization.ts';
import { $localizationEvent } from '../stores/events.ts';

/** Attaches the sf_loc cookie's writes; returns what detaches them. */
export function listenLocalizationCookie(): () => void {
  return onSet($localizationEvent, ({ newValue: event }) => {
    if (event?.type !== 'chosen') return;
    writeCookie(LOC_COOKIE, serializeLocCookie(event.choice), locCookieAttributes(location.protocol), 'raw');
  });
}
