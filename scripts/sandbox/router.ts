/**
 * A session's routes on Hono: every host module registers `router.add(method, host, pattern, handler)` with a
 * handler from SandboxRequest to SandboxResponse, and Hono matches the method and path (`:name` params, the
 * first route registered wins). The hosts keep that small request shape so they know nothing of Hono.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import { SANDBOX_HOST_PATHS, type SandboxHostName } from './host-table.ts';
import { answer, errorAnswer, errorItem, HttpError, type SandboxRequest, type SandboxResponse } from './http.ts';

/** What the server hands a session's app with each request, beside Node's request and response. */
export interface SessionBindings extends HttpBindings {
  /** The path below any `/_session/<id>` prefix, as sent (still percent-encoded). */
  path: string;
  /** The origin for links into session state: with the session prefix when the request named it by path. */
  origin: string;
}

/** A session app's Hono environment: `host` and `hostPath` (the path below the host) are set before routing. */
export interface SessionEnv {
  Bindings: SessionBindings;
  Variables: { host: string; hostPath: string };
}

export type Handler = (req: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>;

/** The largest request body a host reads; a longer one is a 413 errors list. */
export const MAX_BODY_BYTES = 1_000_000;

/** The control routes of the sandbox itself, beside the hosts of the spec. */
export const CONTROL_HOST = '_sandbox';

/** The host names by the first path segment they are served under (`checkout-host` → checkout). */
export const HOST_BY_SEGMENT: ReadonlyMap<string, string> = new Map([
  ...Object.entries(SANDBOX_HOST_PATHS).map(([name, path]): [string, string] => [path.slice(1), name]),
  [CONTROL_HOST, CONTROL_HOST],
]);

function isHostName(host: string): host is SandboxHostName {
  return Object.hasOwn(SANDBOX_HOST_PATHS, host);
}

/** A route's full path: its host's base path and the pattern, without a trailing slash. */
export function routePath(host: string, pattern: string): string {
  const base = isHostName(host) ? SANDBOX_HOST_PATHS[host] : `/${host}`;
  return `${base}${pattern}`.replace(/\/+$/, '') || '/';
}

/** The path Hono routes on: the path below the session, one trailing slash dropped (`/v1/stores/` is `/v1/stores`). */
export function routingPath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The body as text, at most MAX_BODY_BYTES (the guard refuses a longer declared Content-Length; this bounds a
 * chunked one). Not hono/body-limit: it rebuilds the Request with the global constructor, which fails on
 * @hono/node-server's request unless that package replaces the process's Request and Response, and the sandbox
 * runs inside test processes that must keep their own.
 */
async function readBody(request: Request): Promise<string> {
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, [errorItem(413, 'body_too_large', 'Request body too large')]);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseRawBody(raw: string, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw).entries());
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, [errorItem(400, 'malformed_json', 'Request body is not valid JSON', { pointer: '/' })]);
  }
}

async function sandboxRequest(c: Context<SessionEnv>): Promise<SandboxRequest> {
  const method = c.req.method;
  const raw = method === 'GET' || method === 'HEAD' ? '' : await readBody(c.req.raw);
  return {
    method,
    host: c.var.host,
    path: c.var.hostPath,
    params: c.req.param(),
    query: new URL(c.req.url).searchParams,
    headers: c.env.incoming.headers,
    body: parseRawBody(raw, c.req.header('content-type')),
    origin: c.env.origin,
  };
}

/** Routes keyed by host, method and a path pattern (`/v1/collection/:id/items`), on one session's Hono app. */
export class Router {
  private readonly app: Hono<SessionEnv>;
  private readonly routes: { method: string; host: string; pattern: string }[] = [];
  private readonly paths = new Set<string>();
  private sealed = false;

  constructor(app: Hono<SessionEnv>) {
    this.app = app;
  }

  add(method: string, host: string, pattern: string, handler: Handler): void {
    if (this.sealed) throw new Error(`route ${method} ${host}${pattern} added after the router was sealed`);
    const upper = method.toUpperCase();
    const path = routePath(host, pattern);
    this.routes.push({ method: upper, host, pattern });
    this.paths.add(path);
    this.app.on(upper, path, async (c) => answer(await handler(await sandboxRequest(c))));
  }

  /** After the last route: a known path asked with another method is a 405, any other path a 404. */
  seal(): void {
    this.sealed = true;
    for (const path of this.paths) {
      this.app.all(path, (c) => {
        throw new HttpError(405, [errorItem(405, 'method_not_allowed', `${c.req.method} ${c.var.hostPath}`)]);
      });
    }
    this.app.notFound((c) => errorAnswer(404, [errorItem(404, 'no_route', `${c.req.method} ${c.var.hostPath}`)]));
  }

  list(): { method: string; host: string; pattern: string }[] {
    return this.routes.map((route) => ({ ...route }));
  }
}
