/**
 * A small static server for dist/<slug>: what a CDN does with the build's output. It obeys the
 * `_redirects` and `_headers` the build writes (Cloudflare Pages semantics: rules first, in file order;
 * the build adds pass-through rules so Netlify's "files first" gives the same answers), answers unknown
 * paths with 404.html and status 404, compresses with brotli or gzip, and answers 304 to a matching ETag.
 * `npm run serve` (STORE, PORT); also used in-process by scripts/start.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, normalize, relative, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { buildDirs } from '../src/hosts.ts';
import { commandLine, readNoArgs, USAGE } from './args.ts';
import { guardServer } from './http-guard.ts';
import { localRedirectTarget } from '../src/shared/local-redirect.ts';
import { HOSTING_FILES } from '../src/features/hosting/domain/nginx.ts';
import {
  headersFor,
  matchRedirect,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
  type RedirectRule,
} from '../src/features/hosting/domain/rules.ts';
import { notModified, representation } from './static-files.ts';

const DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
/** Used only when a build has no _headers (postbuild not run): the minimum a CDN would add. */
const FALLBACK_HEADERS: HeaderRule[] = [
  { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff']], detach: [] },
  { pattern: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']], detach: [] },
];

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/** Folders a site may publish although their name starts with a dot (RFC 8615). */
const PUBLIC_DOT_FOLDERS = new Set(['.well-known']);
const HOSTING = new Set<string>(HOSTING_FILES.map((name) => name.toLowerCase()));

/**
 * The site path of a request target, normalised by the URL standard (dot segments, including encoded
 * ones, removed; backslashes read as slashes), or undefined when no spelling of it may reach a file:
 * malformed percent-encoding, an encoded slash or backslash, a NUL, a dot segment left after decoding, or
 * a segment with a trailing dot or space (another spelling of the same file on some file systems).
 */
export function sitePath(target: string): { path: string; query: string } | undefined {
  let url: URL;
  try {
    url = new URL(target, 'http://site.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'http://site.invalid') return undefined;
  const path = url.pathname;
  if (/%(?:2f|5c|00)/i.test(path)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return undefined;
  for (const segment of decoded.split('/').slice(1)) {
    if (segment === '.' || segment === '..' || /[\\\0]/.test(segment) || /[. ]$/.test(segment)) return undefined;
  }
  return { path, query: url.search };
}

/** True when the file under root is part of the site: no hosting rule file, dotfile or dot folder. */
function isSiteFile(root: string, file: string): boolean {
  const segments = relative(root, file).split(sep);
  if (segments.length === 1 && HOSTING.has((segments[0] ?? '').toLowerCase())) return false;
  return segments.every((s, i) => !s.startsWith('.') || (i === 0 && PUBLIC_DOT_FOLDERS.has(s)));
}

/**
 * Maps a URL path to a file under root (directory → index.html), refusing anything outside root and
 * anything in it that is not the site (the hosting rule files, dotfiles), whatever the spelling.
 */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const site = sitePath(urlPath);
  if (!site) return undefined;
  const decoded = decodeURIComponent(site.path);
  const base = realpathSync(resolve(root));
  const candidate = normalize(join(base, decoded));
  if (!inside(base, candidate)) return undefined;
  for (const file of [candidate, join(candidate, 'index.html'), candidate + '.html']) {
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    // A symlink inside the root may still point outside it, or at a file that is not the site.
    const real = realpathSync(file);
    return inside(base, real) && isSiteFile(base, real) && isSiteFile(base, file) ? real : undefined;
  }
  return undefined;
}

interface Rules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

/** The root's `_redirects` and `_headers`, parsed; a syntax error is thrown with the file and line. */
export function loadRules(root: string): Rules {
  const read = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : undefined);
  const redirects = read('_redirects');
  const headers = read('_headers');
  return {
    redirects: redirects === undefined ? [] : parseRedirects(redirects),
    headers: headers === undefined ? FALLBACK_HEADERS : parseHeaders(headers),
  };
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number, ruleHeaders: object) {
  const rep = representation(file, req.headers['accept-encoding']);
  const headers: Record<string, string | number> = {
    'content-type': rep.type,
    'cache-control': DEFAULT_CACHE,
    etag: rep.etag,
    'last-modified': rep.lastModified,
    ...Object.fromEntries(Object.entries(ruleHeaders).map(([k, v]) => [k.toLowerCase(), String(v)])),
  };
  // A 404 answer must not inherit the year-long cache of the path it was asked for (/_astro/missing.js).
  if (status !== 200) headers['cache-control'] = DEFAULT_CACHE;
  if (rep.varies) headers['vary'] = 'Accept-Encoding';
  if (rep.encoding !== 'identity') headers['content-encoding'] = rep.encoding;
  if (status === 200 && notModified(req.headers['if-none-match'], rep.etag)) {
    delete headers['content-type'];
    res.writeHead(304, headers).end();
    return;
  }
  headers['content-length'] = rep.body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : rep.body);
}

function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...extra }).end(text);
}

const METHODS = ['GET', 'HEAD'] as const;

/** The request handler, for serveStatic or any node:http server (behind guardListener for the request checks). */
export function createStaticHandler(rootDir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = resolve(rootDir);
  let lastGood: Rules | undefined;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendText(res, 405, 'Method not allowed', { allow: METHODS.join(', ') });
    const site = sitePath(req.url ?? '/');
    let rules: Rules;
    try {
      rules = loadRules(root);
      lastGood = rules;
    } catch (error) {
      // A rule file broken while serving: the log names it; the visitor gets the last good rules.
      process.stderr.write(`serve: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!lastGood) return sendText(res, 503, 'The site is temporarily unavailable.');
      rules = lastGood;
    }
    const headers = headersFor(rules.headers, site?.path ?? '/');
    const notFound = () => {
      const page = resolveFile(root, '/404.html');
      if (page) sendFile(req, res, page, 404, headers);
      else sendText(res, 404, 'Not found', headers);
    };
    if (!site) return notFound();
    const match = matchRedirect(rules.redirects, site.path, site.query);
    if (match && match.rule.status !== 200 && match.rule.status !== 404) {
      // A placeholder rule must not make an off-site redirect ('/:splat' of '//evil.example').
      res.writeHead(match.rule.status, { ...headers, location: localRedirectTarget(match.location) }).end();
      return;
    }
    const file = resolveFile(root, match ? match.location : site.path);
    if (!file) return notFound();
    sendFile(req, res, file, match?.rule.status ?? 200, headers);
  };
}

export async function serveStatic(rootDir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(rootDir);
  loadRules(root); // a broken _redirects or _headers stops the server at start, naming the line
  const server = createServer();
  guardServer(server, createStaticHandler(root), { methods: METHODS });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      ok();
    });
  });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  commandLine(USAGE.serve, readNoArgs);
  const store = (process.env['STORE'] ?? 'demo').toLowerCase();
  const port = Number(process.env['PORT'] ?? 4321);
  const dir = resolve(buildDirs(process.env).dist, store);
  if (!existsSync(dir)) {
    console.error(`No build for '${store}' at ${dir}: run \`npm run build -- --store ${store}\` first.`);
    process.exit(1);
  }
  if (!existsSync(join(dir, '_headers')))
    console.warn(`No _headers in ${dir}: run \`node scripts/postbuild.ts --store ${store}\`.`);
  const server = await serveStatic(dir, port);
  console.log(`Serving ${store} at http://localhost:${(server.address() as AddressInfo).port}`);
}
