/**
 * A small CSS reader for the customCSS sanitiser: comments, rule blocks, declarations and value
 * components. It only has to be conservative, not complete: the sanitiser re-serialises what it
 * accepted from these pieces, so a construct read differently from a browser is dropped, never passed on.
 * Strings and backslash escapes are skipped the way CSS does so braces inside them do not split blocks.
 */

export type CssNode =
  | { kind: 'rule'; prelude: string; body: string }
  | { kind: 'at-rule'; name: string; prelude: string; body: string | null };

export interface CssProblem {
  item: string;
  reason: string;
}

export interface Declaration {
  name: string;
  value: string;
  important: boolean;
}

/** Index just past a string starting at `start` (CSS strings also end at a newline). */
function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, text.length);
}

/** Removes comments (outside strings). An unterminated comment swallows the rest, as in a browser. */
export function stripComments(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      const end = skipString(css, i);
      out += css.slice(i, end);
      i = end;
    } else if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      out += ' ';
      i = end === -1 ? css.length : end + 2;
    } else {
      // An escape keeps its next character, so an escaped quote or slash starts nothing.
      const len = ch === '\\' ? 2 : 1;
      out += css.slice(i, i + len);
      i += len;
    }
  }
  return out;
}

/** First index at or after `start` of a char in `stops`, outside strings, escapes and parentheses. */
function findTopLevel(text: string, start: number, stops: string): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === '"' || ch === "'") {
      i = skipString(text, i);
      continue;
    }
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && stops.includes(ch)) return i;
    i += 1;
  }
  return -1;
}

/** Index of the `}` closing the `{` at `open`, or -1. */
function findClosingBrace(text: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      i = skipString(text, i);
      continue;
    }
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return i;
    i += 1;
  }
  return -1;
}

export const excerpt = (text: string, max = 120): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Splits a stylesheet (comments already stripped) into rules and at-rules. */
export function parseBlocks(text: string): { nodes: CssNode[]; problems: CssProblem[] } {
  const nodes: CssNode[] = [];
  const problems: CssProblem[] = [];
  let i = 0;
  while (i < text.length) {
    const stop = findTopLevel(text, i, '{;}');
    const prelude = text.slice(i, stop === -1 ? text.length : stop).trim();
    if (stop === -1) {
      if (prelude !== '') problems.push({ item: excerpt(prelude), reason: 'incomplete rule at the end' });
      break;
    }
    const ch = text[stop] ?? '';
    if (ch !== '{') {
      if (ch === ';' && prelude.startsWith('@')) nodes.push(atRule(prelude, null));
      else if (prelude !== '' || ch === '}') problems.push({ item: excerpt(prelude || ch), reason: 'stray text' });
      i = stop + 1;
      continue;
    }
    const close = findClosingBrace(text, stop);
    if (close === -1) {
      problems.push({ item: excerpt(prelude), reason: 'unclosed block' });
      break;
    }
    const body = text.slice(stop + 1, close);
    nodes.push(prelude.startsWith('@') ? atRule(prelude, body) : { kind: 'rule', prelude, body });
    i = close + 1;
  }
  return { nodes, problems };
}

function atRule(prelude: string, body: string | null): CssNode {
  const name = /^@([a-z0-9_-]*)/i.exec(prelude)?.[1]?.toLowerCase() ?? '';
  return { kind: 'at-rule', name, prelude: prelude.slice(name.length + 1).trim(), body };
}

/** Declarations of a block; nested rules and text without a colon are reported, not returned. */
export function parseDeclarations(body: string): { declarations: Declaration[]; problems: CssProblem[] } {
  const declarations: Declaration[] = [];
  const problems: CssProblem[] = [];
  let i = 0;
  while (i < body.length) {
    const stop = findTopLevel(body, i, ';{');
    const segment = body.slice(i, stop === -1 ? body.length : stop).trim();
    if (stop !== -1 && body[stop] === '{') {
      const close = findClosingBrace(body, stop);
      problems.push({ item: excerpt(segment), reason: 'nested rules are not allowed' });
      if (close === -1) break;
      i = close + 1;
      continue;
    }
    i = stop === -1 ? body.length : stop + 1;
    if (segment === '') continue;
    const colon = findTopLevel(segment, 0, ':');
    if (colon <= 0) {
      problems.push({ item: excerpt(segment), reason: 'not a declaration' });
      continue;
    }
    const raw = segment.slice(colon + 1).trim();
    const important = /!\s*important\s*$/i.test(raw);
    declarations.push({
      name: segment.slice(0, colon).trim().toLowerCase(),
      value: important ? raw.replace(/!\s*important\s*$/i, '').trim() : raw,
      important,
    });
  }
  return { declarations, problems };
}
