/**
 * The payment cookie, `sf_payment_<slug>` (checkout.md §4): the payment started for a checkout, kept so a
 * reload resumes it instead of starting a second one (Secure over https, SameSite=Lax, Path=/, 30 days, as
 * the cart cookie), and removed with the cart after a successful order.
 */
import { onSet } from 'nanostores';
import { cartCookieAttributes } from '../../cart/index.ts';
import { removeCookie, writeCookie } from '../../../shared/cookies.ts';
import { paymentCookieName } from '../stores/checkout-session.ts';
import { $checkoutEvent } from '../stores/events.ts';

/** Attaches the payment cookie's writes; returns what detaches them. */
export function listenPaymentCookie(): () => void {
  return onSet($checkoutEvent, ({ newValue: event }) => {
    if (event?.type === 'payment-started') {
      const name = paymentCookieName(event.storeSlug);
      writeCookie(name, JSON.stringify(event.payment), cartCookieAttributes(location.protocol), 'encoded');
    } else if (event?.type === 'session-cleared') removeCookie(paymentCookieName(event.storeSlug));
  });
}
