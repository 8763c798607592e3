/**
 * PayPal glue, shared by the real button (PayPalButtons of @paypal/react-paypal-js) and the sandbox one.
 * The checkout's callbacks (PaypalButtonProps) become the SDK's createOrder/onApprove/onCancel/onError; the
 * sandbox variant drives the same callbacks through the sandbox payment host's approve/cancel endpoints.
 * Any PayPal failure reaches the shopper as the spec's one message (checkout.md §8).
 */
import type { PayPalButtonsComponentProps, ReactPayPalScriptOptions } from '@paypal/react-paypal-js';
import type { PaymentApi } from '../api/payment.ts';
import { CHECKOUT_TEXTS } from '../domain/texts.ts';
import type { PaypalButtonProps } from './provider.ts';

export const PAYPAL_FAILURE_MESSAGE = CHECKOUT_TEXTS.paypalFailed;
/** The approving payer the sandbox dialog suggests (scripts/sandbox/checkout/magic.ts PAYPAL_APPROVE_EMAIL). */
export const SANDBOX_PAYER_EMAIL = 'buyer@paypal.sandbox.test';

type Callbacks = Pick<PaypalButtonProps, 'createOrder' | 'onApprove' | 'onCancel' | 'onError'>;
type ButtonHandlers = Required<Pick<PayPalButtonsComponentProps, 'createOrder' | 'onApprove' | 'onCancel' | 'onError'>>;

/** The SDK's script options: intent authorize (the payment host captures), buyer's currency, no card funding. */
export function paypalScriptOptions(clientId: string, currency: string): ReactPayPalScriptOptions {
  return { clientId, currency: currency.toUpperCase(), intent: 'authorize', disableFunding: 'card,credit' };
}

/** The checkout's callbacks in the SDK's shape. */
export function paypalButtonHandlers(props: Callbacks): ButtonHandlers {
  return {
    createOrder: () => props.createOrder(),
    onApprove: (data) => props.onApprove(data.orderID),
    onCancel: () => props.onCancel(),
    onError: () => props.onError(PAYPAL_FAILURE_MESSAGE),
  };
}

/** Starts a sandbox PayPal order: the order id, or null after reporting the failure. */
export async function startSandboxOrder(props: Pick<Callbacks, 'createOrder' | 'onError'>): Promise<string | null> {
  try {
    return await props.createOrder();
  } catch {
    props.onError(PAYPAL_FAILURE_MESSAGE);
    return null;
  }
}

/** The sandbox payer approves (PAYPAL_DECLINE_EMAIL makes the host decline), then the checkout places the order. */
export async function approveSandboxOrder(
  api: Pick<PaymentApi, 'approvePaypal'>,
  props: Pick<Callbacks, 'onApprove' | 'onError'>,
  orderId: string,
  payerEmail: string,
): Promise<boolean> {
  try {
    await api.approvePaypal(orderId, payerEmail.trim() || undefined);
  } catch {
    props.onError(PAYPAL_FAILURE_MESSAGE);
    return false;
  }
  try {
    await props.onApprove(orderId);
  } catch {
    // PayPal's SDK reports a failing onApprove through onError; the sandbox does the same.
    props.onError(PAYPAL_FAILURE_MESSAGE);
    return false;
  }
  return true;
}

/** The sandbox payer closes the PayPal window: the host's order is cancelled and the checkout told. */
export async function cancelSandboxOrder(
  api: Pick<PaymentApi, 'cancelPaypal'>,
  props: Pick<Callbacks, 'onCancel' | 'onError'>,
  orderId: string,
): Promise<void> {
  try {
    await api.cancelPaypal(orderId);
  } catch {
    props.onError(PAYPAL_FAILURE_MESSAGE);
    return;
  }
  props.onCancel();
}
