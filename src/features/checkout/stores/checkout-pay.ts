/**
 * Placing the order (checkout.md §4): the shared steps and the card flow (PayPal, wallet, Afterpay and the
 * payment_intent return: checkout-pay-methods.ts). All flows run over the PaymentProvider
 * interface, the payment host and the checkout host. One click places at most one order: a synchronous
 * in-flight guard drops double clicks and held-down Enter, every submit carries an idempotency key that
 * the request helper's retries reuse (a lost answer replays the placed order), and before any new attempt
 * the checkout's status is read, so an order that was placed sends the shopper to /thankyou instead.
 */
import { isCheckoutFinished } from '../api/checkout.ts';
import type { Checkout } from '../api/checkout-schemas.ts';
import type { Payment, PaymentMethod } from '../api/payment.ts';
import { ApiErrorsError } from '../../../shared/api/request.ts';
import { submitFailure } from '../domain/errors.ts';
import { arrivalEstimate } from '../domain/machine.ts';
import { cardErrorMessage, platformFor } from '../domain/payment-rules.ts';
import { allowedRedirect, thankYouUrl } from '../domain/urls.ts';
import type { BillingDetails, CardProvider } from '../payments/provider.ts';
import { $checkout, $form, checkoutContext, currentCheckout, dispatch, showFailure } from './checkout.ts';
import { rememberedPayment, rememberPayment } from './checkout-session.ts';

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

/** The card holder: the checkout's customer and address, under the given name (billing country US, §9). */
function billingDetails(nameOnCard: string, checkout: Checkout | null = currentCheckout()): BillingDetails {
  const c = checkout?.customer;
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
 * The payment this checkout already has, read fresh from the payment host before any new attempt (§7 GET
 * /v1/payment with paymentId and checkoutId): the host's latest payment of the checkout, else the one this
 * browser remembers (sf_payment_<slug>). null when there is none, or the host does not know it (404); any
 * other failure is thrown, so an unknown state never leads to a second payment.
 */
export async function priorPayment(checkout: Checkout): Promise<Payment | null> {
  const ctx = checkoutContext();
  const remembered = rememberedPayment(ctx.storeSlug);
  const id = checkout.payment?.id ?? (remembered?.checkoutId === checkout.id ? remembered.paymentId : null);
  if (id === null) return null;
  try {
    return await ctx.payments.getPayment(id, checkout.id);
  } catch (error) {
    if (error instanceof ApiErrorsError && error.status === 404) return null;
    throw error;
  }
}

/** A payment of this method that already went through for the checkout's current total: no new one is needed. */
export function settledPayment(prior: Payment | null, checkout: Checkout, method: PaymentMethod): Payment | null {
  if (prior?.paymentMethod !== method) return null;
  if (prior.state !== 'authorized' && prior.state !== 'captured') return null;
  const total = checkout.costs.total;
  return prior.amount.amount === total.amount && prior.amount.currency === total.currency ? prior : null;
}

/** What ensurePayment may be told: the name on the card, and the payment already read (priorPayment). */
export interface EnsureOptions {
  nameOnCard?: string;
  prior?: Payment | null;
}

/**
 * The payment to place the order with. First the checkout's existing payment is read (GET /v1/payment):
 * one that went through (authorized) is used as it is, never paid a second time; a pending, failed or
 * cancelled one of the same method is retried in place (update); otherwise a payment is started
 * (initiate). The amount is the total of `checkout` as the host answered it, never a figure computed here;
 * every method's flow passes the checkout it has just read (freshOpenCheckout). The payment carries the
 * card holder (billingDetails), the order's lookup number and the store's name (§7).
 */
export async function ensurePayment(
  checkout: Checkout,
  method: PaymentMethod,
  paymentMethodId?: string,
  options: EnsureOptions = {},
): Promise<Payment> {
  const ctx = checkoutContext();
  const prior = options.prior === undefined ? await priorPayment(checkout) : options.prior;
  const settled = settledPayment(prior, checkout, method);
  if (settled) return settled;
  const customer = checkout.customer;
  const lookupNumber = checkout.orderLookupNumber ?? checkout.lookupNumber ?? null;
  const named = options.nameOnCard?.trim() ?? '';
  const input = {
    amount: checkout.costs.total.amount,
    currency: checkout.costs.total.currency,
    platform: platformFor(method),
    paymentMethod: method,
    checkoutId: checkout.id,
    storeSlug: ctx.storeSlug,
    storeName: ctx.storeName,
    ...(lookupNumber === null ? {} : { lookupNumber }),
    ...(paymentMethodId === undefined ? {} : { paymentMethodId }),
    ...(customer ? { customer: { email: customer.email, name: `${customer.firstName} ${customer.lastName}` } } : {}),
    // The card holder is the customer at the checkout's address (none before an address is entered).
    ...(customer?.address
      ? {
          billingDetails: billingDetails(named === '' ? `${customer.firstName} ${customer.lastName}` : named, checkout),
        }
      : {}),
  };
  // A pending, failed or cancelled payment of this method is retried in place, never doubled.
  const reusable = prior !== null && prior.paymentMethod === method && prior.state !== 'captured';
  const payment = reusable
    ? await ctx.payments.updatePayment({ ...input, id: prior.id, paymentToken: prior.paymentToken })
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
    // §7 submit carries returnUrl: where the host sends the buyer once the order is placed (its redirectUrl,
    // to which it adds orderNumber and orderLookupNumber): this site's thank-you page for this checkout.
    returnUrl: new URL(
      thankYouUrl({ cart: checkout.id, contentIds: checkout.lineItems.map((l) => l.teespringID) }),
      location.origin,
    ).toString(),
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

/**
 * Card: create a payment method, confirm it with the payment token, place the order. A retry first reads
 * the checkout's payment: a card payment that already went through is submitted as it is (no new card
 * payment, no second confirmation).
 */
export function placeCardOrder(provider: CardProvider, nameOnCard: string): Promise<void> {
  return attempt(async () => {
    const checkout = await freshOpenCheckout();
    if (!checkout) return;
    const prior = await priorPayment(checkout);
    const settled = settledPayment(prior, checkout, 'card');
    if (settled) {
      await submitOrder(checkout, settled);
      return;
    }
    const method = await provider.createPaymentMethod(billingDetails(nameOnCard, checkout));
    if (!method.ok) {
      dispatch({ type: 'payment-failed', message: cardErrorMessage(method.message) });
      return;
    }
    const payment = await ensurePayment(checkout, 'card', method.paymentMethodId, { nameOnCard, prior });
    const confirmed = await provider.confirmCardPayment(payment.paymentToken, method.paymentMethodId);
    if (!confirmed.ok) {
      dispatch({ type: 'payment-failed', message: cardErrorMessage(confirmed.message) });
      return;
    }
    await submitOrder(checkout, payment);
  });
}
