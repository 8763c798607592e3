/**
 * Feature flags (storefront §6, checkout §6): the one module that reads the flags service (with the store
 * as context, through src/lib/api/flags.ts) and turns each flag into the behaviour the spec gives it.
 * A static build reads them once at pull time and bakes them into the snapshot (`snapshot.flags`); the
 * on-demand server reads them live for every request (src/data/live.ts calls `readFlags`).
 *
 * | flag                | on                                          | off                              |
 * |---------------------|---------------------------------------------|----------------------------------|
 * | showFanValidation   | fan-validation notice above 100 orders      | never                            |
 * | useCheckoutV2       | checkout v2                                 | checkout v1 (build setting)      |
 * | usHostedCheckout    | hosted/wallet buttons for US buyers         | legacy buttons                   |
 * | support             | /support section and footer links           | /support redirects to /          |
 * | collections         | collections from GET /v1/collections        | the store answer's collections   |
 * | notificationBanner  | the theme's notification as a global banner | no banner                        |
 */
import { createFlagsApi, DEFAULT_FLAGS, type Flags } from './api/flags.ts';
import type { FetchLike } from './api/request.ts';

export { DEFAULT_FLAGS, type Flags };

/** The country the US-only checkout flag applies to. */
export const HOSTED_CHECKOUT_COUNTRY = 'US';

/** The store's flags from the service; DEFAULT_FLAGS when it cannot answer. */
export function readFlags(flagsUrl: string, store: string, fetch?: FetchLike): Promise<Flags> {
  return createFlagsApi({ baseUrl: flagsUrl, ...(fetch ? { fetch } : {}) }).getFlags(store);
}

export type CheckoutButtons = 'hosted' | 'legacy';

/** Hosted (wallet) checkout buttons only for a US buyer with the US-only flag on; else the legacy ones. */
export function checkoutButtons(flags: Pick<Flags, 'usHostedCheckout'>, country: string): CheckoutButtons {
  return flags.usHostedCheckout && country.trim().toUpperCase() === HOSTED_CHECKOUT_COUNTRY ? 'hosted' : 'legacy';
}

export function checkoutVersion(flags: Pick<Flags, 'useCheckoutV2'>): 'v1' | 'v2' {
  return flags.useCheckoutV2 ? 'v2' : 'v1';
}

/** Where collections come from: the collections feature's own call, or the store answer. */
export function collectionsSource(flags: Pick<Flags, 'collections'>): 'collections-service' | 'store' {
  return flags.collections ? 'collections-service' : 'store';
}

export function supportSectionOn(flags: Pick<Flags, 'support'>): boolean {
  return flags.support;
}

export function notificationBannerOn(flags: Pick<Flags, 'notificationBanner'>): boolean {
  return flags.notificationBanner;
}

/** The fan-validation notice may show (it still needs more than 100 orders, src/data/listing.ts). */
export function fanValidationAllowed(flags: Pick<Flags, 'showFanValidation'>): boolean {
  return flags.showFanValidation;
}
