/**
 * The card method's fields: Stripe Elements when a publishable key is configured, else the sandbox's
 * inputs. Either loads as its own chunk when this part renders (the card method is on screen); a chunk or
 * Stripe.js that cannot load is reported through onLoadError.
 */
import { Suspense } from 'react';
import { cardKind } from '../../payments/load.ts';
import type { CardFieldsProps } from '../../payments/provider.ts';
import { CARD_UNAVAILABLE_MESSAGE } from '../../payments/select.ts';
import { lazyPart } from './lazy-part.tsx';

const report = (props: CardFieldsProps) => props.onLoadError(CARD_UNAVAILABLE_MESSAGE);
const StripeFields = lazyPart(() => import('./StripeCardFields.tsx'), report);
const SandboxFields = lazyPart(() => import('./SandboxCardFields.tsx'), report);

export default function CardFields(props: CardFieldsProps) {
  const Part = cardKind === 'stripe' ? StripeFields : SandboxFields;
  return (
    <Suspense fallback={<p className="payment-loading">Loading card fields…</p>}>
      <Part {...props} />
    </Suspense>
  );
}
