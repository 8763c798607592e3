/**
 * The request an on-demand render is for (store, preview, access code), carried through the render by
 * AsyncLocalStorage: the middleware opens it, the data module reads it. No state outlives the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Snapshot } from './snapshot-format.ts';

export interface LiveRequest {
  store: string;
  /** Preview mode: unpublished theme, visibility=any, checkout disabled. */
  preview: boolean;
  /** The store's access code from the cookie, when it has one. */
  accessCode: string | undefined;
  /** Render only what the login page of a gated store needs: no catalogue data at all. */
  locked: boolean;
  /** The embedded sandbox's session the request named (x-sandbox-session); its host calls carry it. */
  sandboxSession?: string;
  /** This request's data, loaded once and shared by the page and its layout. */
  snapshot?: Promise<Snapshot>;
}

const storage = new AsyncLocalStorage<LiveRequest>();

export function runWithRequest<T>(request: LiveRequest, render: () => T): T {
  return storage.run(request, render);
}

export function currentRequest(): LiveRequest | undefined {
  return storage.getStore();
}
