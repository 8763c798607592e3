import { describe, expect, it } from 'vitest';
import type { RecalculatedCart } from '../../src/features/checkout/api/checkout-schemas.ts';
import { buildExpressCheckoutUrl } from '../../src/features/checkout/api/express.ts';
import {
  EXPRESS_BUTTON_LABELS,
  expressMethodFor,
  expressParamsFor,
  parseExpressQuery,
  type ExpressContext,
} from '../../src/features/checkout/domain/express-checkout.ts';

const usa = { region: 'USA', currency: 'USD' };
const line = (sku: string, quantity: number, productId: string) => ({
  sku,
  quantity,
  title: 't',
  productType: 'Tee',
  listingSlug: 'tee',
  productId,
  imageUrl: '',
  price: { amount: 2000, currency: 'USD' },
  total: { amount: 2000 * quantity, currency: 'USD' },
  inventoryCount: null,
});
const cart: RecalculatedCart = {
  storeSlug: 'demo',
  currency: 'USD',
  lineItems: [line('1_2_3', 2, '101'), line('1_2_4', 1, '101'), line('5_6_7', 1, '113')],
  removed: [],
  subtotal: { amount: 8000, currency: 'USD' },
};
const context: ExpressContext = {
  method: 'paypal',
  deviceId: 'dev-1',
  currency: 'USD',
  locale: 'en',
  storeId: 'st_demo',
  storeUrl: 'https://demo.merch.example',
  affiliateCookie: 'partner<1>',
  gaCookie: 'GA1.1.123.456',
};

describe('express checkout', () => {
  it('reads the method (default afterpay) and a safe device id', () => {
    expect(parseExpressQuery(new URLSearchParams(''))).toEqual({ method: 'afterpay', deviceId: null });
    expect(parseExpressQuery(new URLSearchParams('method=paypal&deviceId=d-1'))).toEqual({
      method: 'paypal',
      deviceId: 'd-1',
    });
    expect(parseExpressQuery(new URLSearchParams('method=bitcoin&deviceId=<x>'))).toEqual({
      method: 'afterpay',
      deviceId: null,
    });
  });

  it('offers methods other than afterpay only to USA/USD shoppers', () => {
    expect(expressMethodFor('applepay', usa)).toBe('applepay');
    expect(expressMethodFor('applepay', { region: 'EU', currency: 'EUR' })).toBe('afterpay');
    expect(expressMethodFor('paypal', { region: 'USA', currency: 'CAD' })).toBe('afterpay');
  });

  it('labels each method as the spec says', () => {
    expect(EXPRESS_BUTTON_LABELS.afterpay).toBe('Pay now with afterpay');
    expect(EXPRESS_BUTTON_LABELS.paypal).toBe('PayPal');
  });

  it('builds every express_checkout parameter from the recalculated cart', () => {
    const params = expressParamsFor(cart, context);
    expect(params).not.toBeNull();
    const url = new URL(
      buildExpressCheckoutUrl(
        'https://main.example/',
        params ?? { currency: '', locale: '', paymentMethod: 'afterpay', skus: [], storeId: '', storeUrl: '' },
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      currency: 'USD',
      locale: 'en',
      payment_method: 'paypal',
      ship_method: '1',
      skus: '1_2_3_2,1_2_4_1,5_6_7_1',
      store_id: 'st_demo',
      store_url: 'https://demo.merch.example',
      aid: 'partner1',
      device_id: 'dev-1',
      _ga: 'GA1.1.123.456',
      content_ids: '101,113',
      shipping: 'standard',
      method: 'paypal',
    });
  });

  it('leaves out what the cookies do not hold safely, and has nothing to do for an empty cart', () => {
    const params = expressParamsFor(cart, {
      ...context,
      affiliateCookie: undefined,
      gaCookie: 'evil"',
      deviceId: null,
    });
    expect(params).not.toHaveProperty('aid');
    expect(params).not.toHaveProperty('ga');
    expect(params).not.toHaveProperty('deviceId');
    expect(expressParamsFor({ ...cart, lineItems: [] }, context)).toBeNull();
  });
});
