/**
 * The preview server's answer headers: the same security headers as the static hosting files (one list,
 * src/features/hosting/domain/store-csp.ts), on every answer, with Strict-Transport-Security when the request
 * came over HTTPS: a TLS socket, or X-Forwarded-Proto: https from a trusted proxy (a loopback peer, or one
 * of the addresses in TRUSTED_PROXIES, comma-separated). An HTML answer's policy allows exactly its own
 * inline scripts (by hash) and the off-site origins it references.
 */
import type { HostUrls } from '../../../hosts.ts';
import { scanHtml, storeSecurityHeaders, type HostingSnapshot } from '../../hosting/index.ts';

export const TRUSTED_PROXIES_ENV = 'TRUSTED_PROXIES';
type Env = Readonly<Record<string, string | undefined>>;

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** A peer whose X-Forwarded-Proto is believed: the machine itself or a configured proxy. */
export function trustedProxy(peer: string | undefined, env: Env): boolean {
  if (peer === undefined) return false;
  if (LOOPBACK.test(peer)) return true;
  const listed = (env[TRUSTED_PROXIES_ENV] ?? '').split(',').map((s) => s.trim());
  return listed.includes(peer) || listed.includes(peer.replace(/^::ffff:/, ''));
}

export interface TransportFacts {
  /** The socket is TLS. */
  encrypted: boolean;
  /** The X-Forwarded-Proto header, if any. */
  forwardedProto: string | null | undefined;
  /** The peer's address. */
  peer: string | undefined;
}

export function servedOverHttps(facts: TransportFacts, env: Env): boolean {
  if (facts.encrypted) return true;
  const proto = facts.forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' && trustedProxy(facts.peer, env);
}

export interface PreviewHeadersInput {
  https: boolean;
  /** The hosts the server's pages use (src/config.ts). */
  hosts: HostUrls;
  /** The store's site and snapshot, when the answer is a store's. */
  site?: string;
  snapshot?: HostingSnapshot | undefined;
  /** The answer's HTML, whose inline scripts and off-site origins the policy allows. */
  html?: string;
}

export function previewSecurityHeaders(input: PreviewHeadersInput, env: Env = process.env): [string, string][] {
  const html = input.html ?? '';
  const page = html === '' ? undefined : scanHtml(html);
  return storeSecurityHeaders({
    site: input.site ?? '',
    hosts: input.hosts,
    env,
    snapshot: input.snapshot,
    scriptHashes: page?.scriptHashes ?? [],
    origins: page?.origins ?? {},
    https: input.https,
  });
}
