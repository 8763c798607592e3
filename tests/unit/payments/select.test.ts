import { describe, expect, it, vi } from 'vitest';
import {
  CARD_UNAVAILABLE_MESSAGE,
  cardProviderKind,
  loadOrMessage,
  paypalProviderKind,
  sandboxWalletRequested,
} from '../../../src/features/checkout/payments/select.ts';
import {
  completeWalletPayment,
  formatWalletTotal,
  paymentRequestOptions,
  walletButtonLabel,
} from '../../../src/features/checkout/payments/wallet.ts';

describe('choosing the provider from the public configuration', () => {
  it('uses the sandbox when no key or client id is set', () => {
    expect([cardProviderKind(undefined), cardProviderKind(''), cardProviderKind('  ')]).toEqual([
      'sandbox',
      'sandbox',
      'sandbox',
    ]);
    expect(cardProviderKind('pk_test_123')).toBe('stripe');
    expect([paypalProviderKind(undefined), paypalProviderKind('client')]).toEqual(['sandbox', 'paypal']);
  });
});

describe('a provider that cannot load', () => {
  it('resolves to the message, whether the loader throws or finds nothing', async () => {
    expect(await loadOrMessage(() => Promise.resolve(7), CARD_UNAVAILABLE_MESSAGE)).toEqual({ ok: true, value: 7 });
    expect(await loadOrMessage(() => Promise.resolve(null), CARD_UNAVAILABLE_MESSAGE)).toEqual({
      ok: false,
      message: 'Card payments are unavailable right now. Please try another payment method.',
    });
    expect(await loadOrMessage(() => Promise.reject(new Error('blocked')), 'x')).toEqual({
      ok: false,
      message: 'x',
    });
  });
});

describe('the wallet', () => {
  it('is offered by the sandbox only when the page opts in', () => {
    expect(sandboxWalletRequested('?sandboxWallet=1')).toBe(true);
    expect(sandboxWalletRequested('?id=abc&sandboxWallet=true')).toBe(true);
    expect(sandboxWalletRequested('?sandboxWallet=0')).toBe(false);
    expect(sandboxWalletRequested('')).toBe(false);
  });
  it('asks for "Total cost" in the checkout’s currency with billing country US', () => {
    expect(paymentRequestOptions(12345, 'USD')).toEqual({
      country: 'US',
      currency: 'usd',
      total: { label: 'Total cost', amount: 12345 },
      requestPayerName: true,
      requestPayerEmail: true,
    });
    expect(formatWalletTotal(12345, 'usd')).toBe('$123.45');
  });
  it('names the wallet found', () => {
    expect(walletButtonLabel({ applePay: true })).toBe('Pay with Apple Pay');
    expect(walletButtonLabel({ applePay: false, googlePay: true })).toBe('Pay with Google Pay');
    expect(walletButtonLabel({ link: true })).toBe('Pay with wallet');
  });
  it('closes the sheet with the checkout’s outcome', async () => {
    const complete = vi.fn();
    const onError = vi.fn();
    await completeWalletPayment('pm_1', complete, { onPaymentMethod: () => Promise.resolve(), onError });
    expect(complete).toHaveBeenLastCalledWith('success');
    await completeWalletPayment('pm_2', complete, {
      onPaymentMethod: () => Promise.reject(new Error('declined')),
      onError,
    });
    expect(complete).toHaveBeenLastCalledWith('fail');
    expect(onError).toHaveBeenCalledWith('An error occurred while processing your card. Try again in a little bit.');
  });
});
