/**
 * The static pages' words in a buyer's locale (issue 16): pages are built once, in English, and mark each
 * catalogue text they show with a short code (src/shared/messages/page-texts.ts). For each locale whose
 * translation has any of those texts, the build writes one small script, /i18n/<locale>.<hash>.js, which
 * the head script (currency-cookie.ts) adds to the page for that locale's buyer only: English buyers never
 * load it, and a page whose file does not load simply stays English.
 *
 * The script swaps a marked text only while it is still the key's English text (a template's English
 * shape, e.g. 'All {collection}', with its values kept), so a page script that wrote something else there,
 * or a second run, changes nothing. It runs once on what is parsed, then on every node added later (the
 * rest of the page while it parses, and tiles the home feed adds).
 */
import { PAGE_TEXT_KEYS, pageTextCode, textAt, englishText } from '../../../shared/messages/page-texts.ts';
import { contentHash } from '../../../shared/content-hash.ts';
import { PAGE_TEXTS_DIR } from '../../../shared/routes.ts';
import type { Locale } from './money.ts';

/**
 * One text of a locale file: [English, translated] for a plain text; for a template, [the English text's
 * pattern (its values captured, in order), translated template, the placeholders' names in that order].
 */
export type PageTextEntry = readonly [string, string] | readonly [string, string, readonly string[]];

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** A template's English text as an anchored pattern capturing each value, and the values' names in order. */
export function templatePattern(english: string): { pattern: string; names: string[] } {
  const names: string[] = [];
  let pattern = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    pattern += escapeRegExp(english.slice(last, match.index));
    pattern += '([\\s\\S]*?)';
    names.push(match[1] ?? '');
    last = match.index + match[0].length;
  }
  return { pattern: `^${pattern}${escapeRegExp(english.slice(last))}$`, names };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The entries of a translation, by code: only the marked texts it translates (others stay English). */
export function pageTextEntries(translation: unknown): Record<string, PageTextEntry> {
  const entries: Record<string, PageTextEntry> = {};
  for (const key of PAGE_TEXT_KEYS) {
    const translated = textAt(translation, key)?.trim();
    const english = englishText(key).trim();
    if (translated === undefined || translated === '' || translated === english) continue;
    const { pattern, names } = templatePattern(english);
    entries[pageTextCode(key)] = names.length === 0 ? [english, translated] : [pattern, translated, names];
  }
  return entries;
}

/**
 * What the locale file runs, around its entries M (plain ES5). tr(s, c) is the text s in the locale when s
 * is still code c's English (a template's values carried over), else null. A marked element's text is its
 * first non-blank text node (spaces around it kept); failing that, a template whose one value is the
 * element's only child element (a price) is rebuilt around that element. Errors leave the page as it is.
 */
const APPLY_SCRIPT =
  'function(d,M){' +
  'function tr(s,c){var m=M[c],t=s.replace(/^\\s+|\\s+$/g,""),x;if(!m)return null;if(m.length<3)return t===m[0]?m[1]:null;' +
  'x=new RegExp(m[0]).exec(t);return x?m[1].replace(/\\{(\\w+)\\}/g,function(a,n){var i=m[2].indexOf(n);return i<0?a:x[i+1]}):null}' +
  'function text(e,c){var m=M[c],n,r,v,p;if(!m)return;' +
  'for(n=e.firstChild;n;n=n.nextSibling)if(n.nodeType===3&&/\\S/.test(n.data)){r=tr(n.data,c);' +
  'if(r!==null){n.data=n.data.match(/^\\s*/)[0]+r+n.data.match(/\\s*$/)[0];return}break}' +
  'if(m.length<3||m[2].length!==1||e.children.length!==1||tr(e.textContent,c)===null)return;' +
  'v=e.children[0];p=m[1].split("{"+m[2][0]+"}");for(n=e.firstChild;n;n=r){r=n.nextSibling;if(n.nodeType===3)e.removeChild(n)}' +
  'e.insertBefore(d.createTextNode(p[0]),v);e.insertBefore(d.createTextNode(p[1]||""),v.nextSibling)}' +
  'function one(e){var c=e.getAttribute("data-t"),a=e.getAttribute("data-ta"),v=e.getAttribute("aria-label"),r;' +
  'if(c!==null)text(e,c);if(a!==null&&v!==null&&(r=tr(v,a))!==null)e.setAttribute("aria-label",r)}' +
  'function all(n){var l,i;if(n.nodeType===3){n=n.parentNode;if(n&&n.nodeType===1&&n.hasAttribute("data-t"))one(n);return}' +
  'if(n.nodeType!==1)return;if(n.matches("[data-t],[data-ta]"))one(n);l=n.querySelectorAll("[data-t],[data-ta]");' +
  'for(i=0;i<l.length;i++)one(l[i])}' +
  'try{all(d.documentElement);new MutationObserver(function(q){for(var i=0;i<q.length;i++)' +
  'for(var j=0;j<q[i].addedNodes.length;j++)all(q[i].addedNodes[j])}).observe(d.documentElement,{childList:true,subtree:true})}catch(x){}}';

/** JSON with every character outside ASCII escaped: the file reads the same whatever charset it is served with. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface PageTextsFile {
  locale: Locale;
  /** The file's path on the site, e.g. /i18n/de.1x2y3z.js. */
  path: string;
  /** Its name under PAGE_TEXTS_DIR, without '.js' (the route's parameter). */
  name: string;
  body: string;
}

/** A locale's file, or null when its translation has none of the marked texts (its buyers read English). */
export function pageTextsFile(locale: Locale, translation: unknown): PageTextsFile | null {
  const entries = pageTextEntries(translation);
  if (Object.keys(entries).length === 0) return null;
  const body = `(${APPLY_SCRIPT})(document,${asciiJson(entries)})\n`;
  const name = `${locale}.${contentHash(body)}`;
  return { locale, path: `/${PAGE_TEXTS_DIR}/${name}.js`, name, body };
}

/** The locale files of a set of translations, one per locale that has anything to say. */
export function pageTextsFiles(translations: ReadonlyMap<Locale, unknown>): PageTextsFile[] {
  return [...translations]
    .map(([locale, translation]) => pageTextsFile(locale, translation))
    .filter((file): file is PageTextsFile => file !== null);
}
