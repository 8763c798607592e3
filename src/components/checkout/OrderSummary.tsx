/** The order summary (checkout.md §2): line items, shipping, tax, discount, total — from the checkout's costs. */
import { useStore } from '@nanostores/react';
import type { MoneyAmount } from '../../lib/api/payment.ts';
import { CHECKOUT_TEXTS } from '../../lib/checkout/texts.ts';
import { formatOrderMoney } from '../../lib/order-view.ts';
import { $checkout } from '../../stores/checkout.ts';

const money = (m: MoneyAmount): string => formatOrderMoney(m.amount, m.currency);

export default function OrderSummary() {
  const { checkout } = useStore($checkout);
  if (!checkout) return null;
  const { costs } = checkout;
  return (
    <div className="co-summary">
      <ul className="co-lines">
        {checkout.lineItems.map((l) => (
          <li key={l.sku} className="co-line">
            <img src={l.imageUrl} alt="" width="56" height="56" loading="lazy" />
            <span className="co-line__text">
              <span className="co-line__title">{l.title}</span>
              <span className="co-line__meta">
                {l.colorName} / {l.sizeLabel} × {l.quantity}
              </span>
            </span>
            <span className="co-line__price">{money(l.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="co-costs">
        <dt>{CHECKOUT_TEXTS.subtotal}</dt>
        <dd>{money(costs.lineItems)}</dd>
        <dt>{CHECKOUT_TEXTS.shipping}</dt>
        <dd>{money(costs.shipping)}</dd>
        <dt>{CHECKOUT_TEXTS.tax}</dt>
        <dd>{money(costs.tax)}</dd>
        {costs.discount.amount !== 0 && (
          <>
            <dt>{CHECKOUT_TEXTS.discount}</dt>
            <dd>-{money({ ...costs.discount, amount: Math.abs(costs.discount.amount) })}</dd>
          </>
        )}
        <dt className="co-costs__total">{CHECKOUT_TEXTS.total}</dt>
        <dd className="co-costs__total" data-testid="order-total">
          {money(costs.total)}
        </dd>
      </dl>
    </div>
  );
}
