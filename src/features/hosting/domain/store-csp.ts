/**
 * A store's Content-Security-Policy and security headers from what its pages use: the one composition of
 * csp.ts and hosting-rules.ts shared by the static hosting files (scripts/postbuild.ts writes them into
 * _headers and nginx.conf) and the on-demand preview server (which scans each HTML answer), so the list
 * of headers and how the policy is made are written once.
 */
import { sandboxOrigin, type HostUrls } from '../../../hosts.ts';
import type { MarketingPixels } from '../../catalog/index.ts';
import { chatLauncherShown } from '../../support/index.ts';
import { buildCsp, originOf, type CspSources } from './csp.ts';
import { securityHeaders } from './hosting-rules.ts';
import { mergeSources } from './html-scan.ts';

/** What the hosting files read from a snapshot (a Snapshot fits). */
export interface HostingSnapshot {
  store: { marketingPixels: Pick<MarketingPixels, 'googleAnalytics' | 'facebook'> };
  theme: { meta: { gaToken: string }; styles: { fonts: { url: string | null } } };
  /** The support flag: the pages offer the chat widget. */
  flags?: { support: boolean };
}

export interface StoreCspInput {
  /** The store's site URL (stores.config.json). */
  site: string;
  hosts: HostUrls;
  /** Reads PUBLIC_STRIPE_KEY, PUBLIC_PAYPAL_CLIENT_ID and the sandbox origin (SANDBOX_URL / SANDBOX_PORT). */
  env: Readonly<Record<string, string | undefined>>;
  /** The store's snapshot, when known (its pixels and font stylesheet widen the policy). */
  snapshot?: HostingSnapshot | undefined;
  /** 'sha256-…' of the inline scripts of the pages the policy covers. */
  scriptHashes: readonly string[];
  /** Off-site origins those pages reference. */
  origins: CspSources;
}

const present = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export const stripeConfigured = (env: StoreCspInput['env']) => present(env['PUBLIC_STRIPE_KEY']);

export function storeCsp(input: StoreCspInput): string {
  const { hosts, env, snapshot } = input;
  const fontsUrl = snapshot?.theme.styles.fonts.url ? originOf(snapshot.theme.styles.fonts.url) : null;
  const stripe = stripeConfigured(env);
  const pixels = snapshot?.store.marketingPixels;
  const allHttps = [input.site, ...Object.values(hosts)].every((u) => u.startsWith('https://'));
  return buildCsp({
    hosts,
    stripe,
    paypal: present(env['PUBLIC_PAYPAL_CLIENT_ID']),
    googleTag: present(pixels?.googleAnalytics) || present(snapshot?.theme.meta.gaToken),
    metaPixel: present(pixels?.facebook),
    sandboxPayments: !stripe && originOf(hosts.payment) === sandboxOrigin(env),
    chatWidget: snapshot?.flags ? chatLauncherShown(snapshot.flags, hosts.chat) : false,
    scriptHashes: [...new Set(input.scriptHashes)].sort(),
    extra: mergeSources([
      input.origins,
      { 'style-src': fontsUrl ? [fontsUrl] : [], 'font-src': fontsUrl ? [fontsUrl] : [] },
      fontsUrl === 'https://fonts.googleapis.com' ? { 'font-src': ['https://fonts.gstatic.com'] } : {},
    ]),
    upgradeInsecureRequests: allHttps,
  });
}

/** The headers of every answer: the policy above plus the rest of securityHeaders (HSTS over HTTPS). */
export function storeSecurityHeaders(input: StoreCspInput & { https: boolean }): [string, string][] {
  return securityHeaders({ csp: storeCsp(input), https: input.https, stripe: stripeConfigured(input.env) });
}
