/**
 * Where the cart's checkout buttons take a shopper: the two checkout flags of storefront §6 turned into
 * destinations. Pure; src/features/checkout/stores/cart-checkout.ts acts on it.
 *
 * - The US-only checkout flag (`usHostedCheckout`) picks the button set. On, for a buyer localized to the
 *   USA: the hosted buttons, where PayPal, pay-later and wallet open this store's own checkout on that method.
 *   Off, or any other buyer: the legacy buttons, where those three go to the legacy express checkout
 *   (/checkout/express, checkout.md §2), which only offers PayPal and the wallets under USA/USD (§4), so the
 *   legacy set shows them only there. The Checkout button is the same in both sets.
 * - `useCheckoutV2` picks where a created checkout opens: v1 (the build setting, spec §9) is this store's
 *   /checkout/{id}; v2 is the checkout host's hosted checkout page for that id.
 *
 * Static builds bake both flags into `<html data-checkout-version data-us-hosted-checkout>` (BaseLayout);
 * the on-demand server renders the live ones there. Islands read them with `readCheckoutFlags`.
 */
import type { Flags } from '../../../shared/api/flags.ts';
import { expressMethodFor, type ExpressMethod } from './express-checkout.ts';

/** The region of a US buyer (the localization's region; spec §9 regions). */
export const HOSTED_CHECKOUT_REGION = 'USA';

export type CheckoutButtons = 'hosted' | 'legacy';
export type CheckoutVersion = 'v1' | 'v2';
/** The method a cart button chooses: its PayPal, pay-later or wallet button preselects it. */
export type CartMethod = 'card' | 'paypal' | 'afterpay' | 'wallet';
export type CheckoutFlags = Pick<Flags, 'useCheckoutV2' | 'usHostedCheckout'>;

/** Hosted (wallet) checkout buttons only for a buyer in the USA with the US-only flag on; else the legacy ones. */
export function checkoutButtons(flags: Pick<Flags, 'usHostedCheckout'>, region: string): CheckoutButtons {
  return flags.usHostedCheckout && region.trim().toUpperCase() === HOSTED_CHECKOUT_REGION ? 'hosted' : 'legacy';
}

export function checkoutVersion(flags: Pick<Flags, 'useCheckoutV2'>): CheckoutVersion {
  return flags.useCheckoutV2 ? 'v2' : 'v1';
}

/** The `<html>` attributes that carry the two flags to the islands. */
export function checkoutFlagAttributes(flags: CheckoutFlags): Record<string, string> {
  return {
    'data-checkout-version': checkoutVersion(flags),
    'data-us-hosted-checkout': flags.usHostedCheckout ? 'on' : 'off',
  };
}

/** The flags back from `<html>`'s dataset; anything missing or unknown reads as off (the build settings). */
export function readCheckoutFlags(dataset: Readonly<Record<string, string | undefined>>): CheckoutFlags {
  return {
    useCheckoutV2: dataset['checkoutVersion'] === 'v2',
    usHostedCheckout: dataset['usHostedCheckout'] === 'on',
  };
}

const ALL_BUTTONS: readonly CartMethod[] = ['card', 'paypal', 'afterpay', 'wallet'];
const LEGACY_OUTSIDE_USA: readonly CartMethod[] = ['card', 'afterpay'];

/** The buttons of each set, in order, for a buyer's localization. */
export function cartButtons(
  buttons: CheckoutButtons,
  localization: { region: string; currency: string },
): readonly CartMethod[] {
  if (buttons === 'hosted') return ALL_BUTTONS;
  // The express page keeps PayPal and the wallets only under USA/USD; elsewhere it would switch to afterpay.
  return expressMethodFor('paypal', localization) === 'paypal' ? ALL_BUTTONS : LEGACY_OUTSIDE_USA;
}

/** A legacy button's express checkout page; the wallet is Apple Pay on a browser that has it, else Google Pay. */
export function legacyExpressPath(method: Exclude<CartMethod, 'card'>, applePay: boolean): string {
  const express: ExpressMethod = method === 'wallet' ? (applePay ? 'applepay' : 'googlepay') : method;
  return `/checkout/express?method=${express}`;
}

/** This store's checkout page for a created checkout; ?method= names a non-card choice. */
export function checkoutPagePath(id: string, method: CartMethod = 'card'): string {
  const path = `/checkout/${encodeURIComponent(id)}`;
  return method === 'card' ? path : `${path}?method=${method}`;
}

/** The checkout host's hosted checkout (v2) for a created checkout; `cancelUrl` brings the shopper back. */
export function hostedCheckoutUrl(
  checkoutHost: string,
  id: string,
  options: { storeSlug: string; method: CartMethod; cancelUrl: string },
): string {
  const url = new URL(`${checkoutHost.replace(/\/+$/, '')}/v2/checkout/${encodeURIComponent(id)}`);
  url.searchParams.set('storeSlug', options.storeSlug);
  url.searchParams.set('method', options.method);
  url.searchParams.set('cancelUrl', options.cancelUrl);
  return url.toString();
}

/** Where a created checkout opens, by version. */
export function createdCheckoutUrl(
  version: CheckoutVersion,
  id: string,
  options: { checkoutHost: string; storeSlug: string; method: CartMethod; origin: string },
): string {
  if (version === 'v1') return checkoutPagePath(id, options.method);
  return hostedCheckoutUrl(options.checkoutHost, id, {
    storeSlug: options.storeSlug,
    method: options.method,
    cancelUrl: `${options.origin}/cart`,
  });
}
