/**
 * The on-demand server's middleware (added by src/integrations/preview only when STOREFRONT_MODE=preview):
 * picks the store from the Host header, opens the preview cookie, checks the gated store's access code,
 * loads the request's live data, renders inside the request's context, and sets the answer's cache and
 * robots headers. Stateless: everything it knows comes from the request's cookies and the hosts.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { PREVIEW_DATA_TTL_MS, PREVIEW_STORE } from 'astro:env/server';
import { hosts } from '../config.ts';
import { storesConfig } from '../store-list.ts';
import { useDataBackend } from '../data/index.ts';
import { createLiveBackend } from '../data/live.ts';
import { runWithRequest, type LiveRequest } from '../data/live-context.ts';
import { GatedStoreError } from '../features/theme/api/theme.ts';
import {
  ACCESS_CODE_PARAM,
  ACCESS_COOKIE,
  ACCESS_COOKIE_MAX_AGE_S,
  LOGIN_PATH,
  openWithoutCode,
  parseAccessCode,
  withoutAccessCode,
  WRONG_CODE_LOGIN_PATH,
} from '../features/preview/domain/gate.ts';
import { previewKey } from '../integrations/preview/key.ts';
import {
  answerHeaders,
  PREVIEW_COOKIE,
  PREVIEW_SESSION_PATH,
  PREVIEW_UNAVAILABLE_PATH,
  PRIVATE_CACHE,
  unavailablePath,
  unavailableReason,
} from '../features/preview/domain/session.ts';
import { embeddedSandboxBases, sandboxSessionOf } from '../features/preview/api/sandbox-session.ts';
import { slugOfHost, storeForHost } from '../features/preview/domain/store-host.ts';
import { creatorNotFoundUrl } from '../features/preview/domain/platform-pages.ts';
import { StoreNotFoundError } from '../features/catalog/index.ts';
import { openPreviewToken } from '../features/preview/domain/token.ts';
import { PageCache } from './page-cache.ts';
import { frontKey, keepFrontAnswer, setFrontCacheTtl } from './front-cache.ts';
import type { Snapshot } from '../data/snapshot-format.ts';
import { previewSecurityHeaders, servedOverHttps } from '../features/preview/domain/security.ts';
import { boundedQuery } from '../shared/limits.ts';
import { shellFor } from '../features/hosting/domain/hosting-rules.ts';

const secret = previewKey;
// The on-demand server reads process.env at run time (SANDBOX_URL / SANDBOX_PORT name the embedded sandbox).
const live = createLiveBackend({
  hosts,
  ttlMs: PREVIEW_DATA_TTL_MS,
  sandboxBases: embeddedSandboxBases(hosts, process.env),
});
const pages = new PageCache(PREVIEW_DATA_TTL_MS);
setFrontCacheTtl(PREVIEW_DATA_TTL_MS);
useDataBackend(live);

type SessionPart = Pick<LiveRequest, 'sandboxSession'>;

const nowS = () => Math.floor(Date.now() / 1000);
const cookieBase = { path: '/', httpOnly: true, secure: true } as const;

/** A redirect that no cache keeps. */
function redirect(location: string, status: 302 | 303 = 303): Response {
  return new Response(null, { status, headers: { location, 'cache-control': PRIVATE_CACHE } });
}

/** A host failed: a plain 503 the next request retries, never a stack trace. */
function unavailable(error: unknown): Response {
  // The server's log (stderr) names the failure; the shopper gets a plain message.
  process.stderr.write(
    `preview server: store data unavailable: ${error instanceof Error ? error.message : 'unknown'}\n`,
  );
  return new Response('The store is temporarily unavailable. Please try again in a moment.', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': PRIVATE_CACHE, 'retry-after': '5' },
  });
}

/**
 * Data answers (feeds, search data, llms.txt, listings' markdown…) of a locked store: a 401 the browser's
 * request helper turns into /login.
 */
function wantsData(ctx: APIContext): boolean {
  return (
    /\.(json|xml|txt|md)$/.test(ctx.url.pathname) || !(ctx.request.headers.get('accept') ?? '').includes('text/html')
  );
}

/** The theme service accepts the code for this store (it ignores codes of stores that are not gated). */
async function codeOpens(store: string, accessCode: string, session: SessionPart): Promise<boolean> {
  try {
    await live.load({ store, preview: false, accessCode, locked: false, ...session });
    return true;
  } catch (error) {
    if (error instanceof GatedStoreError) return false;
    throw error;
  }
}

async function render(ctx: APIContext, next: MiddlewareNext, request: LiveRequest, gated: boolean) {
  const key = JSON.stringify([
    request.store,
    request.preview,
    request.accessCode ?? null,
    request.locked,
    request.sandboxSession ?? null,
    ctx.url.href,
  ]);
  return pages.answer(key, ctx.request.method, async () => {
    // /checkout/{id} and /checkout-complete/{id} render their shell, as the static hosts' rewrites do.
    const shell = shellFor(ctx.url.pathname);
    const response = await runWithRequest(request, () => (shell === null ? next() : next(shell)));
    // A route that already answered privately (the token route, the unavailable page) stays private.
    const alreadyPrivate = response.headers.get('cache-control') === PRIVATE_CACHE;
    const headers = answerHeaders({ preview: request.preview || alreadyPrivate, gated });
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  });
}

/** What the answer was made from, for its security headers. */
interface Made {
  store?: string | undefined;
  snapshot?: Promise<Snapshot>;
}

function peerOf(ctx: APIContext): string | undefined {
  try {
    return ctx.clientAddress;
  } catch {
    return undefined;
  }
}

/**
 * Every answer of the middleware (pages, the gated login page, redirects, 401, 404 and 503 answers) gets
 * the static hosting files' security headers; an HTML answer's policy allows exactly its inline scripts.
 */
async function secured(ctx: APIContext, response: Response, made: Made): Promise<Response> {
  const https = servedOverHttps(
    {
      encrypted: ctx.url.protocol === 'https:',
      forwardedProto: ctx.request.headers.get('x-forwarded-proto'),
      peer: peerOf(ctx),
    },
    process.env,
  );
  const site = storesConfig.stores.find((s) => s.slug === made.store)?.site;
  const snapshot = made.snapshot ? await made.snapshot.catch(() => undefined) : undefined;
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  const html = isHtml && response.body !== null ? await response.text() : undefined;
  const out = new Response(html ?? response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: new Headers(response.headers),
  });
  // Astro keeps the answer's cookies on the Response object itself.
  for (const key of Object.getOwnPropertySymbols(response)) Reflect.set(out, key, Reflect.get(response, key));
  const headers = previewSecurityHeaders({
    https,
    hosts,
    ...(site === undefined ? {} : { site }),
    snapshot,
    ...(html === undefined ? {} : { html }),
  });
  for (const [name, value] of headers) out.headers.set(name, value);
  return out;
}

export const onRequest = defineMiddleware(async (ctx, next) => {
  const made: Made = {};
  const out = await secured(ctx, await answer(ctx, next, made), made);
  const key = ctx.request.method === 'GET' ? frontKey(frontRequestOf(ctx)) : undefined;
  if (key !== undefined && out.status === 200 && [...ctx.cookies.headers()].length === 0) {
    const body = new Uint8Array(await out.clone().arrayBuffer());
    keepFrontAnswer(key, { status: out.status, headers: [...out.headers], body, at: Date.now() });
  }
  return out;
});

/** What the front cache keys a request by (./front-cache.ts), as the guard reads it from the Node request. */
function frontRequestOf(ctx: APIContext) {
  const headers = ctx.request.headers;
  return {
    method: ctx.request.method,
    host: headers.get('host') ?? undefined,
    url: `${ctx.url.pathname}${ctx.url.search}`,
    https: servedOverHttps(
      { encrypted: ctx.url.protocol === 'https:', forwardedProto: headers.get('x-forwarded-proto'), peer: peerOf(ctx) },
      process.env,
    ),
    cookie: headers.has('cookie'),
    authorization: headers.has('authorization'),
    sandboxSession: sandboxSessionOf(headers),
  };
}

async function answer(ctx: APIContext, next: MiddlewareNext, made: Made): Promise<Response> {
  const store = storeForHost(ctx.request.headers.get('host'), storesConfig.stores, PREVIEW_STORE);
  made.store = store ?? undefined;
  // A host that names no store of this server is a missing store: the platform's creator 404 page.
  if (!store) return redirect(creatorNotFoundUrl(hosts.main, slugOfHost(ctx.request.headers.get('host'))), 302);
  const path = ctx.url.pathname;
  const sandboxSession = sandboxSessionOf(ctx.request.headers);
  const session: SessionPart = sandboxSession === undefined ? {} : { sandboxSession };

  let preview = false;
  const token = ctx.cookies.get(PREVIEW_COOKIE)?.value;
  if (token !== undefined) {
    const check = openPreviewToken(secret, token, store, nowS());
    if (check.ok) preview = true;
    else {
      ctx.cookies.delete(PREVIEW_COOKIE, { path: '/' });
      if (path !== PREVIEW_UNAVAILABLE_PATH) return redirect(unavailablePath(unavailableReason(check.reason)));
    }
  }

  const offered = boundedQuery(ctx.url.search).get(ACCESS_CODE_PARAM);
  if (offered !== null) {
    const code = parseAccessCode(offered);
    let opens: boolean;
    try {
      opens = code !== undefined && (await codeOpens(store, code, session));
    } catch (error) {
      return unavailable(error);
    }
    if (code !== undefined && opens) {
      ctx.cookies.set(ACCESS_COOKIE, code, { ...cookieBase, sameSite: 'lax', maxAge: ACCESS_COOKIE_MAX_AGE_S });
      return redirect(withoutAccessCode(ctx.url));
    }
    ctx.cookies.delete(ACCESS_COOKIE, { path: '/' });
    return redirect(WRONG_CODE_LOGIN_PATH);
  }

  const accessCode = parseAccessCode(ctx.cookies.get(ACCESS_COOKIE)?.value);
  const request: LiveRequest = { store, preview, accessCode, locked: false, ...session };
  if (path === PREVIEW_SESSION_PATH) return render(ctx, next, request, accessCode !== undefined);
  try {
    request.snapshot = live.load(request);
    made.snapshot = request.snapshot;
    await request.snapshot;
  } catch (error) {
    // The host says the store does not exist (spec: errors.store 'not found'): the creator 404 page.
    if (error instanceof StoreNotFoundError) return redirect(creatorNotFoundUrl(hosts.main, store), 302);
    if (!(error instanceof GatedStoreError)) return unavailable(error);
    if (accessCode !== undefined) ctx.cookies.delete(ACCESS_COOKIE, { path: '/' });
    if (!openWithoutCode(path) && path !== PREVIEW_UNAVAILABLE_PATH) {
      if (wantsData(ctx)) {
        const body = JSON.stringify({ errors: [{ status: 401, code: 'access_code_required' }] });
        return new Response(body, {
          status: 401,
          headers: { 'content-type': 'application/json', 'cache-control': PRIVATE_CACHE },
        });
      }
      return redirect(LOGIN_PATH, 302);
    }
    const locked: LiveRequest = { store, preview, accessCode: undefined, locked: true, ...session };
    locked.snapshot = live.load(locked);
    made.snapshot = locked.snapshot;
    return render(ctx, next, locked, true);
  }
  return render(ctx, next, request, accessCode !== undefined);
}
