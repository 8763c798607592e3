/** Payment-method rules of the checkout (checkout.md §2, §4, §8, §9): platform, labels, availability, card errors. */
import type { PaymentMethod, Platform } from '../api/payment.ts';
import { CARD_ERROR_WHITELIST } from './texts.ts';
import type { Localized } from '../../../shared/messages/catalogue.ts';
import { payments } from '../../../shared/messages/en/payments.ts';

/** The methods the checkout offers, in the order they are listed. */
export const CHECKOUT_METHODS = ['card', 'paypal', 'wallet', 'afterpay'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** The ?method= a cart button passed (untrusted query), or null. */
export function methodFromQuery(search: string): CheckoutMethod | null {
  const value = new URLSearchParams(search).get('method');
  return CHECKOUT_METHODS.find((m) => m === value) ?? null;
}

const CARD_PROVIDER_METHODS: readonly string[] = ['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card'];

/** card, afterpay, google-pay, apple-pay and basic-card mean the card provider; anything else means paypal. */
export function platformFor(method: string): Platform {
  return CARD_PROVIDER_METHODS.includes(method) ? 'stripe' : 'paypal';
}

/** The payment host's method for a checkout method (the wallet answers as google-pay unless told apple-pay). */
export function paymentMethodFor(
  method: CheckoutMethod,
  wallet: 'google-pay' | 'apple-pay' = 'google-pay',
): PaymentMethod {
  return method === 'wallet' ? wallet : method;
}

export const PAY_BUTTON_LABELS = {
  afterpay: payments.payAfterpay,
  paypal: payments.payPaypal,
  card: payments.payCard,
  other: payments.payOther,
} as const;

/** The pay button's label for a method (checkout.md §9), in the given texts (English by default). */
export function payButtonLabel(method: string, texts: Localized<typeof payments> = payments): string {
  if (method === 'afterpay') return texts.payAfterpay;
  if (method === 'paypal') return texts.payPaypal;
  if (method === 'card') return texts.payCard;
  return texts.payOther;
}

export interface MethodContext {
  /** The store's region (localization); Afterpay only for USA. */
  region: string;
  afterpayDisabled: boolean;
  walletAvailable: boolean;
}

/** Afterpay is offered for a US store region when the store has not disabled it (§2). */
export function afterpayOffered(ctx: Pick<MethodContext, 'region' | 'afterpayDisabled'>): boolean {
  return ctx.region === 'USA' && !ctx.afterpayDisabled;
}

export function availableMethods(ctx: MethodContext): CheckoutMethod[] {
  const methods: CheckoutMethod[] = ['card', 'paypal'];
  if (ctx.walletAvailable) methods.push('wallet');
  if (afterpayOffered(ctx)) methods.push('afterpay');
  return methods;
}

/** The default method (§4 "Default: method afterpay"): afterpay where it is offered, else card. */
export function defaultMethod(ctx: Pick<MethodContext, 'region' | 'afterpayDisabled'>): CheckoutMethod {
  return afterpayOffered(ctx) ? 'afterpay' : 'card';
}

export interface InitialMethodInput {
  /** The ?method= a cart button passed, or null. */
  query: CheckoutMethod | null;
  /** The method the buyer chose earlier for this checkout (kept in the browser), or null. */
  kept: CheckoutMethod | null;
  /** The checkout host's paymentMethod. */
  hostMethod: string;
  /** The page was reloaded or reached by Back/Forward (not a fresh navigation from the cart). */
  returning: boolean;
  offer: Pick<MethodContext, 'region' | 'afterpayDisabled'>;
}

/**
 * The method a checkout opens on. A fresh navigation follows the cart button's ?method=, else what the
 * buyer chose for this checkout before; a reload or Back/Forward restores that choice first (the URL keeps
 * the ?method= it was opened with). Then a PayPal payment the host holds, else the default.
 */
export function initialMethod(input: InitialMethodInput): CheckoutMethod {
  const chosen = input.returning ? (input.kept ?? input.query) : (input.query ?? input.kept);
  if (chosen !== null) return chosen;
  return input.hostMethod === 'paypal' ? 'paypal' : defaultMethod(input.offer);
}

/** A card-provider message as shown: one of the whitelist, anything else 'Your card was declined.'. */
export function cardErrorMessage(message: string | null | undefined): string {
  const found = CARD_ERROR_WHITELIST.find((m) => m === message?.trim());
  return found ?? CARD_ERROR_WHITELIST[0];
}

/** The card layout: one element on a large mobile width (≤ mobileLg), else number, expiry and cvc. */
export function cardLayout(isLargeMobile: boolean): 'single' | 'split' {
  return isLargeMobile ? 'single' : 'split';
}
