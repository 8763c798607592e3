/**
 * The card method's fields: Stripe Elements when a publishable key is configured, else the sandbox's
 * inputs. Either loads as its own chunk when this part renders (the card method is on screen); a chunk or
 * Stripe.js that cannot load is reported through onLoadError.
 */
import { Suspense } from 'react';
import { cardKind } from '../../payments/load.ts';
import type { CardFieldsProps } from '../../payments/provider.ts';
import { lazyPart } from './lazy-part.tsx';
import { cardFields } from '../../../../shared/messages/en/card-fields.ts';
import { payments } from '../../../../shared/messages/en/payments.ts';
import { textsOf, useTexts } from '../../../localization/index.ts';

const report = (props: CardFieldsProps) => props.onLoadError(textsOf('payments', payments).cardUnavailable);
const StripeFields = lazyPart(() => import('./StripeCardFields.tsx'), report);
const SandboxFields = lazyPart(() => import('./SandboxCardFields.tsx'), report);

export default function CardFields(props: CardFieldsProps) {
  const T = useTexts('cardFields', cardFields);
  const Part = cardKind === 'stripe' ? StripeFields : SandboxFields;
  return (
    <Suspense fallback={<p className="payment-loading">{T.loading}</p>}>
      <Part {...props} labels={T} />
    </Suspense>
  );
}
