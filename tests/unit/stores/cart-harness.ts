/**
 * The cart page's stores over a fresh module graph, the fake browser and an injected commerce API whose
 * getListing each test programs. Listings come from the catalogue fixtures: `tee` (product p1, colour
 * v1, size s1) unless a test says otherwise. The cart's cookie listener is attached (the cookie is where
 * the cart keeps its state between actions); its other listeners are not: `cartEvents` records what the
 * actions published instead.
 */
import { vi } from 'vitest';
import { createCommerceApi, type CommerceApi } from '../../../src/features/catalog/api/commerce.ts';
import type { Listing } from '../../../src/features/catalog/domain/types.ts';
import { sampleListing, sampleVariant } from '../fixtures/catalog.ts';
import { installBrowser } from './browser.ts';
import { recordEvents } from './record-events.ts';

/** A listing whose colour v1 offers size s1 with `stock` (null: unknown, counts as in stock). */
export function listing(slug = 'tee', stock: number | null = 5, over: Partial<Listing> = {}): Listing {
  const variant = sampleVariant({ sizes: [{ id: 's1', label: 'M', priceCents: 2500, inventoryCount: stock }] });
  return sampleListing({
    slug,
    listingId: `l-${slug}`,
    title: `Title ${slug}`,
    products: [{ productId: 'p1', productName: 'Tee', productType: 't-shirt', variants: [variant] }],
    ...over,
  });
}

/** A cookie line of `slug`: product p1, colour v1, size s1 (sku g1_v1_s1 for group g1). */
export const cookieLine = (slug: string, quantity = 1, group = 'g1') => `${slug}:p1:v1:s1:${group}:${String(quantity)}`;

export async function loadCartStores(lines: readonly string[], options: { pathname?: string } = {}) {
  vi.resetModules();
  const browser = installBrowser({ store: 'demo' });
  // No real BroadcastChannel: each fresh module graph would open one that outlives the test's globals.
  vi.stubGlobal('BroadcastChannel', undefined);
  Object.assign(browser.location, { origin: 'https://shop.example', pathname: options.pathname ?? '/cart' });
  if (lines.length > 0) browser.jar.set('sf_cart_demo', `1|USA|${lines.join('|')}`);
  const getListing = vi.fn<CommerceApi['getListing']>();
  const commerce: CommerceApi = { ...createCommerceApi({ baseUrl: 'https://commerce.test' }), getListing };
  const page = await import('../../../src/features/cart/stores/cart-page.ts');
  const cart = await import('../../../src/features/cart/stores/cart.ts');
  const { $cartEvent } = await import('../../../src/features/cart/stores/events.ts');
  const { listenCartCookie } = await import('../../../src/features/cart/listeners/cart-cookie.ts');
  const detachCookie = listenCartCookie();
  const cartEvents = recordEvents($cartEvent);
  const errors = await import('../../../src/features/catalog/api/commerce-errors.ts');
  const notFound = (slug: string) => new errors.ListingNotFoundError(errors.LISTING_NOT_FOUND, slug, 404);
  const config = { commerce, storeSlug: 'demo', preview: false };
  return { browser, getListing, commerce, config, notFound, ...page, ...cart, cartEvents, detachCookie };
}
