/**
 * Age gate rules (storefront §1, §4): visitors confirm they are 21 or older; 'Yes' stores a verified flag
 * in localStorage, 'No' leaves for the platform's external support page (platform-pages.ts). Which stores
 * need it: the store's switch in stores.config.json (`ageGate`, off by default), which the layout renders
 * onto the gate's markup. `?agegate=1` shows it on any store; tests use it, and it is harmless for a
 * shopper. Promotions URLs skip
 * it: a path under /promotions, or a `promo` query parameter (landing pages of a campaign that did its own
 * age check).
 */
import { AGE_GATE_MIN_AGE } from '../../../shared/constants.ts';
import { fill } from '../../../shared/messages/catalogue.ts';
import { ageGate } from '../../../shared/messages/en/age-gate.ts';

export const AGE_GATE_STORAGE_KEY = 'sf_age_verified';
export const AGE_GATE_VERIFIED_VALUE = '1';
export const AGE_GATE_QUERY = 'agegate';

/** The English catalogue's age-gate part, with the age written in. */
export const AGE_GATE_TEXTS = {
  ...ageGate,
  title: fill(ageGate.title, { age: AGE_GATE_MIN_AGE }),
  body: fill(ageGate.body, { age: AGE_GATE_MIN_AGE }),
} as const;

export function isPromotionsUrl(pathname: string, query: URLSearchParams): boolean {
  return /^\/promotions(\/|$)/i.test(pathname) || (query.get('promo') ?? '').trim() !== '';
}

export interface AgeGateInput {
  /** The store's switch (stores.config.json `ageGate`). */
  storeGated: boolean;
  pathname: string;
  query: URLSearchParams;
  /** localStorage's value under AGE_GATE_STORAGE_KEY (null when absent or unreadable). */
  stored: string | null;
}

export function shouldShowAgeGate({ storeGated, pathname, query, stored }: AgeGateInput): boolean {
  const required = storeGated || query.get(AGE_GATE_QUERY) === '1';
  if (!required) return false;
  if (isPromotionsUrl(pathname, query)) return false;
  return stored !== AGE_GATE_VERIFIED_VALUE;
}
