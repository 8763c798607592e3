/**
 * The cart summary (storefront §2): Subtotal, the shipping note, the promo-code note, the Checkout,
 * PayPal, pay-later and wallet buttons (the hosted or legacy set, src/features/checkout/domain/checkout-route.ts), and the return
 * policy link. On mobile a sticky bar with the subtotal and
 * Checkout shows once the summary's buttons scroll out of view (§4 "Hero sticky checkout bar"); ../ui/bottom-bar.css
 * places it and keeps room for it at the page's end.
 */
import { useEffect, useRef, useState } from 'react';
import type { Localized } from '../../../shared/messages/catalogue.ts';
import { common } from '../../../shared/messages/en/common.ts';
import { CART_TEXTS } from '../domain/constants-cart.ts';
import { useTexts } from '../../localization/index.ts';
import type { CartMethod } from '../../checkout/index.ts';
import '../../../ui/bottom-bar.css';

export interface CartSummaryProps {
  subtotal: string;
  /** Disabled in preview, with a total ≤ 0, or while loading (storefront §4). */
  disabled: boolean;
  loading: boolean;
  returnsHref: string;
  /** The buttons to show, in order (src/features/checkout/domain/checkout-route.ts: hosted or legacy set for this buyer). */
  buttons: readonly CartMethod[];
  /** The browser offers Apple Pay: the wallet button opens it, else Google Pay (the button says which). */
  applePay: boolean;
  onCheckout: (method: CartMethod) => void;
}

function CheckoutButton({
  label,
  variant,
  disabled,
  loading,
  loadingLabel,
  onClick,
}: {
  label: string;
  variant: string;
  disabled: boolean;
  loading: boolean;
  loadingLabel: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn cart-summary__btn cart-summary__btn--${variant}`}
      disabled={disabled}
      aria-busy={loading}
      onClick={onClick}
    >
      {loading && variant === 'checkout' ? loadingLabel : label}
    </button>
  );
}

/** Each method's button; the wallet's is named by the wallet it opens, never a bare 'Pay'. */
function buttonOf(
  method: CartMethod,
  applePay: boolean,
  T: Localized<typeof CART_TEXTS>,
): { label: string; variant: string } {
  switch (method) {
    case 'card':
      return { label: T.checkout, variant: 'checkout' };
    case 'paypal':
      return { label: T.payPal, variant: 'paypal' };
    case 'afterpay':
      return { label: T.payLater, variant: 'paylater' };
    case 'wallet':
      return { label: applePay ? T.applePay : T.googlePay, variant: 'wallet' };
  }
}

export default function CartSummary({
  subtotal,
  disabled,
  loading,
  returnsHref,
  buttons: methods,
  applePay,
  onCheckout,
}: CartSummaryProps) {
  const buttons = useRef<HTMLDivElement>(null);
  const [buttonsVisible, setButtonsVisible] = useState(true);
  const T = useTexts('cart', CART_TEXTS);
  const texts = useTexts('common', common);

  useEffect(() => {
    const el = buttons.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      setButtonsVisible(entry?.isIntersecting ?? true);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, []);

  const state = { disabled, loading, loadingLabel: T.loadingCheckout };
  // PayPal, pay-later and wallet open the checkout on their own method (?method=, read by the checkout),
  // or, as legacy buttons, the express checkout of that method.
  const start = (method: CartMethod) => () => {
    onCheckout(method);
  };
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {T.orderSummary}
      </h2>
      <dl className="cart-summary__rows">
        <dt>{texts.subtotal}</dt>
        <dd data-testid="cart-subtotal">{subtotal}</dd>
      </dl>
      <p className="cart-summary__note">{texts.shippingAtCheckout}</p>
      <p className="cart-summary__note">{T.promoNextStep}</p>
      <div className="cart-summary__buttons" ref={buttons}>
        {methods.map((method) => (
          <CheckoutButton key={method} {...buttonOf(method, applePay, T)} {...state} onClick={start(method)} />
        ))}
      </div>
      <p className="cart-summary__returns">
        <a href={returnsHref}>{texts.returnPolicyLearnMore}</a>
      </p>
      <div className="bottom-bar cart-sticky" hidden={buttonsVisible} data-testid="cart-sticky-bar">
        <span className="cart-sticky__total">
          {texts.subtotal} <strong>{subtotal}</strong>
        </span>
        <button
          type="button"
          className="btn cart-summary__btn cart-summary__btn--checkout"
          disabled={disabled}
          aria-busy={loading}
          onClick={start('card')}
          tabIndex={buttonsVisible ? -1 : 0}
        >
          {loading ? T.loadingCheckout : T.checkout}
        </button>
      </div>
    </aside>
  );
}
