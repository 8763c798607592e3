import { tokenize, tokenTypes } from 'css-tree';

/**
 * Splits a stylesheet into top-level items (a rule, an at-rule statement or an at-rule with its block)
 * with css-tree's tokenizer, in one loop over the tokens: nothing here recurses, so no input depth can
 * exhaust the stack. Each item carries its nesting depth and token count, so the caller can refuse deep
 * or huge items before handing them to css-tree's (recursive) parser. Comments become a space.
 */

export interface ScannedItem {
  /** The item's text, comments replaced by a space. */
  text: string;
  /** Deepest nesting of {}, () and [] inside the item (a plain rule is 1). */
  depth: number;
  tokens: number;
  /** Set when the item is not a complete rule: why. */
  broken?: string;
}

const OPENERS = new Set<number>([
  tokenTypes.LeftCurlyBracket,
  tokenTypes.LeftParenthesis,
  tokenTypes.LeftSquareBracket,
  tokenTypes.Function,
]);
const CLOSERS = new Set<number>([
  tokenTypes.RightCurlyBracket,
  tokenTypes.RightParenthesis,
  tokenTypes.RightSquareBracket,
]);
const SKIPPED = new Set<number>([tokenTypes.Comment, tokenTypes.CDO, tokenTypes.CDC]);

const OUT_OF_TIME = new Error('out of time');

/** Top-level items of `css`; stops (with a broken item) when `deadline()` says time is up. */
export function scanItems(css: string, deadline: () => boolean): ScannedItem[] {
  const items: ScannedItem[] = [];
  let parts: string[] = [];
  let depth = 0;
  let maxDepth = 0;
  let tokens = 0;
  const state = { stopped: false };
  const flush = (broken?: string) => {
    const text = parts.join('').trim();
    if (text !== '' || broken !== undefined) {
      items.push({ text, depth: maxDepth, tokens, ...(broken === undefined ? {} : { broken }) });
    }
    parts = [];
    maxDepth = 0;
    tokens = 0;
  };
  const onToken = (type: number, start: number, end: number) => {
    if ((tokens & 0x3ff) === 0 && deadline()) {
      state.stopped = true;
      flush('the filter ran out of time: the rest of the CSS is dropped');
      throw OUT_OF_TIME;
    }
    tokens += 1;
    if (SKIPPED.has(type)) {
      parts.push(' ');
      return;
    }
    if (type === tokenTypes.EOF) return;
    const text = css.slice(start, end);
    if (OPENERS.has(type)) {
      depth += 1;
      maxDepth = Math.max(maxDepth, depth);
    } else if (CLOSERS.has(type)) {
      if (depth === 0) {
        flush();
        parts.push(text);
        flush('stray closing bracket');
        return;
      }
      depth -= 1;
    }
    parts.push(text);
    if (depth === 0 && (type === tokenTypes.RightCurlyBracket || type === tokenTypes.Semicolon)) flush();
  };
  try {
    tokenize(css, onToken);
  } catch (error) {
    // The tokenizer has no way to stop early: the deadline throws this to end it.
    if (error !== OUT_OF_TIME) throw error;
  }
  if (!state.stopped && depth > 0) flush('unclosed block at the end');
  else if (!state.stopped && parts.join('').trim() !== '') flush('incomplete rule at the end');
  return items;
}
