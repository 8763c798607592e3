import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../src/features/checkout/api/checkout-schemas.ts';
import { checkoutFixture, usd } from '../fixtures/checkout.ts';
import { toDeliveryOption, type DeliveryOption } from '../../../src/features/checkout/api/checkout.ts';
import {
  INITIAL_STATE,
  arrivalEstimate,
  defaultOption,
  deliveryListVisible,
  deliveryNeedsUpdate,
  orderButtonDisabled,
  reduce,
  shouldFetchDelivery,
  type MachineEvent,
  type MachineState,
} from '../../../src/features/checkout/domain/machine.ts';

const CHECKOUT: Checkout = checkoutFixture(2000, '2026-01-01T00:00:00Z');
const WITH_ADDRESS: Checkout = {
  ...CHECKOUT,
  customer: {
    firstName: 'Ada',
    lastName: 'L',
    email: 'a@b.co',
    address: { address1: '1 Market St', city: 'SF', zip: '94105', stateCode: 'CA', countryCode: 'US' },
  },
};
const option = (name: 'standard' | 'rush' | 'super_rush', amount: number): DeliveryOption =>
  toDeliveryOption({ name, cost: usd(amount), deliveryEstimates: { early: '2026-01-05', late: '2026-01-09' } });
const RUSH = option('rush', 1499);
const OPTIONS = [option('standard', 599), RUSH];

const run = (events: MachineEvent[], from: MachineState = INITIAL_STATE) => events.reduce(reduce, from);

const READY: MachineState = run([
  { type: 'loaded', checkout: WITH_ADDRESS },
  { type: 'address-submitted' },
  { type: 'delivery-requested', seq: 1 },
  { type: 'delivery-arrived', seq: 1, options: OPTIONS },
  { type: 'checkout-updated', checkout: { ...WITH_ADDRESS, deliveryOption: 'standard' } },
  { type: 'card-changed', card: { complete: true, empty: false, error: null } },
]);

describe('checkout machine (checkout.md §4)', () => {
  it('starts loading in the details section', () => {
    expect(INITIAL_STATE).toMatchObject({ page: 'loading', customer: 'details', delivery: 'idle', method: 'card' });
  });

  it('loads, goes pending on submit, and activates delivery when options arrive', () => {
    let s = run([{ type: 'loaded', checkout: WITH_ADDRESS }]);
    expect(s.page).toBe('ready');
    s = reduce(s, { type: 'address-submitted' });
    expect(s.customer).toBe('pending');
    s = run(
      [
        { type: 'delivery-requested', seq: 1 },
        { type: 'delivery-arrived', seq: 1, options: OPTIONS },
      ],
      s,
    );
    expect(s).toMatchObject({ customer: 'done', delivery: 'ready', deliveryOptions: OPTIONS });
  });

  it('drops an answer for an earlier address', () => {
    const s = run([
      { type: 'loaded', checkout: WITH_ADDRESS },
      { type: 'delivery-requested', seq: 1 },
      { type: 'delivery-requested', seq: 2 },
      { type: 'delivery-arrived', seq: 2, options: [RUSH] },
      { type: 'delivery-arrived', seq: 1, options: OPTIONS },
      { type: 'delivery-failed', seq: 1 },
    ]);
    expect(s.deliveryOptions).toEqual([RUSH]);
    expect(s.delivery).toBe('ready');
  });

  it('an old request cannot become the newest again', () => {
    const s = run([
      { type: 'delivery-requested', seq: 3 },
      { type: 'delivery-requested', seq: 2 },
    ]);
    expect(s.deliveryRequest).toBe(3);
  });

  it('a rejected address goes back to details', () => {
    expect(run([{ type: 'address-submitted' }, { type: 'address-rejected' }]).customer).toBe('details');
  });

  it('promo: none → applying → applied → none, and failed keeps the message', () => {
    let s = run([{ type: 'loaded', checkout: CHECKOUT }, { type: 'promo-applying' }]);
    expect(s.promo).toBe('applying');
    s = reduce(s, { type: 'promo-applied', checkout: { ...CHECKOUT, promoCode: 'SAVE10' } });
    expect(s).toMatchObject({ promo: 'applied', promoError: null });
    expect(reduce(s, { type: 'promo-removed', checkout: CHECKOUT }).promo).toBe('none');
    expect(reduce(s, { type: 'promo-failed', message: 'x' })).toMatchObject({ promo: 'failed', promoError: 'x' });
    expect(run([{ type: 'loaded', checkout: { ...CHECKOUT, promoCode: 'SAVE10' } }]).promo).toBe('applied');
  });

  it('a payment failure stops processing and shows the message; choosing a method clears it', () => {
    let s = run([
      { type: 'processing', on: true },
      { type: 'payment-failed', message: 'Your card was declined.' },
    ]);
    expect(s).toMatchObject({ processing: false, paymentError: 'Your card was declined.' });
    s = reduce(s, { type: 'method-chosen', method: 'paypal' });
    expect(s).toMatchObject({ method: 'paypal', paymentError: null });
  });

  it('afterpay failure shows its screen, then returns to card', () => {
    const s = run([
      { type: 'loaded', checkout: CHECKOUT },
      { type: 'method-chosen', method: 'afterpay' },
      { type: 'afterpay-failed' },
    ]);
    expect(s.page).toBe('afterpay-failed');
    expect(reduce(s, { type: 'afterpay-recovered' })).toMatchObject({ page: 'ready', method: 'card' });
  });

  it('load failure and bad links are their own pages', () => {
    expect(reduce(INITIAL_STATE, { type: 'load-failed' }).page).toBe('failed');
    expect(reduce(INITIAL_STATE, { type: 'link-invalid' }).page).toBe('invalid-link');
  });
});

describe('order button (§4)', () => {
  it('is enabled when everything is in place', () => {
    expect(orderButtonDisabled(READY)).toBe(false);
  });
  it.each<[string, MachineEvent]>([
    ['processing', { type: 'processing', on: true }],
    [
      'card error',
      { type: 'card-changed', card: { complete: false, empty: false, error: 'Your card number is invalid.' } },
    ],
    ['card empty', { type: 'card-changed', card: { complete: false, empty: true, error: null } }],
    ['no delivery options', { type: 'delivery-failed', seq: 1 }],
    ['address being resubmitted', { type: 'address-submitted' }],
  ])('is disabled: %s', (_, event) => {
    expect(orderButtonDisabled(reduce(READY, event))).toBe(true);
  });
  it('is disabled before the address is entered', () => {
    expect(orderButtonDisabled({ ...READY, checkout: CHECKOUT })).toBe(true);
  });
  it('does not need the card fields for PayPal', () => {
    const s = run(
      [
        { type: 'card-changed', card: { complete: false, empty: true, error: null } },
        { type: 'method-chosen', method: 'paypal' },
      ],
      READY,
    );
    expect(orderButtonDisabled(s)).toBe(false);
  });
});

describe('delivery rules', () => {
  it('hides the list when a free option exists, and picks it', () => {
    const free = [option('standard', 0), option('rush', 1499)];
    expect(deliveryListVisible(READY)).toBe(true);
    expect(deliveryListVisible({ ...READY, deliveryOptions: free })).toBe(false);
    expect(defaultOption(WITH_ADDRESS, free)?.price).toBe(0);
  });
  it('keeps the checkout own option, else the first', () => {
    expect(defaultOption({ ...WITH_ADDRESS, deliveryOption: 'rush' }, OPTIONS)?.kind).toBe('rush');
    expect(defaultOption(WITH_ADDRESS, OPTIONS)?.kind).toBe('standard');
  });
  it('updates the checkout only when the choice differs', () => {
    expect(deliveryNeedsUpdate({ ...WITH_ADDRESS, deliveryOption: 'rush' }, 'fullRushCost')).toBe(false);
    expect(deliveryNeedsUpdate({ ...WITH_ADDRESS, deliveryOption: 'rush' }, 'fullStandardCost')).toBe(true);
    expect(deliveryNeedsUpdate(WITH_ADDRESS, 'fullStandardCost')).toBe(true);
  });
  it('fetches only with an address and while the order is not placed', () => {
    expect(shouldFetchDelivery(CHECKOUT)).toBe(false);
    expect(shouldFetchDelivery(WITH_ADDRESS)).toBe(true);
    expect(shouldFetchDelivery({ ...WITH_ADDRESS, state: 'completed' })).toBe(false);
    expect(shouldFetchDelivery(null)).toBe(false);
  });
  it('gives the arrival estimate of the chosen option', () => {
    expect(arrivalEstimate(READY)).toBe('2026-01-09');
    expect(arrivalEstimate(INITIAL_STATE)).toBeNull();
  });
});
