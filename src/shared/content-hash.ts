/**
 * A short version of a text for a URL that caches by content (FNV-1a, 32 bits, in base 36): a cache key,
 * not a security check. /theme.css?v=… and /i18n/<locale>.<version>.js name their content with it.
 */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}
