/**
 * Age gate rules (storefront §1, §4): visitors confirm they are 21 or older; 'Yes' stores a verified flag
 * in localStorage, 'No' leaves for the platform's external support page (platform-pages.ts). Which stores
 * need it: the snapshot carries no such switch, so it is the AGE_GATE_STORES list (none by default).
 * `?agegate=1` shows it on any store; tests use it, and it is harmless for a shopper. Promotions URLs skip
 * it: a path under /promotions, or a `promo` query parameter (landing pages of a campaign that did its own
 * age check).
 */
import { AGE_GATE_MIN_AGE } from '../../../shared/constants.ts';

/** Store slugs whose visitors must confirm their age. */
export const AGE_GATE_STORES: readonly string[] = [];

/** The store is on the AGE_GATE_STORES list. */
export function isAgeGatedStore(storeSlug: string): boolean {
  return AGE_GATE_STORES.includes(storeSlug.toLowerCase());
}
export const AGE_GATE_STORAGE_KEY = 'sf_age_verified';
export const AGE_GATE_VERIFIED_VALUE = '1';
export const AGE_GATE_QUERY = 'agegate';

export const AGE_GATE_TEXTS = {
  title: `Are you ${AGE_GATE_MIN_AGE} or older?`,
  body: `You must be ${AGE_GATE_MIN_AGE} years of age or older to visit this store.`,
  yes: 'Yes',
  no: 'No',
} as const;

export function isPromotionsUrl(pathname: string, query: URLSearchParams): boolean {
  return /^\/promotions(\/|$)/i.test(pathname) || (query.get('promo') ?? '').trim() !== '';
}

export interface AgeGateInput {
  storeSlug: string;
  pathname: string;
  query: URLSearchParams;
  /** localStorage's value under AGE_GATE_STORAGE_KEY (null when absent or unreadable). */
  stored: string | null;
}

export function shouldShowAgeGate({ storeSlug, pathname, query, stored }: AgeGateInput): boolean {
  const required = isAgeGatedStore(storeSlug) || query.get(AGE_GATE_QUERY) === '1';
  if (!required) return false;
  if (isPromotionsUrl(pathname, query)) return false;
  return stored !== AGE_GATE_VERIFIED_VALUE;
}
