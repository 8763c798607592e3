/**
 * The file side of scripts/serve.ts: content types, strong ETags per representation, and gzip / brotli
 * bodies compressed once per file version (size + mtime) and kept in memory.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The listings' markdown alternates; _headers says the same (TYPED_FILES in src/features/hosting).
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

export type Encoding = 'br' | 'gzip' | 'identity';

/** Smaller bodies gain nothing from compression (nginx's gzip_min_length is of the same order). */
export const MIN_COMPRESS_BYTES = 256;

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export function isCompressible(type: string): boolean {
  return /^text\/|javascript|json|xml|svg|manifest|wasm/.test(type);
}

/** The best encoding the client accepts (Accept-Encoding with q-values), brotli first. */
export function negotiateEncoding(header: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (token) accepted.set(token, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

interface Entry {
  version: string;
  body: Buffer;
  hash: string;
  mtime: Date;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
}

export interface Representation {
  body: Buffer;
  type: string;
  encoding: Encoding;
  etag: string;
  lastModified: string;
  /** The response varies by Accept-Encoding (the type is compressible). */
  varies: boolean;
}

const cache = new Map<string, Entry>();

function load(path: string): Entry {
  const stat = statSync(path);
  const version = `${stat.size}:${stat.mtimeMs}`;
  const hit = cache.get(path);
  if (hit?.version === version) return hit;
  const body = readFileSync(path);
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  const entry: Entry = { version, body, hash, mtime: stat.mtime, encoded: {} };
  cache.set(path, entry);
  return entry;
}

/** Best compression for pages and bundles; big files (a merchant feed) get a quality that takes ms, not seconds. */
export const brotliQuality = (bytes: number) => (bytes > 1_000_000 ? 5 : 11);

function encode(entry: Entry, encoding: Exclude<Encoding, 'identity'>): Buffer {
  const hit = entry.encoded[encoding];
  if (hit) return hit;
  const body =
    encoding === 'br'
      ? brotliCompressSync(entry.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(entry.body.length) },
        })
      : gzipSync(entry.body, { level: 9 });
  entry.encoded[encoding] = body;
  return body;
}

/** The file as the client should get it; each encoding has its own strong ETag. */
export function representation(path: string, acceptEncoding: string | undefined): Representation {
  const entry = load(path);
  const type = contentTypeOf(path);
  const varies = isCompressible(type);
  const wanted = varies && entry.body.length >= MIN_COMPRESS_BYTES ? negotiateEncoding(acceptEncoding) : 'identity';
  const body = wanted === 'identity' ? entry.body : encode(entry, wanted);
  const etag = `"${entry.hash}${wanted === 'identity' ? '' : `-${wanted}`}"`;
  return { body, type, encoding: wanted, etag, lastModified: entry.mtime.toUTCString(), varies };
}

/** If-None-Match (weak comparison, as RFC 9110 asks for GET) against the representation's ETag. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag);
}
