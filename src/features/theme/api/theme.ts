import { createDefaultTheme } from '../domain/default-theme.ts';
import { themeSchema, type HeroTemplate, type Theme } from '../domain/types.ts';
import { buildUrl, failedWith, request, type RequestOptions } from '../../../shared/api/request.ts';

export {
  DEFAULT_CTA_LINK,
  DEFAULT_HERO_TEMPLATE,
  HERO_TEMPLATE_USES,
  HERO_TEMPLATES,
  themeSchema,
  type HeroTemplate,
  type Theme,
  type ThemeInput,
} from '../domain/types.ts';

export const THEME_PATH = '/v1/themes';

/**
 * The theme service answered 401: the store is gated and the access code was missing or wrong
 * (spec checkout §6). Not handled here: the build skips publishing, the preview server sends the
 * shopper to /login.
 */
export class GatedStoreError extends Error {
  readonly siteKey: string;
  readonly reason: 'missing' | 'wrong';
  constructor(siteKey: string, reason: 'missing' | 'wrong', options?: { cause?: unknown }) {
    const message =
      reason === 'missing' ? `Store ${siteKey} needs an access code` : `Wrong access code for store ${siteKey}`;
    super(message, options);
    this.name = 'GatedStoreError';
    this.siteKey = siteKey;
    this.reason = reason;
  }
}

export interface ThemeApiOptions extends Pick<RequestOptions, 'fetch' | 'retries' | 'backoffMs' | 'timeoutMs'> {
  baseUrl: string;
  /** Told why the default theme replaced the store's (404, network, malformed answer), for build logs. */
  onFallback?: (reason: unknown, siteKey: string) => void;
}

export interface GetThemeParams {
  siteKey: string;
  accessCode?: string;
  /** The unpublished theme (previewMode true in the answer). */
  preview?: boolean;
  /** Asks the service for one hero template; the sandbox honours it so every template is testable. */
  heroTemplate?: HeroTemplate;
}

/** A theme answer, or the default theme with the reason the store's own could not be used. */
export type ThemeRead = { theme: Theme; defaulted: false } | { theme: Theme; defaulted: true; reason: unknown };

export interface ThemeApi {
  /** The store's theme; the default theme on failure or 404; throws GatedStoreError on a 401. */
  getTheme(params: GetThemeParams): Promise<Theme>;
  /** As getTheme, saying whether the default theme replaced the store's, and why (per call, for a shared client). */
  readTheme(params: GetThemeParams): Promise<ThemeRead>;
}

export function createThemeApi(options: ThemeApiOptions): ThemeApi {
  const { baseUrl, onFallback, ...transport } = options;
  async function readTheme({ siteKey, accessCode, preview, heroTemplate }: GetThemeParams): Promise<ThemeRead> {
    const key = siteKey.toLowerCase();
    const url = buildUrl(baseUrl, THEME_PATH, {
      siteKey: key,
      accessCode: accessCode === '' ? undefined : accessCode,
      preview: preview ? 1 : undefined,
      heroTemplate,
    });
    try {
      // A 401 here means "gated", not "session expired": the caller decides, so no redirect.
      return {
        theme: await request(themeSchema, url, { ...transport, onUnauthorized: () => undefined }),
        defaulted: false,
      };
    } catch (error) {
      if (failedWith(error, 401)) {
        throw new GatedStoreError(key, accessCode ? 'wrong' : 'missing', { cause: error });
      }
      return { theme: createDefaultTheme(), defaulted: true, reason: error };
    }
  }
  return {
    readTheme,
    async getTheme(params) {
      const read = await readTheme(params);
      if (read.defaulted) onFallback?.(read.reason, params.siteKey.toLowerCase());
      return read.theme;
    },
  };
}
