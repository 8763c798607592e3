/** checkout.md §9: "a service worker is unregistered" on the checkout pages. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  unregisterServiceWorkers,
  type WorkerContainer,
} from '../../../src/features/checkout/browser/service-worker.ts';
import { installBrowser } from '../stores/browser.ts';

function container(results: readonly (boolean | Error)[]) {
  const unregister = results.map((r) => vi.fn(() => (r instanceof Error ? Promise.reject(r) : Promise.resolve(r))));
  const fake: WorkerContainer = {
    getRegistrations: vi.fn(() => Promise.resolve(unregister.map((fn) => ({ unregister: fn })))),
  };
  return { fake, unregister };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('unregisterServiceWorkers', () => {
  it('unregisters every registration of the origin', async () => {
    const { fake, unregister } = container([true, true]);
    expect(await unregisterServiceWorkers(fake)).toBe(2);
    for (const fn of unregister) expect(fn).toHaveBeenCalledTimes(1);
  });

  it('is best effort: a refusal, a failing API or no API at all leaves the page working', async () => {
    const { fake, unregister } = container([new Error('denied'), true, false]);
    expect(await unregisterServiceWorkers(fake)).toBe(1);
    expect(unregister.every((fn) => fn.mock.calls.length === 1)).toBe(true);
    const broken: WorkerContainer = { getRegistrations: () => Promise.reject(new Error('SecurityError')) };
    expect(await unregisterServiceWorkers(broken)).toBe(0);
    expect(await unregisterServiceWorkers(undefined)).toBe(0);
  });
});

describe('the checkout page', { timeout: 20_000 }, () => {
  it('unregisters the service workers when it starts (initCheckout)', async () => {
    vi.resetModules();
    installBrowser({ store: 'demo' });
    vi.stubGlobal('BroadcastChannel', undefined);
    const { fake, unregister } = container([true]);
    vi.stubGlobal('navigator', { cookieEnabled: true, userAgent: 'test', serviceWorker: fake });
    const { initCheckout } = await import('../../../src/features/checkout/stores/checkout.ts');
    const { createCheckoutApi } = await import('../../../src/features/checkout/api/checkout.ts');
    const { createPaymentApi } = await import('../../../src/features/checkout/api/payment.ts');
    initCheckout(
      { storeSlug: 'demo', storeName: 'Demo', checkoutUrl: 'https://checkout.test', paymentUrl: 'https://pay.test' },
      {
        api: createCheckoutApi({ baseUrl: 'https://checkout.test' }),
        payments: createPaymentApi({ baseUrl: 'https://pay.test' }),
      },
    );
    await vi.waitFor(() => expect(unregister[0]).toHaveBeenCalledTimes(1));
  });
});
