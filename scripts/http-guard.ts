/**
 * The front door of every server of the project (the static server, the preview server, the sandbox): a
 * request that is not a plain origin-form request to a well-formed host is refused with 400, 405, 413 or
 * 431 and a one-line plain-text message, before any handler sees it; a request Node cannot parse gets the
 * same kind of answer instead of a dropped socket; and a handler that fails answers 500 with a plain
 * message, never a stack trace or a file path (those go to the server's log).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export interface Refusal {
  status: 400 | 405 | 413 | 431;
  message: string;
  headers?: Record<string, string>;
}

/** The longest Host header accepted (a DNS name is at most 253 characters, plus a port). */
export const MAX_HOST_CHARS = 260;

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** A Host header is a DNS name, IPv4 or bracketed IPv6 address with an optional port in 1–65535. */
export function validHost(value: string | undefined): boolean {
  if (value === undefined || value.length === 0 || value.length > MAX_HOST_CHARS) return false;
  const m = HOST.exec(value);
  if (!m) return false;
  const port = m[1];
  if (port === undefined) return true;
  const n = Number(port);
  return Number.isInteger(n) && n >= 1 && n <= 65535;
}

export const PLAIN_MESSAGES = {
  target: 'Bad request: the request target must be a path.',
  host: 'Bad request: malformed Host header.',
  method: 'Method not allowed.',
  headers: 'Request header fields too large.',
  body: 'Request body too large.',
  malformed: 'Bad request.',
  internal: 'Internal server error.',
} as const;

/** Why a request is refused before any handler sees it, or undefined when it may go on. */
export function requestRefusal(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  methods: readonly string[],
  maxBodyBytes = Number.POSITIVE_INFINITY,
): Refusal | undefined {
  const url = req.url ?? '';
  // Origin-form only: absolute-form ('GET http://other/ HTTP/1.1') and asterisk-form are for proxies. A path
  // starting '//' is origin-form (an empty first segment): each server maps it (never to another host).
  if (!url.startsWith('/')) return { status: 400, message: PLAIN_MESSAGES.target };
  // An encoded NUL names no file and no page anywhere; file APIs and adapters fail on it in their own ways.
  if (url.includes('%00')) return { status: 400, message: PLAIN_MESSAGES.malformed };
  if (!validHost(req.headers.host)) return { status: 400, message: PLAIN_MESSAGES.host };
  const method = req.method ?? '';
  if (!methods.includes(method)) {
    return { status: 405, message: PLAIN_MESSAGES.method, headers: { allow: methods.join(', ') } };
  }
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return { status: 413, message: PLAIN_MESSAGES.body };
  return undefined;
}

export type HeaderList = readonly (readonly [string, string])[];

export interface GuardOptions {
  /** Methods the server answers; any other gets 405 with Allow. */
  methods: readonly string[];
  /** A declared Content-Length above this gets 413 before the body is read. */
  maxBodyBytes?: number;
  /** Headers every answer carries, refusals included (the preview server's security headers). */
  headers?: (req: IncomingMessage) => HeaderList;
  /** Where a handler's failure is logged (stderr by default). */
  log?: (message: string) => void;
}

const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } as const;

export function sendPlain(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { ...PLAIN, ...extra });
  res.end(`${message}\n`);
}

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Wraps a request listener with the checks above, the common headers and a plain 500 on failure. */
export function guardListener(listener: Listener, options: GuardOptions): Listener {
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    log(`request failed: ${req.method ?? '?'} ${(req.url ?? '').slice(0, 200)}: ${String(error)}`);
    sendPlain(res, 500, PLAIN_MESSAGES.internal);
  };
  return (req, res) => {
    for (const [name, value] of options.headers?.(req) ?? []) res.setHeader(name, value);
    const refusal = requestRefusal(req, options.methods, options.maxBodyBytes);
    if (refusal) {
      // The body of a refused request is not read: close the connection rather than parse it as the next request.
      sendPlain(res, refusal.status, refusal.message, { ...refusal.headers, connection: 'close' });
      return;
    }
    try {
      const result = listener(req, res);
      if (result instanceof Promise) result.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };
}

/** Node's parser errors (ERR_HTTP_… / HPE_…) as a status: oversized headers 431, anything else 400. */
export function clientErrorStatus(code: string | undefined): 400 | 413 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** A whole plain-text answer written straight to a socket (no ServerResponse exists for it). */
function rawAnswer(status: number, reason: string, message: string, headers: HeaderList): string {
  const body = `${message}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: text/plain; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Answers requests Node cannot parse (bad request line, oversized headers) with a plain message. */
export function guardClientErrors(server: Server, headers: HeaderList = []): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error.code);
    const message =
      status === 431 ? PLAIN_MESSAGES.headers : status === 413 ? PLAIN_MESSAGES.body : PLAIN_MESSAGES.malformed;
    socket.end(rawAnswer(status, REASONS[status] ?? 'Bad Request', message, headers));
  });
  // CONNECT asks for a tunnel, which no server of the project offers (Node would drop the socket unanswered).
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawAnswer(405, 'Method Not Allowed', PLAIN_MESSAGES.method, headers));
  });
}

/** Both guards on a node:http server whose listener is not yet attached. */
export function guardServer(server: Server, listener: Listener, options: GuardOptions): void {
  server.on('request', guardListener(listener, options));
  guardClientErrors(server);
}
