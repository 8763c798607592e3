/**
 * The cart's feedback listener (storefront §2, §4, §8): cart-confirmation with the added line when an add
 * asks for it, a danger toast with the spec's text when a change is refused (an add always; a quantity
 * change only when the cart is full), and cart-unavailable-items 400 ms after lines were dropped.
 */
import { describe, expect, it, vi } from 'vitest';
import { cartDisplay, cartLine } from '../fixtures/cart.ts';
import { attached, cleanUpAfterEach, freshPage } from './page.ts';

const CART_FULL = 'Your cart is full, so this item was not added. Check out or remove an item, then try again.';
const NO_COOKIES = 'Your cart could not be saved. Please allow cookies for this site and try again.';
const display = cartDisplay;
const line = cartLine(1, 2);

async function load(options: Parameters<typeof freshPage>[0] = { store: 'demo' }) {
  freshPage(options);
  const cart = await import('../../../src/features/cart/stores/cart.ts');
  const page = await import('../../../src/features/cart/stores/cart-page.ts');
  const events = await import('../../../src/features/cart/stores/events.ts');
  const { $modal } = await import('../../../src/ui/stores/modal.ts');
  const { $toasts } = await import('../../../src/ui/stores/toasts.ts');
  const { listenCartFeedback } = await import('../../../src/features/cart/listeners/cart-feedback.ts');
  const detach = attached(listenCartFeedback());
  const messages = () => $toasts.get().map((t) => [t.type, t.message]);
  return { ...cart, ...page, ...events, $modal, messages, detach };
}

cleanUpAfterEach();

describe('the cart feedback listener', { timeout: 20_000 }, () => {
  it('opens cart-confirmation with the added line as the add returns', async () => {
    const { addToCart, $modal } = await load();
    addToCart({ ...line, display }, 'USA');
    expect($modal.get()).toEqual({
      id: 'cart-confirmation',
      data: { ...display, sku: 'g1_c1_s1', quantity: 2, slug: 'listing-1' },
    });
  });

  it('an add with confirm:false opens nothing', async () => {
    const { addToCart, $modal } = await load();
    addToCart({ ...line, display }, 'USA', { confirm: false });
    expect($modal.get()).toBeNull();
  });

  it('a refused add toasts why: the cart is full, or cookies are not allowed', async () => {
    const { publishCartEvent, messages } = await load();
    publishCartEvent({ type: 'refused', action: 'add', reason: 'too-large' });
    expect(messages()).toEqual([['danger', CART_FULL]]);
    const other = await load({});
    other.publishCartEvent({ type: 'refused', action: 'add', reason: 'unavailable' });
    expect(other.messages()).toEqual([['danger', NO_COOKIES]]);
  });

  it("a German buyer's refusal is in German where the German catalogue has the text, else English (issue 16)", async () => {
    const { publishCartEvent, messages } = await load();
    const { $localization } = await import('../../../src/features/localization/index.ts');
    const { $localizer } = await import('../../../src/features/localization/stores/translation.ts');
    $localization.set({ ...$localization.get(), locale: 'de' });
    // An island's first read loads the buyer's translation.
    attached($localizer.listen(() => undefined));
    await expect.poll(() => $localizer.get()).not.toBeNull();
    publishCartEvent({ type: 'refused', action: 'add', reason: 'too-large' });
    publishCartEvent({ type: 'refused', action: 'add', reason: 'unavailable' });
    expect(messages()).toEqual([
      [
        'danger',
        'Dein Warenkorb ist voll, deshalb wurde dieser Artikel nicht hinzugefügt. Geh zur Kasse oder entferne einen Artikel und versuch es erneut.',
      ],
      ['danger', NO_COOKIES],
    ]);
  });

  it('an add refused at the line limit says how many the cart holds and that none were added', async () => {
    const { publishCartEvent, messages } = await load();
    publishCartEvent({ type: 'refused', action: 'add', reason: 'line-limit', held: 998 });
    expect(messages()).toEqual([
      [
        'danger',
        'You already have 998 of this item in your cart, and a cart holds at most 999 of one item, so none were added.',
      ],
    ]);
  });

  it('a refused quantity change toasts only when the cart is full', async () => {
    const { publishCartEvent, messages } = await load();
    publishCartEvent({ type: 'refused', action: 'set-quantity', reason: 'unavailable' });
    expect(messages()).toEqual([]);
    publishCartEvent({ type: 'refused', action: 'set-quantity', reason: 'too-large' });
    expect(messages()).toEqual([['danger', CART_FULL]]);
  });

  it('a store-less page’s add toasts at once (the action’s refusal goes through the listener)', async () => {
    const { addToCart, messages } = await load({});
    addToCart({ ...line, display }, 'USA');
    expect(messages()).toEqual([['danger', NO_COOKIES]]);
  });

  it('names the dropped lines in cart-unavailable-items 400 ms later, not before', async () => {
    const { announceRemoved, $modal } = await load();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    announceRemoved([{ sku: 'g2_v1_s1', title: 'Title cap', productType: 't-shirt' }]);
    vi.advanceTimersByTime(399);
    expect($modal.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect($modal.get()).toEqual({
      id: 'cart-unavailable-items',
      data: {
        message: 'The following item(s) were removed from your cart because they are not available at this time.',
        items: [{ sku: 'g2_v1_s1', title: 'Title cap', productType: 't-shirt' }],
      },
    });
  });

  it('detaching drops a modal still waiting, and hears nothing after', async () => {
    const { announceRemoved, addToCart, $modal, messages, detach } = await load({});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    announceRemoved([{ sku: 'g2_v1_s1', title: 'Title cap', productType: 't-shirt' }]);
    detach();
    vi.advanceTimersByTime(400);
    addToCart({ ...line, display }, 'USA');
    expect($modal.get()).toBeNull();
    expect(messages()).toEqual([]);
  });
});
