import { describe, expect, it } from 'vitest';
import { buildExpressCheckoutUrl, type ExpressParams } from '../../../src/features/checkout/api/express.ts';

const params: ExpressParams = {
  currency: 'EUR',
  locale: 'de',
  paymentMethod: 'paypal',
  skus: [
    { sku: '11_22_33', quantity: 2 },
    { sku: '44_55_66', quantity: 1 },
  ],
  storeId: 'st_demo',
  storeUrl: 'https://shop.example.com/',
  aid: 'partner-1',
  deviceId: 'dev 1',
  ga: 'GA1.2.3',
  contentIds: ['11', '44'],
  shipping: 'standard',
  method: 'paypal',
};

describe('buildExpressCheckoutUrl', () => {
  it('carries every query parameter of checkout.md §7, ship_method 1 and sku_quantity pairs', () => {
    const url = new URL(buildExpressCheckoutUrl('https://main.example.com/', params));
    expect(url.origin + url.pathname).toBe('https://main.example.com/express_checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      currency: 'EUR',
      locale: 'de',
      payment_method: 'paypal',
      ship_method: '1',
      skus: '11_22_33_2,44_55_66_1',
      store_id: 'st_demo',
      store_url: 'https://shop.example.com/',
      aid: 'partner-1',
      device_id: 'dev 1',
      _ga: 'GA1.2.3',
      content_ids: '11,44',
      shipping: 'standard',
      method: 'paypal',
    });
  });

  it('leaves out optional parameters that are not given', () => {
    const required: ExpressParams = {
      currency: params.currency,
      locale: params.locale,
      paymentMethod: params.paymentMethod,
      skus: params.skus,
      storeId: params.storeId,
      storeUrl: params.storeUrl,
    };
    const url = new URL(buildExpressCheckoutUrl('https://main.example.com', required));
    expect([...url.searchParams.keys()]).toEqual([
      'currency',
      'locale',
      'payment_method',
      'ship_method',
      'skus',
      'store_id',
      'store_url',
    ]);
  });

  it('refuses an empty cart or an unknown payment method', () => {
    expect(() => buildExpressCheckoutUrl('https://m.example.com', { ...params, skus: [] })).toThrow();
    expect(() =>
      buildExpressCheckoutUrl('https://m.example.com', { ...params, paymentMethod: 'cash' as 'paypal' }),
    ).toThrow();
  });
});
