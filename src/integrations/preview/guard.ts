/**
 * The preview server's front door, spliced around @astrojs/node's standalone request handler and server
 * by the Vite plugin of ./index.ts: every request first passes scripts/http-guard.ts (hostile request
 * lines, Host headers, methods and header sizes get a plain 4xx), and every answer, the adapter's static
 * files and its own error answers included, starts with the security headers (the middleware then gives
 * HTML answers their own policy).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { hosts } from '../../config.ts';
import { guardClientErrors, guardListener } from '../../../scripts/http-guard.ts';
import { previewSecurityHeaders, servedOverHttps } from '../../features/preview/domain/security.ts';
import { SANDBOX_SESSION_HEADER, sandboxSessionOf } from '../../features/preview/api/sandbox-session.ts';
import { frontAnswer, frontKey } from '../../middleware/front-cache.ts';

export const PREVIEW_METHODS = ['GET', 'HEAD', 'POST'] as const;
export const PREVIEW_MAX_BODY_BYTES = 64 * 1024;

export function requestHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  return servedOverHttps(
    {
      encrypted: (req.socket as Partial<TLSSocket>).encrypted === true,
      forwardedProto: Array.isArray(forwarded) ? forwarded[0] : forwarded,
      peer: req.socket.remoteAddress,
    },
    process.env,
  );
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** A public request the front cache has a fresh answer for is answered here (src/middleware/front-cache.ts). */
function frontCached(handler: Handler): Handler {
  return (req, res) => {
    const session = req.headers[SANDBOX_SESSION_HEADER];
    const key = frontKey({
      method: req.method ?? '',
      host: req.headers.host,
      url: req.url ?? '',
      https: requestHttps(req),
      cookie: req.headers.cookie !== undefined,
      authorization: req.headers.authorization !== undefined,
      sandboxSession: sandboxSessionOf(
        new Headers(typeof session === 'string' ? { [SANDBOX_SESSION_HEADER]: session } : {}),
      ),
    });
    const hit = key === undefined ? undefined : frontAnswer(key);
    if (!hit) return handler(req, res);
    res.writeHead(hit.status, Object.fromEntries(hit.headers));
    res.end(req.method === 'HEAD' ? undefined : hit.body);
    return undefined;
  };
}

export function guardPreviewHandler(handler: Handler): Handler {
  return guardListener(frontCached(handler), {
    methods: PREVIEW_METHODS,
    // The largest body the preview server takes is a preview token (src/features/preview/domain/session.ts).
    maxBodyBytes: PREVIEW_MAX_BODY_BYTES,
    headers: (req) => previewSecurityHeaders({ https: requestHttps(req), hosts }),
  });
}

export function guardPreviewServer(server: Server): void {
  guardClientErrors(server, previewSecurityHeaders({ https: false, hosts }));
}
