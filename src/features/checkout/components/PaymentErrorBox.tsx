/**
 * Checkout errors under 'The payment cannot be authorized.' (checkout.md §2, §8). A new message takes the
 * focus (the form it follows was locked while the payment was in flight, so the focus had nowhere to stay).
 */
import { useEffect, useRef } from 'react';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';

export default function PaymentErrorBox({ message }: { message: string | null }) {
  const T = useTexts('checkout', checkoutTexts);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message !== null) box.current?.focus();
  }, [message]);
  return (
    <div className="pay-error" role="alert" tabIndex={-1} ref={box}>
      {message !== null && (
        <>
          <strong>{T.paymentNotAuthorized}</strong> <span>{message}</span>
        </>
      )}
    </div>
  );
}
