import { describe, expect, it } from 'vitest';
import { ApiErrorsError, RetryExceededError } from '../../../src/shared/api/request.ts';
import {
  deliveryFailure,
  deliveryOptionsFailure,
  failureForMethod,
  promoFailureMessage,
  submitFailure,
} from '../../../src/features/checkout/domain/errors.ts';
import { CHECKOUT_TEXTS } from '../../../src/features/checkout/domain/texts.ts';

const CANNOT =
  'Sorry, we can’t deliver the items to your destination. Please change your destination or contact support to be able to complete the purchase.';

describe('error catalogue texts (checkout.md §8)', () => {
  it('copies each text exactly', () => {
    expect(CHECKOUT_TEXTS.checkoutFailed).toBe('Error checking out! Please try again.');
    expect(CHECKOUT_TEXTS.checkoutFailedWith('boom')).toBe('Error checking out: boom');
    expect(CHECKOUT_TEXTS.paymentFailed).toBe('Payment failed, please try again.');
    expect(CHECKOUT_TEXTS.cannotDeliver).toBe(CANNOT);
    expect(CHECKOUT_TEXTS.paypalFailed).toBe('There was an issue authorizing with PayPal.');
    expect(CHECKOUT_TEXTS.paymentIntentFailed).toBe('Error when getting payment intent.');
    expect(CHECKOUT_TEXTS.paymentNotAuthorized).toBe('The payment cannot be authorized.');
    expect(CHECKOUT_TEXTS.afterpayDifficulty).toBe("Sorry, we're having difficulty with AfterPay.");
  });
});

describe('delivery failures', () => {
  it.each(['items_cannot_be_shipped_to_selected_destination', 'country_not_supported'])(
    '%s shows the cannot-deliver toast for 6 s',
    (code) => {
      expect(deliveryFailure([{ code }])).toEqual({ kind: 'toast', message: CANNOT, durationMs: 6000 });
    },
  );
  it('other delivery errors open the Afterpay-unavailable modal', () => {
    expect(deliveryFailure([{ code: 'no_quotes' }])).toEqual({ kind: 'afterpay-unavailable' });
  });
  it('a network failure of delivery options is a general toast', () => {
    expect(deliveryOptionsFailure(new RetryExceededError(500))).toEqual({
      kind: 'toast',
      message: 'Error checking out! Please try again.',
    });
    expect(deliveryOptionsFailure(new ApiErrorsError(422, [{ code: 'country_not_supported' }]))).toMatchObject({
      message: CANNOT,
    });
  });
});

describe('submit failures', () => {
  it('a Stripe error is a card error, whitelisted', () => {
    const e = new ApiErrorsError(402, [
      { code: 'card_declined', message: 'Stripe error', detail: 'Your card has expired.' },
    ]);
    expect(submitFailure(e)).toEqual({ kind: 'card', message: 'Your card has expired.' });
    const other = new ApiErrorsError(402, [{ code: 'x', message: 'Stripe error', detail: 'Something odd.' }]);
    expect(submitFailure(other)).toEqual({ kind: 'card', message: 'Your card was declined.' });
  });
  it('other host errors are general, with the display message', () => {
    const e = new ApiErrorsError(409, [{ code: 'out_of_stock', detail: 'lineItems.0: out of stock' }]);
    expect(submitFailure(e)).toEqual({ kind: 'general', message: 'Error checking out: lineItems.0: out of stock' });
  });
  it('undeliverable codes take the delivery path', () => {
    const e = new ApiErrorsError(422, [{ code: 'country_not_supported', detail: 'x' }]);
    expect(submitFailure(e)).toMatchObject({ kind: 'toast', message: CANNOT });
  });
  it('no answer at all is the empty-response message', () => {
    expect(submitFailure(new RetryExceededError(undefined))).toEqual({
      kind: 'general',
      message: 'Error checking out! Please try again.',
    });
  });
});

describe('promo failures (§5)', () => {
  it('reads the error whose pointer mentions promoCode', () => {
    const gated = new ApiErrorsError(422, [
      { code: 'other', detail: 'ignored' },
      {
        code: 'promo_code_requires_address',
        detail: 'Please enter your address before you enter a promo code.',
        source: { pointer: '/data/promoCode' },
      },
    ]);
    expect(promoFailureMessage(gated)).toBe('Please enter your address before you enter a promo code.');
    const invalid = new ApiErrorsError(422, [
      { code: 'invalid_promo_code', detail: 'x', source: { pointer: '/data/promoCode' } },
    ]);
    expect(promoFailureMessage(invalid)).toBe('Sorry, this promo code cannot be applied to your order.');
    expect(promoFailureMessage(new Error('network'))).toBe('Sorry, this promo code cannot be applied to your order.');
  });
});

describe('the Afterpay-unavailable modal is Afterpay’s alone (issue 13)', () => {
  it('stays the modal on Afterpay', () => {
    expect(failureForMethod({ kind: 'afterpay-unavailable' }, 'afterpay', true)).toEqual({
      kind: 'afterpay-unavailable',
    });
  });
  it.each(['card', 'paypal', 'wallet'] as const)('on %s is the general message instead', (method) => {
    expect(failureForMethod({ kind: 'afterpay-unavailable' }, method, true)).toEqual({
      kind: 'general',
      message: 'Error checking out! Please try again.',
    });
    expect(failureForMethod({ kind: 'afterpay-unavailable' }, method, false)).toEqual({
      kind: 'toast',
      message: 'Error checking out! Please try again.',
    });
  });
  it('leaves every other failure as it is', () => {
    const card = { kind: 'card', message: 'Your card was declined.' } as const;
    expect(failureForMethod(card, 'card', true)).toBe(card);
  });
});
