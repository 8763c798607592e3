/** Paths of the support section (checkout §2): /support and /support/{postSlug}. */
export const SUPPORT_PATH = '/support';

export function supportArticlePath(slug: string): string {
  return `${SUPPORT_PATH}/${encodeURIComponent(slug)}`;
}
