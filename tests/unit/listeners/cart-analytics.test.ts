/**
 * The cart's analytics listener (storefront §7): add_to_cart for an add with what the shopper saw,
 * remove_from_cart with the quantity the cart held, nothing for an add without a display or for lines
 * dropped as unavailable.
 */
import { describe, expect, it } from 'vitest';
import { cartDisplay, cartLine } from '../fixtures/cart.ts';
import { attached, cleanUpAfterEach, freshPage, pushedEvents } from './page.ts';

const display = { ...cartDisplay, listName: 'Featured' };
const line = cartLine(1, 3);

async function load() {
  freshPage();
  const cart = await import('../../../src/features/cart/stores/cart.ts');
  const { listenCartCookie } = await import('../../../src/features/cart/listeners/cart-cookie.ts');
  const { listenCartAnalytics } = await import('../../../src/features/cart/listeners/cart-analytics.ts');
  attached(listenCartCookie(), listenCartAnalytics());
  return { ...cart, pushed: pushedEvents };
}

cleanUpAfterEach();

describe('the cart analytics listener', { timeout: 20_000 }, () => {
  it('sends add_to_cart with the added item, its list and value', async () => {
    const { addToCart, pushed } = await load();
    addToCart({ ...line, display }, 'USA', { confirm: false });
    expect(pushed()).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'USD',
          value: 75,
          items: [
            expect.objectContaining({
              item_id: 'g1_c1_s1',
              item_name: 'Tour Tee',
              item_variant: 'Black / M',
              item_category: 'T-Shirt',
              item_list_name: 'Featured',
              price: 25,
              quantity: 3,
            }),
          ],
        },
      },
    ]);
  });

  it('an add without a display sends nothing', async () => {
    const { addToCart, pushed } = await load();
    addToCart(line, 'USA', { confirm: false });
    expect(pushed()).toEqual([]);
  });

  it('sends remove_from_cart with the quantity the cart held; dropped lines send nothing', async () => {
    const { addToCart, removeFromCart, dropFromCart, pushed } = await load();
    addToCart(line, 'USA', { confirm: false });
    addToCart({ ...line, slug: 'listing-2', itemGroupId: 'g2' }, 'USA', { confirm: false });
    removeFromCart('g1_c1_s1', display);
    dropFromCart(['g2_c1_s1']);
    const events = pushed();
    expect(events.map((e) => e.event)).toEqual(['remove_from_cart']);
    expect(events[0]?.ecommerce?.items[0]).toMatchObject({ item_id: 'g1_c1_s1', quantity: 3 });
  });
});
