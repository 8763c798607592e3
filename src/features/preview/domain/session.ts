/**
 * Preview session rules shared by the middleware, the token route and the client step: cookie names and
 * options, the 'preview unavailable' page, and the answer headers of on-demand pages.
 */
import { z } from 'zod';
import { MAX_TOKEN_CHARS, type TokenFailure } from './token.ts';
import { preview } from '../../../shared/messages/en/preview.ts';

export const PREVIEW_HASH_PARAM = 'previewData';
export const PREVIEW_COOKIE = 'sf_preview';
/** The cookie outlives no token, and no token keeps a session longer than this. */
export const PREVIEW_COOKIE_MAX_AGE_S = 60 * 60;
export const PREVIEW_SESSION_PATH = '/_preview/session';
export const PREVIEW_UNAVAILABLE_PATH = '/preview-unavailable';

export const PREVIEW_TEXTS = preview;

/** The body the client step posts to the token route. */
export const sessionBodySchema = z.strictObject({ token: z.string().min(1).max(MAX_TOKEN_CHARS) });

export const unavailableReasonSchema = z.enum(['expired', 'invalid']).catch('invalid');
export type UnavailableReason = z.infer<typeof unavailableReasonSchema>;

export function unavailableReason(failure: TokenFailure): UnavailableReason {
  return failure === 'expired' ? 'expired' : 'invalid';
}

export function unavailablePath(reason: UnavailableReason): string {
  return `${PREVIEW_UNAVAILABLE_PATH}?reason=${reason}`;
}

/** Seconds the preview cookie lives: until the token expires, at most PREVIEW_COOKIE_MAX_AGE_S. */
export function previewCookieMaxAge(expS: number, nowS: number): number {
  return Math.max(0, Math.min(PREVIEW_COOKIE_MAX_AGE_S, expS - nowS));
}

export const PRIVATE_CACHE = 'private, no-store';
export const PUBLIC_ON_DEMAND_CACHE = 'public, max-age=0, must-revalidate';

/** Headers of an on-demand answer: previews and gated stores are private and never indexed. */
export function answerHeaders(state: { preview: boolean; gated: boolean }): Record<string, string> {
  if (state.preview || state.gated) {
    return { 'cache-control': PRIVATE_CACHE, 'x-robots-tag': 'noindex, nofollow', vary: 'Cookie' };
  }
  return { 'cache-control': PUBLIC_ON_DEMAND_CACHE, vary: 'Cookie' };
}

/**
 * The client step (an inline script of every on-demand page): a previewData hash parameter is posted to
 * the token route, which checks it on the server; the hash leaves the address bar either way. Success
 * reloads the page in preview; failure shows the 'preview unavailable' page.
 */
export const PREVIEW_CLIENT_STEP = `(function(){var m=/(?:^#|&)${PREVIEW_HASH_PARAM}=([^&]*)/.exec(location.hash);if(!m)return;var t;try{t=decodeURIComponent(m[1])}catch(e){t=''}history.replaceState(null,'',location.pathname+location.search);fetch('${PREVIEW_SESSION_PATH}',{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json'},body:JSON.stringify({token:t})}).then(function(r){return r.json().then(function(b){if(r.ok){location.reload()}else{location.assign(b&&b.location||'${PREVIEW_UNAVAILABLE_PATH}')}})}).catch(function(){location.assign('${PREVIEW_UNAVAILABLE_PATH}')})})();`;
