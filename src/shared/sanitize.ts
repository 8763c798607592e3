import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { memoizeByString } from './memo.ts';

/**
 * Theme HTML (notification bar, About text) is written by store owners and is untrusted (storefront §1, §5).
 * Each entry point has an explicit allowlist; anything not listed is dropped. Attributes are listed per
 * tag, so every on* handler, style and class attribute goes. Links get rel="noopener noreferrer" forced,
 * and target is kept only as _blank. URLs: http, https, mailto and relative on links; http, https,
 * relative and data:image/(png|jpeg|gif|webp) on images; protocol-relative URLs never.
 */

/** Elements whose text must vanish with them, not be kept as text (script bodies, frames, templates). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'svg',
  'math',
  'select',
];

const LINK_SCHEMES = ['http', 'https', 'mailto'];
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const SAFE_REL = 'noopener noreferrer';

const forceSafeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { target, ...rest } = attribs;
  const next: sanitizeHtml.Attributes = { ...rest, rel: SAFE_REL };
  if (target?.trim().toLowerCase() === '_blank') next['target'] = '_blank';
  return { tagName, attribs: next };
};

/** Drops a data: src that is not one of the four raster image types (sanitize-html allows any data: once listed). */
const checkImageSrc: sanitizeHtml.Transformer = (tagName, attribs) => {
  const src = attribs['src']?.trim() ?? '';
  const { src: _src, ...rest } = attribs;
  // Only absolute http(s) or an image data URL: a relative src would resolve against the storefront, not
  // the theme's host, and show a broken image.
  const keep = /^https?:\/\//i.test(src) || IMAGE_DATA_URL.test(src);
  return { tagName, attribs: keep ? { ...rest, src } : rest };
};

const common = {
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowProtocolRelative: false,
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
} satisfies IOptions;

const INLINE_TAGS = ['a', 'strong', 'em', 'b', 'i', 'span', 'br'];

const NOTIFICATION_OPTIONS: IOptions = {
  ...common,
  allowedTags: INLINE_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  transformTags: { a: forceSafeLink },
};

const ABOUT_OPTIONS: IOptions = {
  ...common,
  allowedTags: [
    ...INLINE_TAGS.filter((t) => t !== 'span'),
    'p',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemesByTag: { img: ['http', 'https', 'data'], a: LINK_SCHEMES },
  transformTags: { a: forceSafeLink, img: checkImageSrc },
  // An image that lost its src would render as a broken icon; drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/**
 * A link whose href was refused (javascript:, protocol-relative…) is left as an <a> with no href, which
 * reads as a dead link to people and crawlers; it becomes plain text. The input is sanitize-html's own
 * normalised output, where links cannot nest, so the next </a> closes the link.
 */
function unwrapDeadLinks(html: string): string {
  return html.replace(/<a(?![^>]*\shref=)[^>]*>([\s\S]*?)<\/a>/g, '$1');
}

// Memoised: every page of a build sanitises the same notification (and meta texts more than once).
const notificationHtml = memoizeByString((html) => unwrapDeadLinks(sanitizeHtml(html, NOTIFICATION_OPTIONS)), 100);
const aboutHtml = memoizeByString((html) => unwrapDeadLinks(sanitizeHtml(html, ABOUT_OPTIONS)), 100);

/** Notification bar HTML: inline markup only (a, strong, em, b, i, span, br). */
export function sanitizeNotificationHtml(html: string): string {
  return notificationHtml(html);
}

/** One About text block: paragraphs, headings h2–h4, lists, quotes, links and images (src, alt). */
export function sanitizeAboutHtml(html: string): string {
  return aboutHtml(html);
}

/** An About list item sits inside an <li>: inline markup only, like the notification bar. */
export function sanitizeAboutListItem(html: string): string {
  return sanitizeHtml(html, NOTIFICATION_OPTIONS);
}

export interface SanitizedAboutBlock {
  id: string;
  html: string;
  list: string[];
}

/** A theme aboutText item with every HTML part sanitised, ready for set:html. */
export function sanitizeAboutBlock(item: { id: string; text: string; list: readonly string[] }): SanitizedAboutBlock {
  return { id: item.id, html: sanitizeAboutHtml(item.text), list: item.list.map(sanitizeAboutListItem) };
}

const BLOCK_BOUNDARY = /<\/?(p|br|li|ul|ol|h[1-6]|div|blockquote|tr|td|th|section|article)\b[^>]*>/gi;
const TEXT_ONLY: IOptions = { ...common, allowedTags: [], allowedAttributes: {} };

// A listing page turns the same description into text for its meta description and its JSON-LD.
const plainText = memoizeByString((html: string): string => {
  const escaped = sanitizeHtml(html.replace(BLOCK_BOUNDARY, ' '), TEXT_ONLY);
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}, 64);

/**
 * Plain text of untrusted HTML (meta descriptions, feeds, JSON-LD), whitespace collapsed. The result is
 * text, not markup: it must still be escaped by whatever embeds it.
 */
export function htmlToPlainText(html: string): string {
  return plainText(html);
}
