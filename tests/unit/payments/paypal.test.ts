import type { CreateOrderActions, OnApproveActions, OnApproveData, OnCancelledActions } from '@paypal/paypal-js';
import { describe, expect, it, vi } from 'vitest';
import { PAYPAL_APPROVE_EMAIL } from '../../../scripts/sandbox/checkout/magic.ts';
import type { Payment } from '../../../src/features/checkout/api/payment.ts';
import { ApiErrorsError } from '../../../src/shared/api/request.ts';
import {
  approveSandboxOrder,
  cancelSandboxOrder,
  PAYPAL_FAILURE_MESSAGE as MESSAGE,
  paypalButtonHandlers,
  paypalScriptOptions,
  SANDBOX_PAYER_EMAIL,
  startSandboxOrder,
} from '../../../src/features/checkout/payments/paypal.ts';

function callbacks() {
  return {
    createOrder: vi.fn(() => Promise.resolve('PAYPAL_1')),
    onApprove: vi.fn((_id: string) => Promise.resolve()),
    onCancel: vi.fn(),
    onError: vi.fn((_message: string) => undefined),
  };
}
// The handlers ignore the SDK's actions objects; empty stand-ins keep the calls typed.
const approveActions = {} as OnApproveActions;
const cancelActions = {} as OnCancelledActions;
const createActions = {} as CreateOrderActions;
const PAYMENT: Payment = {
  id: 'pay_1',
  paymentToken: 'pay_1_secret_2',
  state: 'authorized',
  checkoutId: 'chk_1',
  platform: 'paypal',
  paymentMethod: 'paypal',
  amount: { amount: 100, currency: 'USD' },
  meta: { paymentMethodId: null, clientSecret: 's', failureCode: null, failureMessage: null },
};

describe('PayPal SDK glue', () => {
  it('uses the sandbox host’s message and payer, and authorizes in the buyer’s currency', () => {
    expect(MESSAGE).toBe('There was an issue authorizing with PayPal.');
    expect(SANDBOX_PAYER_EMAIL).toBe(PAYPAL_APPROVE_EMAIL);
    expect(paypalScriptOptions('client-1', 'eur')).toEqual({
      clientId: 'client-1',
      currency: 'EUR',
      intent: 'authorize',
      disableFunding: 'card,credit',
    });
  });
  it('maps the SDK callbacks onto the checkout’s', async () => {
    const cb = callbacks();
    const h = paypalButtonHandlers(cb);
    expect(await h.createOrder({ paymentSource: 'paypal' }, createActions)).toBe('PAYPAL_1');
    const data: OnApproveData = { orderID: 'PAYPAL_1', facilitatorAccessToken: 't' };
    await h.onApprove(data, approveActions);
    expect(cb.onApprove).toHaveBeenCalledWith('PAYPAL_1');
    h.onCancel({}, cancelActions);
    expect(cb.onCancel).toHaveBeenCalledOnce();
    h.onError({ message: 'popup closed' });
    expect(cb.onError).toHaveBeenCalledWith('There was an issue authorizing with PayPal.');
  });
});

describe('the sandbox PayPal window', () => {
  it('starts the order, or reports a failed createOrder', async () => {
    const cb = callbacks();
    expect(await startSandboxOrder(cb)).toBe('PAYPAL_1');
    cb.createOrder.mockRejectedValueOnce(new Error('host down'));
    expect(await startSandboxOrder(cb)).toBeNull();
    expect(cb.onError).toHaveBeenCalledWith('There was an issue authorizing with PayPal.');
  });
  it('approves on the host with the payer’s email, then hands the order to the checkout', async () => {
    const cb = callbacks();
    const approvePaypal = vi.fn(() => Promise.resolve(PAYMENT));
    expect(await approveSandboxOrder({ approvePaypal }, cb, 'PAYPAL_1', ' buyer@paypal.sandbox.test ')).toBe(true);
    expect(approvePaypal).toHaveBeenCalledWith('PAYPAL_1', 'buyer@paypal.sandbox.test');
    expect(cb.onApprove).toHaveBeenCalledWith('PAYPAL_1');
  });
  it('reports a declined payer and does not place the order', async () => {
    const cb = callbacks();
    const approvePaypal = vi.fn(async (): Promise<Payment> =>
      Promise.reject(
        new ApiErrorsError(402, [{ code: 'paypal_declined', message: 'There was an issue authorizing with PayPal.' }]),
      ),
    );
    expect(await approveSandboxOrder({ approvePaypal }, cb, 'PAYPAL_1', 'declined@paypal.sandbox.test')).toBe(false);
    expect(cb.onApprove).not.toHaveBeenCalled();
    expect(cb.onError).toHaveBeenCalledWith('There was an issue authorizing with PayPal.');
  });
  it('reports a failing onApprove as PayPal’s SDK does', async () => {
    const cb = callbacks();
    cb.onApprove.mockRejectedValueOnce(new Error('place order failed'));
    const approvePaypal = vi.fn(() => Promise.resolve(PAYMENT));
    expect(await approveSandboxOrder({ approvePaypal }, cb, 'PAYPAL_1', '')).toBe(false);
    expect(approvePaypal).toHaveBeenCalledWith('PAYPAL_1', undefined);
    expect(cb.onError).toHaveBeenCalledWith('There was an issue authorizing with PayPal.');
  });
  it('cancels on the host, then tells the checkout', async () => {
    const cb = callbacks();
    const cancelPaypal = vi.fn(() => Promise.resolve(PAYMENT));
    await cancelSandboxOrder({ cancelPaypal }, cb, 'PAYPAL_1');
    expect(cancelPaypal).toHaveBeenCalledWith('PAYPAL_1');
    expect(cb.onCancel).toHaveBeenCalledOnce();
    const failing = callbacks();
    await cancelSandboxOrder(
      { cancelPaypal: (): Promise<Payment> => Promise.reject(new Error('down')) },
      failing,
      'PAYPAL_1',
    );
    expect(failing.onCancel).not.toHaveBeenCalled();
    expect(failing.onError).toHaveBeenCalledWith('There was an issue authorizing with PayPal.');
  });
});
