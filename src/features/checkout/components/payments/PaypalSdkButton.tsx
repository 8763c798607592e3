/**
 * PayPal's own button through @paypal/react-paypal-js, loaded as its own chunk when a client id is set and
 * PayPal is on screen. A script that cannot load is reported once (onLoadError); the other methods stay.
 */
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect, useRef } from 'react';
import { paypalId } from '../../payments/load.ts';
import { paypalButtonHandlers, paypalScriptOptions } from '../../payments/paypal.ts';
import type { PaypalButtonProps } from '../../payments/provider.ts';
import { PAYPAL_UNAVAILABLE_MESSAGE } from '../../payments/select.ts';

function Buttons(props: PaypalButtonProps) {
  const [{ isRejected }] = usePayPalScriptReducer();
  const reported = useRef(false);
  const { onLoadError } = props;
  useEffect(() => {
    if (!isRejected || reported.current) return;
    reported.current = true;
    onLoadError(PAYPAL_UNAVAILABLE_MESSAGE);
  }, [isRejected, onLoadError]);
  if (isRejected) return null;
  return (
    <PayPalButtons
      fundingSource="paypal"
      style={{ layout: 'horizontal', label: 'paypal', tagline: false, height: 44 }}
      disabled={props.disabled ?? false}
      forceReRender={[props.disabled]}
      {...paypalButtonHandlers(props)}
    />
  );
}

export default function PaypalSdkButton(props: PaypalButtonProps) {
  return (
    <PayPalScriptProvider options={paypalScriptOptions(paypalId, props.currency ?? 'USD')}>
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
