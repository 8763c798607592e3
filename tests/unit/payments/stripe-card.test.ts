import type { StripeCardElement } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import type { BillingDetails } from '../../../src/features/checkout/payments/provider.ts';
import {
  combineElementChanges,
  createStripeCardProvider,
  stripeBillingDetails,
  UNTOUCHED_ELEMENT,
  type StripeCardApi,
} from '../../../src/features/checkout/payments/stripe-card.ts';

const BILLING: BillingDetails = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+12025550100',
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
};
// The adapter only hands the element to Stripe.js; an opaque object stands in for it.
const element = { elementType: 'card' } as unknown as StripeCardElement;

function mockStripe(overrides: Partial<StripeCardApi> = {}) {
  const createPaymentMethod = vi.fn<StripeCardApi['createPaymentMethod']>(
    overrides.createPaymentMethod ?? (() => Promise.resolve({ paymentMethod: { id: 'pm_stripe' } })),
  );
  const confirmCardPayment = vi.fn<StripeCardApi['confirmCardPayment']>(
    overrides.confirmCardPayment ?? (() => Promise.resolve({ paymentIntent: { status: 'requires_capture' } })),
  );
  return { createPaymentMethod, confirmCardPayment };
}

describe('the Stripe card adapter', () => {
  it('creates a card payment method from the element with Stripe’s billing_details', async () => {
    const stripe = mockStripe();
    const provider = createStripeCardProvider(stripe, element);
    expect(provider.kind).toBe('stripe');
    expect(await provider.createPaymentMethod(BILLING)).toEqual({ ok: true, paymentMethodId: 'pm_stripe' });
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: element,
      billing_details: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+12025550100',
        address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
      },
    });
  });
  it('keeps line2 only when given', () => {
    const withLine2 = { ...BILLING, address: { ...BILLING.address, line2: 'Apt 4' } };
    expect(stripeBillingDetails(withLine2).address).toMatchObject({ line2: 'Apt 4' });
    expect(stripeBillingDetails(BILLING).address).not.toHaveProperty('line2');
  });
  it('returns Stripe’s error as a value', async () => {
    const stripe = mockStripe({
      createPaymentMethod: () =>
        Promise.resolve({ error: { code: 'incorrect_number', message: 'Your card number is invalid.' } }),
    });
    expect(await createStripeCardProvider(stripe, element).createPaymentMethod(BILLING)).toEqual({
      ok: false,
      code: 'incorrect_number',
      message: 'Your card number is invalid.',
    });
  });
  it('confirms with the client secret and the payment method', async () => {
    const stripe = mockStripe();
    expect(await createStripeCardProvider(stripe, element).confirmCardPayment('pi_1_secret_2', 'pm_1')).toEqual({
      ok: true,
    });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', { payment_method: 'pm_1' });
  });
  it('maps a decline, an unconfirmed intent and a thrown SDK call', async () => {
    const declined = mockStripe({
      confirmCardPayment: () =>
        Promise.resolve({ error: { code: 'card_declined', message: 'Your card has insufficient funds.' } }),
    });
    expect(await createStripeCardProvider(declined, element).confirmCardPayment('s', 'pm')).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card has insufficient funds.',
    });
    const pending = mockStripe({
      confirmCardPayment: () => Promise.resolve({ paymentIntent: { status: 'requires_action' } }),
    });
    expect(await createStripeCardProvider(pending, element).confirmCardPayment('s', 'pm')).toMatchObject({
      ok: false,
      code: 'payment_intent_unexpected_state',
    });
    const broken = mockStripe({ createPaymentMethod: () => Promise.reject(new Error('network')) });
    expect(await createStripeCardProvider(broken, element).createPaymentMethod(BILLING)).toMatchObject({
      ok: false,
      code: 'api_connection_error',
    });
  });
});

describe('combining the split elements’ change events', () => {
  it('is complete only when every element is, and shows the first error', () => {
    const done = { complete: true, empty: false };
    expect(combineElementChanges([UNTOUCHED_ELEMENT, UNTOUCHED_ELEMENT])).toEqual({
      complete: false,
      empty: true,
      error: null,
    });
    expect(combineElementChanges([done, done, done])).toEqual({ complete: true, empty: false, error: null });
    expect(
      combineElementChanges([
        done,
        { complete: false, empty: false, error: { message: "Your card's expiration year is in the past." } },
        { complete: false, empty: false, error: { message: "Your card's security code is incomplete." } },
      ]),
    ).toEqual({ complete: false, empty: false, error: "Your card's expiration year is in the past." });
  });
});
