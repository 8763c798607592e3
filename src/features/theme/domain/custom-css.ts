import {
  generate,
  parse,
  type AttributeSelector,
  type ClassSelector,
  type CssNode,
  type Declaration,
  type IdSelector,
  type Rule,
  type Selector,
} from 'css-tree';
import { memoizeByString } from '../../../shared/memo.ts';
import { checkValue } from './css/allowlist.ts';
import { FONT_FACE_DESCRIPTORS, propertyProfile, type ValueProfile } from './css/properties.ts';
import {
  isProtectedAttribute,
  isProtectedClass,
  isProtectedId,
  isProtectedType,
  PROTECTED_ROOTS,
} from './css/protected.ts';
import { scanItems } from './css/scan.ts';
import { serializeValue, valueParts } from './css/value.ts';

/**
 * The store owner's customCSS, parsed with css-tree and rebuilt from an allowlist (issue 3 §3, issue 14).
 * The output is re-serialised from accepted pieces only, so nothing the filter did not understand reaches
 * the page. Three lines of defence keep the header and the commerce controls usable:
 *
 * 1. Allowlist per selector context: cosmetic properties with bounded values (css/properties.ts); a rule
 *    aimed at the header or a commerce control (css/protected.ts) is refused; a rule on the page root
 *    (body, *) may not set inherited sizes (font-size, line-height, spacing) that would grow the header.
 * 2. Scope: whatever is kept is wrapped in `@scope (body) to (<protected roots>)`, so even `*` or `button`
 *    never matches the header, the controls or anything inside them; and in `@layer custom`, with
 *    `!important` removed, so the product's own unlayered and guard rules win.
 * 3. src/styles/guard.css (the product's CSS) pins the controls' critical styles in `@layer guard`.
 *
 * Bounded work whatever the input: scan.ts splits the text in one loop over css-tree's tokens; an item
 * nested deeper than MAX_DEPTH or longer than MAX_ITEM_TOKENS is refused before css-tree parses it; the
 * whole filter stops at TIME_BUDGET_MS. Every refusal is one entry in `dropped` (see reportDroppedCss).
 * No backslash escapes and no '<' in a kept item: they are how `</style>` break-outs and escaped
 * `expression(`/`url(` hide, and themes have no honest use for them.
 */

export const CUSTOM_CSS_MAX_LENGTH = 50_000;
export const CUSTOM_CSS_LAYER = 'custom';
/** {} () [] nesting: @media { rule { linear-gradient( rgb( ) ) } } is 4. */
export const MAX_DEPTH = 5;
export const MAX_ITEM_TOKENS = 5_000;
export const TIME_BUDGET_MS = 2_000;

export interface CssDropped {
  item: string;
  reason: string;
}

export interface SanitizedCss {
  css: string;
  /** What was removed and why, for the build log. */
  dropped: CssDropped[];
}

export interface SanitizeCssOptions {
  /** Cascade layer to wrap the result in; null for none (and then no @scope either: the bare rules). */
  layer?: string | null;
  /** No limit on the input's length (the size limit is checked by the caller): for tests of the bounds. */
  unlimited?: boolean;
  /** Milliseconds before the filter gives up on the rest; TIME_BUDGET_MS unless set. */
  timeBudgetMs?: number;
}

const MEDIA_QUERY = /^[a-z0-9\s(),:.-]+$/i;
const FORBIDDEN = /[\\<]/;
const NAME = /^-?[a-z_][a-z0-9_-]*$/i;
const PSEUDO_CLASSES = new Set([
  'hover',
  'focus',
  'focus-visible',
  'focus-within',
  'active',
  'visited',
  'link',
  'first-child',
  'last-child',
  'only-child',
  'first-of-type',
  'last-of-type',
  'empty',
]);
const NTH_PSEUDO_CLASSES = new Set(['nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type']);
const PSEUDO_ELEMENTS = new Set(['placeholder', 'selection', 'first-line', 'first-letter', 'marker']);
/** Inherited sizes a rule on the page root could pass down to the sticky header. */
const ROOT_REFUSED = new Set(['font-size', 'line-height', 'letter-spacing', 'word-spacing', 'font']);
/**
 * Sizes that add up at every level of nesting when a rule matches every element of a kind (`*`, `div`,
 * `.hero div`): 64 px of margin on each of ten nested blocks leaves no page on a phone, and a font size
 * in em grows at each level. A class or id bounds a rule to the elements that carry it.
 */
const BROAD_REFUSED = new Set([
  'font-size',
  'font',
  'margin',
  'padding',
  'border',
  'border-width',
  ...['top', 'right', 'bottom', 'left'].flatMap((side) => [
    `margin-${side}`,
    `padding-${side}`,
    `border-${side}`,
    `border-${side}-width`,
  ]),
]);

export const excerpt = (text: string, max = 120): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * Where a selector lands. root: the page root (`body`, `*`), whose inherited sizes would reach the header;
 * broad: every element of a kind (`*`, `div`, `.hero div`), where sizes add up with nesting. A selector list
 * is as strict as its selectors together.
 */
interface Reach {
  root: boolean;
  broad: boolean;
}

/** A node's text in the parsed source (positions are on). */
const textOf = (node: CssNode, source: string): string =>
  node.loc ? source.slice(node.loc.start.offset, node.loc.end.offset) : generate(node);

const PROTECTED = 'aims at the header or a commerce control';

/** Why a class, id or attribute selector is refused; null when it may stand. */
function namedSelectorProblem(node: ClassSelector | IdSelector | AttributeSelector): string | null {
  if (node.type !== 'AttributeSelector') {
    if (!NAME.test(node.name)) return `name '${node.name}' not allowed`;
    const isProtected = node.type === 'ClassSelector' ? isProtectedClass(node.name) : isProtectedId(node.name);
    return isProtected ? PROTECTED : null;
  }
  const name = node.name.name;
  if (!NAME.test(name)) return `attribute '${name}' not allowed`;
  if (isProtectedAttribute(name)) return PROTECTED;
  if (node.value?.type === 'String' && /["\n]/.test(node.value.value)) return 'odd attribute value';
  if (node.value?.type === 'String' && isProtectedClass(node.value.value.replace(/^[^a-z_-]+/i, ''))) return PROTECTED;
  return null;
}

/** Why a selector is refused, or where it lands. */
function selectorReach(selector: Selector): { reach: Reach } | { problem: string } {
  let subjectIsRoot = false;
  let compoundHasOther = false;
  // The subject compound names no class, id or attribute: it matches every element of a kind.
  let subjectIsBroad = true;
  for (const node of selector.children) {
    switch (node.type) {
      case 'Combinator':
        subjectIsRoot = false;
        compoundHasOther = false;
        subjectIsBroad = true;
        continue;
      case 'TypeSelector': {
        const name = node.name.toLowerCase();
        if (name !== '*' && !/^[a-z][a-z0-9-]*$/.test(name)) return { problem: `element '${node.name}' not allowed` };
        if (isProtectedType(name)) return { problem: PROTECTED };
        if (name === 'html') return { problem: 'html is outside the reach of custom CSS (use body)' };
        if ((name === 'body' || name === '*') && !compoundHasOther) subjectIsRoot = true;
        // There is one body: it is the root, not every element of a kind.
        if (name === 'body') subjectIsBroad = false;
        continue;
      }
      case 'ClassSelector':
      case 'IdSelector':
      case 'AttributeSelector': {
        const problem = namedSelectorProblem(node);
        if (problem !== null) return { problem };
        // A class, id or attribute narrows the compound: it is neither the root nor every element of a kind.
        compoundHasOther = true;
        subjectIsRoot = false;
        subjectIsBroad = false;
        continue;
      }
      case 'PseudoClassSelector': {
        const name = node.name.toLowerCase();
        if (name === 'root') return { problem: ':root is outside the reach of custom CSS (use body)' };
        const nth = NTH_PSEUDO_CLASSES.has(name) && node.children?.first?.type === 'Nth';
        if (!nth && (node.children !== null || !PSEUDO_CLASSES.has(name))) {
          return { problem: `:${node.name} not allowed` };
        }
        continue;
      }
      case 'PseudoElementSelector':
        if (node.children !== null || !PSEUDO_ELEMENTS.has(node.name.toLowerCase())) {
          return { problem: `::${node.name} not allowed` };
        }
        continue;
      default:
        return { problem: `${node.type} not allowed in a selector` };
    }
  }
  return { reach: { root: subjectIsRoot, broad: subjectIsBroad } };
}

interface Kept {
  text: string;
  reach: Reach;
}

function cleanSelectorList(prelude: CssNode, source: string, dropped: CssDropped[]): Kept | null {
  const refuse = (reason: string) => {
    dropped.push({ item: excerpt(source), reason });
    return null;
  };
  if (prelude.type !== 'SelectorList' || prelude.children.isEmpty) return refuse('unreadable selector');
  const selectors: string[] = [];
  const reach: Reach = { root: false, broad: false };
  for (const selector of prelude.children) {
    if (selector.type !== 'Selector') return refuse('unreadable selector');
    const result = selectorReach(selector);
    if ('problem' in result) return refuse(`selector ${result.problem}`);
    reach.root ||= result.reach.root;
    reach.broad ||= result.reach.broad;
    selectors.push(generate(selector).replace(/([>+~])/g, ' $1 '));
  }
  const text = selectors.join(', ').replace(/\s+/g, ' ');
  return text.length > 500 ? refuse('selector too long') : { text, reach };
}

/** Accepted declarations as `name: value;`; the rest reported in `dropped`. */
function cleanDeclarations(
  where: string,
  block: readonly CssNode[],
  source: string,
  profileOf: (name: string) => ValueProfile | undefined,
  dropped: CssDropped[],
): string[] {
  const kept: string[] = [];
  for (const node of block) {
    const raw = textOf(node, source);
    if (node.type !== 'Declaration') {
      dropped.push({
        item: excerpt(`${where} { ${raw} }`),
        reason: node.type === 'Rule' ? 'nested rules are not allowed' : 'not a declaration',
      });
      continue;
    }
    const declaration: Declaration = node;
    const name = declaration.property.toLowerCase();
    const item = excerpt(`${where} { ${raw.replace(/\s*!\s*important\s*$/i, '')} }`);
    const reject = (reason: string) => dropped.push({ item, reason });
    const profile = /^[a-z-]+$/.test(name) && !name.startsWith('-') ? profileOf(name) : undefined;
    if (!profile) {
      reject(name.startsWith('--') ? 'custom properties are not allowed' : `property '${name}' is not allowed`);
      continue;
    }
    if (FORBIDDEN.test(raw)) {
      reject("value contains '<' or an escape");
      continue;
    }
    if (declaration.value.type !== 'Value') {
      reject('unreadable value');
      continue;
    }
    const parts = valueParts(declaration.value.children.toArray());
    const problem = typeof parts === 'string' ? parts : checkValue(parts, profile);
    if (problem !== null || typeof parts === 'string') {
      reject(problem ?? 'unreadable value');
      continue;
    }
    if (declaration.important !== false) dropped.push({ item, reason: '!important removed (declaration kept)' });
    kept.push(`${name}: ${serializeValue(parts)};`);
  }
  return kept;
}

function cleanRule(rule: Rule, source: string, dropped: CssDropped[], indent: string): string | null {
  const selector = cleanSelectorList(rule.prelude, textOf(rule, source), dropped);
  if (selector === null) return null;
  const { root, broad } = selector.reach;
  const refusedHere = (name: string): boolean => (root && ROOT_REFUSED.has(name)) || (broad && BROAD_REFUSED.has(name));
  const profileOf = (name: string) => (refusedHere(name) ? undefined : propertyProfile(name));
  const before = dropped.length;
  const kept = cleanDeclarations(selector.text, rule.block.children.toArray(), source, profileOf, dropped);
  for (const d of dropped.slice(before)) {
    const property = /^property '([a-z-]+)' is not allowed$/.exec(d.reason)?.[1];
    if (property === undefined || !refusedHere(property)) continue;
    d.reason =
      root && ROOT_REFUSED.has(property)
        ? `${d.reason} on the page root (it would grow the header)`
        : `${d.reason} on every element of a kind (it adds up at each level of nesting; name a class)`;
  }
  return kept.length === 0 ? null : `${indent}${selector.text} { ${kept.join(' ')} }`;
}

type Cleaned = { kind: 'rule' | 'font-face'; css: string } | null;

function cleanMedia(node: CssNode & { type: 'Atrule' }, source: string, dropped: CssDropped[]): Cleaned {
  const query = node.prelude ? generate(node.prelude).replace(/\s+/g, ' ').trim() : '';
  const readable = query.replace(/\band\(/g, 'and (').replace(/:(?=\S)/g, ': ');
  if (node.block === null || query === '' || query.length > 200 || !MEDIA_QUERY.test(readable)) {
    dropped.push({ item: excerpt(textOf(node, source).slice(0, 200)), reason: 'media query not allowed' });
    return null;
  }
  const rules: string[] = [];
  for (const inner of node.block.children) {
    if (inner.type !== 'Rule') {
      dropped.push({ item: excerpt(textOf(inner, source)), reason: 'only rules are allowed inside @media' });
      continue;
    }
    const rule = cleanRule(inner, source, dropped, '  ');
    if (rule !== null) rules.push(rule);
  }
  return rules.length === 0 ? null : { kind: 'rule', css: `@media ${readable} {\n${rules.join('\n')}\n}` };
}

function cleanItem(node: CssNode, source: string, dropped: CssDropped[]): Cleaned {
  if (node.type === 'Rule') {
    const rule = cleanRule(node, source, dropped, '');
    return rule === null ? null : { kind: 'rule', css: rule };
  }
  if (node.type !== 'Atrule') {
    dropped.push({ item: excerpt(textOf(node, source)), reason: 'stray text' });
    return null;
  }
  const name = node.name.toLowerCase();
  if (name === 'media') return cleanMedia(node, source, dropped);
  if (name === 'font-face' && node.block !== null && node.prelude === null) {
    const kept = cleanDeclarations(
      '@font-face',
      node.block.children.toArray(),
      source,
      (n) => FONT_FACE_DESCRIPTORS.get(n),
      dropped,
    );
    const complete = kept.some((d) => d.startsWith('src:')) && kept.some((d) => d.startsWith('font-family:'));
    if (complete) return { kind: 'font-face', css: `@font-face { ${kept.join(' ')} }` };
    dropped.push({ item: '@font-face', reason: 'needs a font-family and a same-origin src' });
    return null;
  }
  dropped.push({ item: excerpt(textOf(node, source).slice(0, 200)), reason: `@${node.name} is not allowed` });
  return null;
}

type Sheet = ReturnType<typeof parse>;

/** css-tree's tree of `text`, or its first parse error. */
function parseSheet(text: string): Sheet | string {
  const errors: string[] = [];
  const sheet = parse(text, {
    context: 'stylesheet',
    positions: true,
    parseCustomProperty: false,
    onParseError: (e) => errors.push(e.message),
  });
  return errors[0] ?? (sheet.type === 'StyleSheet' ? sheet : 'not a stylesheet');
}

/** The filtered top-level items of a parsed stylesheet. */
function cleanSheet(sheet: Sheet, text: string, dropped: CssDropped[]): Cleaned[] {
  if (sheet.type !== 'StyleSheet') return [];
  const out: Cleaned[] = [];
  for (const node of sheet.children) {
    out.push(cleanItem(node, text, dropped));
  }
  return out;
}

/** customCSS reduced to the allowlist, plus what was dropped and why (shared between callers: read-only). */
export function sanitizeCustomCss(input: string, options: SanitizeCssOptions = {}): SanitizedCss {
  const layer = options.layer === undefined ? CUSTOM_CSS_LAYER : options.layer;
  // Every page's layout sanitises the same customCSS: parse it once per process (and layer).
  const plain = !options.unlimited && options.timeBudgetMs === undefined;
  return plain && layer === CUSTOM_CSS_LAYER ? sanitizeInDefaultLayer(input) : sanitizeCss(input, layer, options);
}

const sanitizeInDefaultLayer = memoizeByString((input) => sanitizeCss(input, CUSTOM_CSS_LAYER, {}), 20);

/** `@scope` lower bounds: the protected roots (kept rules never match them or anything inside them). */
const SCOPE = `@scope (body) to (${PROTECTED_ROOTS.join(', ')})`;

function sanitizeCss(input: string, layer: string | null, options: SanitizeCssOptions): SanitizedCss {
  if (layer !== null && !/^[a-z][a-z0-9-]*$/i.test(layer)) throw new RangeError(`invalid layer name '${layer}'`);
  if (!options.unlimited && input.length > CUSTOM_CSS_MAX_LENGTH) {
    return { css: '', dropped: [{ item: 'customCSS', reason: `longer than ${CUSTOM_CSS_MAX_LENGTH} characters` }] };
  }
  const started = performance.now();
  const budget = options.timeBudgetMs ?? TIME_BUDGET_MS;
  const late = () => performance.now() - started > budget;
  const dropped: CssDropped[] = [];
  const rules: string[] = [];
  const fonts: string[] = [];
  const keep = (cleaned: Cleaned) => {
    if (cleaned) (cleaned.kind === 'font-face' ? fonts : rules).push(cleaned.css);
  };
  // Items are parsed in batches (css-tree's parse has a fixed cost per call); a batch with a parse error
  // is parsed again item by item, so an unreadable item only costs itself.
  let batch: string[] = [];
  let batchTokens = 0;
  const parseBatch = () => {
    if (batch.length === 0) return;
    const text = batch.join('\n');
    const sheet = parseSheet(text);
    if (typeof sheet !== 'string') cleanSheet(sheet, text, dropped).forEach(keep);
    else {
      for (const one of batch) {
        const single = parseSheet(one);
        if (typeof single === 'string') dropped.push({ item: excerpt(one), reason: `unreadable CSS (${single})` });
        else cleanSheet(single, one, dropped).forEach(keep);
      }
    }
    batch = [];
    batchTokens = 0;
  };
  for (const item of scanItems(input, late)) {
    if (item.broken !== undefined) {
      dropped.push({ item: excerpt(item.text === '' ? 'customCSS' : item.text), reason: item.broken });
      continue;
    }
    if (item.depth > MAX_DEPTH) {
      dropped.push({ item: excerpt(item.text), reason: `nested deeper than ${MAX_DEPTH} levels` });
      continue;
    }
    if (item.tokens > MAX_ITEM_TOKENS) {
      dropped.push({ item: excerpt(item.text), reason: `longer than ${MAX_ITEM_TOKENS} tokens` });
      continue;
    }
    if (late()) {
      dropped.push({ item: excerpt(item.text), reason: 'the filter ran out of time: the rest of the CSS is dropped' });
      break;
    }
    batch.push(item.text);
    batchTokens += item.tokens;
    if (batchTokens > MAX_ITEM_TOKENS) parseBatch();
  }
  parseBatch();
  if (rules.length === 0 && fonts.length === 0) return { css: '', dropped };
  if (layer === null) return { css: [...fonts, ...rules].join('\n'), dropped };
  const scoped = rules.length === 0 ? [] : [`${SCOPE} {\n${rules.join('\n')}\n}`];
  return { css: `@layer ${layer} {\n${[...fonts, ...scoped].join('\n')}\n}`, dropped };
}

const reported = new Set<string>();

/**
 * One build warning per dropped item, naming the store and the rule: every page sanitises the same CSS,
 * so each (store, item, reason) is reported once per process.
 */
export function reportDroppedCss(
  store: string,
  dropped: readonly CssDropped[],
  warn: (message: string) => void = (m) => process.stderr.write(`${m}\n`),
): void {
  for (const d of dropped) {
    const key = `${store}\u0000${d.item}\u0000${d.reason}`;
    if (reported.has(key)) continue;
    if (reported.size >= 10_000) reported.clear();
    reported.add(key);
    warn(`[custom-css] store '${store}': dropped "${d.item}" (${d.reason})`);
  }
}
