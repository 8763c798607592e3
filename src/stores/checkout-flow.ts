/**
 * Loading the checkout of this URL, the address step ('Deliver to this address', 'Verify your address')
 * and delivery options (checkout.md §4). An answer for an earlier address never overwrites a later one:
 * each request gets a sequence number and the machine drops stale answers.
 */
import { deliveryKindOf, isCheckoutFinished, type DeliveryOption, type DeliveryOptionId } from '../lib/api/checkout.ts';
import type { Address, Checkout } from '../lib/api/checkout-schemas.ts';
import { resolveCheckoutId } from '../lib/checkout/checkout-id.ts';
import { deliveryOptionsFailure, submitFailure } from '../lib/checkout/errors.ts';
import {
  fromCustomer,
  toCustomer,
  validateForm,
  withAddress,
  type DeliveryForm,
  type FormField,
  type PhoneFormat,
} from '../lib/checkout/form.ts';
import { loadPhoneFormat } from '../lib/checkout/phone.ts';
import { INITIAL_STATE, defaultOption, deliveryNeedsUpdate, shouldFetchDelivery } from '../lib/checkout/machine.ts';
import { isReady, pollUntilReady } from '../lib/checkout/poll.ts';
import { CHECKOUT_ERROR_TOAST_MS, CHECKOUT_TEXTS } from '../lib/checkout/texts.ts';
import { US_STATES } from '../lib/us-states.ts';
import { rememberCheckoutId } from './cart.ts';
import {
  $addressCheck,
  $checkout,
  $form,
  $formErrors,
  checkoutContext,
  currentCheckout,
  dispatch,
  setField,
  showFailure,
} from './checkout.ts';
import { takeStashedCheckout } from './checkout-seed.ts';
import { addToast } from './toasts.ts';

let deliverySeq = 0;

/** Loads the checkout of this URL; a finished one is handed to `onFinished` (the thank-you redirect). */
export async function loadCheckout(onFinished: (checkout: Checkout) => void): Promise<void> {
  const ctx = checkoutContext();
  $checkout.set(INITIAL_STATE);
  const resolved = await resolveCheckoutId(location.pathname, location.search);
  if (!resolved.ok) {
    dispatch({ type: 'link-invalid' });
    return;
  }
  try {
    const read = () => ctx.api.getCheckout(resolved.id, ctx.storeSlug);
    // The cart's own answer shows the form and summary on hydration; the host is read in the background.
    const seed = takeStashedCheckout(resolved.id);
    const checkout = seed ?? (await read());
    if (isCheckoutFinished(checkout)) {
      onFinished(checkout);
      return;
    }
    // A checkout the host has not made ready yet is read again in the background (§4, §9), never behind a
    // 'Loading your checkout…' screen.
    if (seed !== null || !isReady(checkout)) void settleInBackground(checkout, read, onFinished, seed !== null);
    rememberCheckoutId(checkout.id);
    $form.set(fromCustomer(checkout.customer));
    dispatch({ type: 'loaded', checkout });
    if (checkout.payment?.state === 'failed') {
      addToast({
        type: 'danger',
        message: CHECKOUT_TEXTS.paymentFailed,
        durationMs: CHECKOUT_ERROR_TOAST_MS,
        position: 'top',
      });
    }
    if (shouldFetchDelivery(checkout)) {
      dispatch({ type: 'address-submitted' });
      await fetchDeliveryOptions();
    }
  } catch {
    dispatch({ type: 'load-failed' });
  }
}

/**
 * Polls a not-yet-ready checkout while the page works. Its answer replaces the checkout only if nothing
 * changed it meanwhile; otherwise only the readiness is taken (a later update's fields are newer).
 */
async function settleInBackground(
  shown: Checkout,
  read: () => Promise<Checkout>,
  onFinished: (checkout: Checkout) => void,
  readNow: boolean,
): Promise<void> {
  let settled: Checkout;
  try {
    const latest = readNow ? await read() : shown;
    if (isCheckoutFinished(latest)) {
      onFinished(latest);
      return;
    }
    settled = await pollUntilReady(latest, read);
  } catch {
    return; // the next update or the status check before paying reads the checkout again
  }
  const current = currentCheckout();
  if (current === shown) dispatch({ type: 'checkout-updated', checkout: settled });
  else if (current?.id === settled.id && isReady(settled) && !isReady(current)) {
    dispatch({ type: 'checkout-updated', checkout: { ...current, state: settled.state } });
  }
}

/**
 * A change typed into section 1. Once the address was submitted, any edit puts the section back into
 * editing: the options (and any answer still on its way) for the old address are dropped, so Place order
 * stays disabled until the edited address is confirmed, validated and priced again.
 */
export function editField(field: FormField, value: string): void {
  if ($form.get()[field] === value) return;
  setField(field, value);
  const state = $checkout.get();
  if (state.customer === 'details' && state.delivery === 'idle') return;
  deliverySeq += 1;
  dispatch({ type: 'address-edited', seq: deliverySeq });
}

/** The form changed while `form` was being submitted: that submit stops, the edit needs its own confirmation. */
function editedSince(form: DeliveryForm): boolean {
  if ($form.get() === form) return false;
  if ($checkout.get().customer === 'pending') dispatch({ type: 'address-rejected' });
  return true;
}

function stateName(code: string): string | undefined {
  return US_STATES.find((s) => s.code === code)?.name;
}

/**
 * 'Deliver to this address': validate, check the address (unless the shopper just chose in 'Verify your
 * address'), save the customer, then fetch delivery options. The international message does not block:
 * the host answers for the destination and the shopper sees the cannot-deliver message.
 */
export async function submitAddress(skipAddressCheck = false): Promise<void> {
  const ctx = checkoutContext();
  let formatPhone: PhoneFormat;
  try {
    formatPhone = await loadPhoneFormat();
  } catch {
    showFailure({ kind: 'toast', message: CHECKOUT_TEXTS.checkoutFailed });
    return;
  }
  const checkout = currentCheckout();
  const form = $form.get();
  const errors = validateForm(form, formatPhone);
  $formErrors.set(errors);
  const blocking = Object.keys(errors).filter((f) => f !== 'country');
  if (!checkout || blocking.length > 0 || $checkout.get().customer === 'pending') return;
  dispatch({ type: 'address-submitted' });
  const customer = toCustomer(form, stateName, formatPhone);
  const address = customer.address;
  if (!skipAddressCheck && address?.countryCode === 'US') {
    try {
      const result = await ctx.api.validateAddress(address);
      if (result.status !== 'valid') {
        $addressCheck.set({ original: address, suggestions: result.suggestions });
        dispatch({ type: 'address-rejected' });
        return;
      }
    } catch {
      // The validator is advisory (§8: an error only turns loading off); the host still checks the destination.
    }
  }
  if (editedSince(form)) return;
  try {
    const updated = await ctx.api.updateCheckout(checkout.id, { storeSlug: ctx.storeSlug, customer });
    dispatch({ type: 'checkout-updated', checkout: updated });
  } catch (error) {
    dispatch({ type: 'address-rejected' });
    showUpdateFailure(error);
    return;
  }
  if (editedSince(form)) return;
  await fetchDeliveryOptions();
}

/** Fetches options for the checkout's address; an answer for an earlier address never overwrites a later one. */
export async function fetchDeliveryOptions(): Promise<void> {
  const ctx = checkoutContext();
  const checkout = currentCheckout();
  const address = checkout?.customer?.address;
  if (!checkout || !address || !shouldFetchDelivery(checkout)) return;
  deliverySeq += 1;
  const seq = deliverySeq;
  dispatch({ type: 'delivery-requested', seq });
  try {
    const options = await ctx.api.getDeliveryOptions({
      id: checkout.id,
      storeSlug: ctx.storeSlug,
      countryCode: address.countryCode,
      stateCode: address.countryCode === 'US' ? (address.stateCode ?? '') : '',
    });
    dispatch({ type: 'delivery-arrived', seq, options });
    if (seq !== $checkout.get().deliveryRequest) return;
    const pick = defaultOption(currentCheckout(), options);
    if (pick) await chooseDelivery(pick.id);
  } catch (error) {
    dispatch({ type: 'delivery-failed', seq });
    if (seq === $checkout.get().deliveryRequest) showFailure(deliveryOptionsFailure(error));
  }
}

/**
 * After a change that reprices delivery (a promo code applied or removed): the options for the new
 * checkout and its default option are fetched first, then shown with the new totals in one step, so the
 * section and the summary never disagree. Without a confirmed address the checkout is shown as it is.
 */
export async function showWithDelivery(checkout: Checkout, show: (checkout: Checkout) => void): Promise<void> {
  const ctx = checkoutContext();
  const address = checkout.customer?.address;
  if ($checkout.get().customer !== 'done' || !address || !shouldFetchDelivery(checkout)) {
    show(checkout);
    return;
  }
  deliverySeq += 1;
  const seq = deliverySeq;
  dispatch({ type: 'delivery-requested', seq });
  let options: readonly DeliveryOption[];
  let settled = checkout;
  try {
    options = await ctx.api.getDeliveryOptions({
      id: checkout.id,
      storeSlug: ctx.storeSlug,
      countryCode: address.countryCode,
      stateCode: address.countryCode === 'US' ? (address.stateCode ?? '') : '',
    });
    const pick = defaultOption(checkout, options);
    if (pick && deliveryNeedsUpdate(checkout, pick.id)) {
      settled = await ctx.api.updateCheckout(checkout.id, {
        storeSlug: ctx.storeSlug,
        deliveryOption: deliveryKindOf(pick.id),
      });
    }
  } catch (error) {
    show(checkout);
    dispatch({ type: 'delivery-failed', seq });
    if (seq === $checkout.get().deliveryRequest) showFailure(deliveryOptionsFailure(error));
    return;
  }
  show(settled);
  dispatch({ type: 'delivery-arrived', seq, options });
}

/** Updates the checkout only when the option differs from the current one (§4). */
export async function chooseDelivery(id: DeliveryOptionId): Promise<void> {
  const ctx = checkoutContext();
  const checkout = currentCheckout();
  if (!checkout || !deliveryNeedsUpdate(checkout, id)) return;
  try {
    const updated = await ctx.api.updateCheckout(checkout.id, {
      storeSlug: ctx.storeSlug,
      deliveryOption: deliveryKindOf(id),
    });
    dispatch({ type: 'checkout-updated', checkout: updated });
  } catch (error) {
    showUpdateFailure(error);
  }
}

/** 'Verify your address': the chosen address fills the form and is submitted without a second check. */
export async function acceptAddress(address: Address): Promise<void> {
  $form.set(withAddress($form.get(), address));
  $addressCheck.set(null);
  await submitAddress(true);
}

export function dismissAddressCheck(): void {
  $addressCheck.set(null);
}

/** A failed checkout update: card and general failures show as a toast (no payment box yet); others as mapped. */
function showUpdateFailure(error: unknown): void {
  const failure = submitFailure(error);
  showFailure(
    failure.kind === 'card' || failure.kind === 'general' ? { kind: 'toast', message: failure.message } : failure,
  );
}
