/**
 * The server's host clients (DESIGN "host clients", STYLE 1): each host the pull and the preview server read
 * (commerce, theme, flags, cache) gets one client per (store, base URL), made on first use and kept for the
 * process. The build's pull (scripts/pull) and the preview server's live backend (./live.ts) both take their
 * clients from here, so the two data paths speak to the hosts through the same objects.
 *
 * What belongs to one request or one pull (the request's sandbox session header, a test's fetch) is its
 * transport: set around the calls with `withTransport` and read by every kept client at each call, through
 * AsyncLocalStorage (as ./live-context.ts carries the request), so it never needs a client of its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { HostUrls } from '../hosts.ts';
import type { FetchLike } from '../shared/api/request.ts';
import { createCommerceApi, type CommerceApi } from '../features/catalog/api/commerce.ts';
import { createCacheApi, type CacheApi } from '../features/catalog/api/cache.ts';
import { createThemeApi, type ThemeApi } from '../features/theme/api/theme.ts';
import { createFlagsApi, type FlagsApi } from '../shared/api/flags.ts';

const transports = new AsyncLocalStorage<FetchLike>();

/** Runs `run` with every host call it makes going through `fetch`; undefined keeps the surrounding transport. */
export function withTransport<T>(fetch: FetchLike | undefined, run: () => T): T {
  return fetch === undefined ? run() : transports.run(fetch, run);
}

/** The fetch every kept client is made with: the current call's transport, else the global fetch. */
const currentFetch: FetchLike = (input, init) => (transports.getStore() ?? globalThis.fetch)(input, init);

/** A 401 on the server is never a shopper's expired session: the caller reads the error instead. */
const noRedirect = () => undefined;

/** One store's clients. */
export interface StoreClients {
  commerce: CommerceApi;
  theme: ThemeApi;
  flags: FlagsApi;
  cache: CacheApi;
}
export type ServerHost = keyof StoreClients;
/** The base URLs of the hosts the pull and the preview server read. */
export type ServerHosts = Pick<HostUrls, ServerHost>;

const FACTORIES: { [H in ServerHost]: (baseUrl: string) => StoreClients[H] } = {
  commerce: (baseUrl) => createCommerceApi({ baseUrl, fetch: currentFetch, onUnauthorized: noRedirect }),
  theme: (baseUrl) => createThemeApi({ baseUrl, fetch: currentFetch }),
  flags: (baseUrl) => createFlagsApi({ baseUrl, fetch: currentFetch }),
  cache: (baseUrl) => createCacheApi({ baseUrl, fetch: currentFetch }),
};

export interface HostClients {
  /** One host's client for `store` at `baseUrl`: the same object every time. */
  client<H extends ServerHost>(host: H, store: string, baseUrl: string): StoreClients[H];
  /** Every client of `store`, each at its host's base URL. */
  forStore(store: string, hosts: ServerHosts): StoreClients;
}

export interface HostClientsOptions {
  /** Told each time a client is made (tests count them). */
  onCreate?: (host: ServerHost, store: string, baseUrl: string) => void;
}

export function createHostClients(options: HostClientsOptions = {}): HostClients {
  const made: { [H in ServerHost]: Map<string, StoreClients[H]> } = {
    commerce: new Map(),
    theme: new Map(),
    flags: new Map(),
    cache: new Map(),
  };
  function client<H extends ServerHost>(host: H, store: string, baseUrl: string): StoreClients[H] {
    const key = JSON.stringify([store, baseUrl]);
    const clients: Map<string, StoreClients[H]> = made[host];
    const hit = clients.get(key);
    if (hit !== undefined) return hit;
    const fresh = FACTORIES[host](baseUrl);
    options.onCreate?.(host, store, baseUrl);
    clients.set(key, fresh);
    return fresh;
  }
  return {
    client,
    forStore: (store, hosts) => ({
      commerce: client('commerce', store, hosts.commerce),
      theme: client('theme', store, hosts.theme),
      flags: client('flags', store, hosts.flags),
      cache: client('cache', store, hosts.cache),
    }),
  };
}

/** The process's clients: the pull's and the preview server's. */
export const hostClients: HostClients = createHostClients();
