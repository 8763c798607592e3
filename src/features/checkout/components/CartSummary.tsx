/**
 * The cart summary (checkout.md §2): an aside on wide screens; at 991 px and below a sticky bar that keeps
 * the order total on screen, expands in place to the whole summary, and holds the 'Your cart (count)'
 * toggle and 'Have a promo code?' button that open it in a modal. Which one shows is CSS (.co-aside /
 * .co-mobile-bar), so the first paint needs no script to pick.
 */
import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatOrderMoney } from '../../after-purchase/index.ts';
import { $localization } from '../../localization/index.ts';
import { $checkout } from '../stores/checkout.ts';
import Dialog from '../../../ui/Dialog.tsx';
import OrderSummary from './OrderSummary.tsx';
import PromoCodeBox from './PromoCodeBox.tsx';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';

function Summary() {
  return (
    <>
      <OrderSummary />
      <PromoCodeBox />
    </>
  );
}

export function CartSummaryAside() {
  const T = useTexts('checkout', checkoutTexts);
  return (
    <aside className="co-aside" aria-labelledby="co-summary-title">
      <h2 id="co-summary-title">{T.orderSummary}</h2>
      <Summary />
    </aside>
  );
}

export function CartSummaryMobile() {
  const T = useTexts('checkout', checkoutTexts);
  const { checkout } = useStore($checkout);
  const { locale } = useStore($localization);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const count = checkout?.lineItems.reduce((n, l) => n + l.quantity, 0) ?? 0;
  const total = checkout ? formatOrderMoney(checkout.costs.total.amount, checkout.costs.total.currency, locale) : '';
  return (
    <div className="co-mobile-bar" data-testid="summary-bar">
      <div className="co-mobile-bar__row">
        <button type="button" className="co-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {T.yourCart} ({count})
        </button>
        <button
          type="button"
          className="co-mobile-bar__total"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((e) => !e)}
        >
          <span className="vh">{T.orderSummary}, </span>
          {T.total} <strong data-testid="bar-total">{total}</strong>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <button type="button" className="co-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {T.havePromo}
      </button>
      <div id={panelId} className="co-mobile-bar__panel" role="region" aria-label={T.orderSummary} hidden={!expanded}>
        {expanded && !open && <Summary />}
      </div>
      <Dialog id="cart-summary-modal" title={T.orderSummary} open={open} onRequestClose={() => setOpen(false)}>
        <Summary />
      </Dialog>
    </div>
  );
}
