/**
 * Placing the order (checkout.md §4): the shared steps and the card flow (PayPal, wallet, Afterpay and the
 * payment_intent return: checkout-pay-methods.ts). All flows run over the PaymentProvider
 * interface, the payment host and the checkout host. One click places at most one order: a synchronous
 * in-flight guard drops double clicks and held-down Enter, every submit carries an idempotency key that
 * the request helper's retries reuse (a lost answer replays the placed order), and before any new attempt
 * the checkout's status is read, so an order that was placed sends the shopper to /thankyou instead.
 */
import { isCheckoutFinished } from '../lib/api/checkout.ts';
import type { Checkout } from '../lib/api/checkout-schemas.ts';
import type { Payment, PaymentMethod } from '../lib/api/payment.ts';
import { submitFailure } from '../lib/checkout/errors.ts';
import { arrivalEstimate } from '../lib/checkout/machine.ts';
import { cardErrorMessage, platformFor } from '../lib/checkout/payment-rules.ts';
import { allowedRedirect, thankYouUrl } from '../lib/checkout/urls.ts';
import type { BillingDetails, CardProvider } from '../lib/payments/provider.ts';
import { $checkout, $form, checkoutContext, currentCheckout, dispatch, showFailure } from './checkout.ts';
import { rememberPayment } from './checkout-session.ts';

let inFlight = false;
/**
 * Navigation, replaceable in tests. `replace` swaps the current history entry: the way to /thankyou
 * replaces the checkout, so Back from the thank-you page never re-enters a finished checkout (which would
 * send the buyer forward again: a loop) and leads to where the buyer was before it (the cart).
 */
let go = (url: string, replace: boolean): void => {
  if (replace) location.replace(url);
  else location.assign(url);
};
export function setNavigator(fn: (url: string, replace: boolean) => void): void {
  go = fn;
}

/** A finished checkout goes to /thankyou; an allowlisted redirectUrl is followed first (§4). */
export function leaveCheckout(checkout: Checkout): void {
  const ctx = checkoutContext();
  const target = allowedRedirect(checkout.redirectUrl, location.origin, ctx.allowlist);
  if (target !== null && !isCheckoutFinished(checkout)) {
    go(target, false);
    return;
  }
  go(
    thankYouUrl({
      orderNumber: checkout.orderNumber,
      orderLookupNumber: checkout.orderLookupNumber,
      name: checkout.customer?.firstName ?? null,
      arrivalEstimate: arrivalEstimate($checkout.get()),
      cart: checkout.id,
      contentIds: checkout.lineItems.map((l) => l.teespringID),
    }),
    true,
  );
}

function billingDetails(nameOnCard: string): BillingDetails {
  const c = currentCheckout()?.customer;
  const a = c?.address;
  return {
    name: nameOnCard.trim(),
    email: c?.email ?? $form.get().email,
    phone: c?.phone ?? '',
    address: {
      line1: a?.address1 ?? '',
      ...(a?.address2 ? { line2: a.address2 } : {}),
      city: a?.city ?? '',
      state: a?.stateCode ?? '',
      postalCode: a?.zip ?? '',
      country: 'US',
    },
  };
}

/**
 * Reuses this checkout's open payment of the same method (update), else starts one (initiate). The amount
 * is the total of `checkout` as the host answered it, never a figure computed here; every method's flow
 * passes the checkout it has just read (freshOpenCheckout).
 */
export async function ensurePayment(
  checkout: Checkout,
  method: PaymentMethod,
  paymentMethodId?: string,
): Promise<Payment> {
  const ctx = checkoutContext();
  const input = {
    amount: checkout.costs.total.amount,
    currency: checkout.costs.total.currency,
    platform: platformFor(method),
    paymentMethod: method,
    checkoutId: checkout.id,
    storeSlug: ctx.storeSlug,
    storeName: ctx.storeName,
    ...(paymentMethodId === undefined ? {} : { paymentMethodId }),
    ...(checkout.customer
      ? {
          customer: {
            email: checkout.customer.email,
            name: `${checkout.customer.firstName} ${checkout.customer.lastName}`,
          },
        }
      : {}),
  };
  const open = checkout.payment;
  const reusable = open !== null && open.paymentMethod === method && open.state !== 'captured';
  const payment = reusable
    ? await ctx.payments.updatePayment({ ...input, id: open.id, paymentToken: open.paymentToken })
    : await ctx.payments.initiatePayment(input);
  rememberPayment(ctx.storeSlug, { checkoutId: checkout.id, paymentId: payment.id });
  return payment;
}

/** The status check before an attempt: the fresh checkout, or null after sending a finished one to /thankyou. */
export async function freshOpenCheckout(): Promise<Checkout | null> {
  const ctx = checkoutContext();
  const known = currentCheckout();
  if (!known) return null;
  const fresh = await ctx.api.getCheckout(known.id, ctx.storeSlug);
  if (isCheckoutFinished(fresh)) {
    leaveCheckout(fresh);
    return null;
  }
  dispatch({ type: 'checkout-updated', checkout: fresh });
  return fresh;
}

export async function submitOrder(checkout: Checkout, payment: Payment): Promise<void> {
  const ctx = checkoutContext();
  const key = crypto.randomUUID();
  const input = {
    checkoutId: checkout.id,
    storeSlug: ctx.storeSlug,
    paymentToken: payment.paymentToken,
    paymentId: payment.id,
    platform: payment.platform,
  };
  try {
    const placed = await ctx.api.submitCheckout(input, key);
    dispatch({ type: 'checkout-updated', checkout: placed });
    leaveCheckout(placed);
  } catch (error) {
    // The answer may be lost after the order was placed: look before telling the shopper to retry.
    const after = await ctx.api.getCheckout(checkout.id, ctx.storeSlug).catch(() => null);
    if (after && isCheckoutFinished(after)) {
      leaveCheckout(after);
      return;
    }
    throw error;
  }
}

/** Runs one attempt under the in-flight guard; failures become the spec's messages. */
export async function attempt(
  run: () => Promise<void>,
  onError: (error: unknown) => void = (e) => showFailure(submitFailure(e)),
): Promise<void> {
  if (inFlight || $checkout.get().processing) return;
  inFlight = true;
  dispatch({ type: 'processing', on: true });
  dispatch({ type: 'payment-error-cleared' });
  try {
    await run();
  } catch (error) {
    onError(error);
  } finally {
    inFlight = false;
    dispatch({ type: 'processing', on: false });
  }
}

/** Card: create a payment method, confirm it with the payment token, place the order. */
export function placeCardOrder(provider: CardProvider, nameOnCard: string): Promise<void> {
  return attempt(async () => {
    const checkout = await freshOpenCheckout();
    if (!checkout) return;
    const method = await provider.createPaymentMethod(billingDetails(nameOnCard));
    if (!method.ok) {
      dispatch({ type: 'payment-failed', message: cardErrorMessage(method.message) });
      return;
    }
    const payment = await ensurePayment(checkout, 'card', method.paymentMethodId);
    const confirmed = await provider.confirmCardPayment(payment.paymentToken, method.paymentMethodId);
    if (!confirmed.ok) {
      dispatch({ type: 'payment-failed', message: cardErrorMessage(confirmed.message) });
      return;
    }
    await submitOrder(checkout, payment);
  });
}
