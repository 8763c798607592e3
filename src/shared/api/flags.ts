import { z } from 'zod';
import { buildUrl, request, type RequestOptions } from './request.ts';

/**
 * Feature-flag service (spec storefront §6): the store is the context, `store:<slug>`.
 *
 * - showFanValidation: the fan-validation notice may show (when orders count > 100).
 * - useCheckoutV2: the v2 checkout; off in the build settings.
 * - usHostedCheckout: the US-only checkout flag; on = hosted/wallet checkout buttons, off = legacy ones.
 * - support: the /support section exists (otherwise it redirects to /).
 * - collections: collections come from GET /v1/collections (the collections feature).
 * - notificationBanner: the global notification banner shows the theme's notification HTML.
 */
export const FLAG_NAMES = [
  'showFanValidation',
  'useCheckoutV2',
  'usHostedCheckout',
  'support',
  'collections',
  'notificationBanner',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;

/**
 * What the storefront assumes when the service cannot answer, after the spec's build settings:
 * legacy checkout on (hosted off), checkout v2 off; the fan-validation notice shows unless the flag
 * is off; optional sections (support, collections feature, notification banner) stay off.
 */
export const DEFAULT_FLAGS: Readonly<Flags> = Object.freeze({
  showFanValidation: true,
  useCheckoutV2: false,
  usHostedCheckout: false,
  support: false,
  collections: false,
  notificationBanner: false,
});

/** The build settings of spec §9 that are not flags of the service, kept beside them. */
export const BUILD_SETTINGS = Object.freeze({
  legacyCheckout: true,
  checkoutV2: false,
  hidePaypal: true,
  hideCard: true,
  liveChat: false,
});

/** A flag the service leaves out takes its default; a flag of the wrong type is an error. */
export const flagsSchema = z.object({
  flags: z.object({
    showFanValidation: z.boolean().default(DEFAULT_FLAGS.showFanValidation),
    useCheckoutV2: z.boolean().default(DEFAULT_FLAGS.useCheckoutV2),
    usHostedCheckout: z.boolean().default(DEFAULT_FLAGS.usHostedCheckout),
    support: z.boolean().default(DEFAULT_FLAGS.support),
    collections: z.boolean().default(DEFAULT_FLAGS.collections),
    notificationBanner: z.boolean().default(DEFAULT_FLAGS.notificationBanner),
  }),
});

export const FLAGS_PATH = '/v1/flags';

export interface FlagsApiOptions extends Pick<RequestOptions, 'fetch' | 'retries' | 'backoffMs' | 'timeoutMs'> {
  baseUrl: string;
  /** Told why DEFAULT_FLAGS replaced the service's answer, for build logs. */
  onFallback?: (reason: unknown, store: string) => void;
}

export interface FlagsApi {
  /** The store's flags; DEFAULT_FLAGS on any failure (network, 4xx, 5xx, malformed answer). */
  getFlags(store: string): Promise<Flags>;
}

export function createFlagsApi(options: FlagsApiOptions): FlagsApi {
  const { baseUrl, onFallback, ...transport } = options;
  return {
    async getFlags(store) {
      const slug = store.toLowerCase();
      try {
        const answer = await request(flagsSchema, buildUrl(baseUrl, FLAGS_PATH, { context: `store:${slug}` }), {
          ...transport,
          onUnauthorized: () => undefined, // flags are never gated; a 401 is just a failure
        });
        return answer.flags;
      } catch (error) {
        onFallback?.(error, slug);
        return { ...DEFAULT_FLAGS };
      }
    },
  };
}
