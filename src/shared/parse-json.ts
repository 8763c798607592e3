/**
 * Untrusted JSON text (a cookie, web storage, a page's JSON element) read with a schema (STYLE 2): its data,
 * or null when the text is absent, not JSON or not of the schema's shape. Typed structurally, so a module
 * built on zod/mini does not pull the classic zod into its bundle.
 */
interface SafeParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export function parseJson<T>(schema: SafeParser<T>, text: string | null | undefined): T | null {
  if (text === null || text === undefined) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
