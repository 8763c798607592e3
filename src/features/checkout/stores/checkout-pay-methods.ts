/**
 * The PayPal, wallet and Afterpay flows, and the return with ?payment_intent (checkout.md §4), over the
 * shared steps of checkout-pay.ts: the same in-flight guard, status check and idempotent submit.
 */
import { submitFailure } from '../domain/errors.ts';
import { paymentMethodFor } from '../domain/payment-rules.ts';
import { AFTERPAY_REDIRECT_MS, CHECKOUT_ERROR_TOAST_MS, CHECKOUT_TEXTS } from '../domain/texts.ts';
import { checkoutContext, currentCheckout, dispatch, showFailure } from './checkout.ts';
import { attempt, ensurePayment, freshOpenCheckout, submitOrder } from './checkout-pay.ts';
import { publishCheckoutEvent } from './events.ts';

/** PayPal createOrder: the payment intent on the payment host; its PayPal order id goes to the button. */
export async function createPaypalOrder(): Promise<string> {
  if (!currentCheckout()) throw new Error(CHECKOUT_TEXTS.paypalFailed);
  try {
    // The checkout as the host has it now: its total is what the payment is for.
    const checkout = await freshOpenCheckout();
    if (!checkout) throw new Error(CHECKOUT_TEXTS.paypalFailed);
    const payment = await ensurePayment(checkout, 'paypal');
    const orderId = payment.meta.paypalOrderId;
    if (orderId === undefined) throw new Error(CHECKOUT_TEXTS.paymentIntentFailed);
    dispatch({ type: 'checkout-updated', checkout: { ...checkout, payment, paymentId: payment.id } });
    return orderId;
  } catch (error) {
    dispatch({ type: 'payment-failed', message: CHECKOUT_TEXTS.paymentIntentFailed });
    throw error;
  }
}

/** PayPal approved: place the order. */
export function approvePaypal(): Promise<void> {
  return attempt(
    async () => {
      const checkout = await freshOpenCheckout();
      const payment = checkout?.payment;
      if (!checkout) return;
      if (payment?.paymentMethod !== 'paypal') throw new Error(CHECKOUT_TEXTS.paymentIntentFailed);
      await submitOrder(checkout, payment);
    },
    (error) => {
      const failure = submitFailure(error);
      dispatch({
        type: 'payment-failed',
        message: failure.kind === 'card' ? failure.message : CHECKOUT_TEXTS.paypalFailed,
      });
    },
  );
}

export function paypalFailed(): void {
  dispatch({ type: 'payment-failed', message: CHECKOUT_TEXTS.paypalFailed });
}

let walletDomain: Promise<boolean> | null = null;

/**
 * Whether to offer the wallet (Apple Pay / Google Pay): the browser has one (`available`, from the wallet
 * button) and the payment host has verified this site's domain for it (§7 POST /v1/payments/verifyDomain
 * with domainName), asked once per page before the wallet shows. A refusal or a failed call hides the
 * wallet; a failed call is asked again next time.
 */
export function walletOffered(available: boolean): Promise<boolean> {
  if (!available) return Promise.resolve(false);
  walletDomain ??= checkoutContext()
    .payments.verifyDomain(location.hostname)
    .then(
      (answer) => answer.verified,
      () => {
        walletDomain = null;
        return false;
      },
    );
  return walletDomain;
}

/** Wallet: the wallet sheet gave a payment method; place the order at once. */
export function placeWalletOrder(paymentMethodId: string): Promise<void> {
  return attempt(async () => {
    const checkout = await freshOpenCheckout();
    if (!checkout) return;
    const payment = await ensurePayment(checkout, paymentMethodFor('wallet'), paymentMethodId);
    await submitOrder(checkout, payment);
  });
}

/** Afterpay: the payment host authorises without a card; any failure shows the Afterpay screen, then card. */
export function placeAfterpayOrder(): Promise<void> {
  return attempt(
    async () => {
      const checkout = await freshOpenCheckout();
      if (!checkout) return;
      const payment = await ensurePayment(checkout, 'afterpay');
      await submitOrder(checkout, payment);
    },
    (error) => {
      const failure = submitFailure(error);
      if (failure.kind === 'toast' || failure.kind === 'afterpay-unavailable') {
        showFailure(failure);
        return;
      }
      dispatch({ type: 'afterpay-failed' });
      setTimeout(() => {
        dispatch({ type: 'afterpay-recovered' });
      }, AFTERPAY_REDIRECT_MS);
    },
  );
}

/** Back from a redirect-based method with ?payment_intent: confirm that payment and place the order. */
export function resumePaymentIntent(paymentIntent: string): Promise<void> {
  return attempt(async () => {
    const ctx = checkoutContext();
    const checkout = await freshOpenCheckout();
    const payment = checkout?.payment;
    if (!checkout || !payment) return;
    const intent = await ctx.payments.getPaymentIntent(payment.id, payment.paymentToken).catch(() => null);
    if (intent?.id !== paymentIntent) {
      dispatch({ type: 'payment-failed', message: CHECKOUT_TEXTS.paymentIntentFailed });
      return;
    }
    if (intent.status === 'requires_payment_method') {
      publishCheckoutEvent({
        type: 'failed',
        message: CHECKOUT_TEXTS.paymentFailed,
        durationMs: CHECKOUT_ERROR_TOAST_MS,
        position: 'top',
      });
      return;
    }
    await submitOrder(checkout, payment);
  });
}
