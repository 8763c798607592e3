import { describe, expect, it } from 'vitest';
import {
  availableMethods,
  cardErrorMessage,
  cardLayout,
  defaultMethod,
  initialMethod,
  methodFromQuery,
  payButtonLabel,
  paymentMethodFor,
  platformFor,
} from '../../../src/features/checkout/domain/payment-rules.ts';
import { CARD_ERROR_WHITELIST } from '../../../src/features/checkout/domain/texts.ts';

describe('platform mapping (checkout.md §4)', () => {
  it.each(['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card'])('%s is the card provider', (m) => {
    expect(platformFor(m)).toBe('stripe');
  });
  it.each(['paypal', 'venmo', ''])('%s means paypal', (m) => {
    expect(platformFor(m)).toBe('paypal');
  });
  it('maps the wallet to a payment-host method', () => {
    expect(paymentMethodFor('wallet')).toBe('google-pay');
    expect(paymentMethodFor('wallet', 'apple-pay')).toBe('apple-pay');
    expect(paymentMethodFor('card')).toBe('card');
  });
});

describe('button labels (§9)', () => {
  it('labels each method', () => {
    expect(payButtonLabel('afterpay')).toBe('Pay now with afterpay');
    expect(payButtonLabel('paypal')).toBe('PayPal');
    expect(payButtonLabel('card')).toBe('Place order');
    expect(payButtonLabel('google-pay')).toBe('Pay');
  });
});

describe('methods on offer (§2)', () => {
  it('offers Afterpay only for a US region when not disabled, the wallet only when available', () => {
    expect(availableMethods({ region: 'USA', afterpayDisabled: false, walletAvailable: false })).toEqual([
      'card',
      'paypal',
      'afterpay',
    ]);
    expect(availableMethods({ region: 'USA', afterpayDisabled: true, walletAvailable: true })).toEqual([
      'card',
      'paypal',
      'wallet',
    ]);
    expect(availableMethods({ region: 'EU', afterpayDisabled: false, walletAvailable: false })).toEqual([
      'card',
      'paypal',
    ]);
  });
  it('uses one card element on a large mobile width', () => {
    expect(cardLayout(true)).toBe('single');
    expect(cardLayout(false)).toBe('split');
  });
});

describe('the default method (§4 "Default: method afterpay"; issue 13)', () => {
  it('is afterpay where Afterpay is offered: a US store region, not disabled by the store', () => {
    expect(defaultMethod({ region: 'USA', afterpayDisabled: false })).toBe('afterpay');
  });
  it('is card elsewhere or when the store disabled Afterpay', () => {
    expect(defaultMethod({ region: 'USA', afterpayDisabled: true })).toBe('card');
    expect(defaultMethod({ region: 'EU', afterpayDisabled: false })).toBe('card');
    expect(defaultMethod({ region: 'GBR', afterpayDisabled: false })).toBe('card');
  });
});

describe('the method a checkout opens on (issue 13)', () => {
  const US = { region: 'USA', afterpayDisabled: false };
  const base = { query: null, kept: null, hostMethod: 'card', returning: false, offer: US } as const;
  it('is the default without anything chosen; a PayPal payment on the host is PayPal', () => {
    expect(initialMethod(base)).toBe('afterpay');
    expect(initialMethod({ ...base, offer: { region: 'EU', afterpayDisabled: false } })).toBe('card');
    expect(initialMethod({ ...base, hostMethod: 'paypal' })).toBe('paypal');
  });
  it('restores the method chosen for this checkout', () => {
    expect(initialMethod({ ...base, kept: 'card' })).toBe('card');
    expect(initialMethod({ ...base, kept: 'wallet', hostMethod: 'paypal' })).toBe('wallet');
  });
  it('a cart button’s ?method= wins on a fresh visit; on a reload or Back/Forward the kept choice wins', () => {
    expect(initialMethod({ ...base, query: 'paypal', kept: 'card' })).toBe('paypal');
    expect(initialMethod({ ...base, query: 'paypal', kept: 'card', returning: true })).toBe('card');
    expect(initialMethod({ ...base, query: 'paypal', returning: true })).toBe('paypal');
  });
});

describe('card errors (§8)', () => {
  it.each(CARD_ERROR_WHITELIST.map((m) => [m]))('shows %s as it is', (m) => {
    expect(cardErrorMessage(m)).toBe(m);
  });
  it('shows anything else as a decline', () => {
    expect(cardErrorMessage("Your card's expiration year is in the past.")).toBe('Your card was declined.');
    expect(cardErrorMessage(null)).toBe('Your card was declined.');
  });
  it('lists exactly the spec whitelist', () => {
    expect(CARD_ERROR_WHITELIST).toEqual([
      'Your card was declined.',
      'Your card has insufficient funds.',
      'Your card has expired.',
      'An error occurred while processing your card. Try again in a little bit.',
      "Your card's security code is incorrect.",
      'Your card number is invalid.',
    ]);
  });
});

describe('?method= from the cart buttons', () => {
  it('accepts the known methods only', () => {
    expect(methodFromQuery('?method=paypal')).toBe('paypal');
    expect(methodFromQuery('?method=afterpay')).toBe('afterpay');
    expect(methodFromQuery('?method=<script>')).toBeNull();
    expect(methodFromQuery('')).toBeNull();
  });
});
