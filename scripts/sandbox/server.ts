import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { HOSTS } from '../../src/hosts.ts';
import type { SandboxContext } from './context.ts';
import { FaultRegistry, faultSchema } from './faults.ts';
import { errorItem, HttpError, parseBody, type SandboxRequest, type SandboxResponse } from './http.ts';
import { Router } from './router.ts';
import { registerAll } from './hosts/index.ts';

export interface SandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** A file path, or ':memory:' (the default, for tests). */
  dbPath?: string;
  quiet?: boolean;
}

export interface Sandbox {
  url: string;
  port: number;
  db: DatabaseSync;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;
const HOST_BY_PATH = new Map(Object.entries(HOSTS).map(([name, h]) => [h.sandboxPath.slice(1), name]));

function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type, x-api-key, idempotency-key, authorization, x-sandbox-session',
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
  const router = new Router();
  const faults = new FaultRegistry();
  const resetHooks: (() => void)[] = [];
  let origin = '';
  const ctx: SandboxContext = {
    router,
    db,
    faults,
    origin: () => origin,
    onReset: (hook) => resetHooks.push(hook),
  };

  router.add('POST', '_sandbox', '/faults', (req) => {
    faults.add(parseBody(req, faultSchema));
    return { status: 201, json: { faults: faults.list() } };
  });
  router.add('GET', '_sandbox', '/faults', () => ({ status: 200, json: { faults: faults.list() } }));
  router.add('DELETE', '_sandbox', '/faults', () => {
    faults.clear();
    return { status: 200, json: { faults: [] } };
  });
  router.add('POST', '_sandbox', '/reset', () => {
    faults.clear();
    for (const hook of resetHooks) hook();
    return { status: 200, json: { reset: true } };
  });
  router.add('GET', '_sandbox', '/routes', () => ({ status: 200, json: { routes: router.list() } }));
  router.add('GET', '_sandbox', '/health', () => ({ status: 200, json: { ok: true } }));
  registerAll(ctx);

  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req.headers.origin);
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (method === 'OPTIONS') {
        send(res, { status: 204 }, cors);
        return;
      }
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const [, first = '', ...rest] = url.pathname.split('/');
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
        origin,
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
