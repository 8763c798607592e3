/**
 * The checkout's feedback listener (checkout.md §2 Notifications, §8): a failure the store reports becomes
 * a danger toast with its message, duration and position; Afterpay-unavailable opens its modal. Driven
 * through the store's own actions (showFailure, loadCheckout) and by events.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadCheckoutStores, openCheckout, payment } from '../stores/checkout-harness.ts';
import { attached, cleanUpAfterEach } from './page.ts';

async function load() {
  const stores = await loadCheckoutStores();
  const flow = await import('../../../src/features/checkout/stores/checkout-flow.ts');
  const events = await import('../../../src/features/checkout/stores/events.ts');
  const { $toasts } = await import('../../../src/ui/stores/toasts.ts');
  const { $modal } = await import('../../../src/ui/stores/modal.ts');
  const { listenCheckoutFeedback } = await import('../../../src/features/checkout/listeners/checkout-feedback.ts');
  const detach = attached(listenCheckoutFeedback());
  return { ...stores, ...flow, ...events, $toasts, $modal, detach };
}

cleanUpAfterEach();

describe('the checkout feedback listener', { timeout: 20_000 }, () => {
  it('a failure on the way to paying is a danger toast, top right, for 3 s', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout(), method: 'card' });
    s.showFailure({ kind: 'toast', message: 'Error checking out! Please try again.' });
    expect(s.$toasts.get()).toEqual([
      expect.objectContaining({
        type: 'danger',
        message: 'Error checking out! Please try again.',
        durationMs: 3000,
        position: 'top-right',
      }),
    ]);
    expect(s.$modal.get()).toBeNull();
  });

  it('a checkout whose payment failed shows ‘Payment failed, please try again.’ on top for 6 s', async () => {
    const s = await load();
    s.api.getCheckout.mockResolvedValue(openCheckout({ customer: null, payment: payment({ state: 'failed' }) }));
    await s.loadCheckout(vi.fn());
    expect(s.$toasts.get()).toEqual([
      expect.objectContaining({
        type: 'danger',
        message: 'Payment failed, please try again.',
        durationMs: 6000,
        position: 'top',
      }),
    ]);
  });

  it('Afterpay unavailable opens afterpay-unavailable-modal and shows no toast', async () => {
    const s = await load();
    s.dispatch({ type: 'loaded', checkout: openCheckout(), method: 'afterpay' });
    s.showFailure({ kind: 'afterpay-unavailable' });
    expect(s.$modal.get()).toEqual({ id: 'afterpay-unavailable-modal' });
    expect(s.$toasts.get()).toEqual([]);
  });

  it('other checkout events show nothing, and a detached listener nothing at all', async () => {
    const s = await load();
    s.publishCheckoutEvent({ type: 'session-cleared', storeSlug: 'demo' });
    s.publishCheckoutEvent({ type: 'checkout-started', lines: [] });
    s.detach();
    s.publishCheckoutEvent({ type: 'failed', message: 'Error checking out! Please try again.' });
    expect(s.$toasts.get()).toEqual([]);
    expect(s.$modal.get()).toBeNull();
  });
});
