/**
 * Section 3, Payment (checkout.md §2, §4): the methods, the card fields (one element on a large mobile
 * width, else split) with Name on card, PayPal, the wallet when a payment request is available, Afterpay
 * for a US store region when not disabled; the notice, the order button, the legal text and the opt-in.
 * Each method's part loads only while that method is on screen (lazy-payments.ts).
 */
import { Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { maxWidth } from '../../../shared/breakpoints.ts';
import { validateNameOnCard } from '../domain/form.ts';
import { orderButtonDisabled } from '../domain/machine.ts';
import { availableMethods, cardLayout, payButtonLabel } from '../domain/payment-rules.ts';
import type { CardProvider } from '../payments/provider.ts';
import { $localization } from '../../localization/index.ts';
import { $checkout, dispatch } from '../stores/checkout.ts';
import { setMarketingOptIn } from '../stores/checkout-promo.ts';
import { placeCardOrder } from '../stores/checkout-pay.ts';
import {
  approvePaypal,
  createPaypalOrder,
  paypalFailed,
  placeAfterpayOrder,
  placeWalletOrder,
  walletOffered,
} from '../stores/checkout-pay-methods.ts';
import { CardFields, PaypalButton, WalletButton } from './lazy-payments.ts';
import PaymentErrorBox from './PaymentErrorBox.tsx';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';
import { checkoutForm } from '../../../shared/messages/en/checkout-form.ts';
import { payments } from '../../../shared/messages/en/payments.ts';
import { paymentMethods } from '../../../shared/messages/en/payment-methods.ts';
import { translated } from '../../../shared/messages/catalogue.ts';

function useLargeMobile(): boolean {
  const [match, setMatch] = useState(() => matchMedia(maxWidth('mobileLg')).matches);
  useEffect(() => {
    const mq = matchMedia(maxWidth('mobileLg'));
    const on = () => setMatch(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return match;
}

function Unavailable() {
  const T = useTexts('checkout', checkoutTexts);
  return <p className="co-note">{T.methodUnavailable}</p>;
}

export interface PaymentSectionProps {
  afterpayDisabled: boolean;
}

export default function PaymentSection({ afterpayDisabled }: PaymentSectionProps) {
  const T = useTexts('checkout', checkoutTexts);
  const P = useTexts('payments', payments);
  const messages = useTexts('checkoutForm', checkoutForm);
  const methodTexts = useTexts('paymentMethods', paymentMethods);
  const state = useStore($checkout);
  const { region } = useStore($localization);
  const largeMobile = useLargeMobile();
  const [provider, setProvider] = useState<CardProvider | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // null until the wallet button has said whether a payment request is available.
  const [wallet, setWallet] = useState<boolean | null>(null);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const methods = availableMethods({ region, afterpayDisabled, walletAvailable: wallet === true });
  const { method, checkout, processing } = state;
  // A method asked for (?method=) but not offered here (Afterpay outside the US, no wallet) falls back to card;
  // the wallet's availability arrives later, so only a known refusal counts.
  const refused =
    (method === 'afterpay' && !methods.includes('afterpay')) ||
    (method === 'wallet' && (WalletButton === null || wallet === false));
  useEffect(() => {
    if (refused) dispatch({ type: 'method-chosen', method: 'card' });
  }, [refused]);
  const nameError = validateNameOnCard(name);
  const disabled = orderButtonDisabled(state);
  const amount = checkout?.costs.total.amount ?? 0;

  return (
    <div className="co-pay">
      <fieldset className="co-methods">
        <legend className="vh">{T.sectionPayment}</legend>
        {methods.map((m) => (
          <label key={m} className="co-method">
            <input
              type="radio"
              name="paymentMethod"
              value={m}
              checked={method === m}
              onChange={() => dispatch({ type: 'method-chosen', method: m })}
            />
            {methodTexts[m]}
          </label>
        ))}
      </fieldset>
      {WalletButton && checkout && (
        <div className="co-wallet" hidden={method !== 'wallet'}>
          <Suspense fallback={null}>
            <WalletButton
              amountCents={amount}
              currency={checkout.currency}
              onAvailability={(available) => void walletOffered(available).then(setWallet)}
              onPaymentMethod={placeWalletOrder}
              onError={(message) => dispatch({ type: 'payment-failed', message })}
              disabled={disabled}
            />
          </Suspense>
        </div>
      )}
      {method === 'card' && (
        <div className="co-card">
          {CardFields ? (
            <Suspense fallback={<p className="co-note">{T.loadingMethod}</p>}>
              <CardFields
                layout={cardLayout(largeMobile)}
                onChange={(card) => dispatch({ type: 'card-changed', card })}
                onReady={setProvider}
                onLoadError={setLoadError}
                disabled={processing}
              />
            </Suspense>
          ) : (
            <Unavailable />
          )}
          {loadError !== null && <p className="co-note">{loadError}</p>}
          <div className="co-field">
            <label htmlFor="co-name-on-card">{T.nameOnCard}</label>
            <input
              id="co-name-on-card"
              name="nameOnCard"
              autoComplete="cc-name"
              value={name}
              required
              aria-invalid={nameTouched && nameError !== null}
              aria-describedby={nameTouched && nameError ? 'co-name-on-card-error' : undefined}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setNameTouched(true);
              }}
            />
            {nameTouched && nameError && (
              <span id="co-name-on-card-error" className="co-field__error">
                {translated(nameError, checkoutForm, messages)}
              </span>
            )}
          </div>
        </div>
      )}
      {method === 'paypal' &&
        (PaypalButton ? (
          <Suspense fallback={<p className="co-note">{T.loadingMethod}</p>}>
            <PaypalButton
              createOrder={createPaypalOrder}
              onApprove={() => approvePaypal()}
              onCancel={() => undefined}
              onError={paypalFailed}
              onLoadError={setLoadError}
              disabled={disabled}
            />
          </Suspense>
        ) : (
          <Unavailable />
        ))}
      <PaymentErrorBox message={state.paymentError} />
      <p className="co-progress" role="status">
        {processing && T.processingPayment}
      </p>
      <p className="co-secure">{T.secureNotice}</p>
      {(method === 'card' || method === 'afterpay') && (
        <button
          type="button"
          className="btn co-place"
          disabled={disabled || (method === 'card' && (nameError !== null || provider === null))}
          aria-busy={processing}
          onClick={() => {
            if (method === 'afterpay') void placeAfterpayOrder();
            else if (provider) void placeCardOrder(provider, name);
          }}
        >
          {processing && <span className="co-spinner__wheel co-place__spinner" aria-hidden="true" />}
          {payButtonLabel(method, P)}
        </button>
      )}
      <p className="co-legal">
        {T.legalBefore} <a href="/terms-of-use">{T.legalTerms}</a> {T.legalAnd}{' '}
        <a href="/privacy-policy">{T.legalPrivacy}</a>.
      </p>
      <label className="co-optin">
        <input
          type="checkbox"
          checked={checkout?.marketingOptIn ?? false}
          onChange={(e) => void setMarketingOptIn(e.currentTarget.checked)}
        />
        <span>{T.marketingOptIn}</span>
      </label>
    </div>
  );
}
