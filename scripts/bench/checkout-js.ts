/**
 * Checkout JS (issue 5 "Speed"): in the built demo store, the bytes (raw and gzip) of the checkout shell's
 * initial scripts, and of each payment chunk that loads only when its method is on screen: the chunk and
 * the static imports it adds beyond what the shell already loaded. Until the shell page is built it says
 * so instead of printing zeros.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { jsBytes, type JsBytes } from './pages.ts';

const CHECKOUT_SHELL_PATH = '/checkout/shell/';
const SHELL_NOT_BUILT = 'checkout shell not built';

/** The payment parts, by the modules that start their chunks (src/features/checkout/components/payments/*, wrapper first). */
const PAYMENT_CHUNKS = {
  'sandbox card': ['CardFields', 'SandboxCardFields'],
  'Stripe adapter (card + wallet; Stripe.js itself comes from js.stripe.com)': [
    'CardFields',
    'StripeCardFields',
    'WalletButton',
    'StripeWallet',
  ],
  'sandbox PayPal': ['PaypalButton', 'SandboxPaypalButton'],
  'PayPal (react-paypal-js; the SDK itself comes from paypal.com)': ['PaypalButton', 'PaypalSdkButton'],
  'sandbox wallet': ['WalletButton', 'SandboxWallet'],
} as const;

export interface Bytes {
  files: number;
  bytes: number;
  gzip: number;
}
export type CheckoutJs =
  | { built: false; reason: string }
  | { built: true; shell: JsBytes; chunks: Record<string, Bytes & { found: boolean }> };

/** A script and its static imports (dist-relative URLs), skipping those already in `loaded`. */
function closure(dist: string, url: string, loaded: ReadonlySet<string>, seen: Set<string>): void {
  if (seen.has(url) || loaded.has(url) || !existsSync(join(dist, url))) return;
  seen.add(url);
  const code = readFileSync(join(dist, url), 'utf8');
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    if (m[1]) closure(dist, posix.join(posix.dirname(url), m[1]), loaded, seen);
  }
}

function sum(dist: string, urls: Iterable<string>): Bytes {
  let files = 0;
  let bytes = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = readFileSync(join(dist, url));
    files++;
    bytes += body.length;
    gzip += gzipSync(body).length;
  }
  return { files, bytes, gzip };
}

/** What the shell loads before any payment method is on screen: page scripts and hydrated islands. */
function shellScripts(dist: string, html: string): Set<string> {
  const loaded = new Set<string>();
  const starts = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"?]+)/g)].map((m) => m[1]),
    ...[...html.matchAll(/\b(?:component|renderer)-url="(\/[^"?]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="(\/[^"?]+)"/g)].map((m) => m[1]),
  ];
  for (const url of starts) if (url) closure(dist, url, new Set(), loaded);
  return loaded;
}

function checkoutJs(dist: string): CheckoutJs {
  const page = join(dist, CHECKOUT_SHELL_PATH, 'index.html');
  if (!existsSync(page)) return { built: false, reason: `${SHELL_NOT_BUILT} (no ${page})` };
  const shell = jsBytes(dist, 'checkout shell', CHECKOUT_SHELL_PATH);
  const loaded = shellScripts(dist, readFileSync(page, 'utf8'));
  const assets = existsSync(join(dist, '_astro')) ? readdirSync(join(dist, '_astro')) : [];
  const chunks: Record<string, Bytes & { found: boolean }> = {};
  for (const [name, modules] of Object.entries(PAYMENT_CHUNKS)) {
    const seen = new Set<string>();
    for (const module of modules) {
      const file = assets.find((f) => f.startsWith(`${module}.`) && f.endsWith('.js'));
      if (file) closure(dist, `/_astro/${file}`, loaded, seen);
    }
    chunks[name] = { ...sum(dist, seen), found: seen.size > 0 };
  }
  return { built: true, shell, chunks };
}

/** Prints the rows through the bench's `row` and returns the numbers for results.json. */
export function checkoutJsRows(dist: string, row: (what: string, value: string) => void): CheckoutJs {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const result = checkoutJs(dist);
  if (!result.built) {
    row('checkout JS', result.reason);
    return result;
  }
  const { shell } = result;
  row(
    'checkout shell JS at load / islands on hydration',
    `${kb(shell.bytes)} raw, ${kb(shell.gzip)} gzip / ${kb(shell.islandBytes)} raw, ${kb(shell.islandGzip)} gzip`,
  );
  for (const [name, c] of Object.entries(result.chunks)) {
    row(
      `  payment chunk: ${name}`,
      c.found ? `${kb(c.bytes)} raw, ${kb(c.gzip)} gzip (${c.files} file(s))` : 'not in the build',
    );
  }
  return result;
}
