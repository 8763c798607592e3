/**
 * Wallet (Payment Request) glue shared by the Stripe and sandbox wallet buttons: the request's options
 * (checkout.md §9: label 'Total cost', billing country US, button 55 px high) and what happens when the sheet
 * returns a payment method. The sandbox wallet stands in only on pages that opt in (select.ts).
 */
import type { CanMakePaymentResult, PaymentRequestOptions } from '@stripe/stripe-js';
import { DEFAULTS, formatMoney, isCurrency, type Locale } from '../../localization/index.ts';
import { CARD_CONNECTION_FAILURE } from './card-rules.ts';
import { WALLET_TOTAL_LABEL } from './provider.ts';
import type { Localized } from '../../../shared/messages/catalogue.ts';
import { walletButtons } from '../../../shared/messages/en/wallet-buttons.ts';

export const WALLET_BUTTON_LABEL = walletButtons.wallet;
export const WALLET_FAILURE_MESSAGE = CARD_CONNECTION_FAILURE.message;
/** The card the sandbox wallet holds: Stripe's always-succeeding test number. */
export const SANDBOX_WALLET_CARD = { number: '4242424242424242', expMonth: 12, cvc: '123', name: 'Sandbox Wallet' };

/** The button names the wallet canMakePayment found (Stripe reports applePay / googlePay / link flags). */
export function walletButtonLabel(
  found: CanMakePaymentResult | null,
  texts: Localized<typeof walletButtons> = walletButtons,
): string {
  if (found?.['applePay']) return texts.applePay;
  if (found?.['googlePay']) return texts.googlePay;
  return texts.wallet;
}

export function walletTotal(amountCents: number) {
  return { label: WALLET_TOTAL_LABEL, amount: amountCents };
}

export function paymentRequestOptions(amountCents: number, currency: string): PaymentRequestOptions {
  return {
    country: 'US',
    currency: currency.toLowerCase(),
    total: walletTotal(amountCents),
    requestPayerName: true,
    requestPayerEmail: true,
  };
}

/** The wallet sheet's answer: the checkout places the order; the sheet closes with its outcome. */
export async function completeWalletPayment(
  paymentMethodId: string,
  complete: (status: 'success' | 'fail') => void,
  handlers: { onPaymentMethod: (id: string) => Promise<void>; onError: (message: string) => void },
): Promise<void> {
  try {
    await handlers.onPaymentMethod(paymentMethodId);
    complete('success');
  } catch {
    complete('fail');
    handlers.onError(WALLET_FAILURE_MESSAGE);
  }
}

/** "Total cost" as the sheet shows it, in the checkout's currency (one the storefront supports, else USD). */
export function formatWalletTotal(amountCents: number, currency: string, locale: Locale = DEFAULTS.locale): string {
  const code = currency.toUpperCase();
  return formatMoney(amountCents, isCurrency(code) ? code : DEFAULTS.currency, locale);
}
