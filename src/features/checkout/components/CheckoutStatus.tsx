/** The non-checkout screens: loading, a checkout that cannot load, a bad link, and the Afterpay failure screen. */
import { useEffect, useState } from 'react';
import type { PagePhase } from '../domain/machine.ts';
import { CHECKOUT_LOADING_MESSAGE_DELAY_MS, CHECKOUT_TEXTS } from '../domain/texts.ts';
import { CART_PATH } from '../domain/urls.ts';

export default function CheckoutStatus({
  phase,
  onRetry,
}: {
  phase: Exclude<PagePhase, 'ready'>;
  onRetry: () => void;
}) {
  if (phase === 'loading') return <Loading />;
  if (phase === 'afterpay-failed') {
    return (
      <div className="co-status" role="alert">
        <p>{CHECKOUT_TEXTS.afterpayDifficulty}</p>
      </div>
    );
  }
  return (
    <div className="co-status" role="alert">
      <p>{phase === 'failed' ? CHECKOUT_TEXTS.checkoutFailed : CHECKOUT_TEXTS.badLink}</p>
      <p className="co-status__actions">
        {phase === 'failed' && (
          <button type="button" className="btn" onClick={onRetry}>
            {CHECKOUT_TEXTS.retry}
          </button>
        )}
        <a className="btn btn--secondary" href={CART_PATH}>
          {CHECKOUT_TEXTS.goToCart}
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
          {CHECKOUT_TEXTS.loading}
        </>
      )}
    </p>
  );
}
