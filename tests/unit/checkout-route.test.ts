import { describe, expect, it } from 'vitest';
import {
  cartButtons,
  checkoutFlagAttributes,
  checkoutPagePath,
  createdCheckoutUrl,
  hostedCheckoutUrl,
  legacyExpressPath,
  readCheckoutFlags,
} from '../../src/features/checkout/domain/checkout-route.ts';

const USA = { region: 'USA', currency: 'USD' };
const CANADA = { region: 'Canada', currency: 'CAD' };

describe('the cart buttons of each set', () => {
  it('hosted: all four, for any localization', () => {
    expect(cartButtons('hosted', USA)).toEqual(['card', 'paypal', 'afterpay', 'wallet']);
  });
  it('legacy: all four under USA/USD, where express checkout offers PayPal and the wallets', () => {
    expect(cartButtons('legacy', USA)).toEqual(['card', 'paypal', 'afterpay', 'wallet']);
  });
  it('legacy: Checkout and pay-later elsewhere (express would switch anything else to afterpay)', () => {
    expect(cartButtons('legacy', CANADA)).toEqual(['card', 'afterpay']);
    expect(cartButtons('legacy', { region: 'USA', currency: 'EUR' })).toEqual(['card', 'afterpay']);
  });
});

describe('destinations', () => {
  it('a legacy button goes to the express checkout of its method', () => {
    expect(legacyExpressPath('paypal', false)).toBe('/checkout/express?method=paypal');
    expect(legacyExpressPath('afterpay', false)).toBe('/checkout/express?method=afterpay');
    expect(legacyExpressPath('wallet', false)).toBe('/checkout/express?method=googlepay');
    expect(legacyExpressPath('wallet', true)).toBe('/checkout/express?method=applepay');
  });
  it('v1 opens this store’s checkout page, with ?method= for a non-card choice', () => {
    const options = { checkoutHost: 'https://co.example/api', storeSlug: 'demo', origin: 'https://shop.example' };
    expect(createdCheckoutUrl('v1', 'co_1', { ...options, method: 'card' })).toBe('/checkout/co_1');
    expect(createdCheckoutUrl('v1', 'co 1', { ...options, method: 'paypal' })).toBe('/checkout/co%201?method=paypal');
    expect(checkoutPagePath('co_1')).toBe('/checkout/co_1');
  });
  it('v2 opens the checkout host’s hosted checkout, coming back to the cart', () => {
    const url = new URL(
      createdCheckoutUrl('v2', 'co_1', {
        checkoutHost: 'https://co.example/api/',
        storeSlug: 'demo',
        origin: 'https://shop.example',
        method: 'afterpay',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://co.example/api/v2/checkout/co_1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      storeSlug: 'demo',
      method: 'afterpay',
      cancelUrl: 'https://shop.example/cart',
    });
    expect(
      hostedCheckoutUrl('https://co.example', 'a/b', { storeSlug: 's', method: 'card', cancelUrl: 'x' }),
    ).toContain('/v2/checkout/a%2Fb?');
  });
});

describe('the flags on <html>', () => {
  it('round-trip through the dataset', () => {
    for (const flags of [
      { useCheckoutV2: true, usHostedCheckout: false },
      { useCheckoutV2: false, usHostedCheckout: true },
    ]) {
      const attributes = checkoutFlagAttributes(flags);
      const dataset = {
        checkoutVersion: attributes['data-checkout-version'],
        usHostedCheckout: attributes['data-us-hosted-checkout'],
      };
      expect(readCheckoutFlags(dataset)).toEqual(flags);
    }
  });
  it('read as off (the build settings) when missing or unknown', () => {
    expect(readCheckoutFlags({})).toEqual({ useCheckoutV2: false, usHostedCheckout: false });
    expect(readCheckoutFlags({ checkoutVersion: 'v3', usHostedCheckout: 'yes' })).toEqual({
      useCheckoutV2: false,
      usHostedCheckout: false,
    });
  });
});
