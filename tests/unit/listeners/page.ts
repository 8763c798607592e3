/**
 * The listener tests' page: a fresh module graph over the fake browser (tests/unit/stores/browser.ts), the
 * listeners a test attaches, the events the data layer received, and the clean-up after each test.
 */
import { afterEach, vi } from 'vitest';
import { installBrowser, type FakeBrowser } from '../stores/browser.ts';

const toDetach: (() => void)[] = [];

/** Clears the module registry and installs the fake browser; without `channel`, there is no BroadcastChannel. */
export function freshPage(
  options: Parameters<typeof installBrowser>[0] = { store: 'demo' },
  channel = false,
): FakeBrowser {
  vi.resetModules();
  const browser = installBrowser(options);
  if (!channel) vi.stubGlobal('BroadcastChannel', undefined);
  return browser;
}

/** Detaches these after the test; returns one function that detaches them all now. */
export function attached(...detaches: (() => void)[]): () => void {
  toDetach.push(...detaches);
  return () => {
    for (const detach of detaches) detach();
  };
}

/** This file's clean-up after each test: what was attached is detached, timers and globals are put back. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    for (const detach of toDetach.splice(0)) detach();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export interface Pushed {
  event?: string;
  error?: string;
  ecommerce?: { currency: string; value: number; transaction_id?: string; items: Record<string, unknown>[] };
}

/** The events the tag manager's data layer received, in order (gtag's command arguments left out). */
export function pushedEvents(): Pushed[] {
  return ((globalThis.window as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event);
}
