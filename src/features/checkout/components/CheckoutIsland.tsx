/**
 * The checkout page island (checkout.md §2): three numbered sections over the machine in $checkout, the
 * cart summary (aside or mobile modal), and the checkout's modals. It resolves the id from the URL,
 * loads (polling a new checkout until it is ready), and hands a finished checkout to /thankyou.
 */
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { checkoutClient } from '../api/checkout-client.ts';
import { paymentClient } from '../api/payment-client.ts';
import type { InternationalTarget } from '../domain/international.ts';
import { queryParam } from '../domain/urls.ts';
import {
  $checkout,
  $checkoutPage,
  $customerPhase,
  $processing,
  initCheckout,
  type CheckoutConfig,
} from '../stores/checkout.ts';
import { attachCheckoutListeners } from '../listeners/index.ts';
import { loadCheckout } from '../stores/checkout-flow.ts';
import { leaveCheckout } from '../stores/checkout-pay.ts';
import { resumePaymentIntent } from '../stores/checkout-pay-methods.ts';
import AfterpayUnavailableModal from './AfterpayUnavailableModal.tsx';
import { CartSummaryAside, CartSummaryMobile } from './CartSummary.tsx';
import CheckoutStatus from './CheckoutStatus.tsx';
import CustomerDetails, { type CountryOption } from './CustomerDetails.tsx';
import DeliveryOptions from './DeliveryOptions.tsx';
import PaymentSection from './PaymentSection.tsx';
import VerifyAddressModal from './VerifyAddressModal.tsx';
import { useTexts } from '../../localization/index.ts';
import { checkout as checkoutTexts } from '../../../shared/messages/en/checkout.ts';
import './checkout.css';

attachCheckoutListeners();

export interface CheckoutIslandProps extends CheckoutConfig {
  afterpayDisabled: boolean;
  /** The main host's international step (issue 13). */
  international: InternationalTarget;
  countries: readonly CountryOption[];
}

async function start(): Promise<void> {
  // The load restores what was typed and picks the method (?method=, the kept choice, or the default).
  await loadCheckout(leaveCheckout);
  const intent = queryParam(location.search, 'payment_intent');
  if (intent !== null && $checkout.get().page === 'ready') await resumePaymentIntent(intent);
}

function Section({ n, title, active, children }: { n: number; title: string; active: boolean; children: ReactNode }) {
  return (
    <section className={active ? 'co-section' : 'co-section co-section--waiting'} aria-labelledby={`co-s${n}`}>
      <h2 id={`co-s${n}`} className="co-section__title">
        <span className="co-section__n" aria-hidden="true">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function CheckoutIsland(props: CheckoutIslandProps) {
  const T = useTexts('checkout', checkoutTexts);
  // The checkout form is the page's largest render; as a deferred value React renders it in slices that
  // yield to the browser, instead of one long task when the checkout arrives.
  const page = useDeferredValue(useStore($checkoutPage));
  const customer = useStore($customerPhase);
  const processing = useStore($processing);
  useEffect(() => {
    initCheckout(props, { api: checkoutClient, payments: paymentClient });
    void start();
    // The configuration is fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (page !== 'ready') return <CheckoutStatus phase={page} onRetry={() => void start()} />;
  const delivered = customer === 'done';
  return (
    <div className="co-layout">
      <CartSummaryMobile />
      {/* While a payment is in flight every field, option and button is disabled (a disabled fieldset). */}
      <fieldset className="co-main" disabled={processing} aria-busy={processing}>
        <legend className="vh">{T.checkoutForm}</legend>
        <Section n={1} title={T.sectionDetails} active>
          <CustomerDetails countries={props.countries} international={props.international} />
        </Section>
        <Section n={2} title={T.sectionDelivery} active={delivered}>
          <DeliveryOptions />
        </Section>
        <Section n={3} title={T.sectionPayment} active={delivered}>
          <PaymentSection afterpayDisabled={props.afterpayDisabled} />
        </Section>
      </fieldset>
      <CartSummaryAside />
      <VerifyAddressModal />
      <AfterpayUnavailableModal />
    </div>
  );
}
