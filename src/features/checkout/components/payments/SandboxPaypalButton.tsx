/**
 * The sandbox PayPal button: "PayPal" creates the order on the payment host (createOrder), then a
 * "Sandbox PayPal" window stands in for PayPal's popup: the payer's email (PAYPAL_DECLINE_EMAIL makes the
 * sandbox decline), "Approve" and "Cancel PayPal". Loaded as its own chunk when no PayPal client id is set.
 */
import { useId, useState } from 'react';
import { paymentClient } from '../../api/payment-client.ts';
import {
  approveSandboxOrder,
  cancelSandboxOrder,
  SANDBOX_PAYER_EMAIL,
  startSandboxOrder,
} from '../../payments/paypal.ts';
import type { PaypalButtonProps } from '../../payments/provider.ts';
import SandboxSheet from './SandboxSheet.tsx';
import './payments.css';

export default function SandboxPaypalButton(props: PaypalButtonProps) {
  const { disabled = false } = props;
  const emailId = useId();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState(SANDBOX_PAYER_EMAIL);

  const start = async () => {
    setBusy(true);
    setOrderId(await startSandboxOrder(props));
    setBusy(false);
  };
  const approve = async (id: string) => {
    setBusy(true);
    setOrderId(null);
    await approveSandboxOrder(paymentClient, props, id, email);
    setBusy(false);
  };
  const cancel = async (id: string) => {
    setBusy(true);
    setOrderId(null);
    await cancelSandboxOrder(paymentClient, props, id);
    setBusy(false);
  };

  return (
    <>
      <button
        type="button"
        className="payment-button payment-button--paypal"
        disabled={disabled || busy}
        aria-busy={busy}
        onClick={() => void start()}
      >
        PayPal
      </button>
      <SandboxSheet
        open={orderId !== null}
        title="Sandbox PayPal"
        onDismiss={() => {
          if (orderId) void cancel(orderId);
        }}
      >
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            if (orderId) void approve(orderId);
          }}
        >
          <label htmlFor={emailId}>PayPal email</label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <div className="sandbox-sheet__actions">
            <button type="submit" className="payment-button payment-button--paypal">
              Approve
            </button>
            <button
              type="button"
              className="payment-button payment-button--secondary"
              onClick={() => {
                if (orderId) void cancel(orderId);
              }}
            >
              Cancel PayPal
            </button>
          </div>
        </form>
      </SandboxSheet>
    </>
  );
}
