/** Issue 13: an edit after 'Deliver to this address' needs a new confirmation; a free option is shown alone, selected. */
import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../../src/features/checkout/api/checkout-schemas.ts';
import { toDeliveryOption, type DeliveryOption } from '../../../src/features/checkout/api/checkout.ts';
import {
  INITIAL_STATE,
  chosenOption,
  orderButtonDisabled,
  reduce,
  shownDeliveryOptions,
  type MachineEvent,
  type MachineState,
} from '../../../src/features/checkout/domain/machine.ts';
import { checkoutFixture, usd } from '../fixtures/checkout.ts';

const WITH_ADDRESS: Checkout = {
  ...checkoutFixture(2000, '2026-01-01T00:00:00Z'),
  customer: {
    firstName: 'Ada',
    lastName: 'L',
    email: 'a@b.co',
    address: { address1: '1 Market St', city: 'SF', zip: '94105', stateCode: 'CA', countryCode: 'US' },
  },
  deliveryOption: 'standard',
};
const option = (name: 'standard' | 'rush' | 'super_rush', amount: number): DeliveryOption =>
  toDeliveryOption({ name, cost: usd(amount), deliveryEstimates: { early: '2026-01-05', late: '2026-01-09' } });
const OPTIONS = [option('standard', 599), option('rush', 1499)];
const run = (events: MachineEvent[], from: MachineState = INITIAL_STATE) => events.reduce(reduce, from);
const READY = run([
  { type: 'loaded', checkout: WITH_ADDRESS },
  { type: 'address-submitted' },
  { type: 'delivery-requested', seq: 1 },
  { type: 'delivery-arrived', seq: 1, options: OPTIONS },
  { type: 'card-changed', card: { complete: true, empty: false, error: null } },
]);

describe('an edit after the address was confirmed', () => {
  it('goes back to details, drops the options and disables the order until confirmed again', () => {
    expect(orderButtonDisabled(READY)).toBe(false);
    const edited = reduce(READY, { type: 'address-edited', seq: 2 });
    expect(edited).toMatchObject({ customer: 'details', delivery: 'idle', deliveryOptions: [], deliveryRequest: 2 });
    expect(orderButtonDisabled(edited)).toBe(true);
    expect(shownDeliveryOptions(edited)).toEqual([]);
  });

  it('drops the answer of a request made before the edit', () => {
    const s = run([
      { type: 'loaded', checkout: WITH_ADDRESS },
      { type: 'address-submitted' },
      { type: 'delivery-requested', seq: 1 },
      { type: 'address-edited', seq: 2 },
      { type: 'delivery-arrived', seq: 1, options: OPTIONS },
    ]);
    expect(s).toMatchObject({ customer: 'details', delivery: 'idle', deliveryOptions: [] });
    const next = run(
      [
        { type: 'address-submitted' },
        { type: 'delivery-requested', seq: 3 },
        { type: 'delivery-arrived', seq: 3, options: OPTIONS },
      ],
      s,
    );
    expect(next).toMatchObject({ customer: 'done', delivery: 'ready', deliveryOptions: OPTIONS });
  });
});

describe('delivery options shown', () => {
  it('lists every option without a free one, and only the free one (never none) when it exists', () => {
    expect(shownDeliveryOptions(READY)).toEqual(OPTIONS);
    const free = option('standard', 0);
    expect(shownDeliveryOptions({ ...READY, deliveryOptions: [free, option('rush', 1499)] })).toEqual([free]);
    expect(shownDeliveryOptions({ ...READY, deliveryOptions: [free] })).toEqual([free]);
    expect(shownDeliveryOptions(INITIAL_STATE)).toEqual([]);
  });

  it('names the option the checkout holds', () => {
    expect(chosenOption(READY)?.label).toBe('Standard');
    expect(chosenOption(INITIAL_STATE)).toBeUndefined();
  });
});
