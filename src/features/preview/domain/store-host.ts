/**
 * Which store an on-demand request is for: the Host header mapped through stores.config.json `site`, or
 * `<slug>.localhost` on a developer machine (an unknown slug is no store), else the PREVIEW_STORE setting
 * (local use), else none.
 */
import type { StoreEntry } from '../../../shared/store-config.ts';

/** The host name of a Host header: lower-cased, without port or trailing dot; null when malformed. */
export function hostNameOf(hostHeader: string | null | undefined): string | null {
  if (!hostHeader || hostHeader.length > 255) return null;
  // A host name or bracketed IPv6 address with an optional port; nothing that could carry a path or user.
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(hostHeader)) return null;
  try {
    return new URL(`http://${hostHeader}`).hostname.replace(/\.$/, '').toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The store a host asks for by its first label (`nosuch` of `nosuch.localhost:4321`), when that label can be a
 * store slug: what a missing store's creator 404 page is told.
 */
export function slugOfHost(hostHeader: string | null | undefined): string | undefined {
  const label = hostNameOf(hostHeader)?.split('.')[0];
  return label !== undefined && /^[a-z0-9][a-z0-9-]{0,62}$/.test(label) ? label : undefined;
}

export function storeForHost(
  hostHeader: string | null | undefined,
  stores: readonly StoreEntry[],
  fallback: string | undefined,
): string | null {
  const host = hostNameOf(hostHeader);
  if (host) {
    const bySite = stores.find((s) => new URL(s.site).hostname.toLowerCase() === host);
    if (bySite) return bySite.slug;
    const local = /^([a-z0-9-]+)\.localhost$/.exec(host);
    // A host that names a store names only that one: an unknown name is a missing store, never the fallback.
    if (local) return stores.find((s) => s.slug === local[1])?.slug ?? null;
  }
  const configured = fallback?.trim().toLowerCase();
  return configured && stores.some((s) => s.slug === configured) ? configured : null;
}
