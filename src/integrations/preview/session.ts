/**
 * POST /_preview/session (on-demand server only): the client step posts the previewData token here; it is
 * opened on the server and, when valid for this store, kept in a short-lived HttpOnly, Secure, SameSite
 * cookie. Anything else is refused with where to go ('preview unavailable'), never with the token's content.
 */
import type { APIRoute } from 'astro';
import { defaultStore } from '../../data/index.ts';
import {
  PREVIEW_COOKIE,
  previewCookieMaxAge,
  sessionBodySchema,
  unavailablePath,
  unavailableReason,
} from '../../features/preview/domain/session.ts';
import { openPreviewToken } from '../../features/preview/domain/token.ts';
import { previewKey } from './key.ts';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' },
  });

/** Only the store's own pages may start a session (the body is JSON, which Astro's origin check skips). */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const host = request.headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const POST: APIRoute = async ({ request, cookies }) => {
  const refused = (reason: 'expired' | 'invalid') => json(403, { location: unavailablePath(reason) });
  if (!sameOrigin(request)) return refused('invalid');
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return refused('invalid');
  }
  const body = sessionBodySchema.safeParse(raw);
  if (!body.success) return refused('invalid');
  const nowS = Math.floor(Date.now() / 1000);
  const check = openPreviewToken(previewKey, body.data.token, defaultStore(), nowS);
  if (!check.ok) {
    cookies.delete(PREVIEW_COOKIE, { path: '/' });
    return refused(unavailableReason(check.reason));
  }
  cookies.set(PREVIEW_COOKIE, body.data.token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    maxAge: previewCookieMaxAge(check.claims.exp, nowS),
  });
  return json(200, { ok: true });
};
