/**
 * The /cart island (storefront §2 Cart page): a skeleton of the cart's lines (and of its shelf) until every
 * line's listing is fetched, then the lines and the summary, or 'Your cart is empty.'. Hydrated client:idle
 * (src/pages/cart.astro has the measurement against client:load). The item count beside the static title
 * is kept live by the pill script, which fills every `[data-cart-count]`. Below the lines, the 'You might also like' shelf of
 * what the cart holds.
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { loadCommerceClient } from '../../catalog/index.ts';
import {
  attachCheckoutListeners,
  checkoutClient,
  cartButtons,
  checkoutButtons,
  $checkoutStatus,
  pageRouteContext,
  startCheckout,
} from '../../checkout/index.ts';
import { cartSubtotalCents } from '../domain/cart-view.ts';
import { common } from '../../../shared/messages/en/common.ts';
import { CART_TEXTS } from '../domain/constants-cart.ts';
import { formatMoney, isCurrency, $localization, useTexts } from '../../localization/index.ts';
import { $cartLines, $cartPageStatus, startCartPage, type CartPageConfig } from '../stores/cart-page.ts';
import { $cart } from '../stores/cart.ts';
import { SkeletonRows, SkeletonTiles } from '../../../ui/Skeleton.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import CartLineItem from './CartLineItem.tsx';
import CartSuggestions from './CartSuggestions.tsx';
import CartSummary from './CartSummary.tsx';
import UnavailableItemsModal from './UnavailableItemsModal.tsx';
import './cart.css';

// The cart's and the checkout's (the checkout buttons) listeners, before the island's first action.
attachCheckoutListeners();

export interface CartPageProps {
  storeSlug: string;
  checkoutUrl: string;
  /** The store is in preview mode: checkout buttons are disabled (storefront §6). */
  preview: boolean;
  /** '30 Day Free Return Policy. Learn more' goes here. */
  returnsHref: string;
}

export default function CartPage({ storeSlug, checkoutUrl, preview, returnsHref }: CartPageProps) {
  const lines = useStore($cartLines);
  const cart = useStore($cart);
  // The server cannot see the cookie: the first render (hydration) shows one skeleton row, as the server did.
  const mounted = useHydrated();
  const status = useStore($cartPageStatus);
  const checkout = useStore($checkoutStatus);
  const { currency, locale, region } = useStore($localization);
  const T = useTexts('cart', CART_TEXTS);
  const texts = useTexts('common', common);
  const config = useMemo<CartPageConfig>(
    () => ({
      commerce: { getListing: async (query) => (await loadCommerceClient()).getListing(query) },
      storeSlug,
      preview,
    }),
    [storeSlug, preview],
  );
  // Read in the browser only, where <html> carries the checkout flags; the server renders the skeleton.
  const route = useMemo(() => (typeof document === 'undefined' ? null : pageRouteContext(checkoutUrl)), [checkoutUrl]);

  useEffect(() => startCartPage(config), [config]);
  useEffect(() => {
    // Back from /checkout through the back-forward cache: the buttons must not stay busy.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) $checkoutStatus.set('idle');
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  const money = (cents: number, lineCurrency: string) =>
    formatMoney(cents, isCurrency(lineCurrency) ? lineCurrency : currency, locale);
  const subtotalCents = cartSubtotalCents(lines);
  // The server renders the loading skeleton too (it cannot see the cookie), so hydration always matches.
  const loading = status === 'loading' || route === null;
  const busy = checkout === 'loading';

  let content;
  if (loading) {
    const expected = mounted ? cart.lines.length : 1;
    content = (
      <>
        <SkeletonRows label={T.loading} rows={expected} />
        {mounted && expected > 0 && (
          <div className="cart-suggestions">
            <SkeletonTiles />
          </div>
        )}
      </>
    );
  } else if (lines.length === 0) {
    content = <p className="cart__empty">{texts.cartEmpty}</p>;
  } else {
    content = (
      <div className="cart__layout">
        <ul className="cart__lines" aria-label={texts.cartTitle}>
          {lines.map((line) => (
            <CartLineItem key={line.sku} line={line} total={money(line.totalCents, line.currency)} disabled={busy} />
          ))}
        </ul>
        <CartSummary
          subtotal={money(subtotalCents, lines[0]?.currency ?? currency)}
          disabled={preview || subtotalCents <= 0 || busy}
          loading={busy}
          returnsHref={returnsHref}
          buttons={cartButtons(checkoutButtons(route.flags, region), { region, currency })}
          applePay={route.applePay}
          onCheckout={(method) => {
            void startCheckout(config, checkoutClient, route, method);
          }}
        />
      </div>
    );
  }

  return (
    <div className="cart__island" data-state={loading ? 'loading' : 'ready'} aria-busy={loading}>
      {content}
      {!loading && lines.length > 0 && <CartSuggestions />}
      <UnavailableItemsModal />
    </div>
  );
}
