/**
 * What a built page needs from its CSP: the sha256 of each inline script (the only way they run without
 * 'unsafe-inline'), the origins of the images, stylesheets, fonts and scripts it references, and whether it
 * has inline event handlers (which no hash allows). The page is read as a browser's tokenizer reads it
 * (HTML's tokenization rules, https://html.spec.whatwg.org/#tokenization): comments and bogus comments, quoted
 * '>' in attributes, any letter case, attributes on end tags (dropped), a tag cut off at the end of the page
 * (never emitted), and the raw-text elements (<script>, <style>, <textarea>, <title>, …) whose content holds
 * no tags. Entities are decoded (by `entities`) only in the few attributes read.
 * A scanner of its own rather than a general tokenizer: a 10,000-listing store is most of a gigabyte of HTML,
 * and this one jumps with indexOf from '<' to '<' and over quoted values and reads only the names it needs
 * (on 1,126 built pages, 60 MB: 133 ms against 290 ms for htmlparser2's tokenizer, which took an eighth of the
 * render of `big`). tests/unit/html-scan.browser.test.ts holds it to a browser's parse (parse5) of generated
 * pages. Where it is knowingly looser than a browser it finds more, never less: '<!--' inside a script (the
 * script's escaped states), <noscript> read as markup, <template> content and SVG's <script>.
 */
import { createHash } from 'node:crypto';
import { decodeHTMLAttribute } from 'entities/decode';
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

/** The scripts hashed so far, by length: a store's pages repeat the same dozen inline scripts. */
const knownScripts = new Map<number, { text: string; hash: string }[]>();
/** Past this many distinct scripts the list starts over (a bound, as memoizeByString's). */
const KNOWN_SCRIPTS_MAX = 1_000;
let knownScriptCount = 0;

/**
 * sha256Source of html.slice(start, end), remembered. Looked up by comparing the text with the known
 * scripts of its length: a Map keyed by the text would hash the whole text on every page first (measured: a
 * tenth of the scan).
 */
function scriptHash(html: string, start: number, end: number): string {
  // A slice of a flat string is a view, and comparing two strings compares their characters as memory.
  const text = html.slice(start, end);
  const known = knownScripts.get(end - start)?.find((script) => script.text === text);
  if (known) return known.hash;
  if (knownScriptCount >= KNOWN_SCRIPTS_MAX) {
    knownScripts.clear();
    knownScriptCount = 0;
  }
  const hash = sha256Source(text);
  knownScripts.set(end - start, [...(knownScripts.get(end - start) ?? []), { text, hash }]);
  knownScriptCount++;
  return hash;
}

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

/** Elements whose content is text up to their end tag (raw text and RCDATA), as browsers read them. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

/** The longest name of LOADING_TAGS, RAW_TEXT and 'plaintext': a longer tag name is read no further. */
const LONGEST_NAME = Math.max(...[...LOADING_TAGS, ...RAW_TEXT, 'plaintext'].map((name) => name.length));

const GT = 0x3e; // >
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const EQUALS = 0x3d;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;
const DASH = 0x2d;

/** HTML's whitespace: tab, line feed, form feed, carriage return, space. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

function isAsciiLetter(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** One page's scan: positions in `html`, read in one pass. */
class PageScan {
  readonly hashes = new Set<string>();
  readonly found = new Map<FetchDirective, Set<string>>();
  hasEventHandlers = false;
  private readonly html: string;
  private readonly end: number;

  constructor(html: string) {
    this.html = html;
    this.end = html.length;
  }

  run(): void {
    const { html, end } = this;
    let at = 0;
    while (at < end) {
      const lt = html.indexOf('<', at);
      if (lt < 0) return;
      const next = html.charCodeAt(lt + 1);
      if (isAsciiLetter(next)) at = this.startTag(lt + 1);
      else if (next === SLASH) at = this.endTag(lt + 2);
      else if (next === BANG) at = html.startsWith('--', lt + 2) ? this.comment(lt + 4) : this.bogusComment(lt + 2);
      else if (next === QUESTION) at = this.bogusComment(lt + 1);
      else at = lt + 1; // a '<' in text
      if (at < 0) return; // an end tag cut off by the page's end
    }
  }

  /** A bogus comment (<!DOCTYPE …>, <![CDATA[ …, <?…>, </ then not a letter) ends at the first '>'. */
  private bogusComment(from: number): number {
    const gt = this.html.indexOf('>', from);
    return gt < 0 ? this.end : gt + 1;
  }

  /** After '<!--': ends at '-->' or '--!>', or at once for '<!-->' and '<!--->'. */
  private comment(from: number): number {
    const { html } = this;
    if (html.charCodeAt(from) === GT) return from + 1;
    if (html.charCodeAt(from) === DASH && html.charCodeAt(from + 1) === GT) return from + 2;
    for (let at = from; ;) {
      const dashes = html.indexOf('--', at);
      if (dashes < 0) return this.end;
      const after = html.charCodeAt(dashes + 2);
      if (after === GT) return dashes + 3;
      if (after === BANG && html.charCodeAt(dashes + 3) === GT) return dashes + 4;
      at = dashes + 1;
    }
  }

  /** After '</': an end tag, its attributes read over and dropped ('</>' is nothing); -1 when cut off. */
  private endTag(from: number): number {
    const first = this.html.charCodeAt(from);
    if (first === GT) return from + 1;
    if (!isAsciiLetter(first)) return this.bogusComment(from);
    return this.attributes(this.tagNameEnd(from), 'end', undefined);
  }

  /** The end of a tag name that starts at `from`. */
  private tagNameEnd(from: number): number {
    const { html, end } = this;
    let at = from + 1;
    while (at < end) {
      const c = html.charCodeAt(at);
      if (isSpace(c) || c === SLASH || c === GT) break;
      at++;
    }
    return at;
  }

  /** After '<' and a letter: the start tag, then the text of a raw-text element up to its end tag. */
  private startTag(from: number): number {
    const { html, end } = this;
    const nameEnd = this.tagNameEnd(from);
    const name = nameEnd - from <= LONGEST_NAME ? html.slice(from, nameEnd).toLowerCase() : '';
    const loading = LOADING_TAGS.has(name);
    const attrs = loading ? new Map<string, string>() : undefined;
    const after = this.attributes(nameEnd, 'start', attrs);
    if (after < 0) return end; // cut off by the page's end: never emitted
    if (attrs) this.loads(name, attrs);
    if (name === 'plaintext') return end;
    if (!RAW_TEXT.has(name)) return after;
    const close = this.rawTextEnd(after, name);
    // Never closed (no end tag, or one the page ends inside): a script left open never runs.
    const closed = close < 0 ? -1 : this.endTag(close + 2);
    if (closed < 0) return end;
    if (name === 'script' && attrs && !attrs.has('src')) {
      const type = (attrs.get('type') ?? '').trim().toLowerCase();
      if (EXECUTABLE_TYPES.has(type)) this.hashes.add(scriptHash(html, after, close));
    }
    return closed;
  }

  /** Where the text of a raw-text element opened before `from` ends: its '</name' then space, '/' or '>'. */
  private rawTextEnd(from: number, name: string): number {
    const { html } = this;
    for (let at = from; ;) {
      const close = html.indexOf('</', at);
      if (close < 0) return -1;
      const nameEnd = close + 2 + name.length;
      if (nameEnd < this.end && html.slice(close + 2, nameEnd).toLowerCase() === name) {
        const c = html.charCodeAt(nameEnd);
        if (isSpace(c) || c === SLASH || c === GT) return close;
      }
      at = close + 2;
    }
  }

  /**
   * A tag's attributes from `from` (just after its name) to its '>': the position after it, or -1 when the
   * page ends first. On a start tag, a handler is noted in tagHandler and the READ_ATTRIBUTES of a loading
   * tag are kept in `attrs`, the first of a name; an end tag's attributes are read over (a browser drops them).
   */
  private attributes(from: number, tag: 'start' | 'end', attrs: Map<string, string> | undefined): number {
    const { html, end } = this;
    let at = from;
    // A handler counts once its tag is whole: a tag the page ends inside is never emitted.
    let handler = false;
    for (;;) {
      while (at < end && (isSpace(html.charCodeAt(at)) || html.charCodeAt(at) === SLASH)) at++;
      if (at >= end) return -1;
      if (html.charCodeAt(at) === GT) {
        if (handler) this.hasEventHandlers = true;
        return at + 1;
      }
      const nameStart = at;
      at++; // the first character may be '=' (a parse error the browser keeps in the name)
      while (at < end) {
        const c = html.charCodeAt(at);
        if (isSpace(c) || c === SLASH || c === GT || c === EQUALS) break;
        at++;
      }
      const nameEnd = at;
      while (at < end && isSpace(html.charCodeAt(at))) at++;
      let valueStart = at;
      let valueEnd = at;
      if (html.charCodeAt(at) === EQUALS) {
        at++;
        while (at < end && isSpace(html.charCodeAt(at))) at++;
        const quote = html.charCodeAt(at);
        if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
          const close = html.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", at + 1);
          if (close < 0) return -1;
          valueStart = at + 1;
          valueEnd = close;
          at = close + 1;
        } else {
          valueStart = at;
          while (at < end) {
            const c = html.charCodeAt(at);
            if (isSpace(c) || c === GT) break;
            at++;
          }
          valueEnd = at;
        }
      }
      if (at >= end) return -1;
      if (tag === 'start' && this.attribute(nameStart, nameEnd, valueStart, valueEnd, attrs)) handler = true;
    }
  }

  /** One attribute of a start tag: kept in `attrs` when read there; true when it is an event handler. */
  private attribute(
    nameStart: number,
    nameEnd: number,
    valueStart: number,
    valueEnd: number,
    attrs: Map<string, string> | undefined,
  ): boolean {
    const { html } = this;
    // A name is read only when it may be an event handler ('on…') or belongs to a loading tag.
    const on = (html.charCodeAt(nameStart) | 0x20) === 0x6f && (html.charCodeAt(nameStart + 1) | 0x20) === 0x6e;
    if (!on && attrs === undefined) return false;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    if (attrs !== undefined && READ_ATTRIBUTES.has(name) && !attrs.has(name)) {
      attrs.set(name, decodeHTMLAttribute(html.slice(valueStart, valueEnd)));
    }
    return on && EVENT_HANDLER.test(name);
  }

  /** The origins a loading tag's URLs load from. */
  private loads(tag: string, attrs: Attributes): void {
    const directive = directiveOf(tag, attrs);
    if (!directive) return;
    for (const url of urlsOf(tag, attrs)) {
      const origin = offSiteOrigin(url);
      if (!origin) continue;
      const set = this.found.get(directive) ?? new Set<string>();
      set.add(origin);
      this.found.set(directive, set);
    }
  }
}

/** Everything the CSP needs from one page, in one pass. */
export function scanHtml(html: string): HtmlScan {
  const scan = new PageScan(html);
  scan.run();
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
