/**
 * The cart's Checkout (and PayPal, pay-later, wallet) buttons (storefront §4): re-validate every line by
 * re-fetching its listing (a failed fetch counts as still valid; only an answer proving the line invalid
 * removes it); if anything was removed the cart refreshes and the flow stops; otherwise create the
 * checkout and go to /checkout/{id} (or where the checkout flags say: src/features/checkout/domain/checkout-route.ts).
 * On error the shopper stays on /cart, with a toast, cart intact. begin_checkout and the toast are the
 * listeners' (../listeners/): this module publishes what happened.
 *
 * "Or updates the existing one": the checkout host's PUT /v1/checkout cannot change line items, so a
 * remembered checkout id (cookie sf_checkout_<slug>) is reused only while it is unfinished and holds
 * exactly the cart's lines; any difference creates a new checkout, which is the update that the host allows.
 */
import { atom } from 'nanostores';
import type { Checkout, CheckoutApi } from '../api/checkout.ts';
import { isCheckoutFinished } from '../api/checkout.ts';
import { AFFILIATE_COOKIE, cleanAffiliateId, PARTNER_COOKIE } from '../../analytics/index.ts';
import type { CartLine } from '../../cart/index.ts';
import {
  lineProblem,
  removedItem,
  type ListingResult,
  type RemovedItem,
  CART_TEXTS,
  $cart,
  dropFromCart,
  rememberCheckoutId,
  rememberedCheckoutId,
  $cartLines,
  announceRemoved,
  fetchListingResult,
  storeListings,
  type CartPageConfig,
} from '../../cart/index.ts';
import {
  checkoutButtons,
  checkoutVersion,
  createdCheckoutUrl,
  legacyExpressPath,
  readCheckoutFlags,
  type CartMethod,
  type CheckoutFlags,
} from '../domain/checkout-route.ts';
import { $localization } from '../../localization/index.ts';
import { readCookie } from '../../../shared/cookies.ts';
import { carryDraft } from './checkout-draft.ts';
import { stashCheckout } from './checkout-seed.ts';
import { publishCheckoutEvent } from './events.ts';

export const $checkoutStatus = atom<'idle' | 'loading'>('idle');
/** What decides a button's destination besides the cart: the checkout flags and the page it runs on. */
export interface CheckoutRouteContext {
  flags: CheckoutFlags;
  /** The checkout host's base URL (the v2 hosted checkout lives there). */
  checkoutHost: string;
  origin: string;
  /** The browser offers Apple Pay: a legacy wallet button asks express checkout for applepay, else googlepay. */
  applePay: boolean;
}

/** The route context of the current page: the flags from `<html>` (baked by the build, or live in preview). */
export function pageRouteContext(checkoutHost: string): CheckoutRouteContext {
  return {
    flags: readCheckoutFlags(document.documentElement.dataset),
    checkoutHost,
    origin: location.origin,
    applePay: 'ApplePaySession' in window,
  };
}

function sameLines(a: readonly { sku: string; quantity: number }[], b: readonly CartLine[]): boolean {
  return a.length === b.length && b.every((l) => a.some((m) => m.sku === l.sku && m.quantity === l.quantity));
}

/** Validates against fresh listings; returns the removed items (the lines are dropped already). */
async function revalidate(cfg: CartPageConfig, lines: readonly CartLine[]): Promise<RemovedItem[]> {
  const slugs = [...new Set(lines.map((l) => l.slug))];
  const fetched = await Promise.all(slugs.map((s) => fetchListingResult(cfg, s)));
  const results: Record<string, ListingResult> = {};
  slugs.forEach((s, i) => {
    const r = fetched[i];
    if (r?.ok === true || r?.notFound === true) results[s] = r;
  });
  storeListings(results);
  const removed = lines.flatMap((line) => {
    const result = results[line.slug];
    return result && lineProblem(line, result) !== null ? [removedItem(line, result)] : [];
  });
  if (removed.length > 0) dropFromCart(removed.map((r) => r.sku));
  return removed;
}

async function createOrReuse(api: CheckoutApi, storeSlug: string, lines: readonly CartLine[]): Promise<Checkout> {
  const currency = $localization.get().currency;
  const known = rememberedCheckoutId();
  if (known !== null) {
    try {
      const existing = await api.getCheckout(known, storeSlug);
      if (!isCheckoutFinished(existing) && existing.currency === currency && sameLines(existing.lineItems, lines)) {
        return existing;
      }
    } catch {
      // Gone or unreadable: a new checkout replaces it.
    }
  }
  const affiliate = cleanAffiliateId(readCookie(AFFILIATE_COOKIE, 'encoded'));
  const partner = readCookie(PARTNER_COOKIE, 'encoded');
  const created = await api.createCheckout({
    lineItems: lines.map((l) => ({ sku: l.sku, quantity: l.quantity, listingSlug: l.slug })),
    storeSlug,
    currency,
    ...(affiliate ? { affiliate } : {}),
    ...(partner && /^[a-z0-9-]{1,40}$/.test(partner) ? { trafficSource: partner } : {}),
  });
  // What the buyer typed into the checkout this one replaces (a quantity changed) is not lost.
  if (known !== null) carryDraft(known, created.id);
  return created;
}

/** The whole button flow; `go` navigates (location.assign in the page, a spy in tests). */
export async function startCheckout(
  cfg: CartPageConfig,
  api: CheckoutApi,
  route: CheckoutRouteContext,
  /** The button's method: PayPal, pay-later and wallet open the checkout (or express checkout) on theirs. */
  method: CartMethod = 'card',
  go: (path: string) => void = (path) => {
    location.assign(path);
  },
): Promise<void> {
  if ($checkoutStatus.get() === 'loading' || cfg.preview) return;
  $checkoutStatus.set('loading');
  try {
    const removed = await revalidate(cfg, $cart.get().lines);
    if (removed.length > 0) {
      announceRemoved(removed);
      $checkoutStatus.set('idle');
      return;
    }
    const lines = $cart.get().lines;
    if (lines.length === 0) {
      $checkoutStatus.set('idle');
      return;
    }
    publishCheckoutEvent({ type: 'checkout-started', lines: $cartLines.get() });
    if (method !== 'card' && checkoutButtons(route.flags, $localization.get().region) === 'legacy') {
      // The legacy buttons' express checkout recalculates the cart itself: no checkout is created here.
      go(legacyExpressPath(method, route.applePay));
      return;
    }
    const checkout = await createOrReuse(api, cfg.storeSlug, lines);
    const { id } = checkout;
    rememberCheckoutId(id);
    stashCheckout(checkout);
    go(
      createdCheckoutUrl(checkoutVersion(route.flags), id, {
        checkoutHost: route.checkoutHost,
        storeSlug: cfg.storeSlug,
        method,
        origin: route.origin,
      }),
    );
  } catch {
    $checkoutStatus.set('idle');
    publishCheckoutEvent({ type: 'failed', message: CART_TEXTS.checkoutFailed });
    if (location.pathname.replace(/\/+$/, '') !== '/cart') go('/cart');
  }
}
