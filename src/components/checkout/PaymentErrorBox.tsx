/** Checkout errors under 'The payment cannot be authorized.' (checkout.md §2, §8). */
import { CHECKOUT_TEXTS } from '../../lib/checkout/texts.ts';

export default function PaymentErrorBox({ message }: { message: string | null }) {
  return (
    <div className="pay-error" role="alert">
      {message !== null && (
        <>
          <strong>{CHECKOUT_TEXTS.paymentNotAuthorized}</strong> <span>{message}</span>
        </>
      )}
    </div>
  );
}
