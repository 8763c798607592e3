/**
 * The wallet through Stripe's Payment Request (Apple Pay / Google Pay): offered only when canMakePayment
 * finds a wallet; our own 55 px button opens the browser's sheet (paymentRequest.show(), Stripe's custom
 * button integration), which shows 'Total cost' with billing country US. The sheet's payment method goes to
 * the checkout, which places the order; the sheet closes with the outcome.
 */
import type { CanMakePaymentResult, PaymentRequest } from '@stripe/stripe-js';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadStripeClient } from '../../payments/load.ts';
import { WALLET_BUTTON_HEIGHT_PX, type WalletButtonProps } from '../../payments/provider.ts';
import { completeWalletPayment, paymentRequestOptions, walletButtonLabel, walletTotal } from '../../payments/wallet.ts';
import { walletButtons } from '../../../../shared/messages/en/wallet-buttons.ts';
import { useTexts } from '../../../localization/index.ts';
import './payments.css';

export default function StripeWallet(props: WalletButtonProps) {
  const { amountCents, currency, disabled = false } = props;
  const [found, setFound] = useState<CanMakePaymentResult | null>(null);
  const T = useTexts('walletButtons', walletButtons);
  const request = useRef<PaymentRequest | null>(null);
  const report = useEffectEvent((available: boolean) => props.onAvailability(available));
  const paid = useEffectEvent((id: string, complete: (status: 'success' | 'fail') => void) =>
    completeWalletPayment(id, complete, props),
  );
  const initialRequest = useEffectEvent(() => paymentRequestOptions(amountCents, currency));

  useEffect(() => {
    const live = new AbortController();
    // A call, not a field read: the answer changes across the awaits below.
    const stopped = () => live.signal.aborted;
    void loadStripeClient().then(async (loaded) => {
      if (stopped()) return;
      if (!loaded.ok) {
        report(false);
        return;
      }
      const pr = loaded.value.paymentRequest(initialRequest());
      const can = await pr.canMakePayment().catch(() => null);
      if (stopped()) return;
      report(can !== null);
      if (!can) return;
      pr.on('paymentmethod', (ev) => {
        void paid(ev.paymentMethod.id, (status) => ev.complete(status));
      });
      request.current = pr;
      setFound(can);
    });
    return () => {
      live.abort();
      request.current = null;
    };
  }, []);

  useEffect(() => {
    request.current?.update({ currency: currency.toLowerCase(), total: walletTotal(amountCents) });
  }, [amountCents, currency, found]);

  if (!found) return null;
  return (
    <button
      type="button"
      className="payment-button payment-button--wallet"
      style={{ height: `${WALLET_BUTTON_HEIGHT_PX}px` }}
      disabled={disabled}
      onClick={() => request.current?.show()}
    >
      {walletButtonLabel(found, T)}
    </button>
  );
}
