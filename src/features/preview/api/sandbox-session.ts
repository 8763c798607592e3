/**
 * Sandbox sessions through the on-demand server: a request that names a sandbox session
 * (`x-sandbox-session`, as every e2e test's browser does) has its host calls made in that session, but
 * only to hosts that are the embedded sandbox: the header never reaches a real host.
 */
import { HOSTS, sandboxOrigin, type HostName, type HostUrls } from '../../../hosts.ts';
import type { FetchLike } from '../../../shared/api/request.ts';

export const SANDBOX_SESSION_HEADER = 'x-sandbox-session';
const SESSION_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** The request's sandbox session, when it names a well-formed one. */
export function sandboxSessionOf(headers: Headers): string | undefined {
  const id = headers.get(SANDBOX_SESSION_HEADER) ?? undefined;
  return id !== undefined && SESSION_ID.test(id) ? id : undefined;
}

/** The base URLs of the hosts that point at the embedded sandbox (none when every host is live). */
export function embeddedSandboxBases(hosts: HostUrls, env: Readonly<Record<string, string | undefined>>): string[] {
  const origin = sandboxOrigin(env).replace(/\/+$/, '');
  return (Object.keys(HOSTS) as HostName[])
    .filter((name) => hosts[name].replace(/\/+$/, '') === origin + HOSTS[name].sandboxPath)
    .map((name) => hosts[name].replace(/\/+$/, ''));
}

/** True when `url` is below one of `bases` (a whole path segment, so /commerce does not match /commerce-x). */
export function isBelow(bases: readonly string[], url: string): boolean {
  return bases.some((base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`));
}

/** `fetch` that adds the session header to calls below `bases`, and to no other. */
export function fetchInSession(fetch: FetchLike, bases: readonly string[], session: string): FetchLike {
  return (input, init) => {
    if (!isBelow(bases, input)) return fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set(SANDBOX_SESSION_HEADER, session);
    return fetch(input, { ...init, headers });
  };
}
