/**
 * checkout-promo (checkout.md §4, §5): the marketing opt-in (optimistic, reverted on failure) and the
 * promo code box (required, applied, refused with the spec's messages, removed), repriced with delivery.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_TEXTS } from '../../../src/features/checkout/domain/texts.ts';
import { loadCheckoutStores, openCheckout, option, readyWith } from './checkout-harness.ts';

async function load() {
  const stores = await loadCheckoutStores();
  const promo = await import('../../../src/features/checkout/stores/checkout-promo.ts');
  const messages = stores.failures;
  return { ...stores, ...promo, messages };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('setMarketingOptIn', { timeout: 20_000 }, () => {
  it('shows the choice at once and saves it', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    let seen: boolean | undefined;
    s.api.updateCheckout.mockImplementation((_, data) => {
      seen = s.$checkout.get().checkout?.marketingOptIn;
      return Promise.resolve(openCheckout({ marketingOptIn: data.marketingOptIn ?? false, promoCode: 'SERVER' }));
    });
    await s.setMarketingOptIn(true);
    expect(seen).toBe(true);
    expect(s.api.updateCheckout).toHaveBeenCalledWith('co_1', { storeSlug: 'demo', marketingOptIn: true });
    expect(s.$checkout.get().checkout).toMatchObject({ marketingOptIn: true, promoCode: 'SERVER' });
  });

  it('a failed save puts the old checkout back and shows a toast', async () => {
    const s = await load();
    const before = openCheckout();
    s.dispatch({ type: 'loaded', checkout: before });
    s.api.updateCheckout.mockRejectedValue(new Error('down'));
    await s.setMarketingOptIn(true);
    expect(s.$checkout.get().checkout).toEqual(before);
    expect(s.messages()).toEqual([CHECKOUT_TEXTS.checkoutFailed]);
  });

  it('does nothing before the checkout is loaded', async () => {
    const s = await load();
    await s.setMarketingOptIn(true);
    await s.applyPromoCode('X');
    await s.removePromoCode();
    expect(s.api.updateCheckout).not.toHaveBeenCalled();
    expect(s.api.applyPromo).not.toHaveBeenCalled();
  });
});

describe('applyPromoCode', { timeout: 20_000 }, () => {
  it('a blank code asks for one without calling the host', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    await s.applyPromoCode('   ');
    expect(s.$checkout.get()).toMatchObject({ promo: 'failed', promoError: CHECKOUT_TEXTS.promoRequired });
    expect(s.api.applyPromo).not.toHaveBeenCalled();
  });

  it('applies the trimmed code and shows the new totals with the repriced delivery', async () => {
    const s = await load();
    readyWith(s, openCheckout(), [option('standard', 500)]);
    const applied = openCheckout({ promoCode: 'FREESHIP' });
    s.api.applyPromo.mockResolvedValue(applied);
    s.api.getDeliveryOptions.mockResolvedValue([option('standard', 0)]);
    await s.applyPromoCode('  FREESHIP ');
    expect(s.api.applyPromo).toHaveBeenCalledWith('co_1', 'demo', 'FREESHIP');
    expect(s.$checkout.get()).toMatchObject({ promo: 'applied', promoError: null, checkout: applied });
    expect(s.$checkout.get().deliveryOptions.map((o) => o.price)).toEqual([0]);
  });

  it('ignores a second apply while one is on its way', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    s.dispatch({ type: 'promo-applying' });
    await s.applyPromoCode('X');
    expect(s.api.applyPromo).not.toHaveBeenCalled();
  });

  it('a refused code shows the address message when the host says so, else the invalid-code message', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout() });
    s.api.applyPromo.mockRejectedValueOnce(
      new s.ApiErrorsError(422, [{ detail: CHECKOUT_TEXTS.promoNeedsAddress, source: { pointer: '/data/promoCode' } }]),
    );
    await s.applyPromoCode('X');
    expect(s.$checkout.get()).toMatchObject({ promo: 'failed', promoError: CHECKOUT_TEXTS.promoNeedsAddress });
    s.api.applyPromo.mockRejectedValueOnce(new Error('down'));
    await s.applyPromoCode('X');
    expect(s.$checkout.get()).toMatchObject({ promo: 'failed', promoError: CHECKOUT_TEXTS.promoInvalid });
  });
});

describe('removePromoCode', { timeout: 20_000 }, () => {
  it('clears the code on the host and shows the checkout without it', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout({ promoCode: 'SAVE' }) });
    expect(s.$checkout.get().promo).toBe('applied');
    const removed = openCheckout();
    s.api.updateCheckout.mockResolvedValue(removed);
    await s.removePromoCode();
    expect(s.api.updateCheckout).toHaveBeenCalledWith('co_1', { storeSlug: 'demo', promoCode: null });
    expect(s.$checkout.get()).toMatchObject({ promo: 'none', checkout: removed });
  });

  it('a failed removal keeps the code and shows a toast', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout({ promoCode: 'SAVE' }) });
    s.api.updateCheckout.mockRejectedValue(new Error('down'));
    await s.removePromoCode();
    expect(s.$checkout.get().promo).toBe('applied');
    expect(s.messages()).toEqual([CHECKOUT_TEXTS.checkoutFailed]);
  });
});
