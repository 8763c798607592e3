/**
 * What a built page needs from its CSP: the sha256 of each inline script (the only way they run without
 * 'unsafe-inline'), the origins of the images, stylesheets, fonts and scripts it references, and whether it
 * has inline event handlers (which no hash allows). htmlparser2's tokenizer reads the page as a browser
 * does (comments, quoted '>' in attributes, any letter case, raw-text elements such as <script> and
 * <textarea>); entities are decoded (by `entities`, htmlparser2's decoder) only in the few attributes read.
 * The tokenizer rather than htmlparser2's Parser: a 10,000-listing store is most of a gigabyte of HTML, and
 * the Parser builds every attribute of every tag, decoded (measured on the demo store's pages: tokenizer
 * 2.5 times the Parser's speed).
 */
import { createHash } from 'node:crypto';
import { decodeHTMLAttribute } from 'entities/decode';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { memoizeByString } from '../../../shared/memo.ts';
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

/** An event-handler content attribute (`onclick`, `onload`, …), by its lower-cased name. */
const EVENT_HANDLER = /^on[a-z]+$/;

/** The elements whose attributes are read, and the attributes read. */
const LOADING_TAGS = new Set(['img', 'source', 'link', 'script']);
const READ_ATTRIBUTES = new Set(['src', 'srcset', 'href', 'rel', 'as', 'type']);

/** The CSP source for an inline script body, as the browser hashes it (line breaks normalised to \n). */
export function sha256Source(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}`;
}

/** Hashes by script text, remembered: a store's pages repeat the same dozen inline scripts. */
const cachedSha256Source = memoizeByString(sha256Source, 1_000);

/** originOf, remembered: the same few hosts repeat on every page, and URL parsing is the costly part. */
const cachedOrigin = memoizeByString(originOf, 10_000);

/** An absolute http(s) URL's origin; null for a relative one, without parsing it (most URLs of a page). */
function offSiteOrigin(url: string): string | null {
  const trimmed = url.trim();
  return /^https?:/i.test(trimmed) ? cachedOrigin(trimmed) : null;
}

type Attributes = ReadonlyMap<string, string>;

function directiveOf(tag: string, attrs: Attributes): FetchDirective | null {
  if (tag === 'img' || tag === 'source') return 'img-src';
  if (tag === 'script') return 'script-src';
  if (tag !== 'link') return null;
  const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('stylesheet')) return 'style-src';
  if (rel.includes('icon') || rel.includes('apple-touch-icon')) return 'img-src';
  if (rel.includes('preload') && attrs.get('as') === 'font') return 'font-src';
  return null;
}

/** The URLs an element loads: `href` of a link, `src` of the rest, and each candidate of a `srcset`. */
function urlsOf(tag: string, attrs: Attributes): string[] {
  const main = attrs.get(tag === 'link' ? 'href' : 'src');
  const urls = main === undefined ? [] : [main];
  for (const candidate of attrs.get('srcset')?.split(',') ?? []) {
    const url = candidate.trim().split(/\s+/)[0];
    if (url) urls.push(url);
  }
  return urls;
}

export interface HtmlScan {
  /** 'sha256-…' of every executable inline <script>, in order, without duplicates. */
  scriptHashes: string[];
  /** Origins of off-site resources the page loads, by the directive that governs them, sorted. */
  origins: CspSources;
  /** True when an element has an inline event-handler attribute (onclick=…). */
  hasEventHandlers: boolean;
}

function ignore(): void {
  // Nothing to take from this token.
}

/** The tokenizer's callbacks for one page: positions in `html`, turned into the scan. */
class PageScan implements TokenizerCallbacks {
  readonly hashes = new Set<string>();
  readonly found = new Map<FetchDirective, Set<string>>();
  hasEventHandlers = false;
  private readonly html: string;
  private tag = '';
  /** The open tag is one of LOADING_TAGS. */
  private loading = false;
  private attrs = new Map<string, string>();
  /** The attribute whose value is being read, when it is one of READ_ATTRIBUTES of a LOADING_TAGS element. */
  private attribute: string | undefined;
  private value = '';
  /** The text of the executable inline script being read; undefined outside one. */
  private script: string[] | undefined;

  constructor(html: string) {
    this.html = html;
  }

  onopentagname(start: number, end: number): void {
    // Only the LOADING_TAGS' names are read (3 to 6 letters): most tags of a page are none of them.
    const length = end - start;
    this.tag = length >= 3 && length <= 6 ? this.html.slice(start, end).toLowerCase() : '';
    this.loading = LOADING_TAGS.has(this.tag);
    if (this.loading) this.attrs = new Map();
    this.script = undefined;
  }

  onattribname(start: number, end: number): void {
    this.attribute = undefined;
    // An attribute is read as a name only when it may be an event handler ('on…') or is read (LOADING_TAGS).
    const on = (this.html.charCodeAt(start) | 0x20) === 0x6f && (this.html.charCodeAt(start + 1) | 0x20) === 0x6e;
    if (!on && !this.loading) return;
    const name = this.html.slice(start, end).toLowerCase();
    if (on && EVENT_HANDLER.test(name)) this.hasEventHandlers = true;
    // The first of two same-named attributes counts, as in the browser.
    if (this.loading && READ_ATTRIBUTES.has(name) && !this.attrs.has(name)) {
      this.attribute = name;
      this.value = '';
    }
  }

  onattribdata(start: number, end: number): void {
    if (this.attribute !== undefined) this.value += this.html.slice(start, end);
  }

  onattribentity(): void {
    // Only called when the tokenizer decodes entities; this one leaves them to decodeHTMLAttribute.
  }

  onattribend(): void {
    if (this.attribute !== undefined) this.attrs.set(this.attribute, decodeHTMLAttribute(this.value));
    this.attribute = undefined;
  }

  onopentagend(): void {
    if (!this.loading) return;
    if (this.tag === 'script' && !this.attrs.has('src')) {
      const type = (this.attrs.get('type') ?? '').trim().toLowerCase();
      if (EXECUTABLE_TYPES.has(type)) this.script = [];
    }
    const directive = directiveOf(this.tag, this.attrs);
    if (!directive) return;
    for (const url of urlsOf(this.tag, this.attrs)) {
      const origin = offSiteOrigin(url);
      if (!origin) continue;
      const set = this.found.get(directive) ?? new Set<string>();
      set.add(origin);
      this.found.set(directive, set);
    }
  }

  onselfclosingtag(): void {
    // `<script />` is an open tag to a browser; the tokenizer has left its raw-text state all the same.
    this.onopentagend();
  }

  ontext(start: number, end: number): void {
    this.script?.push(this.html.slice(start, end));
  }

  ontextentity(): void {
    // Text is read raw: only a script's text is kept, and a script's text has no entities.
  }

  onclosetag(start: number, end: number): void {
    if (this.script === undefined || this.html.slice(start, end).toLowerCase() !== 'script') return;
    this.hashes.add(cachedSha256Source(this.script.join('')));
    this.script = undefined;
  }

  // Comments, CDATA, declarations and processing instructions hold nothing that loads or runs. A script the
  // page ends inside, unclosed, never runs: with no closing tag it is never hashed.
  readonly oncomment = ignore;
  readonly oncdata = ignore;
  readonly ondeclaration = ignore;
  readonly onprocessinginstruction = ignore;
  readonly onend = ignore;
}

/** Everything the CSP needs from one page, in one pass. */
export function scanHtml(html: string): HtmlScan {
  const scan = new PageScan(html);
  const tokenizer = new Tokenizer({ decodeEntities: false }, scan);
  tokenizer.write(html);
  tokenizer.end();
  return {
    scriptHashes: [...scan.hashes],
    origins: Object.fromEntries([...scan.found].map(([d, set]) => [d, [...set].sort()])),
    hasEventHandlers: scan.hasEventHandlers,
  };
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
