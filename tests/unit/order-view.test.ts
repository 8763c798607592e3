import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/features/checkout/api/checkout-schemas.ts';
import { purchaseEvent } from '../../src/features/analytics/domain/analytics.ts';
import {
  arrivalWindow,
  formatOrderMoney,
  isOwnOrder,
  purchaseInputOf,
  toOrderView,
} from '../../src/features/after-purchase/domain/order-view.ts';
import { placedOrder } from './fixtures/checkout.ts';

const order: Order = {
  ...placedOrder,
  shippingMethod: 'super_rush',
  totalCost: { amount: 6497, currency: 'USD' },
  items: placedOrder.items.map((item) => ({
    ...item,
    sku: '91001007_100100702_10102',
    imageUrl: 'javascript:alert(1)',
  })),
};

const full: Order = {
  ...order,
  costs: {
    subtotal: { amount: 4000, currency: 'USD' },
    shipping: { amount: 0, currency: 'USD' },
    tax: { amount: 330, currency: 'USD' },
    discount: { amount: 400, currency: 'USD' },
    total: { amount: 3930, currency: 'USD' },
  },
  email: 'ada@example.com',
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Market St',
    address2: 'Suite 5',
    city: 'San Francisco',
    state: 'California',
    stateCode: 'CA',
    zip: '94105',
    country: 'United States',
    countryCode: 'US',
  },
  estimatedDelivery: { early: '2026-12-03', late: '2026-12-05' },
  promoCode: 'SAVE10',
};

describe('order view', () => {
  it('maps an order to what the thank-you page shows', () => {
    const view = toOrderView(order);
    expect(view).toMatchObject({
      orderNumber: '100001',
      lookupNumber: 'SB7K2M9QXA',
      status: 'Processing',
      shippingMethod: 'Super Rush',
      placed: 'November 22, 2026',
      total: '$64.97',
    });
    expect(view.items[0]).toMatchObject({
      title: 'Classic Tee',
      detail: 'T-Shirt · Black · M',
      quantity: 2,
      price: '$40.00',
    });
    // Only http(s) images reach an <img>.
    expect(view.items[0]?.imageUrl).toBeNull();
  });

  it('shows the costs, address, email and arrival window the host answered', () => {
    const view = toOrderView(full);
    expect(view.costs).toEqual([
      { key: 'subtotal', amount: '$40.00' },
      { key: 'shipping', amount: 'Free' },
      { key: 'tax', amount: '$3.30' },
      { key: 'discount', amount: '−$4.00' },
    ]);
    expect(view.addressLines).toEqual([
      'Ada Lovelace',
      '1 Market St',
      'Suite 5',
      'San Francisco, CA 94105',
      'United States',
    ]);
    expect(view).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', promoCode: 'SAVE10' });
    expect(view.arrival).toBe('December 3 – 5, 2026');
    // A host that answers none of it: nothing invented.
    expect(toOrderView(order)).toMatchObject({ costs: [], addressLines: [], email: null, arrival: null });
  });

  it('formats an arrival window of one day, and refuses what is not a date', () => {
    expect(arrivalWindow({ early: '2026-12-05', late: '2026-12-05' })).toBe('December 5, 2026');
    expect(arrivalWindow({ early: 'soon', late: '2026-12-05' })).toBeNull();
    expect(arrivalWindow(null)).toBeNull();
  });

  it("accepts only the order of this browser's checkout, with the link's own numbers", () => {
    const expected = { checkoutId: 'co_1', storeSlug: 'demo', orderNumber: '100001', lookupNumber: 'SB7K2M9QXA' };
    expect(isOwnOrder(order, expected)).toBe(true);
    expect(isOwnOrder(order, { ...expected, orderNumber: null, lookupNumber: null })).toBe(true);
    expect(isOwnOrder(order, { ...expected, checkoutId: 'co_2' })).toBe(false);
    expect(isOwnOrder(order, { ...expected, storeSlug: 'other' })).toBe(false);
    expect(isOwnOrder(order, { ...expected, orderNumber: '100002' })).toBe(false);
    expect(isOwnOrder(order, { ...expected, lookupNumber: 'SBOTHER' })).toBe(false);
  });

  it('formats an unknown currency without throwing', () => {
    expect(formatOrderMoney(1250, 'JPY')).toBe('12.50 JPY');
    expect(formatOrderMoney(1250, 'EUR')).toBe('€12.50');
  });

  it('builds the purchase event from the order', () => {
    const event = purchaseEvent(purchaseInputOf(order));
    expect(event.event).toBe('purchase');
    expect(event.ecommerce).toMatchObject({ transaction_id: '100001', currency: 'USD', value: 64.97 });
    expect(event.ecommerce.items[0]).toMatchObject({
      item_id: order.items[0]?.sku,
      price: 20,
      quantity: 2,
      item_variant: 'Black / M',
    });
  });
});
