/**
 * The thank-you island (checkout.md §2 Thank-you page): reads the query once, shows what it gave at once
 * (thanks with the name, order number, arrival estimate), then the loaded order (items, total, status,
 * a tracking link); while loading a polite status, on FAILURE a clear message that keeps the query's facts.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $thankYou, loadThankYou, type ThankYouConfig } from '../../stores/thankyou.ts';
import { ORDER_LOAD_STATUS } from '../../lib/order-view.ts';
import { formatArrivalEstimate, parseThankYouQuery, THANKYOU_TEXTS as T } from '../../lib/thankyou.ts';
import OrderDetails from './OrderDetails.tsx';

export default function ThankYou(props: ThankYouConfig) {
  const { checkoutUrl, commerceUrl, storeSlug } = props;
  const state = useStore($thankYou);
  const { query } = state;

  // The static page has no query: it is read after hydration, so server and client markup agree.
  useEffect(() => {
    void loadThankYou(
      { checkoutUrl, commerceUrl, storeSlug },
      parseThankYouQuery(new URLSearchParams(location.search)),
    );
  }, [checkoutUrl, commerceUrl, storeSlug]);

  const orderNumber = state.order?.orderNumber ?? query.orderNumber;
  const lookupNumber = state.order?.lookupNumber ?? query.orderLookupNumber;
  return (
    <div className="thankyou__card">
      <h1>{query.name === null ? T.thanks : T.thanksNamed(query.name)}</h1>
      <p>{T.confirmation}</p>
      <dl className="thankyou__facts">
        {orderNumber !== null && (
          <div>
            <dt>{T.orderNumber}</dt>
            <dd data-testid="order-number">{orderNumber}</dd>
          </div>
        )}
        {lookupNumber !== null && (
          <div>
            <dt>{T.lookupNumber}</dt>
            <dd>{lookupNumber}</dd>
          </div>
        )}
        {query.arrivalEstimate !== null && (
          <div>
            <dt>{T.arrivalEstimate}</dt>
            <dd>{formatArrivalEstimate(query.arrivalEstimate)}</dd>
          </div>
        )}
        {state.order && (
          <>
            <div>
              <dt>{T.delivery}</dt>
              <dd>{state.order.shippingMethod}</dd>
            </div>
            <div>
              <dt>{T.status}</dt>
              <dd>{state.order.status}</dd>
            </div>
          </>
        )}
      </dl>
      <div role="status" className="thankyou__status">
        {state.status === ORDER_LOAD_STATUS.none && T.loading}
      </div>
      {state.status === ORDER_LOAD_STATUS.failure && (
        <p role="alert" className="thankyou__failure">
          {T.failure}
        </p>
      )}
      {state.order && <OrderDetails order={state.order} />}
      <p className="thankyou__actions">
        {state.trackUrl !== null && (
          <a className="btn" href={state.trackUrl}>
            {T.track}
          </a>
        )}
        <a className="btn btn--secondary" href="/">
          {T.continueShopping}
        </a>
      </p>
    </div>
  );
}
