/**
 * The Content-Security-Policy of a store: exactly the hosts it uses. Our own hosts come from the host map
 * (src/hosts.ts, live or sandbox); payment providers only when their key is configured; analytics and
 * pixels only when the store's marketing pixels name them; the chat widget's origin only where support is on;
 * inline scripts only by their sha256 hash.
 */
import type { HostName, HostUrls } from '../../../hosts.ts';
import { httpUrl } from '../../../shared/http-url.ts';

/** Third-party sources, from each provider's CSP guide (Stripe.js, PayPal JS SDK, Google tag, Meta pixel). */
export const THIRD_PARTY_SOURCES = {
  stripe: {
    'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  },
  paypal: {
    'script-src': ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'],
    'connect-src': ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'],
    'frame-src': ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'],
    'img-src': ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'],
    'style-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  },
  googleTag: {
    'script-src': ['https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  metaPixel: {
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://www.facebook.com'],
    'img-src': ['https://www.facebook.com'],
  },
} as const satisfies Record<string, Partial<Record<FetchDirective, readonly string[]>>>;

export const FETCH_DIRECTIVES = ['script-src', 'connect-src', 'img-src', 'style-src', 'font-src', 'frame-src'] as const;
export type FetchDirective = (typeof FETCH_DIRECTIVES)[number];
export type CspSources = Partial<Record<FetchDirective, readonly string[]>>;

/** Hosts the browser calls (islands through the data layer); `main` is only navigated to (express checkout). */
const CONNECT_HOSTS: readonly HostName[] = [
  'commerce',
  'theme',
  'cache',
  'availability',
  'flags',
  'site',
  'forms',
  'checkout',
  'payment',
  'recovery',
];

export interface CspInput {
  hosts: HostUrls;
  /** A Stripe publishable key is configured (otherwise the sandbox payment adapter is used). */
  stripe: boolean;
  /** A PayPal client id is configured. */
  paypal: boolean;
  /** The store's marketing pixels (or theme gaToken) name a Google Analytics / tag id. */
  googleTag: boolean;
  /** The store's marketing pixels name a Meta (Facebook) pixel. */
  metaPixel: boolean;
  /** The sandbox stands in for the payment provider: its origin may be framed. */
  sandboxPayments: boolean;
  /** The pages offer the external chat widget (support on): its script's origin may load, on demand. */
  chatWidget?: boolean;
  /** 'sha256-…' sources of every inline script of the built pages. */
  scriptHashes: readonly string[];
  /** Further origins the built pages reference (images in about text, font stylesheets…). */
  extra?: CspSources;
  /** Add upgrade-insecure-requests (only when the site and every host are https). */
  upgradeInsecureRequests?: boolean;
}

/** The origin of an http(s) URL, or null (data:, relative, malformed). */
export function originOf(url: string): string | null {
  return httpUrl(url)?.origin ?? null;
}

const SOURCE_OK = /^(?:'[a-z0-9+/=_-]+'|[a-z][a-z0-9+.-]*:|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?|\*)$/i;

function add(set: Set<string>, sources: readonly (string | null | undefined)[]) {
  for (const source of sources) {
    if (!source) continue;
    // A source with a space, quote or semicolon would inject a directive: refuse it loudly.
    if (!SOURCE_OK.test(source)) throw new RangeError(`not a CSP source: ${source}`);
    set.add(source);
  }
}

/** Directive → sources, in a fixed order so the same input always gives the same header. */
export function cspDirectives(input: CspInput): [string, string[]][] {
  const own = (names: readonly HostName[]) => names.map((n) => originOf(input.hosts[n]));
  const providers = [
    input.stripe ? THIRD_PARTY_SOURCES.stripe : {},
    input.paypal ? THIRD_PARTY_SOURCES.paypal : {},
    input.googleTag ? THIRD_PARTY_SOURCES.googleTag : {},
    input.metaPixel ? THIRD_PARTY_SOURCES.metaPixel : {},
    input.extra ?? {},
  ] as CspSources[];
  const fetch = (directive: FetchDirective, base: readonly (string | null)[]) => {
    const set = new Set<string>();
    add(set, base);
    for (const p of providers) add(set, p[directive] ?? []);
    return set;
  };
  const scriptSrc = fetch('script-src', ["'self'", input.chatWidget ? originOf(input.hosts.chat) : null]);
  add(
    scriptSrc,
    input.scriptHashes.map((h) => `'${h}'`),
  );
  // Inline styles stay allowed: the theme's variables, sanitised custom CSS and style attributes are
  // server-rendered, and PayPal injects <style>; the allowlist in src/features/theme/domain/custom-css.ts guards the content.
  const styleSrc = fetch('style-src', ["'self'", "'unsafe-inline'", originOf(input.hosts.theme)]);
  const frameSrc = fetch('frame-src', input.sandboxPayments ? [originOf(input.hosts.payment)] : []);
  const directives: [string, Set<string>][] = [
    ['default-src', new Set(["'self'"])],
    ['script-src', scriptSrc],
    ['style-src', styleSrc],
    ['img-src', fetch('img-src', ["'self'", 'data:', ...own(['cache', 'theme'])])],
    ['font-src', fetch('font-src', ["'self'", 'data:', originOf(input.hosts.theme)])],
    ['connect-src', fetch('connect-src', ["'self'", ...own(CONNECT_HOSTS)])],
    ['frame-src', frameSrc.size > 0 ? frameSrc : new Set(["'none'"])],
    ['form-action', new Set(["'self'", ...own(['forms', 'site']).filter((o) => o !== null)])],
    ['base-uri', new Set(["'self'"])],
    ['object-src', new Set(["'none'"])],
    ['frame-ancestors', new Set(["'none'"])],
  ];
  const out = directives.map(([name, set]): [string, string[]] => [name, [...set]]);
  if (input.upgradeInsecureRequests) out.push(['upgrade-insecure-requests', []]);
  return out;
}

export function buildCsp(input: CspInput): string {
  return cspDirectives(input)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
