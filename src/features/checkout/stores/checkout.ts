/**
 * The checkout page's state (checkout.md §2, §4): the machine of src/features/checkout/domain/machine.ts in one
 * atom, the customer form beside it, the context of the hosts, and the form actions. Rules live in
 * ../domain/; the stores only sequence calls and dispatch outcomes. Loading, the address and
 * delivery: checkout-flow.ts; promo code and opt-in: checkout-promo.ts; placing the order: checkout-pay.ts.
 */
import { atom, computed } from 'nanostores';
import type { CheckoutApi } from '../api/checkout.ts';
import type { Address, Checkout } from '../api/checkout-schemas.ts';
import type { PaymentApi } from '../api/payment.ts';
import { failureForMethod, type CheckoutFailure } from '../domain/errors.ts';
import {
  EMPTY_FORM,
  FORM_FIELDS,
  validateField,
  type DeliveryForm,
  type FormErrors,
  type FormField,
  type PhoneFormat,
} from '../domain/form.ts';
import { loadedPhoneFormat, loadPhoneFormat } from '../domain/phone.ts';
import { INITIAL_STATE, reduce, type MachineEvent, type MachineState } from '../domain/machine.ts';
import { pageWorkers, unregisterServiceWorkers } from '../browser/service-worker.ts';
import { redirectAllowlist } from '../domain/urls.ts';
import { publishCheckoutEvent } from './events.ts';

export interface CheckoutConfig {
  storeSlug: string;
  storeName: string;
  checkoutUrl: string;
  paymentUrl: string;
  /** Extra hosts a redirectUrl may lead to, besides this site and the checkout/payment hosts. */
  redirectHosts?: readonly string[];
  /** The store turned Afterpay off (§2); absent means offered wherever the region allows. */
  afterpayDisabled?: boolean;
}

/** The host clients the checkout talks through (the island hands in the page's; tests their fakes). */
export interface CheckoutClients {
  api: CheckoutApi;
  payments: PaymentApi;
}

export interface CheckoutContext {
  storeSlug: string;
  storeName: string;
  api: CheckoutApi;
  payments: PaymentApi;
  allowlist: readonly string[];
  afterpayDisabled: boolean;
}

export const $checkout = atom<MachineState>(INITIAL_STATE);
/** Slices the page shell reads, so a card keystroke (a new machine state) does not re-render the whole form. */
export const $checkoutPage = computed($checkout, (s) => s.page);
export const $customerPhase = computed($checkout, (s) => s.customer);
/** A payment is in flight: the form is locked until it ends. */
export const $processing = computed($checkout, (s) => s.processing);
export const $form = atom<DeliveryForm>(EMPTY_FORM);
export const $formErrors = atom<FormErrors>({});
/** The address validator's outcome while 'Verify your address' is open. */
export const $addressCheck = atom<{ original: Address; suggestions: readonly Address[] } | null>(null);

let context: CheckoutContext | null = null;

export function dispatch(event: MachineEvent): void {
  $checkout.set(reduce($checkout.get(), event));
}

export function checkoutContext(): CheckoutContext {
  if (!context) throw new Error('initCheckout has not run');
  return context;
}

export function currentCheckout(): Checkout | null {
  return $checkout.get().checkout;
}

/**
 * Shows a classified failure: toast, payment error box, or the Afterpay-unavailable modal (only while
 * Afterpay is the method: never after a card, PayPal or wallet failure). The toast and the modal are the
 * listener's (../listeners/checkout-feedback.ts); the payment error box is state.
 */
export function showFailure(classified: CheckoutFailure): void {
  const { method, processing } = $checkout.get();
  const failure = failureForMethod(classified, method, processing);
  if (failure.kind === 'afterpay-unavailable') publishCheckoutEvent({ type: 'afterpay-unavailable' });
  else if (failure.kind === 'toast') {
    publishCheckoutEvent({
      type: 'failed',
      message: failure.message,
      ...(failure.durationMs === undefined ? {} : { durationMs: failure.durationMs }),
      ...(failure.position === undefined ? {} : { position: failure.position }),
    });
  } else dispatch({ type: 'payment-failed', message: failure.message });
}

export function initCheckout(cfg: CheckoutConfig, clients: CheckoutClients): CheckoutContext {
  // §9: a service worker is unregistered on checkout pages (never waited for: it cannot block the page).
  void unregisterServiceWorkers(pageWorkers());
  context = {
    storeSlug: cfg.storeSlug,
    storeName: cfg.storeName,
    api: clients.api,
    payments: clients.payments,
    allowlist: redirectAllowlist(location.origin, [cfg.checkoutUrl, cfg.paymentUrl, ...(cfg.redirectHosts ?? [])]),
    afterpayDisabled: cfg.afterpayDisabled ?? false,
  };
  return context;
}

/**
 * The errors after `field` changed: that field is validated; country also decides whether state and zip
 * are required, so it revalidates those that already show a message. A non-blank phone waits for the
 * phone rule while it is still loading (no message until it answers).
 */
function errorsAfter(field: FormField, form: DeliveryForm, formatPhone: PhoneFormat | null): FormErrors {
  const previous = $formErrors.get();
  const errors: FormErrors = {};
  for (const f of FORM_FIELDS) {
    const recheck = f === field || (field === 'country' && (f === 'state' || f === 'zip') && previous[f] !== undefined);
    const message = recheck ? validateField(f, form, formatPhone) : (previous[f] ?? null);
    if (message !== null) errors[f] = message;
  }
  return errors;
}

export function setField(field: FormField, value: string): void {
  const form = { ...$form.get(), [field]: value };
  $form.set(form);
  const formatPhone = loadedPhoneFormat();
  $formErrors.set(errorsAfter(field, form, formatPhone));
  if (field !== 'phone' || formatPhone !== null || value.trim() === '') return;
  loadPhoneFormat().then(
    (loaded) => {
      // Answers only for the number still in the field; a newer change has its own answer.
      if ($form.get().phone === value) $formErrors.set(errorsAfter('phone', $form.get(), loaded));
    },
    () => undefined, // the submit tries the download again and says so when it fails
  );
}

/** Email is trimmed on blur (§2). */
export function blurEmail(): void {
  const email = $form.get().email;
  if (email !== email.trim()) setField('email', email.trim());
}
