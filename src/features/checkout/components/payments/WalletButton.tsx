/**
 * The wallet method's button: Stripe's Payment Request button when Stripe is configured, else the sandbox
 * wallet, which is available only on pages that opt in with ?sandboxWallet=1. Each loads as its own chunk;
 * one that cannot load reports the wallet unavailable, so the other methods stay.
 */
import { Suspense } from 'react';
import { cardKind } from '../../payments/load.ts';
import type { WalletButtonProps } from '../../payments/provider.ts';
import { lazyPart } from './lazy-part.tsx';

const report = (props: WalletButtonProps) => props.onAvailability(false);
const StripeWallet = lazyPart(() => import('./StripeWallet.tsx'), report);
const SandboxWallet = lazyPart(() => import('./SandboxWallet.tsx'), report);

export default function WalletButton(props: WalletButtonProps) {
  const Part = cardKind === 'stripe' ? StripeWallet : SandboxWallet;
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
