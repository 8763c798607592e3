import { memoizeByString } from './memo.ts';
import { checkValue } from './css/allowlist.ts';
import { FONT_FACE_DESCRIPTORS, propertyProfile, type ValueProfile } from './css/properties.ts';
import { excerpt, parseBlocks, parseDeclarations, stripComments, type CssNode, type CssProblem } from './css/parse.ts';
import { serializeValue, tokenizeValue } from './css/value.ts';

/**
 * The store owner's customCSS, parsed and rebuilt from an allowlist (issue 3, §3). The output is
 * re-serialised from accepted pieces only, so nothing the parser did not understand reaches the page.
 *
 * - No backslash escapes and no '<' anywhere in a kept item: they are how `</style>` break-outs and
 *   escaped `expression(`/`url(` hide, and themes have no honest use for them.
 * - At-rules: @media (plain media queries, one level) and same-origin @font-face; @import, @layer,
 *   @keyframes, @supports, @namespace and the rest are dropped.
 * - Properties and values: see css/properties.ts (cosmetic only; capped sizes; safe url()).
 * - `!important` is removed and the result is wrapped in `@layer custom`: any declaration the page makes
 *   outside that layer (checkout controls keep theirs unlayered) wins over the owner's CSS.
 */

export const CUSTOM_CSS_MAX_LENGTH = 50_000;
export const CUSTOM_CSS_LAYER = 'custom';

export type CssDropped = CssProblem;

export interface SanitizedCss {
  css: string;
  /** What was removed and why, for the build log. */
  dropped: CssDropped[];
}

export interface SanitizeCssOptions {
  /** Cascade layer to wrap the result in; null for none. */
  layer?: string | null;
}

const SELECTOR = /^[a-z0-9_\-.#:[\]="'\s>+~*,()^$|]+$/i;
const MEDIA_QUERY = /^[a-z0-9\s(),:.-]+$/i;
const FORBIDDEN = /[\\<]/;

function isBalanced(text: string, open: string, close: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === open) depth += 1;
    else if (ch === close && --depth < 0) return false;
  }
  return depth === 0;
}

function selectorProblem(selector: string): string | null {
  if (selector === '') return 'empty selector';
  if (FORBIDDEN.test(selector)) return "selector contains '<' or an escape";
  if (selector.length > 500 || !SELECTOR.test(selector)) return 'selector has characters that are not allowed';
  const quotes = (selector.match(/["']/g) ?? []).length;
  if (quotes % 2 !== 0 || !isBalanced(selector, '[', ']') || !isBalanced(selector, '(', ')')) {
    return 'unbalanced selector';
  }
  return null;
}

/** Accepted declarations as `name: value;` lines; the rest reported in `dropped`. */
function cleanDeclarations(
  where: string,
  body: string,
  profileOf: (name: string) => ValueProfile | undefined,
  dropped: CssDropped[],
): string[] {
  const { declarations, problems } = parseDeclarations(body);
  dropped.push(...problems.map((p) => ({ ...p, item: `${where} { ${p.item} }` })));
  const kept: string[] = [];
  for (const { name, value, important } of declarations) {
    const item = excerpt(`${where} { ${name}: ${value} }`);
    const reject = (reason: string) => dropped.push({ item, reason });
    const profile = /^[a-z-]+$/.test(name) && !name.startsWith('-') ? profileOf(name) : undefined;
    if (!profile) {
      reject(name.startsWith('--') ? 'custom properties are not allowed' : `property '${name}' is not allowed`);
      continue;
    }
    if (FORBIDDEN.test(value)) {
      reject("value contains '<' or an escape");
      continue;
    }
    const parts = tokenizeValue(value);
    const problem = typeof parts === 'string' ? parts : checkValue(parts, profile);
    if (problem !== null || typeof parts === 'string') {
      reject(problem ?? 'unreadable value');
      continue;
    }
    if (important) dropped.push({ item, reason: '!important removed (declaration kept)' });
    kept.push(`${name}: ${serializeValue(parts)};`);
  }
  return kept;
}

function cleanRule(prelude: string, body: string, dropped: CssDropped[], indent: string): string | null {
  const selector = prelude.replace(/\s+/g, ' ').trim();
  const problem = selectorProblem(selector);
  if (problem !== null) {
    dropped.push({ item: excerpt(`${prelude} { ${body} }`), reason: problem });
    return null;
  }
  const kept = cleanDeclarations(selector, body, propertyProfile, dropped);
  return kept.length === 0 ? null : `${indent}${selector} { ${kept.join(' ')} }`;
}

function cleanMedia(node: Extract<CssNode, { kind: 'at-rule' }>, dropped: CssDropped[]): string | null {
  const query = node.prelude.replace(/\s+/g, ' ').trim();
  if (
    node.body === null ||
    query === '' ||
    query.length > 200 ||
    !MEDIA_QUERY.test(query) ||
    !isBalanced(query, '(', ')')
  ) {
    dropped.push({ item: excerpt(`@media ${node.prelude}`), reason: 'media query not allowed' });
    return null;
  }
  const { nodes, problems } = parseBlocks(node.body);
  dropped.push(...problems);
  const rules: string[] = [];
  for (const inner of nodes) {
    if (inner.kind === 'at-rule') {
      dropped.push({ item: excerpt(`@${inner.name} ${inner.prelude}`), reason: 'nested at-rules are not allowed' });
      continue;
    }
    const rule = cleanRule(inner.prelude, inner.body, dropped, '  ');
    if (rule !== null) rules.push(rule);
  }
  return rules.length === 0 ? null : `@media ${query} {\n${rules.join('\n')}\n}`;
}

function cleanNode(node: CssNode, dropped: CssDropped[]): string | null {
  if (node.kind === 'rule') return cleanRule(node.prelude, node.body, dropped, '');
  if (node.name === 'media') return cleanMedia(node, dropped);
  if (node.name === 'font-face' && node.body !== null && node.prelude === '') {
    const kept = cleanDeclarations('@font-face', node.body, (n) => FONT_FACE_DESCRIPTORS.get(n), dropped);
    const complete = kept.some((d) => d.startsWith('src:')) && kept.some((d) => d.startsWith('font-family:'));
    if (complete) return `@font-face { ${kept.join(' ')} }`;
    dropped.push({ item: '@font-face', reason: 'needs a font-family and a same-origin src' });
    return null;
  }
  dropped.push({ item: excerpt(`@${node.name} ${node.prelude}`), reason: `@${node.name} is not allowed` });
  return null;
}

/** customCSS reduced to the allowlist, plus what was dropped and why (shared between callers: read-only). */
export function sanitizeCustomCss(input: string, options: SanitizeCssOptions = {}): SanitizedCss {
  const layer = options.layer === undefined ? CUSTOM_CSS_LAYER : options.layer;
  // Every page's layout sanitises the same customCSS: parse it once per process (and layer).
  return layer === CUSTOM_CSS_LAYER ? sanitizeInDefaultLayer(input) : sanitizeCss(input, layer);
}

const sanitizeInDefaultLayer = memoizeByString((input) => sanitizeCss(input, CUSTOM_CSS_LAYER), 20);

function sanitizeCss(input: string, layer: string | null): SanitizedCss {
  if (layer !== null && !/^[a-z][a-z0-9-]*$/i.test(layer)) throw new RangeError(`invalid layer name '${layer}'`);
  if (input.length > CUSTOM_CSS_MAX_LENGTH) {
    return { css: '', dropped: [{ item: 'customCSS', reason: `longer than ${CUSTOM_CSS_MAX_LENGTH} characters` }] };
  }
  const { nodes, problems } = parseBlocks(stripComments(input));
  const dropped: CssDropped[] = [...problems];
  const kept = nodes.map((n) => cleanNode(n, dropped)).filter((r): r is string => r !== null);
  if (kept.length === 0) return { css: '', dropped };
  const body = kept.join('\n');
  return { css: layer === null ? body : `@layer ${layer} {\n${body}\n}`, dropped };
}
