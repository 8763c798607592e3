/**
 * One HTTP/1.1 exchange over a raw socket (node:net), so malformed request lines, absolute-form targets,
 * odd methods and hostile Host headers reach the server exactly as written (node:http and fetch would
 * refuse or rewrite them). The request should ask for `connection: close`; the answer is read to the end.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names lower-cased; repeated headers joined with ', '. */
  headers: Map<string, string>;
  body: string;
  /** The whole answer as received. */
  text: string;
}

export function parseRawAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name) ?? ''}, ${value}` : value);
  }
  let body = end < 0 ? '' : text.slice(end + 4);
  if ((headers.get('transfer-encoding') ?? '').includes('chunked')) body = unchunk(body);
  return { status, headers, body, text };
}

function unchunk(body: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) return out;
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (!Number.isFinite(size) || size === 0) return out;
    out += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

/** Sends `request` as is and resolves with the answer once the server closes the connection. */
export function rawExchange(
  port: number,
  request: string | Buffer,
  host = '127.0.0.1',
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const socket = connect({ port, host });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      fail(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 120))}`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while the request is still being written (an oversized header): keep the answer.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      fail(error);
    });
    socket.on('close', () => done(parseRawAnswer(Buffer.concat(chunks).toString('latin1'))));
    // Not end(): a half-closed socket makes Node's server drop an answer that is still being rendered.
    socket.write(request);
  });
}

/** A GET (or `method`) of `target` with the given Host and extra header lines, closing the connection. */
export function rawRequest(
  port: number,
  target: string,
  options: { method?: string; host?: string | null; headers?: readonly string[]; host4?: string } = {},
): Promise<RawAnswer> {
  const lines = [`${options.method ?? 'GET'} ${target} HTTP/1.1`];
  if (options.host !== null) lines.push(`Host: ${options.host ?? `localhost:${port}`}`);
  lines.push(...(options.headers ?? []), 'Connection: close', '', '');
  return rawExchange(port, lines.join('\r\n'), options.host4);
}
