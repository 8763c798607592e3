import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandboxApp, type SandboxApp } from './app.ts';
import { guardServer } from '../http-guard.ts';
import { errorItem, failureAnswer, HttpError } from './http.ts';
import { MAX_BODY_BYTES } from './router.ts';

export interface SandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** A file path, or ':memory:' (the default, for tests). */
  dbPath?: string;
  quiet?: boolean;
  /** How many sessions stay in memory; the least recently used beyond it are dropped. */
  maxSessions?: number;
}

export interface Sandbox {
  url: string;
  port: number;
  /** The default session's database (requests without a session). */
  db: DatabaseSync;
  /** A session's app (its db, clock, faults), started from the seeded fixtures on first use. */
  session(id: string): SandboxApp;
  /** The sandbox origin addressing `id` by path (`<url>/_session/<id>`), for clients that cannot add headers. */
  sessionUrl(id: string): string;
  /** How many sessions are in memory (the default one not counted). */
  sessionCount(): number;
  close(): Promise<void>;
}

/** The request header naming a sandbox session; `/_session/<id>/…` paths name one too. */
export const SESSION_HEADER = 'x-sandbox-session';
export const SESSION_PATH = '_session';
const SESSION_ID = /^[A-Za-z0-9_-]{1,80}$/;
const DEFAULT_MAX_SESSIONS = 500;

const SANDBOX_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const SESSION_PREFIX = new RegExp(`^/${SESSION_PATH}/([^/]*)(/.*)?$`);

/** The CORS headers of every answer (hono/cors would send the method and header lists on preflights only). */
function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': `content-type, x-api-key, idempotency-key, authorization, ${SESSION_HEADER}`,
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** The session a request names (header or path prefix), and the path below it. */
function sessionOf(header: string | undefined, pathname: string): { id: string | undefined; pathname: string } {
  let id = header;
  let rest = pathname;
  const m = SESSION_PREFIX.exec(pathname);
  if (m) {
    try {
      id = decodeURIComponent(m[1] ?? '');
    } catch {
      throw new HttpError(400, [errorItem(400, 'invalid_session', 'The session in the path is not valid')]);
    }
    rest = m[2] ?? '/';
    if (header !== undefined && header !== id) {
      throw new HttpError(400, [
        errorItem(400, 'invalid_session', `The ${SESSION_HEADER} header and the path name different sessions`),
      ]);
    }
  }
  if (id !== undefined && !SESSION_ID.test(id)) {
    throw new HttpError(400, [
      errorItem(400, 'invalid_session', `${SESSION_HEADER} must match ${SESSION_ID.source}`, {
        parameter: SESSION_HEADER,
      }),
    ]);
  }
  return { id, pathname: rest };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const dbPath = options.dbPath ?? ':memory:';
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new DatabaseSync(dbPath);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
  let origin = '';
  const log = (error: unknown) => {
    if (!options.quiet) console.error('[sandbox] unexpected error', error);
  };
  const defaultApp = createSandboxApp(db, () => origin, { log });
  /** Sessions in least-recently-used order (a Map keeps insertion order; a hit moves to the end). */
  const sessions = new Map<string, SandboxApp>();
  const maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;

  function session(id: string): SandboxApp {
    const found = sessions.get(id);
    if (found) {
      sessions.delete(id);
      sessions.set(id, found);
      return found;
    }
    const app = createSandboxApp(new DatabaseSync(':memory:'), () => origin, { log });
    sessions.set(id, app);
    for (const [oldest, old] of sessions) {
      if (sessions.size <= maxSessions) break;
      sessions.delete(oldest);
      old.db.close();
    }
    return app;
  }

  // The front app: CORS on every answer, preflights, and which session's app answers the rest.
  const front = new Hono<{ Bindings: HttpBindings }>();
  front.use(async (c, next) => {
    const cors = corsHeaders(c.req.header('origin'));
    if (c.req.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: { ...cors, 'cache-control': 'no-store' } });
    await next();
    for (const [name, value] of Object.entries(cors)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    return undefined;
  });
  front.all('*', (c) => {
    const { pathname } = new URL(c.req.url);
    const named = sessionOf(c.req.header(SESSION_HEADER), pathname);
    const app = named.id === undefined ? defaultApp : session(named.id);
    // Links an answer makes into session state keep the session when the request named it by path.
    const requestOrigin =
      named.pathname === pathname || named.id === undefined
        ? origin
        : `${origin}/${SESSION_PATH}/${encodeURIComponent(named.id)}`;
    return app.fetch(c.req.raw, { ...c.env, path: named.pathname, origin: requestOrigin });
  });
  front.onError((error) => failureAnswer(error, log));

  const server = createServer();
  // Hostile request lines, Host headers, methods and header sizes get a plain 4xx before Hono sees them.
  const listener = getRequestListener((request, env) => front.fetch(request, env), { overrideGlobalObjects: false });
  guardServer(server, listener, { methods: SANDBOX_METHODS, maxBodyBytes: MAX_BODY_BYTES });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://localhost:${port}`;

  return {
    url: origin,
    port,
    db,
    session,
    sessionUrl: (id) => `${origin}/${SESSION_PATH}/${encodeURIComponent(id)}`,
    sessionCount: () => sessions.size,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging answers end with their connections.
        server.closeAllConnections();
        server.close(() => {
          db.close();
          for (const app of sessions.values()) app.db.close();
          sessions.clear();
          resolve();
        });
      }),
  };
}
