/** The non-checkout screens: loading, a checkout that cannot load, a bad link, and the Afterpay failure screen. */
import { useEffect, useState } from 'react';
import type { PagePhase } from '../domain/machine.ts';
import { CHECKOUT_LOADING_MESSAGE_DELAY_MS } from '../domain/texts.ts';
import { CART_PATH } from '../domain/urls.ts';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';

export default function CheckoutStatus({
  phase,
  onRetry,
}: {
  phase: Exclude<PagePhase, 'ready'>;
  onRetry: () => void;
}) {
  const T = useTexts('checkout', checkoutTexts);
  if (phase === 'loading') return <Loading />;
  if (phase === 'afterpay-failed') {
    return (
      <div className="co-status" role="alert">
        <p>{T.afterpayDifficulty}</p>
      </div>
    );
  }
  return (
    <div className="co-status" role="alert">
      <p>{phase === 'failed' ? T.checkoutFailed : T.badLink}</p>
      <p className="co-status__actions">
        {phase === 'failed' && (
          <button type="button" className="btn" onClick={onRetry}>
            {T.retry}
          </button>
        )}
        <a className="btn btn--secondary" href={CART_PATH}>
          {T.goToCart}
        </a>
      </p>
    </div>
  );
}

/**
 * The checkout normally answers before a message could be read, so the shell (and the first moments after
 * hydration) hold an empty, busy status; 'Loading your checkout…' appears only when the answer is slow.
 */
function Loading() {
  const T = useTexts('checkout', checkoutTexts);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), CHECKOUT_LOADING_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p className="co-spinner co-status" role="status" aria-busy="true">
      {slow && (
        <>
          <span className="co-spinner__wheel" aria-hidden="true" />
          {T.loading}
        </>
      )}
    </p>
  );
}
