/**
 * The express checkout island (checkout.md §2 Express checkout): recalculates the cart; an empty cart
 * goes to /cart; otherwise the chosen method's button appears and is activated at once. There is no
 * hosted wallet button here, so the button itself goes to the main host's express_checkout: a shopper
 * whose browser stops the automatic navigation can still press it.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { EXPRESS_TEXTS, expressButtonLabel, parseExpressQuery } from '../domain/express-checkout.ts';
import { checkoutClient } from '../api/checkout-client.ts';
import { payments } from '../../../shared/messages/en/payments.ts';
import { useTexts } from '../../localization/index.ts';
import { pageWorkers, unregisterServiceWorkers } from '../browser/service-worker.ts';
import { $express, CART_PATH, prepareExpress, type ExpressConfig } from '../stores/express.ts';
import { attachCartListeners } from '../../cart/index.ts';

attachCartListeners();

export default function ExpressCheckout(config: ExpressConfig) {
  const { mainUrl, storeSlug, storeId, storeUrl } = config;
  const state = useStore($express);
  const button = useRef<HTMLButtonElement>(null);
  const T = useTexts('express', EXPRESS_TEXTS);
  const P = useTexts('payments', payments);

  useEffect(() => {
    void unregisterServiceWorkers(pageWorkers()); // checkout.md §9, as on the checkout page
    void prepareExpress(
      { mainUrl, storeSlug, storeId, storeUrl },
      parseExpressQuery(new URLSearchParams(location.search)),
      checkoutClient,
    );
  }, [mainUrl, storeSlug, storeId, storeUrl]);

  useEffect(() => {
    if (state.status === 'empty') location.replace(CART_PATH);
    // "Auto-triggers the express payment button" (checkout.md §2): the same click a shopper would make.
    if (state.status === 'ready') button.current?.click();
  }, [state.status]);

  return (
    <>
      <p role="status">
        {state.status === 'preparing' && T.preparing}
        {state.status === 'ready' && T.redirecting}
      </p>
      {state.status === 'ready' && (
        <button
          ref={button}
          type="button"
          className="btn express__button"
          data-method={state.method}
          onClick={() => {
            location.assign(state.url);
          }}
        >
          {expressButtonLabel(state.method, P)}
        </button>
      )}
      {state.status === 'failed' && (
        <>
          <p role="alert">{T.failed}</p>
          <a className="btn btn--secondary" href={CART_PATH}>
            {T.backToCart}
          </a>
        </>
      )}
    </>
  );
}
