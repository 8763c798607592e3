/**
 * The cart summary (checkout.md §2): an aside on wide screens; on small screens a 'Your cart (count)'
 * toggle and a 'Have a promo code?' button open it in a modal. Which one shows is CSS (.co-aside /
 * .co-mobile-bar), so the first paint needs no script to pick.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { CHECKOUT_TEXTS } from '../../lib/checkout/texts.ts';
import { $checkout } from '../../stores/checkout.ts';
import Dialog from '../ui/Dialog.tsx';
import OrderSummary from './OrderSummary.tsx';
import PromoCodeBox from './PromoCodeBox.tsx';

function Summary() {
  return (
    <>
      <OrderSummary />
      <PromoCodeBox />
    </>
  );
}

export function CartSummaryAside() {
  return (
    <aside className="co-aside" aria-labelledby="co-summary-title">
      <h2 id="co-summary-title">{CHECKOUT_TEXTS.orderSummary}</h2>
      <Summary />
    </aside>
  );
}

export function CartSummaryMobile() {
  const { checkout } = useStore($checkout);
  const [open, setOpen] = useState(false);
  const count = checkout?.lineItems.reduce((n, l) => n + l.quantity, 0) ?? 0;
  return (
    <div className="co-mobile-bar">
      <button type="button" className="co-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {CHECKOUT_TEXTS.yourCart} ({count})
      </button>
      <button type="button" className="co-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {CHECKOUT_TEXTS.havePromo}
      </button>
      <Dialog
        id="cart-summary-modal"
        title={CHECKOUT_TEXTS.orderSummary}
        open={open}
        onRequestClose={() => setOpen(false)}
      >
        <Summary />
      </Dialog>
    </div>
  );
}
