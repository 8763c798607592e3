/** The loaded order on the thank-you page (checkout.md §3 Order): delivery address, lines and costs. */
import type { OrderView } from '../domain/order-view.ts';
import { thankYou } from '../../../shared/messages/en/thank-you.ts';
import { fill, translated } from '../../../shared/messages/catalogue.ts';
import { useTexts } from '../../localization/index.ts';

export default function OrderDetails({ order }: { order: OrderView }) {
  const T = useTexts('thankYou', thankYou);
  const costLabels = { subtotal: T.subtotal, shipping: T.shipping, tax: T.tax, discount: T.discount } as const;
  return (
    <>
      {order.addressLines.length > 0 && (
        <section className="thankyou__address" aria-labelledby="thankyou-address">
          <h2 id="thankyou-address">{T.deliveryAddress}</h2>
          <address data-testid="order-address">
            {order.addressLines.map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </address>
        </section>
      )}
      <section className="thankyou__order" aria-labelledby="thankyou-items">
        <h2 id="thankyou-items">{T.items}</h2>
        <ul className="thankyou__items">
          {order.items.map((item) => (
            <li key={item.key} className="thankyou__item">
              {item.imageUrl !== null && <img src={item.imageUrl} alt="" width="64" height="64" loading="lazy" />}
              <span className="thankyou__item-text">
                <span className="thankyou__item-title">{item.title}</span>
                {item.detail !== '' && <span className="thankyou__item-detail">{item.detail}</span>}
                <span className="thankyou__item-detail">
                  {T.quantity}: {item.quantity}
                </span>
              </span>
              <span className="thankyou__item-price">{item.price}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="thankyou__summary" aria-labelledby="thankyou-summary">
        <h2 id="thankyou-summary">{T.summary}</h2>
        <dl className="thankyou__costs">
          {order.costs.map((line) => (
            <div key={line.key}>
              <dt>
                {line.key === 'discount' && order.promoCode !== null
                  ? fill(T.discountWithCode, { code: order.promoCode })
                  : costLabels[line.key]}
              </dt>
              <dd data-testid={`order-${line.key}`}>{translated(line.amount, thankYou, T)}</dd>
            </div>
          ))}
          <div className="thankyou__total">
            <dt>{T.total}</dt>
            <dd>
              <strong data-testid="order-total">{order.total}</strong>
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
