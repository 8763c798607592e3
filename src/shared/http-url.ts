/** An absolute http(s) URL, parsed; null for anything else (data:, javascript:, relative, malformed). */
export function httpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}
