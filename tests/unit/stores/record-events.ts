/**
 * A store's events as a test sees them: every value set on an event atom ($cartEvent, $checkoutEvent…) from
 * now on, in order, heard the way the listener modules hear them (nanostores' onSet, synchronously).
 */
import { onSet, type WritableAtom } from 'nanostores';

export function recordEvents<T>(store: WritableAtom<T | null>): T[] {
  const seen: T[] = [];
  onSet(store, ({ newValue }) => {
    if (newValue !== null) seen.push(newValue);
  });
  return seen;
}
