/**
 * checkout-flow (checkout.md §4): loading the checkout of the URL, 'Deliver to this address' with the
 * address check, delivery options (stale answers dropped), repricing after a promo, choosing an option and
 * 'Verify your address'. The checkout and payment hosts are injected fakes (checkout-harness.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressValidation } from '../../../src/features/checkout/api/checkout.ts';
import type { ApiErrorItem } from '../../../src/shared/api/request.ts';
import type { DeliveryForm } from '../../../src/features/checkout/domain/form.ts';
import { CHECKOUT_TEXTS } from '../../../src/features/checkout/domain/texts.ts';
import { ADDRESS, loadCheckoutStores, openCheckout, option, readyWith } from './checkout-harness.ts';

const FORM: DeliveryForm = {
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '1 Main St',
  address2: '',
  city: 'Springfield',
  state: 'CA',
  zip: '94105',
  country: 'US',
  phone: '(415) 555-0100',
};

async function load(pathname?: string) {
  const stores = await loadCheckoutStores(pathname);
  const flow = await import('../../../src/features/checkout/stores/checkout-flow.ts');
  const messages = stores.failures;
  return { ...stores, ...flow, messages };
}

/** A promise with its resolver, to answer a call later. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadCheckout', { timeout: 20_000 }, () => {
  it('a URL without a checkout id is an invalid link and asks nothing', async () => {
    const s = await load('/checkout/');
    await s.loadCheckout(vi.fn());
    expect(s.$checkout.get().page).toBe('invalid-link');
    expect(s.api.getCheckout).not.toHaveBeenCalled();
  });

  it('a finished checkout goes to onFinished and is not shown', async () => {
    const s = await load();
    const done = openCheckout({ state: 'completed', orderLookupNumber: 'L1' });
    s.api.getCheckout.mockResolvedValue(done);
    const onFinished = vi.fn();
    await s.loadCheckout(onFinished);
    expect(onFinished).toHaveBeenCalledWith(done);
    expect(s.$checkout.get().page).toBe('loading');
  });

  it('an open checkout is shown, remembered for the cart, fills the form and fetches and picks delivery', async () => {
    const s = await load();
    const checkout = openCheckout({ deliveryOption: null });
    s.api.getCheckout.mockResolvedValue(checkout);
    s.api.getDeliveryOptions.mockResolvedValue([option('standard', 500), option('rush', 900)]);
    s.api.updateCheckout.mockResolvedValue({ ...checkout, deliveryOption: 'standard' });
    await s.loadCheckout(vi.fn());
    expect(s.api.getCheckout).toHaveBeenCalledWith('co_1', 'demo');
    expect(s.cartEvents).toEqual([{ type: 'checkout-remembered', storeSlug: 'demo', checkoutId: 'co_1' }]);
    expect(s.$form.get()).toMatchObject({ email: 'ada@example.com', address: '1 Main St', zip: '94105' });
    expect(s.api.getDeliveryOptions).toHaveBeenCalledWith({
      id: 'co_1',
      storeSlug: 'demo',
      countryCode: 'US',
      stateCode: 'CA',
    });
    expect(s.api.updateCheckout).toHaveBeenCalledWith('co_1', { storeSlug: 'demo', deliveryOption: 'standard' });
    const state = s.$checkout.get();
    expect(state).toMatchObject({ page: 'ready', customer: 'done', delivery: 'ready' });
    expect(state.checkout?.deliveryOption).toBe('standard');
    expect(s.messages()).toEqual([]);
  });

  it('a checkout whose payment failed reports the payment failure, for a toast on top', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout({ customer: null, payment: null, paymentId: null }));
    const failed = openCheckout({ customer: null });
    s.api.getCheckout.mockResolvedValue({
      ...failed,
      payment: {
        id: 'p',
        paymentToken: 't',
        state: 'failed',
        checkoutId: 'co_1',
        platform: 'stripe',
        paymentMethod: 'card',
        amount: { amount: 5000, currency: 'USD' },
        meta: { paymentMethodId: null, clientSecret: 'c', failureCode: null, failureMessage: null },
      },
    });
    await s.loadCheckout(vi.fn());
    expect(s.checkoutEvents).toEqual([
      { type: 'failed', message: CHECKOUT_TEXTS.paymentFailed, durationMs: 6000, position: 'top' },
    ]);
    expect(s.api.getDeliveryOptions).not.toHaveBeenCalled();
  });

  it('a checkout the host has not made ready is shown at once and read again in the background until ready', async () => {
    vi.useFakeTimers();
    try {
      const s = await load();
      const created = openCheckout({ state: 'created', customer: null, deliveryOption: null });
      s.api.getCheckout
        .mockResolvedValueOnce(created)
        .mockResolvedValueOnce({ ...created, state: 'pending' })
        .mockResolvedValueOnce({ ...created, state: 'success' });
      await s.loadCheckout(vi.fn());
      // Shown before any poll: the page never waits behind 'Loading your checkout…'.
      expect(s.$checkout.get()).toMatchObject({ page: 'ready', checkout: { state: 'created' } });
      expect(s.api.getCheckout).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(s.api.getCheckout).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(s.$checkout.get().checkout?.state).toBe('success');
      await vi.advanceTimersByTimeAsync(5000);
      // Polling stops once the host says ready (§9: at most 4 tries, 1000 ms apart).
      expect(s.api.getCheckout).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a background answer never overwrites a newer update, it only brings readiness', async () => {
    vi.useFakeTimers();
    try {
      const s = await load();
      const created = openCheckout({ state: 'created', customer: null, deliveryOption: null });
      s.api.getCheckout.mockResolvedValueOnce(created).mockResolvedValueOnce({ ...created, state: 'success' });
      await s.loadCheckout(vi.fn());
      const edited = { ...created, promoCode: 'NEWER' };
      s.dispatch({ type: 'checkout-updated', checkout: edited });
      await vi.advanceTimersByTimeAsync(1000);
      expect(s.$checkout.get().checkout).toMatchObject({ state: 'success', promoCode: 'NEWER' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed read shows the failed page', async () => {
    const s = await load();
    s.api.getCheckout.mockRejectedValue(new Error('down'));
    await s.loadCheckout(vi.fn());
    expect(s.$checkout.get().page).toBe('failed');
  });
});

describe('editField', { timeout: 20_000 }, () => {
  it('before the address is submitted only the field changes; after, the address needs confirming again', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    s.editField('city', 'Oakland');
    expect(s.$form.get().city).toBe('Oakland');
    expect(s.$checkout.get().deliveryRequest).toBe(0);
    readyWith(s, openCheckout(), [option('standard', 500)]);
    s.editField('city', 'Oakland');
    expect(s.$checkout.get().customer).toBe('done');
    s.editField('city', 'Berkeley');
    expect(s.$checkout.get()).toMatchObject({ customer: 'details', delivery: 'idle', deliveryOptions: [] });
  });
});

describe('submitAddress', { timeout: 20_000 }, () => {
  it('an invalid form shows its errors and calls nothing', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout({ customer: null }) });
    s.$form.set({ ...FORM, email: 'nope' });
    await s.submitAddress();
    expect(Object.keys(s.$formErrors.get())).toContain('email');
    expect(s.api.validateAddress).not.toHaveBeenCalled();
    expect(s.api.updateCheckout).not.toHaveBeenCalled();
  });

  it('a valid US address is checked, saved as the customer, then priced', async () => {
    const s = await load();
    const bare = openCheckout({ customer: null, deliveryOption: null });
    s.dispatch({ type: 'loaded', checkout: bare });
    s.$form.set(FORM);
    s.api.validateAddress.mockResolvedValue({ isValid: true, status: 'valid', suggestions: [] });
    const saved = openCheckout({ deliveryOption: null });
    s.api.updateCheckout.mockResolvedValueOnce(saved).mockResolvedValueOnce({ ...saved, deliveryOption: 'rush' });
    s.api.getDeliveryOptions.mockResolvedValue([option('rush', 900)]);
    await s.submitAddress();
    expect(s.api.validateAddress).toHaveBeenCalledWith(
      expect.objectContaining({ address1: '1 Main St', countryCode: 'US' }),
    );
    expect(s.api.updateCheckout.mock.calls[0]).toMatchObject([
      'co_1',
      {
        storeSlug: 'demo',
        customer: {
          firstName: 'Ada',
          email: 'ada@example.com',
          address: { stateCode: 'CA', state: 'California' },
        },
      },
    ]);
    expect(s.api.updateCheckout.mock.calls[1]).toEqual(['co_1', { storeSlug: 'demo', deliveryOption: 'rush' }]);
    expect(s.$checkout.get()).toMatchObject({ customer: 'done', delivery: 'ready' });
    expect(s.$checkout.get().checkout?.deliveryOption).toBe('rush');
  });

  it('an address the validator doubts opens Verify your address and saves nothing', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout({ customer: null }) });
    s.$form.set(FORM);
    const suggestion = { ...ADDRESS, zip: '94106' };
    s.api.validateAddress.mockResolvedValue({ isValid: false, status: 'suggested', suggestions: [suggestion] });
    await s.submitAddress();
    expect(s.$addressCheck.get()).toMatchObject({ original: { address1: '1 Main St' }, suggestions: [suggestion] });
    expect(s.$checkout.get().customer).toBe('details');
    expect(s.api.updateCheckout).not.toHaveBeenCalled();
    s.dismissAddressCheck();
    expect(s.$addressCheck.get()).toBeNull();
  });

  it('a failing validator does not block; a refused save shows the host’s message and returns to details', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout({ customer: null }) });
    s.$form.set(FORM);
    s.api.validateAddress.mockRejectedValue(new Error('validator down'));
    s.api.updateCheckout.mockRejectedValue(new s.ApiErrorsError(422, [{ detail: 'bad email' }]));
    await s.submitAddress();
    expect(s.api.updateCheckout).toHaveBeenCalledTimes(1);
    expect(s.$checkout.get().customer).toBe('details');
    expect(s.messages()).toEqual([CHECKOUT_TEXTS.checkoutFailedWith('bad email')]);
  });

  it('an edit while the address is being checked stops that submit', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout({ customer: null }) });
    s.$form.set(FORM);
    const answer = deferred<AddressValidation>();
    s.api.validateAddress.mockReturnValue(answer.promise);
    const submitting = s.submitAddress();
    await vi.waitFor(() => {
      expect(s.api.validateAddress).toHaveBeenCalled();
    });
    s.editField('city', 'Oakland');
    answer.resolve({ isValid: true, status: 'valid', suggestions: [] });
    await submitting;
    expect(s.api.updateCheckout).not.toHaveBeenCalled();
    expect(s.$checkout.get().customer).toBe('details');
  });

  it('acceptAddress fills the chosen address and submits without a second check', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout({ customer: null }) });
    s.$form.set(FORM);
    s.$addressCheck.set({ original: ADDRESS, suggestions: [] });
    s.api.updateCheckout.mockResolvedValue(openCheckout());
    s.api.getDeliveryOptions.mockResolvedValue([option('standard', 500)]);
    await s.acceptAddress({ ...ADDRESS, zip: '94107' });
    expect(s.$form.get().zip).toBe('94107');
    expect(s.$addressCheck.get()).toBeNull();
    expect(s.api.validateAddress).not.toHaveBeenCalled();
    expect(s.api.updateCheckout.mock.calls[0]).toMatchObject(['co_1', { customer: { address: { zip: '94107' } } }]);
  });
});

describe('fetchDeliveryOptions', { timeout: 20_000 }, () => {
  it('an answer for an earlier request never overwrites a later one', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    const first = deferred<ReturnType<typeof option>[]>();
    s.api.getDeliveryOptions.mockReturnValueOnce(first.promise).mockResolvedValueOnce([option('rush', 900)]);
    s.api.updateCheckout.mockResolvedValue(openCheckout({ deliveryOption: 'rush' }));
    const stale = s.fetchDeliveryOptions();
    await s.fetchDeliveryOptions();
    first.resolve([option('standard', 500)]);
    await stale;
    expect(s.$checkout.get().deliveryOptions.map((o) => o.kind)).toEqual(['rush']);
    expect(s.api.updateCheckout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', null, { toast: CHECKOUT_TEXTS.checkoutFailed, modal: null }],
    [
      'an undeliverable destination',
      [{ code: 'country_not_supported' }],
      { toast: CHECKOUT_TEXTS.cannotDeliver, modal: null },
    ],
    ['another refusal', [{ code: 'other' }], { toast: null, modal: 'afterpay-unavailable-modal' }],
  ])('%s fails the section and tells the shopper (on Afterpay)', async (_, errors: ApiErrorItem[] | null, expected) => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout(), method: 'afterpay' });
    s.api.getDeliveryOptions.mockRejectedValue(errors === null ? new Error('down') : new s.ApiErrorsError(422, errors));
    await s.fetchDeliveryOptions();
    expect(s.$checkout.get()).toMatchObject({ delivery: 'failed', customer: 'details' });
    expect(s.messages()).toEqual(expected.toast === null ? [] : [expected.toast]);
    expect(s.afterpayUnavailable()).toBe(expected.modal !== null);
  });

  it.each(['card', 'paypal'] as const)(
    'on %s another refusal is the general message, never the Afterpay-unavailable modal',
    async (method) => {
      const s = await load();
      s.dispatch({ type: 'loaded', checkout: openCheckout(), method });
      s.api.getDeliveryOptions.mockRejectedValue(new s.ApiErrorsError(422, [{ code: 'other' }]));
      await s.fetchDeliveryOptions();
      expect(s.messages()).toEqual([CHECKOUT_TEXTS.checkoutFailed]);
      expect(s.afterpayUnavailable()).toBe(false);
    },
  );

  it('asks nothing without an address', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout({ customer: null }) });
    await s.fetchDeliveryOptions();
    expect(s.api.getDeliveryOptions).not.toHaveBeenCalled();
  });
});

describe('showWithDelivery', { timeout: 20_000 }, () => {
  it('without a confirmed address shows the checkout as it is', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    const show = vi.fn();
    const next = openCheckout({ promoCode: 'FREE' });
    await s.showWithDelivery(next, show);
    expect(show).toHaveBeenCalledWith(next);
    expect(s.api.getDeliveryOptions).not.toHaveBeenCalled();
  });

  it('fetches the new options, moves to the free one, then shows totals and options together', async () => {
    const s = await load();
    readyWith(s, openCheckout(), [option('standard', 500)]);
    const next = openCheckout({ promoCode: 'FREE' });
    const settled = openCheckout({ promoCode: 'FREE', deliveryOption: 'rush' });
    s.api.getDeliveryOptions.mockResolvedValue([option('standard', 500), option('rush', 0)]);
    s.api.updateCheckout.mockResolvedValue(settled);
    const show = vi.fn();
    await s.showWithDelivery(next, show);
    expect(s.api.updateCheckout).toHaveBeenCalledWith('co_1', { storeSlug: 'demo', deliveryOption: 'rush' });
    expect(show).toHaveBeenCalledWith(settled);
    expect(s.$checkout.get().deliveryOptions.map((o) => o.price)).toEqual([500, 0]);
  });

  it('a failed repricing still shows the checkout and reports the failure', async () => {
    const s = await load();
    readyWith(s, openCheckout(), [option('standard', 500)]);
    s.api.getDeliveryOptions.mockRejectedValue(new Error('down'));
    const show = vi.fn();
    const next = openCheckout({ promoCode: 'X' });
    await s.showWithDelivery(next, show);
    expect(show).toHaveBeenCalledWith(next);
    expect(s.$checkout.get().delivery).toBe('failed');
    expect(s.messages()).toEqual([CHECKOUT_TEXTS.checkoutFailed]);
  });
});

describe('chooseDelivery', { timeout: 20_000 }, () => {
  it('updates only when the option differs, and a failure shows a toast', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    await s.chooseDelivery('fullStandardCost');
    expect(s.api.updateCheckout).not.toHaveBeenCalled();
    s.api.updateCheckout.mockResolvedValueOnce(openCheckout({ deliveryOption: 'super_rush' }));
    await s.chooseDelivery('fullSuperRushCost');
    expect(s.api.updateCheckout).toHaveBeenCalledWith('co_1', { storeSlug: 'demo', deliveryOption: 'super_rush' });
    expect(s.$checkout.get().checkout?.deliveryOption).toBe('super_rush');
    s.api.updateCheckout.mockRejectedValueOnce(new Error('down'));
    await s.chooseDelivery('fullRushCost');
    expect(s.$checkout.get().checkout?.deliveryOption).toBe('super_rush');
    expect(s.messages()).toEqual([CHECKOUT_TEXTS.checkoutFailed]);
  });
});

describe('nothing typed is lost (issue 13)', { timeout: 20_000 }, () => {
  const TYPED: DeliveryForm = { ...FORM, address: '2 Side St', address2: 'Apt 9', zip: '94110' };

  async function withDraft(draft: { form: DeliveryForm; confirmed: boolean; method: 'card' | 'paypal' | null }) {
    const s = await load();
    const drafts = await import('../../../src/features/checkout/stores/checkout-draft.ts');
    drafts.saveDraft('co_1', draft);
    const shown: DeliveryForm[] = [];
    // The form as it is when the page turns ready: what the buyer first sees.
    s.$checkout.listen((state) => {
      if (state.page === 'ready' && shown.length === 0) shown.push(s.$form.get());
    });
    return { ...s, ...drafts, shown };
  }

  it('a reload restores the typed, unconfirmed fields before the form is shown', async () => {
    const s = await withDraft({ form: TYPED, confirmed: false, method: null });
    s.api.getCheckout.mockResolvedValue(openCheckout({ customer: null, deliveryOption: null }));
    await s.loadCheckout(vi.fn());
    expect(s.shown).toEqual([TYPED]);
    expect(s.$checkout.get()).toMatchObject({ page: 'ready', customer: 'details' });
    expect(s.api.getDeliveryOptions).not.toHaveBeenCalled();
  });

  it('an edit of the confirmed address comes back as an edit: not confirmed, no options for the old address', async () => {
    const s = await withDraft({ form: TYPED, confirmed: false, method: null });
    s.api.getCheckout.mockResolvedValue(openCheckout());
    await s.loadCheckout(vi.fn());
    expect(s.shown).toEqual([TYPED]);
    expect(s.$checkout.get()).toMatchObject({ customer: 'details', delivery: 'idle' });
    expect(s.api.getDeliveryOptions).not.toHaveBeenCalled();
  });

  it('a confirmed draft shows the fields as typed and confirms the host’s address again', async () => {
    const s = await withDraft({ form: FORM, confirmed: true, method: null });
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.api.getDeliveryOptions.mockResolvedValue([option('standard', 500)]);
    await s.loadCheckout(vi.fn());
    expect(s.shown).toEqual([FORM]);
    expect(s.$checkout.get()).toMatchObject({ customer: 'done', delivery: 'ready' });
  });

  it('every edit and the method are kept for this checkout id only; the confirmed flag follows section 1', async () => {
    const s = await withDraft({ form: FORM, confirmed: true, method: null });
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.api.getDeliveryOptions.mockResolvedValue([option('standard', 500)]);
    await s.loadCheckout(vi.fn());
    expect(s.readDraft('co_1')).toMatchObject({ confirmed: true });
    s.editField('address2', 'Suite 5');
    expect(s.readDraft('co_1')).toEqual({
      form: { ...FORM, address2: 'Suite 5' },
      confirmed: false,
      method: 'afterpay',
    });
    s.dispatch({ type: 'method-chosen', method: 'paypal' });
    expect(s.readDraft('co_1')?.method).toBe('paypal');
    expect(s.readDraft('co_2')).toBeNull();
  });

  it('the kept method is restored; without one a US buyer opens on afterpay, others on card', async () => {
    const kept = await withDraft({ form: FORM, confirmed: false, method: 'paypal' });
    kept.api.getCheckout.mockResolvedValue(openCheckout({ customer: null }));
    await kept.loadCheckout(vi.fn());
    expect(kept.$checkout.get().method).toBe('paypal');

    const us = await load();
    us.api.getCheckout.mockResolvedValue(openCheckout({ customer: null }));
    await us.loadCheckout(vi.fn());
    expect(us.$checkout.get().method).toBe('afterpay');

    const eu = await load();
    const { $localization } = await import('../../../src/features/localization/stores/localization.ts');
    $localization.set({ ...$localization.get(), region: 'EU', currency: 'EUR' });
    eu.api.getCheckout.mockResolvedValue(openCheckout({ customer: null }));
    await eu.loadCheckout(vi.fn());
    expect(eu.$checkout.get().method).toBe('card');
  });

  it('a cart button’s ?method= wins on a fresh visit; on a reload the kept choice wins', async () => {
    const fresh = await withDraft({ form: FORM, confirmed: false, method: 'card' });
    Object.assign(fresh.browser.location, { search: '?method=paypal' });
    fresh.api.getCheckout.mockResolvedValue(openCheckout({ customer: null }));
    await fresh.loadCheckout(vi.fn());
    expect(fresh.$checkout.get().method).toBe('paypal');

    const reload = await withDraft({ form: FORM, confirmed: false, method: 'card' });
    Object.assign(reload.browser.location, { search: '?method=paypal' });
    const entry = { name: '', entryType: 'navigation', startTime: 0, duration: 0, toJSON: () => ({}), type: 'reload' };
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([entry]);
    reload.api.getCheckout.mockResolvedValue(openCheckout({ customer: null }));
    await reload.loadCheckout(vi.fn());
    expect(reload.$checkout.get().method).toBe('card');
  });

  it('a corrupt draft is ignored: the host’s customer fills the form', async () => {
    const s = await load();
    sessionStorage.setItem('sf_checkout_draft_co_1', '{"v":1,"form":');
    s.api.getCheckout.mockResolvedValue(openCheckout());
    s.api.getDeliveryOptions.mockResolvedValue([option('standard', 500)]);
    await s.loadCheckout(vi.fn());
    expect(s.$form.get()).toMatchObject({ address: '1 Main St', phone: '+14155550100' });
  });

  it('a placed order clears the checkout’s draft with the rest of the session', async () => {
    const s = await withDraft({ form: TYPED, confirmed: false, method: null });
    s.api.getCheckout.mockResolvedValue(openCheckout({ customer: null }));
    await s.loadCheckout(vi.fn());
    const session = await import('../../../src/features/checkout/stores/checkout-session.ts');
    session.clearCheckoutSession('demo');
    expect(s.readDraft('co_1')).toBeNull();
  });
});
