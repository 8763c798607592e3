/**
 * A minimal browser for store tests (the unit project runs in node): a cookie jar behind document.cookie
 * that honours expiry (js-cookie's remove), <html data-store>, location, navigator.cookieEnabled, window
 * listeners and sessionStorage. Stores read these when their module loads, so a test installs the browser,
 * then imports the store with `vi.resetModules()` first.
 */
import { vi } from 'vitest';

export interface CookieWrite {
  name: string;
  value: string;
  attributes: string[];
}

export interface FakeBrowser {
  jar: Map<string, string>;
  writes: CookieWrite[];
  listeners: Map<string, (() => void)[]>;
  location: { protocol: string; reload: ReturnType<typeof vi.fn>; assign: ReturnType<typeof vi.fn>; href: string };
  fire: (type: string) => void;
  setVisibility: (state: 'visible' | 'hidden') => void;
}

export function installBrowser(
  options: { store?: string; protocol?: string; cookieEnabled?: boolean } = {},
): FakeBrowser {
  const jar = new Map<string, string>();
  const writes: CookieWrite[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const on = (type: string, fn: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]);
  const off = (type: string, fn: () => void) =>
    listeners.set(
      type,
      (listeners.get(type) ?? []).filter((f) => f !== fn),
    );
  let visibility: 'visible' | 'hidden' = 'visible';
  const documentFake = {
    documentElement: { dataset: options.store === undefined ? {} : { store: options.store } },
    get visibilityState() {
      return visibility;
    },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      writes.push({ name, value, attributes });
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      if (expires && Date.parse(expires.slice('expires='.length)) < Date.now()) jar.delete(name);
      else jar.set(name, value);
    },
    addEventListener: on,
    removeEventListener: off,
    getElementById: () => null,
  };
  const location = {
    protocol: options.protocol ?? 'https:',
    reload: vi.fn(),
    assign: vi.fn(),
    href: 'https://shop.example/',
    pathname: '/',
    search: '',
  };
  const storage = new Map<string, string>();
  vi.stubGlobal('document', documentFake);
  vi.stubGlobal('location', location);
  vi.stubGlobal('navigator', { cookieEnabled: options.cookieEnabled ?? true, userAgent: 'test' });
  vi.stubGlobal('window', { addEventListener: on, removeEventListener: off, location });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  });
  return {
    jar,
    writes,
    listeners,
    location,
    fire: (type) => {
      for (const fn of listeners.get(type) ?? []) fn();
    },
    setVisibility: (state) => {
      visibility = state;
    },
  };
}
