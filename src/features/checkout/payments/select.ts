/**
 * Which provider stands behind the interface, and what a provider that cannot load turns into. Pure: the
 * configuration is passed in (load.ts reads it from astro:env through src/config.ts).
 */
import { z } from 'zod';
import type { PaypalKind, ProviderKind } from './provider.ts';
import { payments } from '../../../shared/messages/en/payments.ts';

export const CARD_UNAVAILABLE_MESSAGE = payments.cardUnavailable;
export const PAYPAL_UNAVAILABLE_MESSAGE = payments.paypalUnavailable;

/** The query parameter that makes the sandbox offer a simulated wallet (Payment Request) on this page. */
export const SANDBOX_WALLET_PARAM = 'sandboxWallet';

const configured = (value: string | undefined): boolean => (value ?? '').trim().length > 0;

/** A publishable key selects Stripe; none selects the sandbox. */
export const cardProviderKind = (stripeKey: string | undefined): ProviderKind =>
  configured(stripeKey) ? 'stripe' : 'sandbox';

/** A client id selects PayPal's SDK; none selects the sandbox button. */
export const paypalProviderKind = (clientId: string | undefined): PaypalKind =>
  configured(clientId) ? 'paypal' : 'sandbox';

export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

/** Runs a loader that resolves null or throws when its script is unavailable; never rejects. */
export async function loadOrMessage<T>(load: () => Promise<T | null>, message: string): Promise<Loaded<T>> {
  try {
    const value = await load();
    return value === null ? { ok: false, message } : { ok: true, value };
  } catch {
    return { ok: false, message };
  }
}

const walletFlag = z.enum(['1', 'true']);

/** Whether the page opted in to the sandbox wallet (`?sandboxWallet=1`); anything else means no. */
export function sandboxWalletRequested(search: string): boolean {
  return walletFlag.safeParse(new URLSearchParams(search).get(SANDBOX_WALLET_PARAM)).success;
}
