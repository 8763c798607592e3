/**
 * The recover form's state (checkout.md §2 Track, recover, contact; §8 recover failure banner): idle,
 * sending, sent (orders of the last 60 days emailed) or failed with the server's text.
 */
import { atom } from 'nanostores';
import type { RecoveryApi } from '../api/recovery.ts';

export type RecoverState =
  { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

export const $recover = atom<RecoverState>({ status: 'idle' });

export interface RecoverConfig {
  storeSlug: string;
  /** The recovery host's client (the island hands in the page's). */
  recovery: Pick<RecoveryApi, 'recoverOrders'>;
}

/** Asks the recovery host to email the orders of `email`; the outcome lands in $recover. */
export async function recoverOrders(config: RecoverConfig, email: string): Promise<void> {
  if ($recover.get().status === 'sending') return;
  $recover.set({ status: 'sending' });
  const outcome = await config.recovery.recoverOrders(email.trim(), config.storeSlug);
  $recover.set(outcome.ok ? { status: 'sent' } : { status: 'failed', message: outcome.message });
}

/** Back to the form (the shopper edits the email after a failure). */
export function resetRecover(): void {
  if ($recover.get().status !== 'sending') $recover.set({ status: 'idle' });
}
