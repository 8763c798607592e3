import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the server's markup (and on the server), true from the render after: for what
 * only the browser knows, such as the cart cookie, without a mismatch with the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
