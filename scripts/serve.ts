/**
 * A small static server for dist/<slug>: what a CDN would do with the build's output.
 * `npm run serve` (STORE, PORT); also used in-process by scripts/start.ts.
 */
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Maps a URL path to a file under root (directory → index.html), refusing anything outside root. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  for (const file of [candidate, join(candidate, 'index.html'), candidate + '.html']) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

export async function serveStatic(rootDir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(rootDir);
  const server = createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/');
    const notFound = join(root, '404.html');
    const path = file ?? (existsSync(notFound) ? notFound : undefined);
    if (!path) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const immutable = path.includes(`${sep}_astro${sep}`);
    res.writeHead(file ? 200 : 404, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(path).pipe(res);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const store = (process.env['STORE'] ?? 'demo').toLowerCase();
  const port = Number(process.env['PORT'] ?? 4321);
  const dir = resolve('dist', store);
  if (!existsSync(dir)) {
    console.error(`No build for '${store}' at ${dir}: run \`npm run build -- --store ${store}\` first.`);
    process.exit(1);
  }
  const server = await serveStatic(dir, port);
  console.log(`Serving ${store} at http://localhost:${(server.address() as AddressInfo).port}`);
}
