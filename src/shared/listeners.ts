/**
 * The attach function of a feature's listener modules (src/features/<feature>/listeners/index.ts): each
 * island that uses the feature's stores calls it at the top of its module, so it runs once per page no
 * matter how many islands call it; on the server (no document) it attaches nothing.
 */
export type Detach = () => void;

/** An attach function for `listen`'s listeners: attaches them on its first call and returns their detach. */
export function attachOnce(listen: () => readonly Detach[]): () => Detach {
  let detach: Detach | null = null;
  return () => {
    if (typeof document === 'undefined') return () => undefined;
    if (detach) return detach;
    const stops = listen();
    const current: Detach = () => {
      for (const stop of stops) stop();
      if (detach === current) detach = null;
    };
    detach = current;
    return current;
  };
}
