/**
 * The sandbox wallet (a simulated Payment Request): offered only when the page opts in with
 * ?sandboxWallet=1, so journeys can exercise the wallet path. Its sheet shows 'Total cost'; paying tokenises
 * Stripe's succeeding test card on the sandbox payment host and hands the payment method to the checkout.
 */
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { paymentClient } from '../../api/payment-client.ts';
import { WALLET_BUTTON_HEIGHT_PX, WALLET_TOTAL_LABEL, type WalletButtonProps } from '../../payments/provider.ts';
import { sandboxWalletRequested } from '../../payments/select.ts';
import { failureOf } from '../../payments/sandbox-card.ts';
import {
  completeWalletPayment,
  formatWalletTotal,
  SANDBOX_WALLET_CARD,
  WALLET_BUTTON_LABEL,
} from '../../payments/wallet.ts';
import { $localization } from '../../../localization/index.ts';
import SandboxSheet from './SandboxSheet.tsx';
import './payments.css';

const noChanges = () => () => undefined;

export default function SandboxWallet(props: WalletButtonProps) {
  const { amountCents, currency, onAvailability, disabled = false } = props;
  // The page's query never changes while it is open: nothing to subscribe to; the server render says no.
  const available = useSyncExternalStore(
    noChanges,
    () => sandboxWalletRequested(window.location.search),
    () => false,
  );
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const report = useEffectEvent((yes: boolean) => onAvailability(yes));
  useEffect(() => report(available), [available]);

  const pay = async () => {
    setBusy(true);
    const card = { ...SANDBOX_WALLET_CARD, expYear: new Date().getUTCFullYear() + 5 };
    try {
      const token = await paymentClient.tokenizeCard(card);
      setOpen(false);
      await completeWalletPayment(token.paymentMethodId, () => undefined, props);
    } catch (error) {
      setOpen(false);
      props.onError(failureOf(error).message);
    }
    setBusy(false);
  };

  if (!available) return null;
  return (
    <>
      <button
        type="button"
        className="payment-button payment-button--wallet"
        style={{ height: `${WALLET_BUTTON_HEIGHT_PX}px` }}
        disabled={disabled || busy}
        aria-busy={busy}
        onClick={() => setOpen(true)}
      >
        {WALLET_BUTTON_LABEL}
      </button>
      <SandboxSheet open={open} title="Sandbox wallet" onDismiss={() => setOpen(false)}>
        <p>
          {WALLET_TOTAL_LABEL}: <strong>{formatWalletTotal(amountCents, currency, $localization.get().locale)}</strong>
        </p>
        <div className="sandbox-sheet__actions">
          <button
            type="button"
            className="payment-button payment-button--wallet"
            disabled={busy}
            onClick={() => void pay()}
          >
            Pay
          </button>
          <button type="button" className="payment-button payment-button--secondary" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </SandboxSheet>
    </>
  );
}
