/**
 * The one check of every redirect whose target comes from a request (returnTo / redirect parameters, the
 * access-code redirect, the static server's placeholder rules): a local target is one leading slash
 * followed by a character that is neither a slash nor a backslash, after normalisation (percent-decoding
 * and the URL standard's dot segments); anything else goes to '/'. So no target can leave the store:
 * '//evil', '/\evil', 'https:…', '/%2f/evil', '/./ /evil', '/a/..//evil' and control characters (which
 * browsers strip, turning '/\t/evil' into '//evil') all become '/'.
 */
import { LIMITS } from './limits.ts';

const BASE = 'http://store.invalid';
const CONTROL = /[\u0000-\u001f\u007f]/;
/** One slash, then a character that is neither a slash nor a backslash. */
const LOCAL = /^\/[^/\\]/;

function normalised(value: string): string | undefined {
  if (!LOCAL.test(value) || value.includes('\\') || CONTROL.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return LOCAL.test(path) ? path : undefined;
}

export function isLocalRedirectTarget(value: string): boolean {
  return localRedirectTarget(value) === value && value !== '/';
}

/** The target itself (normalised) when it is local, else '/'. */
export function localRedirectTarget(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length > LIMITS.redirectTarget) return '/';
  const path = normalised(value);
  if (path === undefined) return '/';
  // The decoded spellings must be local too, the target's and what is sent: '/%2F/evil' or '/%5Cevil' is one
  // decode away from another host, and so is '/%2F', which dot segments leave of '/a:%2F/../%2F'.
  return [value, path].every(decodesLocal) ? path : '/';
}

/** The path part of `target`, percent-decoded, is a local target. */
function decodesLocal(target: string): boolean {
  try {
    return normalised(decodeURIComponent(target.split(/[?#]/, 1)[0] ?? '')) !== undefined;
  } catch {
    return false;
  }
}
