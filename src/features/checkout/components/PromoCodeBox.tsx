/** The promo code box (checkout.md §4, §5): none → applied (code, Remove, Change code) or failed (message, code cleared). */
import { useId, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $checkout } from '../stores/checkout.ts';
import { applyPromoCode, removePromoCode } from '../stores/checkout-promo.ts';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';

export default function PromoCodeBox() {
  const T = useTexts('checkout', checkoutTexts);
  const { checkout, promo, promoError, processing } = useStore($checkout);
  const [code, setCode] = useState('');
  const [changing, setChanging] = useState(false);
  const id = useId();
  const applied = promo === 'applied' && checkout?.promoCode;
  const onSubmit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    await applyPromoCode(code);
    setCode('');
    setChanging(false);
  };
  if (applied && !changing) {
    return (
      <div className="co-promo co-promo--applied">
        <span>
          {T.promoLabel}: <strong>{checkout.promoCode}</strong>
        </span>
        <button type="button" className="co-link" disabled={processing} onClick={() => void removePromoCode()}>
          {T.removePromo}
        </button>
        <button type="button" className="co-link" disabled={processing} onClick={() => setChanging(true)}>
          {T.changePromo}
        </button>
      </div>
    );
  }
  return (
    <form className="co-promo" onSubmit={(e) => void onSubmit(e)} noValidate>
      <label htmlFor={`${id}-code`}>{T.promoLabel}</label>
      <div className="co-promo__row">
        <input
          id={`${id}-code`}
          name="promoCode"
          value={code}
          disabled={processing}
          autoComplete="off"
          aria-invalid={promoError !== null}
          aria-describedby={promoError ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <button type="submit" className="btn btn--secondary" disabled={promo === 'applying' || processing}>
          {T.applyPromo}
        </button>
      </div>
      {promoError && (
        <p id={`${id}-error`} className="co-field__error" role="alert">
          {promoError}
        </p>
      )}
    </form>
  );
}
