import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/lib/api/checkout-schemas.ts';
import { purchaseEvent } from '../../src/lib/analytics.ts';
import { formatOrderMoney, purchaseInputOf, toOrderView } from '../../src/lib/order-view.ts';

const order: Order = {
  lookupNumber: 'SB7K2M9QXA',
  orderNumber: 100001,
  cartId: 'co_1',
  storeSlug: 'demo',
  status: 'processing',
  shippingMethod: 'super_rush',
  created: '2026-11-22T02:00:00.000Z',
  updated: '2026-11-22T02:00:00.000Z',
  totalCost: { amount: 6497, currency: 'USD' },
  items: [
    {
      sku: '91001007_100100702_10102',
      teespringID: '101',
      title: 'Classic Tee',
      productType: 'T-Shirt',
      colorName: 'Black',
      sizeLabel: 'M',
      quantity: 2,
      price: { amount: 2000, currency: 'USD' },
      imageUrl: 'javascript:alert(1)',
    },
  ],
  shipments: [],
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
