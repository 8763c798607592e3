/**
 * The order summary (checkout.md §2): line items, shipping, tax, discount, total — from the checkout's
 * costs, plus the address and delivery option the order ships with once the address is confirmed: what
 * the summary shows is what Place order submits. Before an address is entered, shipping and tax read as
 * not yet calculated (never $0.00); shipping too while no delivery option is held.
 */
import { useStore } from '@nanostores/react';
import type { Address } from '../api/checkout-schemas.ts';
import type { MoneyAmount } from '../api/payment.ts';
import { chosenOption, hasAddress } from '../domain/machine.ts';
import { formatOrderMoney } from '../../after-purchase/index.ts';
import { $localization } from '../../localization/index.ts';
import { $checkout } from '../stores/checkout.ts';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';

function addressLines(a: Address): string[] {
  const region = [a.city, [a.stateCode ?? a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.address1, a.address2 ?? '', region, a.countryCode].filter((l) => l.trim() !== '');
}

export default function OrderSummary() {
  const T = useTexts('checkout', checkoutTexts);
  const state = useStore($checkout);
  const { locale } = useStore($localization);
  const { checkout } = state;
  if (!checkout) return null;
  const money = (m: MoneyAmount): string => formatOrderMoney(m.amount, m.currency, locale);
  const { costs } = checkout;
  const addressed = hasAddress(checkout);
  const confirmed = state.customer === 'done' && state.delivery === 'ready' && addressed;
  const option = confirmed ? chosenOption(state) : undefined;
  const address = checkout.customer?.address;
  const customerName = checkout.customer ? `${checkout.customer.firstName} ${checkout.customer.lastName}` : '';
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
      {confirmed && address && (
        <dl className="co-shipto" data-testid="summary-shipping">
          <dt>{T.shipTo}</dt>
          <dd>
            {[customerName, ...addressLines(address)].map((l) => (
              <span key={l} className="co-shipto__line">
                {l}
              </span>
            ))}
          </dd>
          {option && (
            <>
              <dt>{T.deliveryMethod}</dt>
              <dd>{option.label}</dd>
            </>
          )}
        </dl>
      )}
      <dl className="co-costs">
        <dt>{T.subtotal}</dt>
        <dd>{money(costs.lineItems)}</dd>
        <dt>{T.shipping}</dt>
        <dd data-testid="summary-shipping-cost">
          {addressed && checkout.deliveryOption !== null ? money(costs.shipping) : T.notYetCalculated}
        </dd>
        <dt>{T.tax}</dt>
        <dd data-testid="summary-tax">{addressed ? money(costs.tax) : T.notYetCalculated}</dd>
        {costs.discount.amount !== 0 && (
          <>
            <dt>{T.discount}</dt>
            <dd>-{money({ ...costs.discount, amount: Math.abs(costs.discount.amount) })}</dd>
          </>
        )}
        <dt className="co-costs__total">{T.total}</dt>
        <dd className="co-costs__total" data-testid="order-total">
          {money(costs.total)}
        </dd>
      </dl>
    </div>
  );
}
