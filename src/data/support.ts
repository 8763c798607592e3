/**
 * The support section (checkout §2 Support pages) exists only when the support flag is on; otherwise
 * /support and every /support/{postSlug} redirect to /.
 */
import type { Snapshot } from './snapshot-format.ts';

export function isSupportEnabled(snapshot: Snapshot): boolean {
  return snapshot.flags.support;
}

/**
 * Status of the redirect to / when support is off: temporary (the flag may turn on later), and not 302,
 * because Astro's static redirect page waits 2 s for a 302 but redirects at once for any other status.
 */
export const SUPPORT_OFF_REDIRECT_STATUS = 307;

/** `_redirects` lines (Netlify / Cloudflare Pages syntax) sending the support section to / when it is off. */
export function supportRedirectRules(snapshot: Snapshot): string[] {
  if (isSupportEnabled(snapshot)) return [];
  return [`/support / ${SUPPORT_OFF_REDIRECT_STATUS}`, `/support/* / ${SUPPORT_OFF_REDIRECT_STATUS}`];
}
