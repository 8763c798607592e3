/**
 * The live backend of the data module (DESIGN §4 Preview): what the pull writes to a snapshot, read from
 * the hosts for one request instead, through the same data-layer modules and zod schemas. Preview adds
 * visibility=any and asks the theme service for the unpublished theme; a gated store's theme call carries
 * the access code and throws GatedStoreError without it.
 *
 * Answers are kept for `ttlMs` per (store, preview, access code) so a burst of requests does not hit the
 * hosts once each; that is a cache of host answers, not a session: any instance can answer any request.
 */
import type { HostUrls } from '../hosts.ts';
import { ListingNotFoundError, type CommerceApi } from '../features/catalog/api/commerce.ts';
import { DEFAULT_FLAGS } from '../shared/api/flags.ts';
import { readCollections } from './flags.ts';
import type { FetchLike } from '../shared/api/request.ts';
import type { Listing, ProductTile } from '../features/catalog/domain/types.ts';
import { CURRENCIES } from '../features/localization/domain/money.ts';
import { SNAPSHOT_VERSION, type Snapshot } from './snapshot-format.ts';
import { createDefaultTheme } from '../features/theme/domain/default-theme.ts';
import type { DataBackend } from './index.ts';
import { defaultSelection } from './listing.ts';
import { mergeCurrencyPrices } from './live-prices.ts';
import { withBlankDetails } from '../features/catalog/api/blank-details.ts';
import { currentRequest, type LiveRequest } from './live-context.ts';
import { fetchInSession } from '../features/preview/api/sandbox-session.ts';
import { hostClients, withTransport, type HostClients } from './host-clients.ts';

export const BASE_CURRENCY = 'USD';
/** Answers kept per kind at most (the oldest goes first), so odd URLs cannot grow the heap. */
export const MAX_KEPT = 1000;

export interface LiveOptions {
  hosts: HostUrls;
  ttlMs: number;
  fetch?: FetchLike;
  now?: () => number;
  /** Base URLs of the hosts that are the embedded sandbox: only calls below them carry a sandbox session. */
  sandboxBases?: readonly string[];
  /** Where the hosts' clients come from (default: the process's, shared with the pull). */
  clients?: HostClients;
}

type Params = Pick<LiveRequest, 'store' | 'preview' | 'accessCode' | 'locked' | 'sandboxSession'>;

/** Every tile in the base currency, with the other currencies' prices merged in (as the pull does). */
async function allTiles(commerce: CommerceApi, slug: string, preview: boolean): Promise<ProductTile[]> {
  const currencies = [BASE_CURRENCY, ...CURRENCIES.filter((c) => c !== BASE_CURRENCY)];
  const [base = [], ...others] = await Promise.all(
    currencies.map((currency) => commerce.getAllProducts({ slug, currency, preview })),
  );
  const byListing = new Map(base.map((t) => [t.listingId, t]));
  for (const tile of others.flat()) {
    const target = byListing.get(tile.listingId);
    if (target) target.pricesCents[tile.currency] = tile.priceCents;
  }
  return base;
}

/** Another store's public data, in the same sandbox session as the request (if it named one). */
function publicRequest(store: string, sandboxSession: string | undefined): Params {
  return {
    store,
    preview: false,
    accessCode: undefined,
    locked: false,
    ...(sandboxSession === undefined ? {} : { sandboxSession }),
  };
}

export function createLiveBackend(options: LiveOptions): DataBackend & { load(params: Params): Promise<Snapshot> } {
  const { hosts, ttlMs, now = Date.now, clients = hostClients } = options;
  /**
   * Runs one request's host calls in its transport: in its sandbox session when it names one (sandbox hosts
   * only), through the test's fetch when one is given; the store's clients stay the same objects.
   */
  function inSession<T>(session: string | undefined, run: () => Promise<T>): Promise<T> {
    if (session === undefined) return withTransport(options.fetch, run);
    const baseFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
    return withTransport(fetchInSession(baseFetch, options.sandboxBases ?? [], session), run);
  }
  const cache = new Map<string, { at: number; value: Promise<Snapshot> }>();
  const listings = new Map<string, { at: number; value: Promise<Listing | null> }>();

  /** One promise per key for ttlMs (shared by concurrent requests); a failure is not kept. */
  function remember<T>(map: Map<string, { at: number; value: Promise<T> }>, key: string, load: () => Promise<T>) {
    const hit = map.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load();
    if (ttlMs > 0) {
      if (map.size >= MAX_KEPT) map.delete(map.keys().next().value ?? key);
      map.set(key, { at: now(), value });
      value.catch(() => map.delete(key));
    }
    return value;
  }

  async function fetchSnapshot({ store, preview, accessCode, locked }: Params): Promise<Snapshot> {
    const { commerce, theme: themeApi, flags: flagsApi } = clients.forStore(store, hosts);
    const storeData = commerce.getStore(store);
    // Awaited below; handled here too, so a theme failure first never leaves it rejected unobserved.
    storeData.catch(() => undefined);
    if (locked) {
      // The login page of a gated store: its name and social links, the default theme, no catalogue.
      // Promo codes and collections are the members' business: the locked page names none.
      const shop = { ...(await storeData), promoCodes: [], collections: [] };
      const theme = createDefaultTheme({ storeId: shop.id, storeName: shop.name });
      const localization = await commerce.getLocalization({ storeSlug: store });
      const flags = { ...DEFAULT_FLAGS };
      const empty = { collections: [], products: [], listings: [] };
      return {
        version: SNAPSHOT_VERSION,
        store: shop,
        theme,
        defaultTheme: true,
        flags,
        ...empty,
        localization,
        productSource: 'live',
      };
    }
    const { theme, defaulted: defaultTheme } = await themeApi.readTheme({
      siteKey: store,
      ...(accessCode ? { accessCode } : {}),
      preview,
    });
    // Preview by token, or by the theme's own previewMode flag (storefront §6).
    const previewing = preview || theme.previewMode;
    theme.previewMode = previewing;
    const flagsRead = flagsApi.getFlags(store);
    const [shop, flags, collections, localization, products] = await Promise.all([
      storeData,
      flagsRead,
      flagsRead.then((read) => readCollections(read, commerce, store)),
      commerce.getLocalization({ storeSlug: store }),
      allTiles(commerce, store, previewing),
    ]);
    const listings = products.map(({ listingId, slug, visibility }) => ({
      listingId,
      slug,
      visibility,
      hasColour: true,
    }));
    const source = 'live' as const;
    return {
      version: SNAPSHOT_VERSION,
      store: shop,
      theme,
      defaultTheme,
      flags,
      collections,
      products,
      listings,
      localization,
      productSource: source,
    };
  }

  function load(params: Params): Promise<Snapshot> {
    const key = JSON.stringify([
      params.store,
      params.preview,
      params.accessCode ?? null,
      params.locked,
      params.sandboxSession ?? null,
    ]);
    return remember(cache, key, () => inSession(params.sandboxSession, () => fetchSnapshot(params)));
  }

  async function fetchListing(store: string, slug: string, preview: boolean): Promise<Listing | null> {
    const { commerce } = clients.forStore(store, hosts);
    let answers: Listing[];
    try {
      answers = await Promise.all(
        [BASE_CURRENCY, ...CURRENCIES.filter((c) => c !== BASE_CURRENCY)].map((currency) =>
          commerce.getListing({ slug, storeSlug: store, currency, preview }),
        ),
      );
    } catch (error) {
      if (error instanceof ListingNotFoundError) return null;
      throw error;
    }
    const [base, ...others] = answers;
    if (!base || defaultSelection(base) === null) return null;
    // As the build's pull does: a product the listing answer does not describe is described by its blank.
    const [complete] = await withBlankDetails([base], (id) => commerce.getBlank(id));
    return mergeCurrencyPrices(complete ?? base, others);
  }

  function requestFor(store: string): Params {
    const request = currentRequest();
    if (request?.store === store) return request;
    return publicRequest(store, request?.sandboxSession);
  }

  return {
    load,
    snapshot(store) {
      const request = currentRequest();
      if (request?.store === store) {
        request.snapshot ??= load(request);
        return request.snapshot;
      }
      return load(publicRequest(store, request?.sandboxSession));
    },
    async listing(store, slug): Promise<Listing | null> {
      if (slug === undefined) return null;
      const params = requestFor(store);
      if (params.locked) return null;
      const snapshot = await this.snapshot(store);
      const preview = snapshot.theme.previewMode;
      const session = params.sandboxSession;
      return remember(listings, JSON.stringify([store, preview, slug, session ?? null]), () =>
        inSession(session, () => fetchListing(store, slug, preview)),
      );
    },
  };
}
