/**
 * The promo code box and the marketing opt-in (checkout.md §4, §5): each a checkout update. A code changes
 * delivery (free shipping), so applying or removing one shows the new options and totals together.
 */
import { promoFailureMessage } from '../domain/errors.ts';
import { CHECKOUT_TEXTS } from '../domain/texts.ts';
import { $checkout, checkoutContext, currentCheckout, dispatch } from './checkout.ts';
import { showWithDelivery } from './checkout-flow.ts';
import { publishCheckoutEvent } from './events.ts';

export async function setMarketingOptIn(marketingOptIn: boolean): Promise<void> {
  const ctx = checkoutContext();
  const checkout = currentCheckout();
  if (!checkout) return;
  dispatch({ type: 'checkout-updated', checkout: { ...checkout, marketingOptIn } });
  try {
    const updated = await ctx.api.updateCheckout(checkout.id, { storeSlug: ctx.storeSlug, marketingOptIn });
    dispatch({ type: 'checkout-updated', checkout: updated });
  } catch {
    dispatch({ type: 'checkout-updated', checkout });
    publishCheckoutEvent({ type: 'failed', message: CHECKOUT_TEXTS.checkoutFailed });
  }
}

export async function applyPromoCode(code: string): Promise<void> {
  const ctx = checkoutContext();
  const checkout = currentCheckout();
  if (!checkout || $checkout.get().promo === 'applying') return;
  if (code.trim() === '') {
    dispatch({ type: 'promo-failed', message: CHECKOUT_TEXTS.promoRequired });
    return;
  }
  dispatch({ type: 'promo-applying' });
  try {
    const applied = await ctx.api.applyPromo(checkout.id, ctx.storeSlug, code.trim());
    await showWithDelivery(applied, (updated) => dispatch({ type: 'promo-applied', checkout: updated }));
  } catch (error) {
    dispatch({ type: 'promo-failed', message: promoFailureMessage(error) });
  }
}

export async function removePromoCode(): Promise<void> {
  const ctx = checkoutContext();
  const checkout = currentCheckout();
  if (!checkout) return;
  const removed = await ctx.api
    .updateCheckout(checkout.id, { storeSlug: ctx.storeSlug, promoCode: null })
    .catch(() => null);
  if (!removed) {
    publishCheckoutEvent({ type: 'failed', message: CHECKOUT_TEXTS.checkoutFailed });
    return;
  }
  await showWithDelivery(removed, (updated) => dispatch({ type: 'promo-removed', checkout: updated }));
}
