/**
 * Gated stores on the on-demand server (checkout §2 Login page, §6): pure rules. The access code comes
 * from the accessCode query parameter or the /login form (a GET to / with accessCode), is checked with the
 * theme service, and is then kept in an HttpOnly cookie that every request carries and the server re-checks.
 */
import { z } from 'zod';
import { LOGIN_PATH } from '../../../shared/api/request.ts';
import { LIMITS, QUERY_PARAM_LIMITS } from '../../../shared/limits.ts';
import { localRedirectTarget } from '../../../shared/local-redirect.ts';
import { PAGE_TEXTS_DIR, THEME_STYLESHEET_PATH } from '../../../shared/routes.ts';

export { LOGIN_PATH };
export const ACCESS_CODE_PARAM = 'accessCode';
export const ACCESS_COOKIE = 'sf_access';
/** How long a browser keeps an accepted code: the theme service still checks it on every request. */
export const ACCESS_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const MAX_ACCESS_CODE_CHARS = QUERY_PARAM_LIMITS['accessCode'] ?? LIMITS.queryValue;
/** Where a refused code sends the browser: the login page, told to say the code was wrong. */
export const LOGIN_ERROR_PARAM = 'error';
export const WRONG_CODE_ERROR = 'wrong-code';
export const WRONG_CODE_LOGIN_PATH = `${LOGIN_PATH}?${LOGIN_ERROR_PARAM}=${WRONG_CODE_ERROR}`;

/** The login page was reached after a refused code (its query says so). */
export function loginSaysWrongCode(query: URLSearchParams): boolean {
  return query.get(LOGIN_ERROR_PARAM) === WRONG_CODE_ERROR;
}

/** An access code as a query parameter, form field or cookie value: printable, bounded, trimmed. */
export const accessCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_ACCESS_CODE_CHARS)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

export function parseAccessCode(value: string | null | undefined): string | undefined {
  const parsed = accessCodeSchema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/** The locale files of the static pages' words: the catalogue's, no store's (src/pages/i18n). */
const PAGE_TEXTS_FILE = new RegExp(`^/${PAGE_TEXTS_DIR}/[a-zA-Z-]+\\.[a-z0-9]+\\.js$`);

/** Paths a gated store answers without a code: the login page itself (its assets are public files). */
export function openWithoutCode(pathname: string): boolean {
  // The theme's stylesheet too: the login page is in the store's colours. And the interface's words in the
  // buyer's locale, which the login page loads like every page.
  return (
    pathname === LOGIN_PATH ||
    pathname === `${LOGIN_PATH}/` ||
    pathname === THEME_STYLESHEET_PATH ||
    PAGE_TEXTS_FILE.test(pathname)
  );
}

/** A same-site path to send the browser to after a redirect parameter, else '/' (src/shared/local-redirect.ts). */
export const safeLocalPath = localRedirectTarget;

/** The URL without its accessCode parameter: where a browser goes once its code is in the cookie. */
export function withoutAccessCode(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(ACCESS_CODE_PARAM);
  const query = params.toString();
  return safeLocalPath(`${url.pathname}${query ? `?${query}` : ''}`);
}
