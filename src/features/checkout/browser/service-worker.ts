/**
 * checkout.md §9 build settings: "a service worker is unregistered". A worker left by an earlier version of
 * the site (or another app on the origin) could answer checkout requests from its cache, so every checkout
 * page removes each registration of the origin. Best effort: a browser without the API, or one that
 * refuses (private mode, a sandboxed frame), leaves the page working as it is.
 */

/** The part of navigator.serviceWorker this uses (so tests can hand in a fake). */
export interface WorkerContainer {
  getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>;
}

/** Unregisters every service worker of the origin; resolves to how many were removed. */
export async function unregisterServiceWorkers(container: WorkerContainer | undefined): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const removed = await Promise.all(registrations.map((r) => r.unregister().catch(() => false)));
    return removed.filter(Boolean).length;
  } catch {
    return 0;
  }
}

/** The page's own container, when the browser has one (absent outside secure contexts and in old browsers). */
export function pageWorkers(): WorkerContainer | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker;
}
