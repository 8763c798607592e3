/**
 * Pages of the platform on its main host that a store sends the browser to, each told which store sent it.
 */

/** `{main}{path}?store=<slug>` (no store parameter for an empty or unknown slug). */
function platformPageUrl(mainHost: string, path: string, store: string | undefined): string {
  const url = new URL(`${mainHost.replace(/\/+$/, '')}${path}`);
  if (store !== undefined && store !== '') url.searchParams.set('store', store);
  return url.toString();
}

/**
 * The creator 404 page (storefront §1, §8: "A missing store sends the browser to an external creator 404
 * page"): where the on-demand server sends a request whose store does not exist.
 */
export function creatorNotFoundUrl(mainHost: string, store: string | undefined): string {
  return platformPageUrl(mainHost, '/creator-404', store);
}

/** Where an age gate's 'No' goes (storefront §4: "'No' redirects to an external support page"). */
export function ageGateExitUrl(mainHost: string, storeSlug: string): string {
  return platformPageUrl(mainHost, '/support/age-restricted', storeSlug);
}
