/** Where the checkout sends the browser (checkout.md §2, §4): the thank-you URL and the redirect allowlist. */

export const THANK_YOU_PATH = '/thankyou';
export const CART_PATH = '/cart';

export interface ThankYouInput {
  orderNumber?: number | null;
  orderLookupNumber?: string | null;
  /** The buyer's first name. */
  name?: string | null;
  /** ISO date of the latest estimated arrival of the chosen delivery option. */
  arrivalEstimate?: string | null;
  cart?: string | null;
  contentIds?: readonly string[];
  deviceId?: string | null;
}

/** /thankyou with the query the spec names, leaving out what is not known. */
export function thankYouUrl(input: ThankYouInput): string {
  const q = new URLSearchParams();
  const put = (name: string, value: string | number | null | undefined) => {
    if (value !== undefined && value !== null && String(value) !== '') q.set(name, String(value));
  };
  put('orderNumber', input.orderNumber);
  put('orderLookupNumber', input.orderLookupNumber);
  put('deviceId', input.deviceId);
  put('cart', input.cart);
  if (input.contentIds && input.contentIds.length > 0) q.set('contentIds', input.contentIds.join(','));
  put('name', input.name);
  put('arrivalEstimate', input.arrivalEstimate);
  const text = q.toString();
  return text === '' ? THANK_YOU_PATH : `${THANK_YOU_PATH}?${text}`;
}

/** The hosts a checkout's redirectUrl may send the browser to: this site and the configured commerce hosts. */
export function redirectAllowlist(origin: string, hostUrls: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const url of [origin, ...hostUrls]) {
    try {
      hosts.add(new URL(url).host);
    } catch {
      // An unparsable configured URL allows nothing.
    }
  }
  return [...hosts];
}

/**
 * The redirect target when it is an http(s) URL on an allowlisted host, else null (never followed). Not
 * followed either: a URL with user info (`https://user@host`, a phishing disguise), and plain http from an
 * https page (a downgrade). Relative URLs resolve against this site, so '//evil.example' is another host.
 */
export function allowedRedirect(
  redirectUrl: string | null,
  origin: string,
  allowlist: readonly string[],
): string | null {
  if (redirectUrl === null || redirectUrl.trim() === '') return null;
  let url: URL;
  let site: URL;
  try {
    site = new URL(origin);
    url = new URL(redirectUrl, site);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (site.protocol === 'https:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return allowlist.includes(url.host) ? url.toString() : null;
}

/** Reads one query parameter, or null. */
export function queryParam(search: string, name: string): string | null {
  const value = new URLSearchParams(search).get(name);
  return value === null || value === '' ? null : value;
}
