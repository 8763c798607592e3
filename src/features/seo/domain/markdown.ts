/**
 * Markdown for machine readers (llms.txt and the listings' markdown alternates). Store names, titles and
 * descriptions come from the hosts, so each text is escaped before it lands in markdown: a name with
 * `[`, `*` or a newline must stay one name, never become a link, emphasis or a heading of its own.
 */

// CommonMark lets any ASCII punctuation be escaped with a backslash; these are the characters that open
// inline markup: emphasis, code spans, links, autolinks and raw HTML, entities, strikethrough, tables.
const INLINE_MARKUP = /[\\`*_[\]<>&~|]/g;
// What opens a block at the start of a line: heading, list item, thematic break, ordered list item.
const BLOCK_START = /^(?:([+-])|(\d{1,9})([.)]))/;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text inside a line (a link's text, a note after it): whitespace, newlines included, collapsed; markup escaped. */
export function markdownInline(text: string): string {
  return oneLine(text).replace(INLINE_MARKUP, '\\$&');
}

/**
 * Text that starts a line (a heading's, a quote's, a paragraph's): as markdownInline, and what would open
 * a block is escaped too. Every `#` is, since a heading also drops a trailing ` #` as its closing mark.
 */
export function markdownLine(text: string): string {
  return markdownInline(text)
    .replace(/#/g, '\\#')
    .replace(BLOCK_START, (_m, mark?: string, digits?: string, dot?: string) =>
      mark === undefined ? `${digits ?? ''}\\${dot ?? ''}` : `\\${mark}`,
    );
}

/**
 * An absolute URL as a link destination. The URL standard leaves parentheses unencoded in paths, and an
 * unbalanced `)` would end the destination early (simple llms.txt parsers stop at the first one), so they
 * are percent-encoded: the same file for every host, which decodes the path before looking it up.
 */
export function markdownUrl(url: string): string {
  return url.replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `[text](url)` with both parts escaped. */
export function markdownLink(text: string, url: string): string {
  return `[${markdownInline(text)}](${markdownUrl(url)})`;
}
