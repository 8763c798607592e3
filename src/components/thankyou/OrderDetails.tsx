/** The loaded order's lines and total on the thank-you page (checkout.md §3 Order). */
import type { OrderView } from '../../lib/order-view.ts';
import { THANKYOU_TEXTS as T } from '../../lib/thankyou.ts';

export default function OrderDetails({ order }: { order: OrderView }) {
  return (
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
      <p className="thankyou__total">
        <span>{T.total}</span> <strong data-testid="order-total">{order.total}</strong>
      </p>
    </section>
  );
}
