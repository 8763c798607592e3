/** Addresses and tokens of the preview journeys (ports and build folder from playwright.preview.config.ts). */
import { request as httpRequest } from 'node:http';
import { mintPreviewUrl } from '../../scripts/preview-token.ts';
import type { SandboxHelpers } from '../e2e/fixtures.ts';

export const PORT = Number(process.env['PREVIEW_PORT'] ?? 4401);
export const BUILD_DIR = process.env['PREVIEW_BUILD_DIR'] ?? '.e2e-preview';
export const SANDBOX_URL = (process.env['SANDBOX_URL'] ?? 'http://localhost:4402').replace(/\/+$/, '');
export const GATED_CODE = 'letmein-2026';

/** A store's page on the preview server, reached by host name as in production. */
export function storeUrl(store: string, path = '/'): string {
  return `http://${store}.localhost:${PORT}${path}`;
}

/** The preview URL a store owner gets from `npm run preview-token` (same function), for a page of `store`. */
export function previewUrl(store: string, options: { path?: string; ttlS?: number; nowS?: number } = {}): string {
  return mintPreviewUrl({
    store,
    baseUrl: storeUrl(store, options.path ?? '/'),
    ...(options.ttlS === undefined ? {} : { ttlS: options.ttlS }),
    ...(options.nowS === undefined ? {} : { nowS: options.nowS }),
  }).url;
}

export function tokenOf(url: string): string {
  return new URL(url).hash.replace(/^#previewData=/, '');
}

/** Sets one store's flags in the test's sandbox session (the on-demand server forwards the session). */
export async function setFlags(sandbox: SandboxHelpers, store: string, flags: Record<string, boolean>): Promise<void> {
  const res = await sandbox.request('/_sandbox/flags', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ store, flags }),
  });
  if (!res.ok) throw new Error(`flags not set: ${res.status} ${await res.text()}`);
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One HTTP exchange with the preview server as `<store>.localhost`, without following redirects. Node's
 * resolver does not know *.localhost (browsers do), so this sends the Host header to the loopback itself.
 */
export function raw(
  store: string,
  path: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: 'localhost',
        port: PORT,
        path,
        method: options.method ?? 'GET',
        headers: { host: `${store}.localhost:${PORT}`, accept: 'text/html', ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}
