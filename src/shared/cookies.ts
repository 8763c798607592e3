/**
 * The browser's cookies, through js-cookie. Reading is how a store learns its starting state (the cart,
 * the shopper's localization, what earlier page loads remembered); writing is an effect, done only by the
 * features' listener modules (src/features/<feature>/listeners/): ESLint keeps writeCookie and removeCookie,
 * and js-cookie itself, out of every stores/ folder.
 *
 * Two encodings: 'raw' for values their own module already made cookie-safe (the cart, sf_loc,
 * sf_purchases, the checkout id), which js-cookie must not escape again; 'encoded' (js-cookie's default
 * converter) for everything else (the payment cookie's JSON, attribution cookies other scripts set).
 */
import Cookies from 'js-cookie';

export type CookieEncoding = 'raw' | 'encoded';

/** js-cookie's attribute names (Path, Expires in days, SameSite, Secure). */
export interface CookieAttributes {
  expires: number;
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
}

const raw = Cookies.withConverter({ read: (value) => value, write: (value) => value });
const jar = (encoding: CookieEncoding) => (encoding === 'raw' ? raw : Cookies);

/** The cookie's value, or undefined when it is absent or there is no document (server rendering). */
export function readCookie(name: string, encoding: CookieEncoding): string | undefined {
  return typeof document === 'undefined' ? undefined : jar(encoding).get(name);
}

export function writeCookie(name: string, value: string, attributes: CookieAttributes, encoding: CookieEncoding): void {
  jar(encoding).set(name, value, attributes);
}

/** Removes a cookie written with Path=/. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
