/**
 * Loading the checkout of this URL, the address step ('Deliver to this address', 'Verify your address')
 * and delivery options (checkout.md §4). An answer for an earlier address never overwrites a later one:
 * each request gets a sequence number and the machine drops stale answers.
 */
import { deliveryKindOf, isCheckoutFinished, type DeliveryOption, type DeliveryOptionId } from '../api/checkout.ts';
import type { Address, Checkout } from '../api/checkout-schemas.ts';
import { resolveCheckoutId } from '../domain/checkout-id.ts';
import { deliveryOptionsFailure, submitFailure } from '../domain/errors.ts';
import {
  fromCustomer,
  toCustomer,
  validateForm,
  withAddress,
  type DeliveryForm,
  type FormField,
  type PhoneFormat,
} from '../domain/form.ts';
import { loadPhoneFormat } from '../domain/phone.ts';
import {
  INITIAL_STATE,
  defaultOption,
  deliveryNeedsUpdate,
  hasAddress,
  shouldFetchDelivery,
} from '../domain/machine.ts';
import { initialMethod, methodFromQuery } from '../domain/payment-rules.ts';
import { isReady, pollUntilReady } from '../domain/poll.ts';
import { CHECKOUT_ERROR_TOAST_MS, CHECKOUT_TEXTS } from '../domain/texts.ts';
import { allowedRedirect } from '../domain/urls.ts';
import { US_STATES, $localization } from '../../localization/index.ts';
import { rememberCheckoutId } from '../../cart/index.ts';
import { readDraft, saveDraft, type CheckoutDraft } from './checkout-draft.ts';
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
import { publishCheckoutEvent } from './events.ts';

let deliverySeq = 0;
/** Stops writing the draft of the checkout loaded before (keepDraft). */
let stopKeeping: (() => void) | null = null;

/**
 * The checkout leaves this page at once: it is finished (to /thankyou), or it carries a redirectUrl on an
 * allowlisted host (§4 "A redirect URL on the checkout sends the browser there"); any other redirectUrl is
 * ignored and the form shows.
 */
function leavesOnLoad(checkout: Checkout): boolean {
  const ctx = checkoutContext();
  return isCheckoutFinished(checkout) || allowedRedirect(checkout.redirectUrl, location.origin, ctx.allowlist) !== null;
}

/**
 * Loads the checkout of this URL; one that leaves at once (finished, or carrying an allowlisted
 * redirectUrl) is handed to `onFinished` (leaveCheckout: the redirect, or /thankyou).
 */
export async function loadCheckout(onFinished: (checkout: Checkout) => void): Promise<void> {
  const ctx = checkoutContext();
  stopKeeping?.();
  stopKeeping = null;
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
    if (leavesOnLoad(checkout)) {
      onFinished(checkout);
      return;
    }
    // A checkout the host has not made ready yet is read again in the background (§4, §9), never behind a
    // 'Loading your checkout…' screen.
    if (seed !== null || !isReady(checkout)) void settleInBackground(checkout, read, onFinished, seed !== null);
    rememberCheckoutId(checkout.id);
    const draft = readDraft(checkout.id);
    // What the buyer typed comes back before the form is shown; a draft edited after the address was
    // confirmed leaves section 1 editing, so the edit is confirmed before an order can use it.
    const confirm = shouldFetchDelivery(checkout) && (draft === null || draft.confirmed);
    $form.set(draft?.form ?? fromCustomer(checkout.customer));
    const method = initialMethod({
      query: methodFromQuery(location.search),
      kept: draft?.method ?? null,
      hostMethod: checkout.paymentMethod,
      returning: returningVisit(),
      offer: { region: $localization.get().region, afterpayDisabled: ctx.afterpayDisabled },
    });
    dispatch({ type: 'loaded', checkout, method });
    if (checkout.payment?.state === 'failed') {
      publishCheckoutEvent({
        type: 'failed',
        message: CHECKOUT_TEXTS.paymentFailed,
        durationMs: CHECKOUT_ERROR_TOAST_MS,
        position: 'top',
      });
    }
    if (confirm) dispatch({ type: 'address-submitted' });
    keepDraft(checkout.id, confirm && hasAddress(checkout));
    if (confirm) await fetchDeliveryOptions();
  } catch {
    dispatch({ type: 'load-failed' });
  }
}

/** The page was reloaded or reached by Back/Forward, rather than opened afresh (from the cart). */
function returningVisit(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const entry = performance.getEntriesByType('navigation')[0];
  return entry !== undefined && 'type' in entry && (entry.type === 'reload' || entry.type === 'back_forward');
}

/**
 * Keeps the form, whether it is the confirmed address, and the method in the checkout's draft on every
 * change (checkout-draft.ts). Confirmed follows section 1: true once it is done, false while editing, and
 * unchanged while an address is being submitted.
 */
function keepDraft(checkoutId: string, confirmedAtStart: boolean): void {
  stopKeeping?.();
  let last: CheckoutDraft = { form: $form.get(), confirmed: confirmedAtStart, method: $checkout.get().method };
  const write = (): void => {
    const state = $checkout.get();
    const confirmed = state.customer === 'pending' ? last.confirmed : state.customer === 'done';
    const next: CheckoutDraft = { form: $form.get(), confirmed, method: state.method };
    if (next.form === last.form && next.confirmed === last.confirmed && next.method === last.method) return;
    last = next;
    saveDraft(checkoutId, next);
  };
  const stopForm = $form.listen(write);
  const stopState = $checkout.listen(write);
  stopKeeping = () => {
    stopForm();
    stopState();
  };
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
    if (leavesOnLoad(latest)) {
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
