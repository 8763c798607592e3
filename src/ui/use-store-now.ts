import { useCallback, useLayoutEffect, useReducer, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value for a field the shopper types into. `useStore` of @nanostores/react subscribes in a
 * passive effect, which React runs a task after the commit when the commit came from a concurrent render
 * (the checkout form renders in slices). Chromium serves input before such tasks, so keys typed the moment
 * the form appears reached the store while the field did not re-render: React then put the field back to
 * its rendered value after each key, and the first characters were lost (the keyboard journey once sent
 * 'ada@example.com' as '@example.com'). This hook also listens from a layout effect, attached in the task
 * that puts the field in the DOM, so every change re-renders the field before the next key arrives.
 */
export function useStoreNow<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const read = useCallback(() => store.get(), [store]);
  const value = useSyncExternalStore(subscribe, read, read);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => store.listen(rerender), [store]);
  return value;
}
