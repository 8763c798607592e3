import { describe, expect, it } from 'vitest';
import { cardErrorFrom, createPaymentApi } from '../../../src/features/checkout/api/payment.ts';
import { ApiErrorsError, MalformedResponseError } from '../../../src/shared/api/request.ts';
import { callOf, fakeFetch, jsonResponse } from './fake.ts';

const payment = {
  id: 'pay_1',
  paymentToken: 'ptok_1',
  state: 'pending',
  checkoutId: 'co_1',
  platform: 'paypal',
  paymentMethod: 'paypal',
  amount: { amount: 2500, currency: 'USD' },
  meta: {
    paymentMethodId: null,
    clientSecret: 's',
    failureCode: null,
    failureMessage: null,
    paypalOrderId: 'PAYPAL_1',
  },
};

describe('payment verbs', () => {
  it('initiates, updates and reads a payment', async () => {
    const fetch = fakeFetch(
      jsonResponse(payment, 201),
      jsonResponse({ ...payment, state: 'failed' }),
      jsonResponse(payment),
    );
    const api = createPaymentApi({ baseUrl: 'http://pay.test', fetch });
    const input = { amount: 2500, paymentMethod: 'paypal' as const, checkoutId: 'co_1', storeSlug: 'demo' };
    expect((await api.initiatePayment(input)).meta.paypalOrderId).toBe('PAYPAL_1');
    expect((await api.updatePayment({ ...input, id: 'pay_1', paymentToken: 'ptok_1' })).state).toBe('failed');
    await api.getPayment('pay_1', 'co_1');
    expect(callOf(fetch, 0).url.pathname).toBe('/v1/initiatePayment');
    expect(callOf(fetch, 1).method).toBe('PUT');
    expect(callOf(fetch, 2).url.search).toBe('?paymentId=pay_1&checkoutId=co_1');
  });

  it('refuses a payment in a state the contract does not know', async () => {
    const api = createPaymentApi({
      baseUrl: 'http://pay.test',
      fetch: fakeFetch(jsonResponse({ ...payment, state: 'weird' })),
    });
    await expect(api.getPayment('pay_1', 'co_1')).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('tokenises a card and reports a card error from the errors list', async () => {
    const errors = [{ code: 'incorrect_number', detail: 'Your card number is invalid.', message: 'Stripe error' }];
    const fetch = fakeFetch(
      jsonResponse(
        { paymentMethodId: 'pm_1', card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 } },
        201,
      ),
      jsonResponse({ errors }, 402),
    );
    const api = createPaymentApi({ baseUrl: 'http://pay.test', fetch });
    const card = { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123', name: 'A' };
    expect((await api.tokenizeCard(card)).paymentMethodId).toBe('pm_1');
    const error = await api.tokenizeCard(card).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiErrorsError);
    expect(cardErrorFrom((error as ApiErrorsError).errors)).toEqual({
      code: 'incorrect_number',
      message: 'Your card number is invalid.',
    });
  });

  it('ignores errors that are not the card provider’s', () => {
    expect(cardErrorFrom([{ code: 'payment_mismatch', detail: 'x' }])).toBeUndefined();
  });

  it('posts PayPal approval with the payer and encodes the order id', async () => {
    const fetch = fakeFetch(jsonResponse({ ...payment, state: 'authorized' }));
    const api = createPaymentApi({ baseUrl: 'http://pay.test', fetch });
    await api.approvePaypal('A/B', 'buyer@example.com');
    expect(callOf(fetch).url.pathname).toBe('/v1/paypal/orders/A%2FB/approve');
    expect(callOf(fetch).body).toEqual({ payerEmail: 'buyer@example.com' });
  });
});
