/**
 * The platform's creator 404 page on the main host (storefront §1, §8: "A missing store sends the browser to
 * an external creator 404 page"): where the on-demand server sends a request whose store does not exist.
 */
export function creatorNotFoundUrl(mainHost: string, store: string | undefined): string {
  const url = new URL(`${mainHost.replace(/\/+$/, '')}/creator-404`);
  if (store !== undefined && store !== '') url.searchParams.set('store', store);
  return url.toString();
}
