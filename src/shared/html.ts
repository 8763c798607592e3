/**
 * HTML written as text, escaped exactly as Astro's templates escape it (astro/dist/runtime/server/escape.js
 * and render/util.js), so markup written by a function has the bytes of the same markup in a component.
 */

const TEXT_SPECIAL = /[&<>'"]/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
  '"': '&quot;',
};

/** Text content (or a whole attribute value): &, <, >, ' and " as entities. */
export function escapeText(text: string): string {
  return text.replace(TEXT_SPECIAL, (c) => ENTITIES[c] ?? c);
}

/**
 * ` name="value"` as Astro writes an attribute given a value: & and " escaped (the value is quoted), an
 * empty string as the bare name, nothing for undefined.
 */
export function attribute(name: string, value: string | number | undefined): string {
  if (value === undefined) return '';
  const text = String(value);
  return text === '' ? ` ${name}` : ` ${name}="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}
