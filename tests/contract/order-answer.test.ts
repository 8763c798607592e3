/**
 * Issue 13, after purchase: the host's order answer carries what the thank-you page shows (costs, the
 * confirmation email, the delivery address, the arrival window, the promo code), and the checkout host
 * answers an order by lookup number for a given checkout only when it was placed from that checkout.
 */
import { describe, expect, it } from 'vitest';
import { createCheckoutApi } from '../../src/features/checkout/api/checkout.ts';
import { ApiErrorsError } from '../../src/shared/api/request.ts';
import { cardPayment, CUSTOMER, readyCheckout, send, submit, type CheckoutBody } from './checkout-flow.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

async function placed(key: string): Promise<CheckoutBody> {
  const checkout = await readyCheckout(sb, 'rush');
  const answer = await submit(sb, checkout, await cardPayment(sb, checkout), key);
  expect(answer.body.state).toBe('completed');
  return answer.body;
}

describe('the order answer', () => {
  it('carries the costs, email, delivery address and arrival window of the checkout as placed', async () => {
    const checkout = await placed('answer-1');
    const api = createCheckoutApi({
      baseUrl: sb.hosts.checkout,
      commerceBaseUrl: sb.hosts.commerce,
      backoffMs: () => 0,
    });
    const order = await api.getOrderByCartId(checkout.id);
    const { costs } = checkout;
    expect(order.costs).toEqual({
      subtotal: costs.subtotal,
      shipping: costs.shipping,
      tax: costs.tax,
      discount: costs.discount,
      total: costs.total,
    });
    expect(order.costs?.total).toEqual(order.totalCost);
    expect(order.email).toBe(CUSTOMER.email);
    expect(order.shippingAddress).toEqual({
      firstName: CUSTOMER.firstName,
      lastName: CUSTOMER.lastName,
      ...CUSTOMER.address,
    });
    expect(order.estimatedDelivery?.early).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.estimatedDelivery?.late).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.estimatedDelivery && order.estimatedDelivery.early <= order.estimatedDelivery.late).toBe(true);
    expect(order.promoCode).toBeNull();
    // The checkout host's answer by lookup number is the same order.
    expect(await api.getOrderByLookupNumber(order.lookupNumber, checkout.id)).toEqual(order);
  });

  it('answers an order by lookup number for another checkout like an unknown order', async () => {
    const mine = await placed('answer-2');
    const theirs = await placed('answer-3');
    const lookup = theirs.orderLookupNumber ?? '';
    const foreign = await send(sb, 'GET', `/checkout-host/v1/orders/${lookup}?checkoutId=${mine.id}`);
    const unknown = await send(sb, 'GET', `/checkout-host/v1/orders/SBNOSUCH1?checkoutId=${mine.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    const own = await send(sb, 'GET', `/checkout-host/v1/orders/${lookup}?checkoutId=${theirs.id}`);
    expect(own.status).toBe(200);
    const api = createCheckoutApi({ baseUrl: sb.hosts.checkout, backoffMs: () => 0 });
    await expect(api.getOrderByLookupNumber(lookup, mine.id)).rejects.toBeInstanceOf(ApiErrorsError);
  });
});
