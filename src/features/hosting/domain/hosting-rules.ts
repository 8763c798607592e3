/**
 * The rules every static host gets for a store: rewrites of the dynamic paths onto their static shells,
 * the spec's alias redirects, security headers and the cache policy of fingerprinted assets. The same
 * rules become `_redirects`, `_headers` and the nginx snippet, and `npm run serve` obeys them.
 */
import { PAGE_TEXTS_DIR } from '../../../shared/routes.ts';
import type { HeaderRule, RedirectRule } from './rules.ts';

/**
 * Dynamic routes (checkout spec §2) and the static shell each is rewritten to. The checkout issue writes
 * the shells as src/pages/checkout/shell.astro and src/pages/checkout-complete/shell.astro (Astro skips
 * files whose name starts with `_`, so `_shell` would never be built); they read the id from the URL.
 */
export const DYNAMIC_SHELLS = [
  { prefix: '/checkout/', shell: '/checkout/shell/' },
  { prefix: '/checkout-complete/', shell: '/checkout-complete/shell/' },
] as const;

/**
 * The pages that are built under a dynamic prefix and keep their own route (src/pages/checkout/express.astro).
 * The static build finds them in its output; the on-demand server, which has no output to read, uses this.
 */
export const PAGES_UNDER_SHELLS = ['/checkout/express/'] as const;

/**
 * The shell that serves a dynamic path ('/checkout/abc' → '/checkout/shell/'), as the `_redirects` rules do,
 * or null for any other path and for the pages of `PAGES_UNDER_SHELLS`. The on-demand server rewrites with it.
 */
export function shellFor(path: string, pagesUnderShells: readonly string[] = PAGES_UNDER_SHELLS): string | null {
  const dir = path.endsWith('/') ? path : `${path}/`;
  if (pagesUnderShells.includes(dir)) return null;
  return DYNAMIC_SHELLS.find((s) => path.startsWith(s.prefix))?.shell ?? null;
}

/** Aliases of the checkout spec's route table, kept as permanent redirects to one canonical page. */
export const ALIAS_REDIRECTS = [
  { from: '/terms', to: '/terms-of-use' },
  { from: '/support/track/recover', to: '/track/recover' },
] as const;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Files whose media type a host may not know by their extension: the listings' markdown alternates (`.md`
 * is in no default nginx mime.types, and a host that knows it need not add a charset). `_headers` and the
 * nginx snippet give them their type. Cloudflare and Netlify apply a `_headers` block to a missing path
 * too, so the pattern is kept to where the build writes them: the 404 page of /listing/missing.md is the
 * only other answer that gets this type.
 */
export const TYPED_FILES = [{ pattern: '/listing/*.md', extension: 'md', mediaType: 'text/markdown' }] as const;

/** A typed file's Content-Type value: markdown is text, and its names and descriptions are not ASCII-only. */
export const typedContentType = (mediaType: string) => `${mediaType}; charset=utf-8`;

export interface HostingRulesInput {
  csp: string;
  /** https sites also get Strict-Transport-Security. */
  https: boolean;
  /**
   * Built pages under a dynamic prefix (e.g. '/checkout/express/'): they keep their own page, since
   * Cloudflare applies rules before files and Netlify after; a pass-through rule makes both agree.
   */
  staticPagesUnderShells: readonly string[];
  /**
   * Rules owned by other features, placed before the aliases (a feature that is off wins over an alias into
   * it) and the shells: the support section's redirect to / when its flag is off (supportRedirectRules).
   */
  featureRedirects: readonly RedirectRule[];
  /** Payment Request (wallet buttons) may run in Stripe's frame. */
  stripe: boolean;
}

const both = (path: string) => {
  const bare = path.replace(/\/+$/, '');
  return bare === '' ? ['/'] : [bare, `${bare}/`];
};

export function buildRedirectRules(input: HostingRulesInput): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const push = (from: string, to: string, status: RedirectRule['status']) => {
    rules.push({ from, to, status, force: false });
  };
  // Feature rules first: with support off, /support/track/recover must go to / like the rest of /support.
  rules.push(...input.featureRedirects);
  for (const alias of ALIAS_REDIRECTS) for (const from of both(alias.from)) push(from, alias.to, 301);
  const shells = new Set<string>(DYNAMIC_SHELLS.map((s) => s.shell));
  for (const page of [...input.staticPagesUnderShells].sort()) {
    if (shells.has(page)) continue;
    for (const from of both(page)) push(from, both(page).at(-1) ?? page, 200);
  }
  for (const { prefix, shell } of DYNAMIC_SHELLS) push(`${prefix}*`, shell, 200);
  return rules;
}

export function permissionsPolicy(stripe: boolean): string {
  const payment = stripe ? 'payment=(self "https://js.stripe.com")' : 'payment=(self)';
  return ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', payment].join(', ');
}

export function securityHeaders(input: Pick<HostingRulesInput, 'csp' | 'https' | 'stripe'>): [string, string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', input.csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', REFERRER_POLICY],
    ['Permissions-Policy', permissionsPolicy(input.stripe)],
    // Older browsers ignore frame-ancestors; this says the same to them.
    ['X-Frame-Options', 'DENY'],
    // PayPal's approval window is a popup that must be able to talk back to the page.
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ];
  if (input.https) headers.push(['Strict-Transport-Security', 'max-age=31536000']);
  return headers;
}

/**
 * Cache-Control is set only where blocks do not overlap: hosts join repeated headers with a comma, which
 * would garble it. HTML keeps the host's default (revalidate); fingerprinted assets live for a year.
 */
export function buildHeaderRules(input: HostingRulesInput): HeaderRule[] {
  return [
    { pattern: '/*', headers: securityHeaders(input), detach: [] },
    { pattern: '/_astro/*', headers: [['Cache-Control', IMMUTABLE_CACHE]], detach: [] },
    // The locale files of the static pages' words are versioned by their content too (src/pages/i18n).
    { pattern: `/${PAGE_TEXTS_DIR}/*`, headers: [['Cache-Control', IMMUTABLE_CACHE]], detach: [] },
    ...TYPED_FILES.map((f): HeaderRule => ({
      pattern: f.pattern,
      headers: [['Content-Type', typedContentType(f.mediaType)]],
      detach: [],
    })),
  ];
}
