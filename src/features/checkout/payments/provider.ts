/**
 * The one payment interface the checkout talks to (DESIGN.md "Payments"). Three card providers stand
 * behind it — Stripe Elements, PayPal (its own button), and the sandbox, used when no publishable key or
 * client id is configured — so the checkout island never knows which SDK is on screen.
 *
 * The sequence the checkout runs (checkout.md §4):
 *  card:   createPaymentMethod() → payment host initiate/updatePayment(paymentMethodId) gives the
 *          payment token → confirmCardPayment(token) → checkout submit.
 *  paypal: payment host initiatePayment(paymentMethod 'paypal') → the PayPal button approves the order
 *          → checkout submit.
 *  wallet: the wallet sheet yields a payment method id → same as card from the payment host on.
 */
import type { Localized } from '../../../shared/messages/catalogue.ts';
import type { cardFields } from '../../../shared/messages/en/card-fields.ts';
import { payments } from '../../../shared/messages/en/payments.ts';

/** Which implementation is behind the interface; chosen once from the public configuration. */
export type ProviderKind = 'sandbox' | 'stripe';
export type PaypalKind = 'sandbox' | 'paypal';

/** What the card fields report on every change, like Stripe Elements' change event. */
export interface CardFieldsState {
  /** Every field filled in and valid as typed. */
  complete: boolean;
  /** Nothing typed yet in any field. */
  empty: boolean;
  /** The in-field error to show under the fields (e.g. 'Your card number is invalid.'), or null. */
  error: string | null;
}

export const EMPTY_CARD_FIELDS: CardFieldsState = { complete: false, empty: true, error: null };

/** The card holder details sent with the payment method (billing country is always US, checkout.md §9). */
export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; line2?: string; city: string; state: string; postalCode: string; country: 'US' };
}

/** A provider failure as a value: `message` is the provider's own text, mapped for display by the checkout. */
export interface ProviderFailure {
  ok: false;
  /** The provider's error code (Stripe's `code`, e.g. 'card_declined', 'incorrect_number'). */
  code: string;
  message: string;
}

export type CreatePaymentMethodResult = { ok: true; paymentMethodId: string } | ProviderFailure;
export type ConfirmResult = { ok: true } | ProviderFailure;

/** A card provider bound to the card fields currently mounted on screen. */
export interface CardProvider {
  readonly kind: ProviderKind;
  /** Tokenises what is in the mounted fields (Stripe: stripe.createPaymentMethod({ elements })). */
  createPaymentMethod(billing: BillingDetails): Promise<CreatePaymentMethodResult>;
  /** Confirms the payment identified by the payment host's token (Stripe: confirmCardPayment(clientSecret)). */
  confirmCardPayment(paymentToken: string, paymentMethodId: string): Promise<ConfirmResult>;
}

/**
 * Props of the card fields island part (src/features/checkout/components/payments/CardFields.tsx).
 * `layout` 'single' is one combined element (large mobile width), 'split' is number, expiry and cvc.
 */
export interface CardFieldsProps {
  layout: 'single' | 'split';
  onChange: (state: CardFieldsState) => void;
  /** Called once the fields are mounted and usable, with the provider bound to them. */
  onReady: (provider: CardProvider) => void;
  /** The provider's script could not load: the checkout shows a message and keeps the other methods. */
  onLoadError: (message: string) => void;
  disabled?: boolean;
}

/** Props of a card provider's fields (Stripe's or the sandbox's): the card part hands them its texts. */
export interface CardPartProps extends CardFieldsProps {
  labels: Localized<typeof cardFields>;
}

/** Props of the PayPal button part (src/features/checkout/components/payments/PaypalButton.tsx). */
export interface PaypalButtonProps {
  /** Creates (or reuses) the payment on the payment host and returns the PayPal order id. */
  createOrder: () => Promise<string>;
  /** The buyer approved in PayPal's window; the checkout places the order. */
  onApprove: (paypalOrderId: string) => Promise<void>;
  onCancel: () => void;
  onError: (message: string) => void;
  onLoadError: (message: string) => void;
  disabled?: boolean;
  /** The checkout's currency (ISO 4217) for PayPal's SDK; USD when absent. */
  currency?: string;
}

/** Props of the wallet button part (src/features/checkout/components/payments/WalletButton.tsx); height 55 px, label 'Total cost'. */
export interface WalletButtonProps {
  amountCents: number;
  currency: string;
  /** Whether a payment request is available in this browser; the button renders only when true. */
  onAvailability: (available: boolean) => void;
  /** The wallet sheet returned a payment method: the checkout places the order automatically. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
  onError: (message: string) => void;
  disabled?: boolean;
}

export const WALLET_BUTTON_HEIGHT_PX = 55;
export const WALLET_TOTAL_LABEL = payments.walletTotal;
