import { describe, expect, it } from 'vitest';
import {
  createCheckoutApi,
  deliveryKindOf,
  isCheckoutFinished,
  promoErrorFrom,
  toDeliveryOption,
  type Checkout,
} from '../../../src/features/checkout/api/checkout.ts';
import { ApiErrorsError, MalformedResponseError } from '../../../src/shared/api/request.ts';
import { callOf, fakeFetch, jsonResponse, noWait } from './fake.ts';
import { checkoutFixture, usd } from '../fixtures/checkout.ts';

const checkout: Checkout = checkoutFixture(2500);
const quote = (name: 'standard' | 'rush' | 'super_rush', amount: number) => ({
  name,
  cost: usd(amount),
  deliveryEstimates: { early: '2026-02-01', late: '2026-02-05' },
});

describe('delivery option mapping', () => {
  it('maps each quote kind to the spec id, a label, cents and the two dates', () => {
    expect(toDeliveryOption(quote('standard', 599))).toEqual({
      id: 'fullStandardCost',
      kind: 'standard',
      label: 'Standard',
      price: 599,
      currency: 'USD',
      estimatedDelivery: { deliveryDate: '2026-02-01', arrivalDate: '2026-02-05' },
    });
    expect(toDeliveryOption(quote('rush', 1)).id).toBe('fullRushCost');
    expect(toDeliveryOption(quote('super_rush', 1)).id).toBe('fullSuperRushCost');
    expect(deliveryKindOf('fullSuperRushCost')).toBe('super_rush');
  });

  it('getDeliveryOptions posts the destination and returns domain options', async () => {
    const fetch = fakeFetch(
      jsonResponse({ data: { attributes: { quotes: [quote('standard', 0), quote('rush', 1499)] } } }),
    );
    const api = createCheckoutApi({ baseUrl: 'http://co.test/base/', fetch });
    const options = await api.getDeliveryOptions({ id: 'co_1', storeSlug: 'demo', stateCode: 'CA', countryCode: 'US' });
    expect(options.map((o) => [o.id, o.price])).toEqual([
      ['fullStandardCost', 0],
      ['fullRushCost', 1499],
    ]);
    const call = callOf(fetch);
    expect(call.url.href).toBe('http://co.test/base/deliveryOptions');
    expect(call.body).toEqual({ id: 'co_1', storeSlug: 'demo', stateCode: 'CA', countryCode: 'US' });
  });

  it('rejects a quote of an unknown kind', async () => {
    const fetch = fakeFetch(
      jsonResponse({
        data: { attributes: { quotes: [quote('standard', 0), { ...quote('rush', 1), name: 'teleport' }] } },
      }),
    );
    const api = createCheckoutApi({ baseUrl: 'http://co.test', fetch });
    await expect(
      api.getDeliveryOptions({ id: 'x', storeSlug: 'demo', stateCode: 'CA', countryCode: 'US' }),
    ).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('promo error pick', () => {
  it('takes the error whose pointer mentions promoCode', () => {
    const errors = [
      { code: 'a', detail: 'other', source: { pointer: '/data/customer' } },
      { code: 'b', detail: 'Sorry', source: { pointer: '/data/promoCode' } },
    ];
    expect(promoErrorFrom(errors)?.code).toBe('b');
    expect(promoErrorFrom([{ code: 'a' }])).toBeUndefined();
  });
});

describe('checkout verbs', () => {
  it('creates, reads and updates with the right method, path and body', async () => {
    const fetch = fakeFetch(
      jsonResponse(checkout, 201),
      jsonResponse(checkout),
      jsonResponse({ ...checkout, promoCode: 'SAVE10' }),
    );
    const api = createCheckoutApi({ baseUrl: 'http://co.test', fetch });
    await api.createCheckout({ storeSlug: 'demo', lineItems: [{ sku: '1_2_3', quantity: 1 }] });
    await api.getCheckout('co_1', 'demo');
    const updated = await api.updateCheckout('co_1', { storeSlug: 'demo', promoCode: 'SAVE10' });
    expect(updated.promoCode).toBe('SAVE10');
    expect([0, 1, 2].map((n) => [callOf(fetch, n).method, callOf(fetch, n).url.pathname])).toEqual([
      ['POST', '/checkout'],
      ['GET', '/checkout'],
      ['PUT', '/v1/checkout'],
    ]);
    expect(callOf(fetch, 1).url.search).toBe('?id=co_1&storeSlug=demo');
    expect(callOf(fetch, 2).body).toEqual({ id: 'co_1', data: { storeSlug: 'demo', promoCode: 'SAVE10' } });
  });

  it('sends the Idempotency-Key on every attempt of a submit', async () => {
    const fetch = fakeFetch(
      new TypeError('connection reset'),
      jsonResponse({ ...checkout, state: 'completed', orderLookupNumber: 'SB1' }),
    );
    const api = createCheckoutApi({ baseUrl: 'http://co.test', fetch, backoffMs: noWait });
    const input = {
      checkoutId: 'co_1',
      storeSlug: 'demo',
      paymentToken: 't',
      paymentId: 'p',
      platform: 'stripe' as const,
    };
    const placed = await api.submitCheckout(input, 'key-123');
    expect(placed.orderLookupNumber).toBe('SB1');
    expect(callOf(fetch, 0).headers.get('idempotency-key')).toBe('key-123');
    expect(callOf(fetch, 1).headers.get('idempotency-key')).toBe('key-123');
  });

  it('surfaces a promo refusal as an errors list', async () => {
    const errors = [
      {
        code: 'invalid_promo_code',
        detail: 'Sorry, this promo code cannot be applied to your order.',
        source: { pointer: '/data/promoCode' },
      },
    ];
    const api = createCheckoutApi({ baseUrl: 'http://co.test', fetch: fakeFetch(jsonResponse({ errors }, 422)) });
    const error = await api.applyPromo('co_1', 'demo', 'NOPE').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiErrorsError);
    expect(promoErrorFrom((error as ApiErrorsError).errors)?.detail).toBe(errors[0]?.detail);
  });

  it('builds the tracking URL and needs the commerce host for orders by cart', async () => {
    const api = createCheckoutApi({ baseUrl: 'http://co.test/checkout-host', fetch: fakeFetch() });
    expect(api.trackOrderUrl('SB A/1')).toBe('http://co.test/checkout-host/track/order/SB%20A%2F1');
    await expect(api.getOrderByCartId('co_1')).rejects.toThrow('commerceBaseUrl');
  });

  it('counts a checkout finished when completed, or success with an order', () => {
    expect(isCheckoutFinished(checkout)).toBe(false);
    expect(isCheckoutFinished({ state: 'success', orderLookupNumber: 'SB1' })).toBe(true);
    expect(isCheckoutFinished({ state: 'completed', orderLookupNumber: 'SB1' })).toBe(true);
    expect(isCheckoutFinished({ state: 'failure', orderLookupNumber: null })).toBe(false);
  });
});
