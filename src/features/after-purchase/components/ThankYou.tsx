/**
 * The thank-you island (checkout.md §2 Thank-you page). It reads the query once and asks the checkout host
 * for the order; nothing is confirmed before the host answers with this browser's order (stores/thankyou.ts).
 * Loading: a neutral heading and a polite status. Loaded: the thanks, the order's facts, delivery address,
 * items and costs, links to track it and to keep shopping. Not found (unknown, another browser's or a
 * malformed link): 'We could not find that order' with a link to /track. Host unavailable: a retry.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { checkoutClient } from '../../checkout/index.ts';
import { $localization, useTexts } from '../../localization/index.ts';
import { attachAfterPurchaseListeners } from '../listeners/index.ts';
import { fill, translated } from '../../../shared/messages/catalogue.ts';
import { thankYou } from '../../../shared/messages/en/thank-you.ts';
import { $thankYou, loadThankYou, type ThankYouConfig } from '../stores/thankyou.ts';

export type ThankYouProps = Omit<ThankYouConfig, 'checkout'>;
import { ORDER_LOAD_STATUS } from '../domain/order-view.ts';
import { formatArrivalEstimate, parseThankYouQuery } from '../domain/thankyou.ts';
import { TRACK_PATH } from '../domain/track.ts';
import OrderDetails from './OrderDetails.tsx';

// The purchase event, its cookie and the cleared checkout session, before the order loads.
attachAfterPurchaseListeners();

const readQuery = () => parseThankYouQuery(new URLSearchParams(location.search));

export default function ThankYou({ storeSlug }: ThankYouProps) {
  const state = useStore($thankYou);
  const { locale } = useStore($localization);
  const { query, order } = state;
  const T = useTexts('thankYou', thankYou);

  // The static page has no query: it is read after hydration, so server and client markup agree.
  useEffect(() => {
    void loadThankYou({ storeSlug, checkout: checkoutClient }, readQuery());
  }, [storeSlug]);

  const notFound = state.failure === 'not-found';
  useEffect(() => {
    if (!notFound) return;
    const [, ...rest] = document.title.split(' | ');
    document.title = [T.notFoundTitle, ...rest].join(' | ');
  }, [notFound, T.notFoundTitle]);

  if (notFound) {
    return (
      <div className="thankyou__card" data-testid="order-not-found">
        <h1>{T.notFoundTitle}</h1>
        <p>{T.notFound}</p>
        <p className="thankyou__actions">
          <a className="btn" href={TRACK_PATH}>
            {T.trackLink}
          </a>
          <a className="btn btn--secondary" href="/">
            {T.continueShopping}
          </a>
        </p>
      </div>
    );
  }

  if (order === null) {
    return (
      <div className="thankyou__card">
        <h1>{T.pending}</h1>
        <div role="status" className="thankyou__status">
          {state.status === ORDER_LOAD_STATUS.none && T.loading}
        </div>
        {state.failure === 'unavailable' && (
          <>
            <p role="alert" className="thankyou__failure">
              {T.unavailable}
            </p>
            <p className="thankyou__actions">
              <button
                type="button"
                className="btn"
                onClick={() => void loadThankYou({ storeSlug, checkout: checkoutClient }, readQuery())}
              >
                {T.retry}
              </button>
              <a className="btn btn--secondary" href={TRACK_PATH}>
                {T.trackLink}
              </a>
            </p>
          </>
        )}
      </div>
    );
  }

  const name = query.name ?? order.firstName;
  const arrival =
    order.arrival ?? (query.arrivalEstimate === null ? null : formatArrivalEstimate(query.arrivalEstimate, locale));
  return (
    <div className="thankyou__card">
      <h1>{name === null ? T.thanks : fill(T.thanksNamed, { name })}</h1>
      <p>{T.confirmation}</p>
      <dl className="thankyou__facts">
        <div>
          <dt>{T.orderNumber}</dt>
          <dd data-testid="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{T.lookupNumber}</dt>
          <dd>{order.lookupNumber}</dd>
        </div>
        {order.email !== null && (
          <div>
            <dt>{T.confirmationEmail}</dt>
            <dd data-testid="order-email">{order.email}</dd>
          </div>
        )}
        {arrival !== null && (
          <div>
            <dt>{T.arrivalEstimate}</dt>
            <dd data-testid="order-arrival">{arrival}</dd>
          </div>
        )}
        <div>
          <dt>{T.delivery}</dt>
          <dd>{translated(order.shippingMethod, thankYou, T)}</dd>
        </div>
        <div>
          <dt>{T.status}</dt>
          <dd>{order.status}</dd>
        </div>
      </dl>
      <OrderDetails order={order} />
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
