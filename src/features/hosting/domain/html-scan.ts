/**
 * What a built page needs from its CSP: the sha256 of each inline script (the only way they run without
 * 'unsafe-inline') and the origins of the images, stylesheets, fonts and scripts it references. Reads
 * Astro's own output, so a tolerant tag scanner is enough; it is not an HTML sanitiser.
 */
import { createHash } from 'node:crypto';
import type { CspSources, FetchDirective } from './csp.ts';
import { originOf } from './csp.ts';

/** `type` values a browser executes (and so checks against script-src); JSON-LD and JSON are data. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
  'importmap',
  'speculationrules',
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTR = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const EVENT_HANDLER = /<[a-z][^>]*\son[a-z]+\s*=/i;

export function parseAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The CSP source for an inline script body, as the browser hashes it (line breaks normalised to \n). */
export function sha256Source(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}`;
}

/** 'sha256-…' of every executable inline <script> in the page, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = parseAttributes(m[1] ?? '');
    if (attrs.has('src')) continue;
    const type = (attrs.get('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(sha256Source(m[2] ?? ''));
  }
  return [...hashes];
}

/** True when the page has inline event-handler attributes (onclick=…), which hashes cannot allow. */
export function hasInlineEventHandlers(html: string): boolean {
  // The cheap test first: almost every page has no `on…=` anywhere.
  return /\son[a-z]+\s*=/i.test(html) && EVENT_HANDLER.test(html.replace(SCRIPT, ''));
}

const origins = new Map<string, string | null>();
/** originOf, remembered: the same few hosts repeat on every page, and URL parsing is the costly part. */
function cachedOrigin(url: string): string | null {
  let origin = origins.get(url);
  if (origin === undefined) {
    origin = originOf(url);
    if (origins.size < 10_000) origins.set(url, origin);
  }
  return origin;
}

const RAW_TEXT = /<(script|style)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi;
const TAG_NAME = /(img|source|link|script)[\s/>]/iy;
const ABSOLUTE_URL = /https?:\/\/[^\s"'<>,/?#]+/y;

function directiveOf(tag: string, attrs: Map<string, string>): FetchDirective | null {
  if (tag === 'img' || tag === 'source') return 'img-src';
  if (tag === 'script') return 'script-src';
  if (tag !== 'link') return null;
  const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('stylesheet')) return 'style-src';
  if (rel.includes('icon') || rel.includes('apple-touch-icon')) return 'img-src';
  if (rel.includes('preload') && attrs.get('as') === 'font') return 'font-src';
  return null;
}

/**
 * Origins of off-site resources the page loads, by the directive that governs them. Only the tags around
 * an "http" are parsed: a listing page has thousands of tags and a handful of off-site URLs, and a
 * 10,000-page store is scanned in one pass after the build.
 */
export function referencedOrigins(page: string): CspSources {
  // Script and style bodies go first: JSON-LD is full of URLs, and each would send a search back to its '<'.
  const html = page.replace(RAW_TEXT, '<$1$2>');
  const found = new Map<FetchDirective, Set<string>>();
  const add = (directive: FetchDirective, url: string | undefined) => {
    const origin = url === undefined ? null : cachedOrigin(url);
    if (!origin) return;
    const set = found.get(directive) ?? new Set<string>();
    set.add(origin);
    found.set(directive, set);
  };
  let lastTag = -1;
  // indexOf is far faster than any regex over a whole page; only tags holding "http" are parsed.
  for (let at = html.indexOf('http', 0); at >= 0; at = html.indexOf('http', at + 4)) {
    const open = html.lastIndexOf('<', at);
    if (open < 0 || open === lastTag || html.lastIndexOf('>', at) > open) continue;
    TAG_NAME.lastIndex = open + 1;
    const tag = TAG_NAME.exec(html)?.[1]?.toLowerCase();
    if (tag === undefined) continue;
    if (tag === 'img' || tag === 'source') {
      // Images are the bulk of a page: take each URL of the tag as it stands, without parsing attributes.
      ABSOLUTE_URL.lastIndex = at;
      add('img-src', ABSOLUTE_URL.exec(html)?.[0]);
      continue;
    }
    lastTag = open;
    const close = html.indexOf('>', at);
    const m = /^<[a-z]+\s([^]*)$/i.exec(html.slice(open, close < 0 ? undefined : close));
    if (!m) continue;
    const attrs = parseAttributes(m[1] ?? '');
    const directive = directiveOf(tag, attrs);
    if (!directive) continue;
    add(directive, attrs.get(tag === 'link' ? 'href' : 'src'));
  }
  return Object.fromEntries([...found].map(([d, set]) => [d, [...set].sort()]));
}

/** Merges several pages' origins into one set per directive, sorted. */
export function mergeSources(all: readonly CspSources[]): CspSources {
  const merged = new Map<FetchDirective, Set<string>>();
  for (const sources of all) {
    for (const [directive, list] of Object.entries(sources) as [FetchDirective, readonly string[]][]) {
      const set = merged.get(directive) ?? new Set<string>();
      for (const s of list) set.add(s);
      merged.set(directive, set);
    }
  }
  return Object.fromEntries([...merged].map(([d, set]) => [d, [...set].sort()]));
}
