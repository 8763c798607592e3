import { describe, expect, it, vi } from 'vitest';
import type { PaymentApi } from '../../../src/features/checkout/api/payment.ts';
import { ApiErrorsError, RetryExceededError } from '../../../src/shared/api/request.ts';
import { EMPTY_CARD_VALUES, type CardValues } from '../../../src/features/checkout/payments/card-rules.ts';
import type { BillingDetails } from '../../../src/features/checkout/payments/provider.ts';
import { createSandboxCardProvider, paymentIdOfToken } from '../../../src/features/checkout/payments/sandbox-card.ts';

const NOW = new Date('2026-11-22T02:00:00Z');
const BILLING: BillingDetails = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+12025550100',
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
};
const GOOD: CardValues = { number: '4242 4242 4242 4242', expiry: '04 / 31', cvc: '123' };
const stripeError = (code: string, detail: string) =>
  new ApiErrorsError(402, [{ status: 402, code, detail, message: 'Stripe error' }]);

type Api = Pick<PaymentApi, 'tokenizeCard' | 'confirmPaymentIntent'>;
function setup(values: CardValues, api: Partial<Api> = {}) {
  const tokenizeCard = vi.fn<Api['tokenizeCard']>(
    api.tokenizeCard ??
      (() =>
        Promise.resolve({
          paymentMethodId: 'pm_1',
          card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031 },
        })),
  );
  const confirmPaymentIntent = vi.fn<Api['confirmPaymentIntent']>(
    api.confirmPaymentIntent ??
      ((paymentId) =>
        Promise.resolve({
          id: 'pi_1',
          paymentId,
          clientSecret: 's',
          status: 'requires_capture' as const,
          amount: { amount: 100, currency: 'USD' },
          lastError: null,
        })),
  );
  const provider = createSandboxCardProvider({
    api: { tokenizeCard, confirmPaymentIntent },
    readFields: () => values,
    now: () => NOW,
  });
  return { provider, tokenizeCard, confirmPaymentIntent };
}

describe('the sandbox card provider', () => {
  it('tokenises the mounted fields with the card holder’s name', async () => {
    const { provider, tokenizeCard } = setup(GOOD);
    expect(provider.kind).toBe('sandbox');
    expect(await provider.createPaymentMethod(BILLING)).toEqual({ ok: true, paymentMethodId: 'pm_1' });
    expect(tokenizeCard).toHaveBeenCalledWith({
      number: '4242424242424242',
      expMonth: 4,
      expYear: 2031,
      cvc: '123',
      name: 'Ada Lovelace',
    });
  });
  it('refuses incomplete fields locally with Stripe’s code and message', async () => {
    const { provider, tokenizeCard } = setup(EMPTY_CARD_VALUES);
    expect(await provider.createPaymentMethod(BILLING)).toEqual({
      ok: false,
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    });
    expect(tokenizeCard).not.toHaveBeenCalled();
  });
  it('passes the host’s card error through', async () => {
    const { provider } = setup(GOOD, {
      tokenizeCard: () => Promise.reject(stripeError('incorrect_number', 'Your card number is invalid.')),
    });
    expect(await provider.createPaymentMethod(BILLING)).toEqual({
      ok: false,
      code: 'incorrect_number',
      message: 'Your card number is invalid.',
    });
  });
  it('turns an unreachable host into Stripe’s retry message', async () => {
    const { provider } = setup(GOOD, { tokenizeCard: () => Promise.reject(new RetryExceededError(503)) });
    expect(await provider.createPaymentMethod(BILLING)).toMatchObject({ ok: false, code: 'api_connection_error' });
  });
  it('confirms the payment the token names, and maps a decline', async () => {
    const token = 'pay_ab12_secret_cd34';
    const ok = setup(GOOD);
    expect(await ok.provider.confirmCardPayment(token, 'pm_1')).toEqual({ ok: true });
    expect(ok.confirmPaymentIntent).toHaveBeenCalledWith('pay_ab12', token);
    const declined = setup(GOOD, {
      confirmPaymentIntent: () => Promise.reject(stripeError('card_declined', 'Your card was declined.')),
    });
    expect(await declined.provider.confirmCardPayment(token, 'pm_1')).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });
  it('refuses a token that names no payment without calling the host', async () => {
    const { provider, confirmPaymentIntent } = setup(GOOD);
    expect(paymentIdOfToken('ptok_123')).toBeNull();
    expect(await provider.confirmCardPayment('ptok_123', 'pm_1')).toEqual({
      ok: false,
      code: 'payment_intent_invalid_secret',
      message: 'Error when getting payment intent.',
    });
    expect(confirmPaymentIntent).not.toHaveBeenCalled();
  });
});
