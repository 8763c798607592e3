import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createSandboxApp, type SandboxApp } from './app.ts';
import { SANDBOX_HOST_PATHS } from './host-table.ts';
import { guardServer } from '../http-guard.ts';
import { errorItem, HttpError, type SandboxRequest, type SandboxResponse } from './http.ts';

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

const MAX_BODY_BYTES = 1_000_000;
const SANDBOX_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const HOST_BY_PATH = new Map(Object.entries(SANDBOX_HOST_PATHS).map(([name, path]) => [path.slice(1), name]));

function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': `content-type, x-api-key, idempotency-key, authorization, ${SESSION_HEADER}`,
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, [errorItem(413, 'body_too_large', 'Request body too large')]);
    chunks.push(buf);
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

function send(res: ServerResponse, out: SandboxResponse, cors: Record<string, string>): void {
  const headers: Record<string, string> = { ...cors, 'cache-control': 'no-store', ...out.headers };
  let body: string | Uint8Array = '';
  if (out.json !== undefined) {
    body = JSON.stringify(out.json);
    headers['content-type'] ??= 'application/json; charset=utf-8';
  } else if (out.body !== undefined) {
    body = out.body;
  }
  res.writeHead(out.status, headers);
  res.end(body);
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const dbPath = options.dbPath ?? ':memory:';
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new DatabaseSync(dbPath);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
  let origin = '';
  const defaultApp = createSandboxApp(db, () => origin);
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
    const app = createSandboxApp(new DatabaseSync(':memory:'), () => origin);
    sessions.set(id, app);
    for (const [oldest, old] of sessions) {
      if (sessions.size <= maxSessions) break;
      sessions.delete(oldest);
      old.db.close();
    }
    return app;
  }

  /** The session a request names (header or path prefix), and the path below it. */
  function sessionOf(req: IncomingMessage, pathname: string): { id: string | undefined; pathname: string } {
    const header = req.headers[SESSION_HEADER];
    const fromHeader = Array.isArray(header) ? header[0] : header;
    let id = fromHeader;
    let rest = pathname;
    const m = new RegExp(`^/${SESSION_PATH}/([^/]*)(/.*)?$`).exec(pathname);
    if (m) {
      try {
        id = decodeURIComponent(m[1] ?? '');
      } catch {
        throw new HttpError(400, [errorItem(400, 'invalid_session', 'The session in the path is not valid')]);
      }
      rest = m[2] ?? '/';
      if (fromHeader !== undefined && fromHeader !== id) {
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

  const hanging = new Set<ServerResponse>();
  const server = createServer();
  // Hostile request lines, Host headers, methods and header sizes get a plain 4xx before `handle`.
  guardServer(server, handle, { methods: SANDBOX_METHODS, maxBodyBytes: MAX_BODY_BYTES });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req.headers.origin);
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (method === 'OPTIONS') {
        send(res, { status: 204 }, cors);
        return;
      }
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const named = sessionOf(req, url.pathname);
      const app = named.id === undefined ? defaultApp : session(named.id);
      const { router, faults } = app;
      // Links an answer makes into session state keep the session when the request named it by path.
      const requestOrigin =
        named.pathname === url.pathname || named.id === undefined
          ? origin
          : `${origin}/${SESSION_PATH}/${encodeURIComponent(named.id)}`;
      const [, first = '', ...rest] = named.pathname.split('/');
      const host = first === '_sandbox' ? '_sandbox' : HOST_BY_PATH.get(first);
      if (!host) throw new HttpError(404, [errorItem(404, 'unknown_host', `No sandbox host at /${first}`)]);
      const path = '/' + rest.join('/');
      const fault = host === '_sandbox' ? undefined : faults.take(host, method, path, url.searchParams);
      if (fault?.mode === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (fault?.mode === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault?.mode === 'status') {
        send(res, { status: fault.status, body: 'Injected fault' }, cors);
        return;
      }
      if (fault?.mode === 'errors') {
        const errors = fault.errors ?? [errorItem(fault.status, 'injected', 'Injected fault')];
        send(res, { status: fault.status, json: { errors } }, cors);
        return;
      }
      const match = router.match(method, host, path);
      if (!('route' in match)) {
        const status = match.methodMismatch ? 405 : 404;
        throw new HttpError(status, [
          errorItem(status, status === 405 ? 'method_not_allowed' : 'no_route', `${method} ${path}`),
        ]);
      }
      const raw = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
      const sreq: SandboxRequest = {
        method,
        host,
        path,
        params: match.params,
        query: url.searchParams,
        headers: req.headers,
        body: parseRawBody(raw, req.headers['content-type']),
        origin: requestOrigin,
      };
      const out = await match.route.handler(sreq);
      if (fault?.mode === 'drop') {
        req.socket.destroy();
        return;
      }
      send(res, out, cors);
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, { status: error.status, json: { errors: error.errors } }, cors);
        return;
      }
      if (!options.quiet) console.error('[sandbox] unexpected error', error);
      send(res, { status: 500, json: { errors: [errorItem(500, 'internal', 'Sandbox internal error')] } }, cors);
    }
  }

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
        for (const res of hanging) res.destroy();
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
