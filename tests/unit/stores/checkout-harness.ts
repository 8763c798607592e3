/**
 * The checkout stores over injected fakes: a fresh module graph (vi.resetModules), the fake browser,
 * initCheckout, then the context's checkout and payment APIs replaced by vi.fn()s each test programs. The
 * cookie listeners are attached (the cookies are where the checkout id and the payment are kept between
 * actions and page loads); the toasts and modals are not: `failures()` and `afterpayUnavailable()` read
 * the events the actions published for them (tests/unit/listeners/ test what the listeners make of them).
 */
import { vi } from 'vitest';
import type { Checkout, CheckoutApi, DeliveryOption } from '../../../src/features/checkout/api/checkout.ts';
import type { Payment, PaymentApi } from '../../../src/features/checkout/api/payment.ts';
import { checkoutFixture } from '../fixtures/checkout.ts';
import { installBrowser, type FakeBrowser } from './browser.ts';
import { recordEvents } from './record-events.ts';

export const ADDRESS = {
  address1: '1 Main St',
  city: 'Springfield',
  stateCode: 'CA',
  state: 'California',
  zip: '94105',
  countryCode: 'US',
};

/** An open (ready, not placed) checkout with a US customer and standard delivery. */
export function openCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    ...checkoutFixture(5000),
    paymentMethod: 'card',
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+14155550100',
      address: ADDRESS,
    },
    deliveryOption: 'standard',
    lineItems: [
      {
        sku: 'g1_c1_s1',
        teespringID: 'ts-1',
        quantity: 1,
        title: 'Tee',
        productType: 'T-Shirt',
        colorName: 'Black',
        sizeLabel: 'M',
        imageUrl: '',
        listingSlug: 'tee',
        digital: false,
        price: { amount: 5000, currency: 'USD' },
        total: { amount: 5000, currency: 'USD' },
      },
    ],
    ...overrides,
  };
}

export function option(kind: DeliveryOption['kind'], price: number): DeliveryOption {
  const ids = { standard: 'fullStandardCost', rush: 'fullRushCost', super_rush: 'fullSuperRushCost' } as const;
  return {
    id: ids[kind],
    kind,
    label: kind,
    price,
    currency: 'USD',
    estimatedDelivery: { deliveryDate: '2026-12-01', arrivalDate: `2026-12-0${String(price % 9)}` },
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay_1',
    paymentToken: 'tok_1',
    state: 'pending',
    checkoutId: 'co_1',
    platform: 'stripe',
    paymentMethod: 'card',
    amount: { amount: 5000, currency: 'USD' },
    meta: { paymentMethodId: null, clientSecret: 'cs', failureCode: null, failureMessage: null },
    ...overrides,
  };
}

export function fakeApis() {
  return {
    api: {
      getCheckout: vi.fn<CheckoutApi['getCheckout']>(),
      updateCheckout: vi.fn<CheckoutApi['updateCheckout']>(),
      submitCheckout: vi.fn<CheckoutApi['submitCheckout']>(),
      getDeliveryOptions: vi.fn<CheckoutApi['getDeliveryOptions']>(),
      validateAddress: vi.fn<CheckoutApi['validateAddress']>(),
      applyPromo: vi.fn<CheckoutApi['applyPromo']>(),
    },
    payments: {
      initiatePayment: vi.fn<PaymentApi['initiatePayment']>(),
      updatePayment: vi.fn<PaymentApi['updatePayment']>(),
      getPaymentIntent: vi.fn<PaymentApi['getPaymentIntent']>(),
      getPayment: vi.fn<PaymentApi['getPayment']>(),
      verifyDomain: vi.fn<PaymentApi['verifyDomain']>(),
    },
  };
}

export type Fakes = ReturnType<typeof fakeApis>;

export async function loadCheckoutStores(pathname = '/checkout/co_1') {
  vi.resetModules();
  const browser: FakeBrowser = installBrowser({ store: 'demo' });
  // No real BroadcastChannel: each fresh module graph would open one that outlives the test's globals.
  vi.stubGlobal('BroadcastChannel', undefined);
  Object.assign(browser.location, { origin: 'https://shop.example', pathname, search: '' });
  const checkout = await import('../../../src/features/checkout/stores/checkout.ts');
  const { $checkoutEvent } = await import('../../../src/features/checkout/stores/events.ts');
  const { $cartEvent } = await import('../../../src/features/cart/stores/events.ts');
  const { listenCartCookie } = await import('../../../src/features/cart/listeners/cart-cookie.ts');
  const { listenPaymentCookie } = await import('../../../src/features/checkout/listeners/payment-cookie.ts');
  listenCartCookie();
  listenPaymentCookie();
  const checkoutEvents = recordEvents($checkoutEvent);
  const cartEvents = recordEvents($cartEvent);
  /** The messages of the failures the shopper is told of in a toast, in order. */
  const failures = () => checkoutEvents.flatMap((e) => (e.type === 'failed' ? [e.message] : []));
  const afterpayUnavailable = () => checkoutEvents.some((e) => e.type === 'afterpay-unavailable');
  // The stores' own error class (the module graph is fresh): instanceof checks see these.
  const { ApiErrorsError } = await import('../../../src/shared/api/request.ts');
  const { createCheckoutApi } = await import('../../../src/features/checkout/api/checkout.ts');
  const { createPaymentApi } = await import('../../../src/features/checkout/api/payment.ts');
  const fakes = fakeApis();
  // The page's clients, with the calls the tests answer replaced by fakes.
  checkout.initCheckout(
    { storeSlug: 'demo', storeName: 'Demo', checkoutUrl: 'https://checkout.test', paymentUrl: 'https://pay.test' },
    {
      api: { ...createCheckoutApi({ baseUrl: 'https://checkout.test' }), ...fakes.api },
      payments: { ...createPaymentApi({ baseUrl: 'https://pay.test' }), ...fakes.payments },
    },
  );
  return { browser, ...checkout, checkoutEvents, cartEvents, failures, afterpayUnavailable, ApiErrorsError, ...fakes };
}

/** The store ready on `checkout` with its address confirmed and `options` shown. */
export function readyWith(
  stores: Awaited<ReturnType<typeof loadCheckoutStores>>,
  checkout: Checkout,
  options: readonly DeliveryOption[] = [],
): void {
  stores.dispatch({ type: 'loaded', checkout });
  stores.dispatch({ type: 'address-submitted' });
  stores.dispatch({ type: 'delivery-requested', seq: 1 });
  stores.dispatch({ type: 'delivery-arrived', seq: 1, options });
}
