/**
 * The phone rule loaded on demand (see phone-format.ts): `loadPhoneFormat` starts the download once (on
 * focus of the phone field, when the page is idle after hydration, or when a phone number must be checked)
 * and `loadedPhoneFormat` answers synchronously once it is in. A failed download may be tried again.
 */
import type { PhoneFormat } from './form.ts';

let loaded: PhoneFormat | null = null;
let pending: Promise<PhoneFormat> | null = null;

export function loadedPhoneFormat(): PhoneFormat | null {
  return loaded;
}

export function loadPhoneFormat(): Promise<PhoneFormat> {
  pending ??= import('./phone-format.ts').then(
    (module) => {
      loaded = module.formatPhone;
      return module.formatPhone;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Starts the download when the main thread is idle (a timeout where requestIdleCallback is missing). */
export function preloadPhoneFormatWhenIdle(): void {
  const start = () => void loadPhoneFormat().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start);
  else setTimeout(start, 0);
}
