/**
 * The PayPal method's button: PayPal's SDK button when a client id is configured, else the sandbox's.
 * Either loads as its own chunk when this part renders (the PayPal method is on screen).
 */
import { Suspense } from 'react';
import { paypalKind } from '../../payments/load.ts';
import type { PaypalButtonProps } from '../../payments/provider.ts';
import { lazyPart } from './lazy-part.tsx';
import { payments } from '../../../../shared/messages/en/payments.ts';
import { paypalButton } from '../../../../shared/messages/en/paypal-button.ts';
import { textsOf, useTexts } from '../../../localization/index.ts';

const report = (props: PaypalButtonProps) => props.onLoadError(textsOf('payments', payments).paypalUnavailable);
const SdkButton = lazyPart(() => import('./PaypalSdkButton.tsx'), report);
const SandboxButton = lazyPart(() => import('./SandboxPaypalButton.tsx'), report);

export default function PaypalButton(props: PaypalButtonProps) {
  const T = useTexts('paypalButton', paypalButton);
  const Part = paypalKind === 'paypal' ? SdkButton : SandboxButton;
  return (
    <Suspense fallback={<p className="payment-loading">{T.loading}</p>}>
      <Part {...props} />
    </Suspense>
  );
}
