/**
 * The PayPal method's button: PayPal's SDK button when a client id is configured, else the sandbox's.
 * Either loads as its own chunk when this part renders (the PayPal method is on screen).
 */
import { Suspense } from 'react';
import { paypalKind } from '../../payments/load.ts';
import type { PaypalButtonProps } from '../../payments/provider.ts';
import { PAYPAL_UNAVAILABLE_MESSAGE } from '../../payments/select.ts';
import { lazyPart } from './lazy-part.tsx';

const report = (props: PaypalButtonProps) => props.onLoadError(PAYPAL_UNAVAILABLE_MESSAGE);
const SdkButton = lazyPart(() => import('./PaypalSdkButton.tsx'), report);
const SandboxButton = lazyPart(() => import('./SandboxPaypalButton.tsx'), report);

export default function PaypalButton(props: PaypalButtonProps) {
  const Part = paypalKind === 'paypal' ? SdkButton : SandboxButton;
  return (
    <Suspense fallback={<p className="payment-loading">Loading PayPal…</p>}>
      <Part {...props} />
    </Suspense>
  );
}
