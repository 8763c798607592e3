/**
 * The payment parts (./payments/*) as lazy components: each one's code, and the SDK it
 * pulls in, loads only when its method is on screen. Found by glob so the checkout builds, and says
 * "unavailable" for a method, while a part is missing.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CardFieldsProps, PaypalButtonProps, WalletButtonProps } from '../payments/provider.ts';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const parts = import.meta.glob<{ default: ComponentType<never> }>(
  './payments/{CardFields,PaypalButton,WalletButton}.tsx',
);

function part<P>(name: string): LazyExoticComponent<ComponentType<P>> | null {
  const load = parts[`./payments/${name}.tsx`] as Loader<P> | undefined;
  return load ? lazy(load) : null;
}

export const CardFields = part<CardFieldsProps>('CardFields');
export const PaypalButton = part<PaypalButtonProps>('PaypalButton');
export const WalletButton = part<WalletButtonProps>('WalletButton');
