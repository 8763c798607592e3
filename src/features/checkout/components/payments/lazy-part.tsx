/**
 * Payment parts load as their own chunks, only when rendered. A chunk that cannot be fetched becomes a
 * part that reports the load error once and renders nothing, so the other payment methods keep working.
 */
import { lazy, useEffect, useRef, type ComponentType } from 'react';

export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  reportError: (props: P) => void,
) {
  function Unavailable(props: P) {
    const reported = useRef(false);
    useEffect(() => {
      if (reported.current) return;
      reported.current = true;
      reportError(props);
    });
    return null;
  }
  return lazy(() => load().catch(() => ({ default: Unavailable })));
}
